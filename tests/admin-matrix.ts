// Every admin action is tried by three visitors: anonymous, a signed-in user without the
// admin role, and an admin. Anonymous goes to /login, the non-admin is sent home with 'Access
// Denied', a cross-site POST is refused with 403, and only the admin's request does anything.
import { expect } from "vitest";
import { type Client, createClient, makeAdmin, signedInUser } from "./auth-helpers";
import type { TestWorker } from "./harness";

export interface StaffRoles {
  anonymous: Client;
  user: Client;
  admin: Client;
}

let roleCounter = 0;

/** Three fresh clients; the two accounts are unique per call. */
export async function staffRoles(worker: TestWorker): Promise<StaffRoles> {
  const n = ++roleCounter;
  const adminEmail = `admin-${n}-${Date.now()}@example.at`;
  const admin = await signedInUser(worker, adminEmail);
  await makeAdmin(worker, adminEmail);
  return {
    anonymous: createClient(worker),
    user: await signedInUser(worker, `kunde-${n}-${Date.now()}@example.at`),
    admin,
  };
}

/**
 * Send the same request as each role. Asserts the anonymous and non-admin outcomes (and, for a
 * POST, that a cross-site request from the admin is refused); returns the admin's response.
 * `send` must be repeatable: the first three calls must change nothing.
 */
export async function expectAdminOnly(
  roles: StaffRoles,
  send: (client: Client, extraHeaders?: Record<string, string>) => Promise<Response>,
  { method = "POST" }: { method?: "GET" | "POST" } = {},
): Promise<Response> {
  const anonymous = await send(roles.anonymous);
  expect([302, 303], "anonymous").toContain(anonymous.status);
  expect(anonymous.headers.get("Location") ?? "", "anonymous").toMatch(/^\/login\?redirectTo=/);
  const user = await send(roles.user);
  expect([302, 303], "signed-in non-admin").toContain(user.status);
  expect(user.headers.get("Location"), "signed-in non-admin").toBe("/");
  if (method === "POST") {
    const crossSite = await send(roles.admin, { Origin: "https://evil.example" });
    expect(crossSite.status, "cross-site admin POST").toBe(403);
  }
  return send(roles.admin);
}
