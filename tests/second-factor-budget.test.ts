// The second factor's guess budget (ASVS 5.0 V6.3.1, V6.6.3), through the real Worker: wrong codes
// count per account across addresses and re-entered passwords; once spent, app codes are refused
// (even the right one), the owner is mailed, a recovery code still works and the lock expires. The
// code step belongs to one password entry and ends with a password change.

import { Secret, TOTP } from "otpauth";
import { expect, test } from "vitest";
import { type Client, createClient, enrolmentOf, makeAdmin, nextTotpCode, signedInUser, signIn } from "./auth-helpers";
import { startWorker } from "./harness";
import { waitForSentEmail } from "./leads-helpers";

const worker = startWorker();
const PASSWORD = "sehr-geheim-123";
const STEP = "/login/zweiter-faktor";
/** Wrong codes one account may have in an hour (ADR 0105; SECOND_FACTOR_BUDGET). */
const SECOND_FACTOR_BUDGET = 10;

let v6 = 0;
/** A client in its own IPv6 /64 (the rate limits group addresses by /64). */
function clientInOwnPrefix(): Client {
  v6 += 1;
  return createClient(worker, `2001:db8:${v6.toString(16)}:${(v6 * 7).toString(16)}::1`);
}

async function passwordStep(email: string, client: Client = clientInOwnPrefix()): Promise<Client> {
  const res = await signIn(client, email, PASSWORD);
  expect(res.headers.get("Location")).toBe(STEP);
  return client;
}

/**
 * The app's code for the current time step, without using up a step of nextTotpCode: for
 * requests that must be refused before the code is looked at (it would be valid without the fix).
 */
function currentCode(email: string): string {
  const secret = enrolmentOf(email)?.secret ?? "";
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

async function auditActions(email: string): Promise<string[]> {
  const db = await worker.db();
  const rows = await db.selectFrom("audit_log").select(["action", "summary"]).where("actor_email", "=", email).orderBy("id").execute();
  return rows.map((row) => `${row.action}: ${row.summary}`);
}

test("wrong codes from many addresses and re-entered passwords share one budget; then even the right code is refused", async () => {
  const email = "budget.konto@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  // Two wrong codes per password entry, each entry from another /64 or IPv4 address: the
  // per-client delay (five failures) never starts, and the password is right every time.
  let wrong = 0;
  while (wrong < SECOND_FACTOR_BUDGET) {
    const client = await passwordStep(email, wrong % 4 === 0 ? createClient(worker) : clientInOwnPrefix());
    for (let i = 0; i < 2 && wrong < SECOND_FACTOR_BUDGET; i++, wrong++) {
      expect((await client.post(STEP, { code: String(100000 + wrong) })).status, `wrong code ${wrong + 1}`).toBe(401);
    }
  }
  // A fresh address with the right password and the right code: refused, no session.
  const fresh = await passwordStep(email);
  const refused = await fresh.post(STEP, { code: await nextTotpCode(email) });
  expect(refused.status).toBe(429);
  expect(await refused.text()).toContain("vorübergehend gesperrt");
  expect((await fresh.get("/admin")).headers.get("Location")).toMatch(/^\/login/);

  // The owner is told, in German, from our domain, with only our own link.
  const mail = await waitForSentEmail(
    (m) => (m.headers.to ?? "").includes(email) && m.text.includes("Jemand hat Ihr Passwort richtig eingegeben, aber keinen gültigen Code"),
  );
  expect(mail.subject).toContain("Sicherheitshinweis");
  expect(mail.text).toMatch(/^https?:\/\/localhost(:\d+)?\/admin\/konto$/m);
  // The Protokoll records the lock.
  expect((await auditActions(email)).some((line) => line.startsWith("security.second-factor.locked:"))).toBe(true);

  // A recovery code still gets the owner in during the lock.
  const owner = await passwordStep(email);
  const recovery = enrolmentOf(email)?.recoveryCodes[0] ?? "";
  const viaRecovery = await owner.post(STEP, { code: recovery });
  expect(viaRecovery.status).toBe(302);
  expect((await owner.get("/admin")).status).toBe(200);

  // The lock expires: an hour later (moved back in the database) the right code works again.
  const db = await worker.db();
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const hourAgo = Math.floor(Date.now() / 1000) - 3601;
  await db.updateTable("users").set({ totp_locked_until: hourAgo }).where("id", "=", user.id).execute();
  await db.updateTable("second_factor_failures").set({ failed_at: hourAgo }).where("user_id", "=", user.id).execute();
  const later = await passwordStep(email);
  expect((await later.post(STEP, { code: await nextTotpCode(email) })).status).toBe(302);
  // A dozen password hashes: the same room as the lock test below on a busy machine.
}, 75_000);

test("during the lock a guessed code is not even checked, and a correct password does not reset the count", async () => {
  const email = "budget.sperre@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  for (let wrong = 0; wrong < SECOND_FACTOR_BUDGET - 1; wrong++) {
    const client = await passwordStep(email);
    expect((await client.post(STEP, { code: String(200000 + wrong) })).status).toBe(401);
  }
  // One short of the budget: a correct code still works, and signing in fully resets nothing.
  const owner = await passwordStep(email);
  expect((await owner.post(STEP, { code: await nextTotpCode(email) })).status).toBe(302);
  const guesser = await passwordStep(email);
  expect((await guesser.post(STEP, { code: "999999" })).status).toBe(401);
  const after = await passwordStep(email);
  expect((await after.post(STEP, { code: await nextTotpCode(email) })).status).toBe(429);
}, 75_000);

test("a pending code step belongs to one password entry: a copy from another network works only until it is used or replaced", async () => {
  const email = "budget.versuch@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const first = await passwordStep(email);
  // The same cookie from another /64 still belongs to that entry …
  const copy = clientInOwnPrefix();
  copy.setCookie(first.cookie());
  expect((await copy.post(STEP, { code: "123456" })).status).toBe(401);
  // … until the password is entered again: the older step is over everywhere.
  const second = await passwordStep(email);
  expect((await first.post(STEP, { code: currentCode(email) })).headers.get("Location")).toBe("/login");
  expect((await copy.get(STEP)).headers.get("Location")).toBe("/login");
  // A completed sign-in uses the entry up: its copied cookie opens nothing more.
  const secondCopy = clientInOwnPrefix();
  secondCopy.setCookie(second.cookie());
  expect((await second.post(STEP, { code: await nextTotpCode(email) })).status).toBe(302);
  expect((await secondCopy.post(STEP, { code: currentCode(email) })).headers.get("Location")).toBe("/login");
});

test("a pending code step ends when the account's password is changed", async () => {
  const email = "budget.passwort@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const pending = await passwordStep(email);
  const newPassword = "Feldweg-Amsel-Kompass-17";
  const changed = await admin.post("/admin/konto", {
    intent: "change-password",
    currentPassword: PASSWORD,
    newPassword,
    newPasswordRepeat: newPassword,
  });
  expect(changed.status).toBe(303);
  const res = await pending.post(STEP, { code: currentCode(email) });
  expect(res.headers.get("Location")).toBe("/login");
  expect((await pending.get("/admin")).headers.get("Location")).toMatch(/^\/login/);
});
