// What the largest paint of the detail page waits for (docs/performance-log.md): the photo is
// named in the head and fetched first, never lazy, with the srcset the img uses.
import { beforeAll, expect, test } from "vitest";
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
