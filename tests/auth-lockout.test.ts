// Sign-in throttling (ASVS 5.0 V6.3.1): only failures count, per account plus client, with a
// progressive delay, so strangers cannot lock staff out.
import { expect, test } from "vitest";
import { BASE_DELAY_SECONDS, delayAfter, FREE_FAILURES_PER_ACCOUNT, MAX_DELAY_SECONDS } from "~/server/accounts/login-throttle.server";
import { createClient, signedInUser, signIn } from "./auth-helpers";
import { startWorker } from "./harness";

const worker = startWorker();
const PASSWORD = "sehr-geheim-123";

/** Pretend the last failures happened `seconds` earlier (the Worker's clock cannot be moved). */
async function ageFailures(seconds: number) {
  const db = await worker.db();
  const rows = await db.selectFrom("login_failures").select(["key", "last_failure_at"]).execute();
  for (const row of rows) {
    await db
      .updateTable("login_failures")
      .set({ last_failure_at: row.last_failure_at - seconds })
      .where("key", "=", row.key)
      .execute();
  }
}

test("the delay doubles per failure past the free ones and stops at 15 minutes", () => {
  expect(delayAfter(FREE_FAILURES_PER_ACCOUNT - 1, FREE_FAILURES_PER_ACCOUNT)).toBe(0);
  expect(delayAfter(FREE_FAILURES_PER_ACCOUNT, FREE_FAILURES_PER_ACCOUNT)).toBe(BASE_DELAY_SECONDS);
  expect(delayAfter(FREE_FAILURES_PER_ACCOUNT + 1, FREE_FAILURES_PER_ACCOUNT)).toBe(2 * BASE_DELAY_SECONDS);
  expect(delayAfter(FREE_FAILURES_PER_ACCOUNT + 20, FREE_FAILURES_PER_ACCOUNT)).toBe(MAX_DELAY_SECONDS);
});

test("wrong passwords from other clients never keep the owner's right password out (V6.3.1)", async () => {
  const email = "sperre.fremd@example.com";
  const owner = await signedInUser(worker, email);
  // A stranger tries twelve wrong passwords, from three addresses.
  for (const address of ["192.0.2.10", "192.0.2.11", "192.0.2.12"]) {
    const stranger = createClient(worker, address);
    for (let i = 0; i < 4; i++) expect((await signIn(stranger, email, `falsch-${i}-passwort`)).status).toBe(401);
  }
  // The owner signs in from her own client at once.
  const res = await signIn(createClient(worker, owner.address), email, PASSWORD);
  expect(res.status).toBe(302);
});

test("a successful sign-in does not count: the owner can sign in many times in a row", async () => {
  const email = "sperre.oft@example.com";
  const owner = await signedInUser(worker, email);
  for (let i = 0; i < 8; i++) expect((await signIn(createClient(worker, owner.address), email, PASSWORD)).status).toBe(302);
});

test("failures of one client on one account slow that client down, with a growing wait", async () => {
  const email = "sperre.langsam@example.com";
  await signedInUser(worker, email);
  const guesser = createClient(worker, "192.0.2.50");
  for (let i = 0; i < FREE_FAILURES_PER_ACCOUNT; i++) expect((await signIn(guesser, email, `rate-${i}-passwort`)).status).toBe(401);
  // Now even the right password waits: the delay is checked before the password.
  const slowed = await signIn(guesser, email, PASSWORD);
  expect(slowed.status).toBe(429);
  expect(Number(slowed.headers.get("Retry-After"))).toBeGreaterThan(BASE_DELAY_SECONDS - 5);
  expect(Number(slowed.headers.get("Retry-After"))).toBeLessThanOrEqual(BASE_DELAY_SECONDS);
  expect(await slowed.text()).toContain("Zu viele fehlgeschlagene Anmeldeversuche von diesem Gerät");
  // After the wait one more try is possible; failing it doubles the wait.
  await ageFailures(BASE_DELAY_SECONDS);
  expect((await signIn(guesser, email, "noch-ein-fehlversuch")).status).toBe(401);
  const longer = await signIn(guesser, email, PASSWORD);
  expect(longer.status).toBe(429);
  expect(Number(longer.headers.get("Retry-After"))).toBeGreaterThan(2 * BASE_DELAY_SECONDS - 5);
  // Once waited out, the right password signs in and the count starts afresh.
  await ageFailures(2 * BASE_DELAY_SECONDS);
  // (A fresh client on the same address each time: a signed-in one is sent on by the page.)
  const again = () => createClient(worker, guesser.address);
  expect((await signIn(again(), email, PASSWORD)).status).toBe(302);
  expect((await signIn(again(), email, "wieder-falsch-1")).status).toBe(401);
  expect((await signIn(again(), email, PASSWORD)).status).toBe(302);
});

test("one address spraying many accounts is slowed down after 20 failures", async () => {
  const sprayer = createClient(worker, "192.0.2.60");
  for (let i = 0; i < 20; i++) expect((await signIn(sprayer, `spray${i}@example.com`, "falsch-falsch")).status).toBe(401);
  const slowed = await signIn(sprayer, "spray-neu@example.com", "falsch-falsch");
  expect(slowed.status).toBe(429);
  // Another address is unaffected.
  expect((await signIn(createClient(worker, "192.0.2.61"), "spray-neu@example.com", "falsch-falsch")).status).toBe(401);
});

test("the failure table holds keyed hashes, never an address or e-mail", async () => {
  const db = await worker.db();
  const rows = await db.selectFrom("login_failures").select("key").execute();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }
});
