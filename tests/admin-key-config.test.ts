// ADMIN_KEY shorter than 32 characters is refused: the admin-key
// flow does not run, says why, and the rest of the site keeps working.
import { expect, test } from "vitest";
import { signedInUser } from "./auth-helpers";
import { startWorker } from "./harness";

const SHORT_KEY = "kurz-aber-nicht-lang-genug-31ch";
const worker = startWorker({ secrets: { ADMIN_KEY: SHORT_KEY } });

test("a 31-character ADMIN_KEY is refused with a clear message, even when typed correctly", async () => {
  expect(SHORT_KEY).toHaveLength(31);
  const user = await signedInUser(worker, "kurzer.schluessel@example.com");
  const res = await user.post("/admin/setup", { intent: "set-admin", email: "kurzer.schluessel@example.com", adminKey: SHORT_KEY });
  expect(res.status).toBe(303);
  const html = await (await user.get(res.headers.get("Location") ?? "/")).text();
  expect(html).toContain("ADMIN_KEY on the server is shorter than 32 characters and is refused.");
  const db = await worker.db();
  const role = await db
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.id")
    .select("profiles.role")
    .where("users.email", "=", "kurzer.schluessel@example.com")
    .executeTakeFirstOrThrow();
  expect(role.role).toBe("user");
  // Only the admin-key flow stops; public pages still answer.
  expect((await worker.fetch("/")).status).toBe(200);
});
