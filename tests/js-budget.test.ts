// First-load JavaScript guard rail: no page loads more than 140 KB gzip of JavaScript before the
// visitor does anything. The target users feel is the added blocking time (npm run audit);
// figures per page: `npm run bench:bundle`.
import { beforeAll, expect, test } from "vitest";
import { firstLoadJs, JS_BUDGET_BYTES, pageRouteIds, readManifest } from "../scripts/first-load-js.mjs";
import { ensureBuild } from "./harness";

type Manifest = { routes: Record<string, unknown> };
let manifest: Manifest;

beforeAll(() => {
  ensureBuild();
  manifest = readManifest();
});

test("the budget check sees every page route, the detail page and the listing included", () => {
  const ids: string[] = pageRouteIds(manifest);
  expect(ids).toEqual(expect.arrayContaining(["routes/_index", "routes/immobilien._index", "routes/immobilien.$id", "routes/kontakt"]));
  expect(ids).not.toContain("routes/sitemap[.]xml");
  expect(ids.length).toBeGreaterThan(20);
});

test("no page loads more than 140 KB of JavaScript (gzip) on first load", () => {
  const over = pageRouteIds(manifest)
    .map((id: string) => ({ id, bytes: firstLoadJs(manifest, id).bytes as number }))
    .filter((page: { bytes: number }) => page.bytes > JS_BUDGET_BYTES)
    .map((page: { id: string; bytes: number }) => `${page.id}: ${(page.bytes / 1024).toFixed(1)} KB`);
  expect(over).toEqual([]);
});
