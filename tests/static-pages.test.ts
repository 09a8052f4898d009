// Pages of text and links ship no JavaScript (app/lib/route-handle.ts): no module script, no
// modulepreload, no Remix context; pages with forms, search or a gallery keep theirs.
import { beforeAll, expect, test } from "vitest";
import { insertBlogPost } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertBlogPost(db, { id: "statisch", title: "Statische Seiten" });
});

const STATIC = [
  "/impressum",
  "/datenschutz",
  "/ruecktrittsbelehrung",
  "/blog",
  "/blog/statisch",
  "/uber-uns",
  "/uber-uns/karriere",
  "/investment/anlagewohnungen",
  "/investment/zinshauser",
  "/immobilien/makler-beauftragen/wien-7-bezirk-neubau",
];

const SCRIPTED = ["/", "/immobilien", "/kontakt", "/immobilien/bewertung", "/barrierefreiheit"];

const scriptsOf = (html: string) => ({
  modules: (html.match(/<script[^>]*type="module"/g) ?? []).length,
  preloads: (html.match(/rel="modulepreload"/g) ?? []).length,
  context: html.includes("window.__reactRouterContext"),
});

test("pages of text and links answer without any script of ours", async () => {
  for (const path of STATIC) {
    const res = await worker.fetch(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    expect(scriptsOf(html), path).toEqual({ modules: 0, preloads: 0, context: false });
    // The page itself is all there: heading, header navigation, footer.
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toContain('id="site-header"');
    expect(html, path).toContain('id="site-footer"');
  }
});

test("pages with forms, search or galleries keep their scripts", async () => {
  for (const path of SCRIPTED) {
    const html = await (await worker.fetch(path)).text();
    const found = scriptsOf(html);
    expect(found.modules, path).toBeGreaterThan(0);
    expect(found.context, path).toBe(true);
  }
});
