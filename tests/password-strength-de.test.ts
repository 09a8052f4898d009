// The password check knows German words, the site's name and the account's own name (ASVS 5.0
// V6.2.4, V6.2.11, V6.2.12), through the real sign-up: passwords an outside review got accepted are
// refused in German, while a passphrase of several words passes.
import { expect, test } from "vitest";
import { createClient, signUp } from "./auth-helpers";
import { startWorker } from "./harness";

const worker = startWorker();

test("German common passwords, the site's name and the account's own name are refused", async () => {
  const cases: Array<[string, string]> = [
    ["pw.passwort@example.com", "Passwort2026!"],
    ["pw.sommer@example.com", "Sommer2026!"],
    ["pw.marke@example.com", "Donau-Estate-2026"],
    ["maria.huber@example.com", "Maria.Huber1985!"],
  ];
  for (const [email, password] of cases) {
    const res = await signUp(createClient(worker), email, password);
    expect(res.status, password).toBe(400);
    expect(await res.text(), password).toContain("Dieses Passwort ist zu leicht zu erraten");
  }
});

test("a passphrase of unrelated words still passes for the same account", async () => {
  const res = await signUp(createClient(worker), "maria.huber@example.com", "Feldweg-Amsel-Kompass-17");
  expect(res.status).toBe(303);
});
