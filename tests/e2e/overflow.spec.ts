// Long German words never overflow (ADR 0174): every public page at 320, 390 and 1440 px has no
// horizontal overflow (scrollWidth <= clientWidth) and no text clipped by its box (an element
// that hides its overflow while its text is wider or taller than the box) or cut sideways by the
// edge of an ancestor that hides or scrolls its overflow. The pages are the
// sitemap's fixed paths plus one of each dynamic kind and the legal pages outside the sitemap.
import { expect, type Page, test } from "@playwright/test";
import { DISTRICT_SLUGS, STATIC_SITEMAP_PATHS } from "../../app/lib/sitemap";

const PAGES = [
  ...STATIC_SITEMAP_PATHS,
  `/immobilien/makler-beauftragen/${DISTRICT_SLUGS[0]}`,
  "/immobilien/makler-beauftragen/brunn-am-gebirge",
  "/immobilien/210284",
  "/uber-uns/selbststandige-makler",
  "/uber-uns/team/sophie-brandstaetter-ba",
  "/blog/haus-verkaufen-checkliste",
  "/barrierefreiheit",
  "/ruecktrittsbelehrung",
  "/widerruf",
  "/merkliste",
  "/suchauftrag",
  "/immobilien?status=SALE&location=M%C3%B6dling",
];

const WIDTHS = [320, 390, 1440];

/** Elements whose text is cut off by `overflow: hidden|clip` (scrollers are fine: nothing is lost). */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (element.closest(".visually-hidden, [hidden], template, svg, .skip-link, dialog:not([open])")) continue;
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === "hidden" || style.overflowX === "clip";
      const hidesY = style.overflowY === "hidden" || style.overflowY === "clip";
      if (!hidesX && !hidesY) continue;
      if (style.display === "none" || style.visibility === "hidden" || element.getClientRects().length === 0) continue;
      // Visually hidden on purpose (the 1 px clip pattern, e.g. the detail page's last crumb on
      // phones): kept for screen readers, never meant to be read on screen.
      if (style.clip === "rect(0px, 0px, 0px, 0px)" && element.clientWidth <= 1) continue;
      // Only boxes that hold text directly (images and cropped media are meant to be cut).
      const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const ellipsis = style.textOverflow === "ellipsis";
      if (!text && !ellipsis) continue;
      const wider = hidesX && element.scrollWidth > element.clientWidth + 1;
      const taller = hidesY && style.webkitLineClamp === "none" && element.scrollHeight > element.clientHeight + 1;
      if (wider || taller)
        found.push(`${element.tagName.toLowerCase()}.${element.className}: "${element.textContent?.trim().slice(0, 60)}"`);
    }
    // Text cut by an ancestor's edge: a line of text that lies partly inside and partly outside
    // the box of an ancestor that does not let it overflow sideways (hidden, clip, and scrollers:
    // a swipeable row whose next card peeks in must not show half a word, e.g. "Erst" of
    // "Erstgespräch"). The check above sees only boxes that hold the text themselves; a
    // scroller hides nothing for good (the text can be scrolled to), but the cut on screen is
    // the same. Text wholly outside (scrolled away) is fine.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest(".visually-hidden, [hidden], template, svg, .skip-link, dialog:not([open]), script, style")) continue;
      // Not on screen at all (a closed <details>, visibility: hidden): nothing to cut.
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width >= 1 && rect.height >= 1);
      if (lines.length === 0) continue;
      for (let box = parent.parentElement; box && box !== document.documentElement; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue;
        const left = box.getBoundingClientRect().left + box.clientLeft;
        const right = left + box.clientWidth;
        const cut = lines.some(
          (line) => (line.left < left - 1 && line.right > left + 1) || (line.right > right + 1 && line.left < right - 1),
        );
        if (cut) {
          found.push(
            `${parent.tagName.toLowerCase()}.${parent.className} cut by ${box.tagName.toLowerCase()}.${box.className}: "${node.textContent.trim().slice(0, 60)}"`,
          );
          break;
        }
      }
    }
    return found;
  });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 800 : 900 } });
    for (const path of PAGES) {
      test(`${path} neither overflows nor clips text`, async ({ page }) => {
        const res = await page.goto(path);
        expect(res?.status(), path).toBeLessThan(400);
        await page.evaluate(() => document.fonts.ready);
        const sizes = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          widest: [...document.body.querySelectorAll<HTMLElement>("*")]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .filter((element) => !element.closest(".visually-hidden, .skip-link"))
            .slice(0, 3)
            .map(
              (element) => `${element.tagName.toLowerCase()}.${element.className} → ${Math.round(element.getBoundingClientRect().right)}`,
            ),
        }));
        expect(sizes.scroll, `${path} at ${width} px is ${sizes.scroll} px wide: ${sizes.widest.join("; ")}`).toBeLessThanOrEqual(
          sizes.client,
        );
        expect(await clippedText(page), `${path} at ${width} px`).toEqual([]);
      });
    }
  });
}
