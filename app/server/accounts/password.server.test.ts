import { expect, test } from "vitest";
import { constantTimeEqual, hashPassword, randomToken, secretsMatch, verifyPassword } from "./password.server";

test("a stored hash accepts the right password and refuses a wrong one", async () => {
  const stored = await hashPassword("richtig-geheim", 1_000);
  expect(stored.iterations).toBe(1_000);
  expect(await verifyPassword("richtig-geheim", stored)).toBe(true);
  expect(await verifyPassword("falsch-geheim", stored)).toBe(false);
});

test("two users with the same password get different salts and hashes", async () => {
  const a = await hashPassword("gleiches-passwort", 1_000);
  const b = await hashPassword("gleiches-passwort", 1_000);
  expect(a.salt).not.toBe(b.salt);
  expect(a.hash).not.toBe(b.hash);
});

test("secrets of different lengths compare by digest", async () => {
  expect(await secretsMatch("test-admin-key-123", "test-admin-key-123")).toBe(true);
  expect(await secretsMatch("test-admin-key-12", "test-admin-key-123")).toBe(false);
  expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
});

test("tokens are url-safe and 43 characters for 32 bytes", () => {
  const token = randomToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});
