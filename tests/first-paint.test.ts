// What the largest paint of a page waits for (ADR 0316, docs/performance-log.md): the photo is
// named in the head and fetched first, and no modulepreload list competes with it and the
// stylesheets; the scripts still load from the body's module script and hydrate the page.
import { beforeAll, expect, test } from "vitest";
import { dropModulePreloads } from "~/lib/module-preloads";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, {
    objektnr_intern: "LCP1",
    objekttitel: "Altbauwohnung mit Blick auf den Park",
    bilder_urls: JSON.stringify(["/images/properties/altbau-3.webp", "/images/properties/living-1.webp"]),
    titelbild_url: "/images/properties/altbau-3.webp",
  });
});

const head = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

test("the detail page's first photo is fetched first: high priority, not lazy, preloaded with its srcset", async () => {
  const html = await (await worker.fetch("/immobilien/LCP1")).text();
  const main = /<a [^>]*class="gallery-main"[^>]*>\s*(<img [^>]*>)/.exec(html)?.[1];
  expect(main).toBeDefined();
  const img = main as string;
  expect(attr(img, "fetchPriority")).toBe("high");
  expect(img).not.toMatch(/loading="lazy"/);
  const srcSet = attr(img, "srcSet");
  expect(srcSet).toContain("/images/properties/altbau-3-sm.webp 480w");

  // The head names the same variants and sizes, so the browser asks for the photo before it has
  // parsed the body, and for the same file the img then uses.
  const preload = [...head(html).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  expect(preload).toHaveLength(1);
  expect(attr(preload[0] as string, "imageSrcSet")).toBe(srcSet);
  expect(attr(preload[0] as string, "imageSizes")).toBe(attr(img, "sizes"));
  expect(attr(preload[0] as string, "fetchPriority")).toBe("high");
});

test("scripted pages list no modulepreload but still load and start their scripts", async () => {
  for (const path of ["/", "/immobilien", "/immobilien/LCP1", "/kontakt", "/immobilien/bewertung"]) {
    const html = await (await worker.fetch(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    // Hydration: the body's module script imports the routes and the client entry.
    const body = html.slice(html.indexOf("<body"));
    expect(body, path).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    // The stylesheets are still in the head and render-blocking, as before.
    expect(head(html), path).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
  }
});

/** The text `dropModulePreloads` makes of a document arriving in these byte chunks. */
function through(chunks: Uint8Array[]): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(dropModulePreloads())).text();
}

test("the head loses its modulepreload links even when a tag or a character is split across chunks", async () => {
  const doc =
    '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><title>Wohnung in Döbling</title>' +
    '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
    '<body><p>Größe: 80 m²</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';
  const expected =
    '<!DOCTYPE html><html><head><title>Wohnung in Döbling</title><link rel="stylesheet" href="/assets/app.css"/></head>' +
    '<body><p>Größe: 80 m²</p><link rel="modulepreload" href="/assets/late.js"/></body></html>';
  const bytes = new TextEncoder().encode(doc);
  expect(await through([bytes])).toBe(expected);
  // Every split point: inside a tag, inside "</head>", inside the two-byte "ö" and "²".
  for (let at = 1; at < bytes.length; at++) {
    expect(await through([bytes.slice(0, at), bytes.slice(at)]), `split at ${at}`).toBe(expected);
  }
});
