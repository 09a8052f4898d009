// Image delivery (public-site.md, page weight): every <img> reserves its box (width/height or a
// CSS aspect-ratio), own images are WebP, images below the first screen load lazily and decode
// off the main thread, and the largest image of the first screen (the LCP candidate) is never
// lazy and is fetched with high priority. The home hero shows the rendered street by default and
// a staff-chosen photo when set (ADR 0172; tests/admin-darstellung.test.ts).
import { expect, type Page, test } from "@playwright/test";

const PAGES = {
  home: "/",
  search: "/immobilien",
  // The seeded property with nine local images (scripts/seed.mjs).
  detail: "/immobilien/210284",
  blogPost: "/blog/wohnungsmarkt-wien-herbst-2026",
};

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  aspectRatio: string;
  loading: string | null;
  decoding: string | null;
  fetchpriority: string | null;
  top: number;
  area: number;
  inDialog: boolean;
  inPicture: boolean;
}

async function consentGiven(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
}

/** Facts about every <img> as the page is first laid out, before any scrolling. */
async function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() =>
    Array.from(document.images).map((img) => {
      const rect = img.getBoundingClientRect();
      return {
        src: img.currentSrc || img.getAttribute("src") || "",
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        aspectRatio: getComputedStyle(img).aspectRatio,
        loading: img.getAttribute("loading"),
        decoding: img.getAttribute("decoding"),
        fetchpriority: img.getAttribute("fetchpriority"),
        top: rect.top + window.scrollY,
        area: Math.min(rect.width, window.innerWidth) * Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0)),
        inDialog: Boolean(img.closest("dialog")),
        inPicture: Boolean(img.closest("picture")),
      };
    }),
  );
}

function checkImages(images: ImageFacts[], viewportHeight: number): string[] {
  const problems: string[] = [];
  for (const img of images) {
    const label = `${img.src}`;
    const sized = (Number(img.width) > 0 && Number(img.height) > 0) || (img.aspectRatio !== "auto" && img.aspectRatio !== "");
    if (!sized) problems.push(`${label}: no width/height and no aspect-ratio`);
    // Own images are WebP; feed images come in whatever format the feed sends.
    const url = new URL(img.src, "http://localhost");
    if (url.hostname === "localhost" && !/\.(webp|avif|svg)$/.test(url.pathname)) problems.push(`${label}: not WebP/AVIF/SVG`);
    const belowFold = img.inDialog || img.top >= viewportHeight;
    // The page's one priority picture (fetchpriority=high) is eager at every width, because
    // `loading` cannot depend on it: the search results' first card is a phone's LCP image and
    // may start just below a desktop's first screen.
    const priority = img.fetchpriority === "high";
    if (belowFold && !priority && img.loading !== "lazy") problems.push(`${label}: below the fold but not loading="lazy"`);
    if (belowFold && img.decoding !== "async") problems.push(`${label}: below the fold but not decoding="async"`);
  }
  if (images.filter((img) => img.fetchpriority === "high").length > 1) problems.push("more than one image has fetchpriority=high");
  // The largest image painted in the first screen is the LCP candidate. A row of cards of one size
  // differs by fractions of a pixel between grid columns: within 1 % they count as one size, and
  // the first of them in the page is the one to prioritise.
  const visible = images.filter((img) => !img.inDialog && img.area > 0);
  const largest = Math.max(0, ...visible.map((img) => img.area));
  const lcp = visible.find((img) => img.area >= largest * 0.99);
  if (lcp) {
    if (lcp.loading === "lazy") problems.push(`${lcp.src}: the largest first-screen image is lazy`);
    if (lcp.fetchpriority !== "high") problems.push(`${lcp.src}: the largest first-screen image lacks fetchpriority="high"`);
  }
  return problems;
}

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`images on a ${device}`, () => {
    test.use({ viewport });

    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} (${path}): sized, WebP, lazy below the fold, LCP image eager with high priority`, async ({ page }) => {
        await consentGiven(page);
        await page.goto(path);
        const images = await imageFacts(page);
        expect(images.length, "the page shows images").toBeGreaterThan(0);
        if (name !== "search") {
          // A gallery, article or hero image fills the first screen; the search page's first
          // card depends on width.
          expect(images.some((img) => !img.inDialog && img.area > 0)).toBe(true);
        }
        expect(checkImages(images, viewport.height)).toEqual([]);
      });
    }
  });
}

test("the detail gallery: nine images, the main one eager, thumbnails lazy small variants", async ({ page }) => {
  await consentGiven(page);
  await page.goto(PAGES.detail);
  const main = page.locator(".gallery-main img");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).not.toHaveAttribute("loading", "lazy");
  await expect(main).toHaveAttribute("width", "1200");
  await expect(main).toHaveAttribute("height", "800");
  const thumbs = page.locator(".gallery-thumbs img");
  await expect(thumbs).toHaveCount(4);
  for (const thumb of await thumbs.all()) {
    await expect(thumb).toHaveAttribute("loading", "lazy");
    // The seed's own 480 px twin, or the smallest variant once the photo pipeline has the image.
    await expect(thumb).toHaveAttribute("src", /(-sm\.webp|\/bilder\/[0-9a-f]{32}-480\.webp)$/);
  }
  await expect(page.locator(".gallery-viewer-thumbs img")).toHaveCount(9);
});

test.describe("blog images on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list and the article load the 640 px variant, not the 1200 px original", async ({ page }) => {
    await consentGiven(page);
    await page.goto("/blog");
    const card = page.locator(".content-blog-card img").first();
    await expect(card).toHaveAttribute("srcset", /-sm\.webp 640w, .*-md\.webp 800w, .*\.webp 1200w/);
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-sm\.webp$/);
    await page.goto(PAGES.blogPost);
    const hero = page.locator(".content-article-image img");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-sm\.webp$/);
  });
});

test.describe("photos through the pipeline (ADR 0033)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Runs last in this file: afterwards the seeded pages show /bilder/ variants, as after `npm start`.
  test("after the ten-minute cron the detail page shows /bilder/ WebP variants with srcset; a phone loads the 480 or 960 px one", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await consentGiven(page);
    const cron = await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("*/10 * * * *")}`);
    expect(cron.ok()).toBe(true);
    await expect
      .poll(
        async () => {
          const html = await (await request.get(PAGES.detail)).text();
          return new Set(html.match(/\/bilder\/[0-9a-f]{32}/g) ?? []).size;
        },
        { timeout: 200_000, intervals: [2000] },
      )
      // The listing's nine photos and one of its own for each of the three "Ähnliche" cards (ADR 0387).
      .toBe(12);
    await page.goto(PAGES.detail);
    const main = page.locator(".gallery-main img");
    await expect(main).toHaveAttribute("srcset", /^\/bilder\/[0-9a-f]{32}-480\.webp 480w, .*-960\.webp 960w, .*-1200\.webp 1200w$/);
    await expect(main).toHaveAttribute("width", "1200");
    await expect(main).toHaveAttribute("height", "800");
    // 390 px at the test's device scale factor 1: the 480 px variant (960 on a 2x screen).
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-(480|960)\.webp$/);
    expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const response = await request.get(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(checkImages(await imageFacts(page), 844)).toEqual([]);
  });
});
