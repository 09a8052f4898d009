// Suchauftrag opt-in mails cannot flood a stranger's inbox: at most three confirmation mails a day
// per recipient, however many clients ask, and one pending alert per address and search.
// ASVS 5.0 V2.4.1 (anti-automation), V6.3.x (limits per account or target).
import { expect, test } from "vitest";
import { createClient } from "./auth-helpers";
import { startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();

async function signUp(email: string, query: string) {
  // A new client address each time: the per-client limit never applies here.
  return createClient(worker).post(`/suchauftrag/speichern?${query}`, {
    formStartedAt: await pastFormToken(),
    email,
    consent: "on",
    filters: query,
  });
}

async function confirmationMails(email: string) {
  const db = await worker.db();
  const rows = await db
    .selectFrom("search_alert_emails")
    .select("id")
    .where("recipient", "=", email)
    .where("template", "=", "alert-confirm")
    .execute();
  return rows.length;
}

test("seven sign-ups for one address from seven clients send three opt-in mails, then a German 429", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await signUp("opfer@example.at", `status=SALE&priceMax=${100000 + i}`)).status);
  expect(statuses).toEqual([303, 303, 303, 429, 429, 429, 429]);
  expect(await confirmationMails("opfer@example.at")).toBe(3);
  const refused = await signUp("opfer@example.at", "status=RENT");
  expect(await refused.text()).toContain("Zu viele Anfragen");
});

test("the same search signed up twice keeps one pending alert", async () => {
  expect((await signUp("einmal@example.at", "status=RENT&location=Wien")).status).toBe(303);
  expect((await signUp("Einmal@example.at", "status=RENT&location=Wien")).status).toBe(303);
  const db = await worker.db();
  const pending = await db
    .selectFrom("search_alerts")
    .select("id")
    .where("email", "in", ["einmal@example.at", "Einmal@example.at"])
    .execute();
  expect(pending).toHaveLength(1);
});
