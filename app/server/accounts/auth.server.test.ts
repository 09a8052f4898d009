import { expect, test } from "vitest";
import type { AppEnv } from "~/server/http/env.server";
import { isAdminUser, requireSameOrigin, requireSessionSecret, safeRedirectTo } from "./auth.server";

const env = { SITE_URL: "https://www.donau-estate.example", ADMIN_EMAILS: "Chefin@Example.com, zweite@example.com" } as AppEnv;

test("admin flows refuse to run without SESSION_SECRET and say what is missing", async () => {
  let thrown: unknown;
  try {
    requireSessionSecret(env);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Response);
  const res = thrown as Response;
  expect(res.status).toBe(503);
  expect(((await res.json()) as { message: string }).message).toContain("SESSION_SECRET is not configured");
  expect(() => requireSessionSecret({ ...env, SESSION_SECRET: "x".repeat(32) })).not.toThrow();
});

test("admin by role or by ADMIN_EMAILS, case-insensitive", () => {
  const user = { id: "1", email: "chefin@example.com", emailVerifiedAt: "2026-01-01", role: "user", sessionVersion: 0, totpEnabled: false };
  expect(isAdminUser(env, user)).toBe(true);
  expect(isAdminUser(env, { ...user, email: "andere@example.com" })).toBe(false);
  expect(isAdminUser(env, { ...user, email: "andere@example.com", role: "admin" })).toBe(true);
});

test("redirectTo accepts only same-site paths", () => {
  expect(safeRedirectTo("/admin/inquiries?page=2")).toBe("/admin/inquiries?page=2");
  expect(safeRedirectTo("//evil.example")).toBe("/admin");
  expect(safeRedirectTo("/\\evil.example")).toBe("/admin");
  expect(safeRedirectTo("https://evil.example")).toBe("/admin");
  expect(safeRedirectTo(null)).toBe("/admin");
  // Browsers drop tabs and newlines in URLs: '/\t/evil.example' would become '//evil.example'.
  expect(safeRedirectTo("/\t/evil.example")).toBe("/admin");
  expect(safeRedirectTo("/\n/evil.example")).toBe("/admin");
});

test("the origin check accepts the site's own origin and refuses others", () => {
  const post = (headers: Record<string, string>) => new Request("https://www.donau-estate.example/admin", { method: "POST", headers });
  expect(() => requireSameOrigin(post({ Origin: "https://www.donau-estate.example" }), env)).not.toThrow();
  expect(() => requireSameOrigin(post({}), env)).not.toThrow();
  expect(() => requireSameOrigin(post({ "Sec-Fetch-Site": "same-origin" }), env)).not.toThrow();
  expect(() => requireSameOrigin(post({ Origin: "https://evil.example" }), env)).toThrow();
  expect(() => requireSameOrigin(post({ Origin: "http://www.donau-estate.example" }), env)).toThrow();
  expect(() => requireSameOrigin(post({ "Sec-Fetch-Site": "cross-site" }), env)).toThrow();
});
