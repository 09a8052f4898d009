// Hand-made session cookies for the session-limit tests: signed with the test
// SESSION_SECRET exactly as the Worker signs them, so a test can set any issuedAt/lastSeenAt.
import { createCookieSessionStorage } from "react-router";
import { TEST_SECRETS } from "./harness";

/** The Worker's session storage as the test environment configures it (signed with the test secret). */
export const testSessionStorage = createCookieSessionStorage<Record<string, unknown>>({
  cookie: { name: "session", httpOnly: true, sameSite: "lax", path: "/", secrets: [TEST_SECRETS.SESSION_SECRET] },
});

/** A validly signed session cookie (`name=value`) holding exactly `data`. */
export async function signedSessionCookie(data: Record<string, unknown>): Promise<string> {
  const session = await testSessionStorage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key, value);
  return (await testSessionStorage.commitSession(session)).split(";")[0] ?? "";
}

/** What a session cookie (a `Cookie` or `Set-Cookie` value) holds. */
export async function readSessionCookie(cookie: string): Promise<Record<string, unknown>> {
  return (await testSessionStorage.getSession(cookie)).data as Record<string, unknown>;
}
