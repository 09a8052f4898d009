// The admin key's global daily limit: many client addresses, each
// under its own 15-minute limit, still get only ADMIN_KEY_DAILY_LIMIT wrong attempts per UTC day
// in total; a right key does not use up the budget. Its own Worker: the counter is global and would leak into other files' tests.
import { expect, test } from "vitest";
import { ADMIN_KEY_DAILY_LIMIT } from "~/server/accounts/admin-key.server";
import { signedInUser } from "./auth-helpers";
import { formPost, startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker();
const FAILED = "Admin-Rechte konnten nicht vergeben werden. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut.";

test("after the day's wrong admin-key attempts from many addresses, even the right key is refused for everyone", async () => {
  const user = await signedInUser(worker, "tages.limit@example.com");
  await signedInUser(worker, "neue.kollegin@example.com");
  const attempt = async (address: string, email: string, adminKey: string) => {
    const res = await worker.fetch(
      "/admin/setup",
      formPost(
        { intent: "set-admin", email, adminKey },
        { "CF-Connecting-IP": address, Cookie: user.cookie(), Origin: worker.url().origin },
      ),
    );
    expect(res.status).toBe(303);
    return (
      await worker.fetch(res.headers.get("Location") ?? "/", { headers: { Cookie: res.headers.get("Set-Cookie")?.split(";")[0] ?? "" } })
    ).text();
  };
  // One guess per address and per target account: no per-client limit is ever reached.
  for (let i = 0; i < ADMIN_KEY_DAILY_LIMIT - 1; i++) {
    expect(await attempt(`203.0.113.${i + 1}`, `ziel${i}@example.com`, `guess-${i}`)).toContain(FAILED);
  }
  // A right key in between (staff setting up a colleague) leaves the day's last wrong guess.
  expect(await attempt("198.18.0.2", "neue.kollegin@example.com", TEST_SECRETS.ADMIN_KEY)).toContain("ist jetzt Admin.");
  expect(await attempt("203.0.113.200", "ziel-letzter@example.com", "guess-last")).toContain(FAILED);
  const html = await attempt("198.18.0.1", "tages.limit@example.com", TEST_SECRETS.ADMIN_KEY);
  expect(html).toContain("Heute gab es zu viele Versuche mit dem Admin-Schlüssel.");
  const db = await worker.db();
  const role = await db
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.id")
    .select("profiles.role")
    .where("users.email", "=", "tages.limit@example.com")
    .executeTakeFirstOrThrow();
  expect(role.role).toBe("user");
});
