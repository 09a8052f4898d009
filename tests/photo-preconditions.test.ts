// Conditional requests on /bilder/ (RFC 9110 section 13): a matching If-None-Match is 304, a failed
// If-Match or If-Unmodified-Since is 412 (it was answered 304, which tells a cache to reuse a copy
// the client never had). ASVS 5.0 V4.1.1 (correct HTTP semantics).
import { beforeAll, expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker();
const hash = "0123456789abcdef0123456789abcdef";
const path = `/bilder/${hash}-480.webp`;
let etag = "";

beforeAll(async () => {
  const env = await worker.env();
  await env.PHOTOS.put(`bilder/${hash}-480.webp`, new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]));
  etag = (await worker.fetch(path)).headers.get("ETag") ?? "";
  expect(etag).toMatch(/^"/);
});

test("a failed If-Match is 412, a matching one 200", async () => {
  expect((await worker.fetch(path, { headers: { "If-Match": '"anders"' } })).status).toBe(412);
  expect((await worker.fetch(path, { headers: { "If-Match": etag } })).status).toBe(200);
  expect((await worker.fetch(path, { headers: { "If-Match": "*" } })).status).toBe(200);
});

test("a failed If-Unmodified-Since is 412", async () => {
  expect((await worker.fetch(path, { headers: { "If-Unmodified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" } })).status).toBe(412);
});

test("a matching If-None-Match is still 304, a different one 200", async () => {
  expect((await worker.fetch(path, { headers: { "If-None-Match": etag } })).status).toBe(304);
  expect((await worker.fetch(path, { headers: { "If-None-Match": '"anders"' } })).status).toBe(200);
});
