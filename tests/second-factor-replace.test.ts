// Replacing the authenticator and changing the password (ASVS 5.0 V7.5.1): a stolen session alone
// cannot swap an active second factor (it needs the password and a current or recovery code), and
// the owner is mailed for a swap and a password change.
import { Secret, TOTP } from "otpauth";
import { expect, test } from "vitest";
import { enrolmentOf, makeAdmin, nextTotpCode, pendingSecretFrom, recoveryCodesFrom, signedInUser } from "./auth-helpers";
import { startWorker } from "./harness";
import { readSentEmails, waitForSentEmail } from "./leads-helpers";

const worker = startWorker();
const PASSWORD = "sehr-geheim-123";

function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

async function storedSecret(email: string): Promise<string | null> {
  const db = await worker.db();
  return (await db.selectFrom("users").select("totp_secret").where("email", "=", email).executeTakeFirstOrThrow()).totp_secret;
}

async function auditActions(email: string): Promise<string[]> {
  const db = await worker.db();
  const rows = await db.selectFrom("audit_log").select("action").where("actor_email", "=", email).execute();
  return rows.map((row) => row.action);
}

test("the swap is refused without the password and a current code; with both it goes through and the owner is mailed", async () => {
  const email = "tausch.app@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const before = await storedSecret(email);
  expect((await admin.post("/admin/konto", { intent: "totp-start" })).status).toBe(303);
  const page = await (await admin.get("/admin/konto")).text();
  expect(page).toContain("Code aus der bisherigen App oder ein Wiederherstellungscode");
  const newSecret = pendingSecretFrom(page);

  // What a stolen session can do: a code of the new secret only.
  const bare = await admin.post("/admin/konto", { intent: "totp-confirm", code: codeFor(newSecret) });
  expect(bare.status).toBe(400);
  expect(await bare.text()).toContain("Das Passwort stimmt nicht.");
  // The password without a current code, and a wrong password with one: refused too.
  const noCode = await admin.post("/admin/konto", { intent: "totp-confirm", code: codeFor(newSecret), currentPassword: PASSWORD });
  expect(noCode.status).toBe(400);
  expect(await noCode.text()).toContain("Der Code der bisherigen App stimmt nicht");
  const wrongPassword = await admin.post("/admin/konto", {
    intent: "totp-confirm",
    code: codeFor(newSecret),
    currentPassword: "falsch-falsch-1",
    currentCode: "123456",
  });
  expect(wrongPassword.status).toBe(400);
  expect(await storedSecret(email)).toBe(before);
  expect(await auditActions(email)).toContain("security.second-factor.replace-refused");
  expect(readSentEmails().some((m) => (m.headers.to ?? "").includes(email) && m.subject.includes("Zwei-Faktor"))).toBe(false);

  // The owner: password and the old app's current code.
  const ok = await admin.post("/admin/konto", {
    intent: "totp-confirm",
    code: codeFor(newSecret),
    currentPassword: PASSWORD,
    currentCode: await nextTotpCode(email),
  });
  expect(ok.status).toBe(200);
  expect(recoveryCodesFrom(await ok.text())).toHaveLength(10);
  expect(await storedSecret(email)).not.toBe(before);
  expect(await auditActions(email)).toContain("security.second-factor.replace");
  const mail = await waitForSentEmail(
    (m) => (m.headers.to ?? "").includes(email) && m.subject.includes("Zwei-Faktor-Anmeldung neu eingerichtet"),
  );
  expect(mail.text).toContain("eine neue Authenticator-App eingerichtet");
});

test("a recovery code proves the owner too when the old app is gone", async () => {
  const email = "tausch.wiederherstellung@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  expect((await admin.post("/admin/konto", { intent: "totp-start" })).status).toBe(303);
  const newSecret = pendingSecretFrom(await (await admin.get("/admin/konto")).text());
  const res = await admin.post("/admin/konto", {
    intent: "totp-confirm",
    code: codeFor(newSecret),
    currentPassword: PASSWORD,
    currentCode: enrolmentOf(email)?.recoveryCodes[0] ?? "",
  });
  expect(res.status).toBe(200);
});

test("a password change mails the owner", async () => {
  const email = "tausch.passwort@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const newPassword = "Feldweg-Amsel-Kompass-17";
  const res = await admin.post("/admin/konto", {
    intent: "change-password",
    currentPassword: PASSWORD,
    newPassword,
    newPasswordRepeat: newPassword,
  });
  expect(res.status).toBe(303);
  const mail = await waitForSentEmail((m) => (m.headers.to ?? "").includes(email) && m.subject.includes("Ihr Passwort wurde geändert"));
  expect(mail.text).toContain("Das Passwort Ihres Kontos wurde am");
});
