// Rotating SESSION_SECRET (README, Configuration: "the first signs, all verify") must not break the
// unsubscribe and manage links of Suchauftrag mails already sent. ASVS 5.0 V11.2.1 (key rotation).
import { expect, test } from "vitest";
import { manageToken } from "~/server/alerts/queries.server";
import { startWorker, TEST_SECRETS } from "./harness";

const NEW_SECRET = "rotated-session-secret-fedcba9876543210";
const worker = startWorker({ secrets: { SESSION_SECRET: `${NEW_SECRET},${TEST_SECRETS.SESSION_SECRET}` } });

async function confirmedAlert(id: string) {
  const db = await worker.db();
  const at = new Date().toISOString();
  await db
    .insertInto("search_alerts")
    .values({ id, email: "rotation@example.at", filters: "status=SALE", token_salt: "salz-123", confirmed_at: at, created_at: at })
    .execute();
  return { id, token_salt: "salz-123" };
}

test("manage and unsubscribe links signed with the previous secret still work after a rotation", async () => {
  const alert = await confirmedAlert("0b7c1c9e-4a3e-4f55-9a1e-7f1b2c3d4e5f");
  const oldToken = await manageToken(TEST_SECRETS.SESSION_SECRET, alert);
  const manage = await worker.fetch(`/suchauftrag/verwalten?id=${alert.id}&token=${encodeURIComponent(oldToken)}`);
  expect(manage.status).toBe(200);
  expect(await manage.text()).not.toContain("Dieser Link ist ungültig oder abgelaufen");
  const unsubscribe = await worker.fetch(`/suchauftrag/abmelden?id=${alert.id}&token=${encodeURIComponent(oldToken)}`);
  expect(await unsubscribe.text()).toContain("Möchten Sie keine E-Mails zu dieser Suche mehr erhalten?");
  // The new secret signs and verifies too; an unknown secret's token does not.
  const newToken = await manageToken(NEW_SECRET, alert);
  expect(await (await worker.fetch(`/suchauftrag/abmelden?id=${alert.id}&token=${encodeURIComponent(newToken)}`)).text()).toContain(
    "Möchten Sie keine E-Mails",
  );
  const foreign = await manageToken("some-other-secret-0000000000000000", alert);
  expect(await (await worker.fetch(`/suchauftrag/abmelden?id=${alert.id}&token=${encodeURIComponent(foreign)}`)).text()).toContain(
    "Dieser Link ist ungültig oder abgelaufen",
  );
});
