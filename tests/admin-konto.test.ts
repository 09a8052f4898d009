// /admin/konto and the staff password rules (ASVS 5.0 V6.2.2, V6.2.3, V6.2.4, V6.2.12): a
// password is more than a length check, and staff can change theirs.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { createClient, makeAdmin, signedInUser, signIn, signUp } from "./auth-helpers";
import { startWorker } from "./harness";

const worker = startWorker();
const PASSWORD = "sehr-geheim-123";
const NEW_PASSWORD = "Feldweg-Amsel-Kompass-17";

async function adminClient(email: string) {
  const client = await signedInUser(worker, email, PASSWORD);
  await makeAdmin(worker, email);
  return client;
}

function change(fields: Record<string, string>) {
  return { intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordRepeat: NEW_PASSWORD, ...fields };
}

test("sign-up refuses common and breached passwords with a German message (V6.2.4, V6.2.12)", async () => {
  for (const [i, weak] of ["12345678", "password1", "qwertzuiop", "P@ssw0rd2024"].entries()) {
    const email = `schwach${i}@example.com`;
    const res = await signUp(createClient(worker), email, weak);
    expect(res.status, weak).toBe(400);
    expect(await res.text()).toContain("Dieses Passwort ist zu leicht zu erraten");
    const db = await worker.db();
    expect(await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(), weak).toBeUndefined();
  }
});

test("sign-up refuses a password built from the account's own address", async () => {
  const res = await signUp(createClient(worker), "maria.huber@example.com", "mariahuber2024");
  expect(res.status).toBe(400);
});

test("the password change is admin-only and checks the origin", async () => {
  const roles = await staffRoles(worker);
  const page = await expectAdminOnly(roles, (client) => client.get("/admin/konto"), { method: "GET" });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<h1>Mein Konto</h1>");
  // The whole address, not cut with "…" (review 64: it read "shots-…@exa…" on a phone).
  expect(html.replaceAll("<!-- -->", "")).toMatch(/<p class="konto-signed-in">Angemeldet als <strong>[^<…]+@[^<…]+<\/strong><\/p>/);
  expect(html).toContain("Passwort ändern");
  // Each visitor's POST with a wrong current password: nothing changes for anyone.
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/konto", change({ currentPassword: "falsch-falsch" }), headers),
  );
  expect(res.status).toBe(400);
});

test("a wrong current password, a mismatch and a weak new password are refused at the fields", async () => {
  const admin = await adminClient("konto.fehler@example.com");
  const wrong = await admin.post("/admin/konto", change({ currentPassword: "nicht-mein-passwort" }));
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("Das aktuelle Passwort stimmt nicht.");
  const mismatch = await admin.post("/admin/konto", change({ newPasswordRepeat: "etwas-anderes-99" }));
  expect(mismatch.status).toBe(400);
  expect(await mismatch.text()).toContain("Die beiden neuen Passwörter stimmen nicht überein.");
  const weak = await admin.post("/admin/konto", change({ newPassword: "12345678", newPasswordRepeat: "12345678" }));
  expect(weak.status).toBe(400);
  expect(await weak.text()).toContain("Dieses Passwort ist zu leicht zu erraten");
  const short = await admin.post("/admin/konto", change({ newPassword: "kurz", newPasswordRepeat: "kurz" }));
  expect(short.status).toBe(400);
  expect(await short.text()).toContain("mindestens 8 Zeichen");
  // Still the old password.
  expect((await signIn(createClient(worker), "konto.fehler@example.com", PASSWORD)).status).toBe(302);
});

test("a password change keeps this session, ends the others and is in the Protokoll", async () => {
  const email = "konto.wechsel@example.com";
  const admin = await adminClient(email);
  const other = createClient(worker);
  expect((await signIn(other, email, PASSWORD)).status).toBe(302);
  const res = await admin.post("/admin/konto", change({}));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/konto");
  const page = await admin.get("/admin/konto");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Passwort geändert");
  // The other session is over; the old password no longer works, the new one does.
  expect((await other.get("/admin/konto")).status).toBe(302);
  expect((await signIn(createClient(worker), email, PASSWORD)).status).toBe(401);
  expect((await signIn(createClient(worker), email, NEW_PASSWORD)).status).toBe(302);
  const db = await worker.db();
  const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "security.password.change").executeTakeFirstOrThrow();
  expect(entry.actor_email).toBe(email);
  expect(entry.summary).toContain("Passwort geändert");
});

test("guessing the current password on the form is throttled like sign-in", async () => {
  const admin = await adminClient("konto.raten@example.com");
  for (let i = 0; i < 5; i++) expect((await admin.post("/admin/konto", change({ currentPassword: `raten-${i}-xyz` }))).status).toBe(400);
  const slowed = await admin.post("/admin/konto", change({}));
  expect(slowed.status).toBe(429);
  expect(await slowed.text()).toContain("Zu viele fehlgeschlagene Anmeldeversuche");
});
