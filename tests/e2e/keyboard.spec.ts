// Keyboard journeys (WCAG 2.2 AA): the header menu and its submenus, the mobile menu,
// the consent banner and its settings dialog, the gallery viewer. At every step the focused
// element is on screen, has a visible focus indicator (outline or box-shadow) and is not covered
// by the fixed header or anything else (WCAG 2.4.7, 2.4.11 Focus Not Obscured).
import { expect, type Locator, type Page, test } from "@playwright/test";

const GALLERY_PROPERTY = "/immobilien/210284";

async function consentGiven(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
}

/** Open `path` and wait until React has hydrated: keyboard handlers exist only from then on. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

interface FocusFacts {
  description: string;
  indicator: boolean;
  onScreen: boolean;
  covered: string | null;
}

/** What the focused element looks like right now. */
async function focusFacts(page: Page): Promise<FocusFacts> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { description: "body", indicator: false, onScreen: false, covered: "nothing focused" };
    const style = getComputedStyle(el);
    // A card's link lights up the whole card (ADR 0287: the card's hidden overflow would clip a
    // ring on the link): the card's own ring counts for its link.
    const card = el.closest<HTMLElement>(".property-card");
    const cardStyle = card ? getComputedStyle(card) : null;
    const outline =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
      (cardStyle !== null && cardStyle.outlineStyle !== "none" && Number.parseFloat(cardStyle.outlineWidth) > 0);
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    const rect = el.getBoundingClientRect();
    const onScreen =
      rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth;
    // Probe a 3 x 3 grid inside the element (a quarter in from each edge, so that the rounded
    // corners of a round button, which hit-testing leaves out, are not mistaken for cover).
    // Failing: any part under the fixed header (the site's own rule: scroll-padding-top keeps
    // focus below it), or the element hidden entirely by anything else (WCAG 2.4.11; a tall
    // card may reach under the cookie banner as long as part of it shows).
    const header = document.querySelector(".site-header");
    let underHeader: string | null = null;
    let probes = 0;
    const hiddenBy: string[] = [];
    for (const fx of [0.25, 0.5, 0.75]) {
      for (const fy of [0.25, 0.5, 0.75]) {
        const x = rect.left + fx * rect.width;
        const y = rect.top + fy * rect.height;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        probes += 1;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
        const where = `${hit.tagName.toLowerCase()}.${String(hit.className).split(" ")[0]} at ${Math.round(x)},${Math.round(y)}`;
        hiddenBy.push(where);
        if (header?.contains(hit) && !header.contains(el)) underHeader ??= `site header (${where})`;
      }
    }
    const covered = underHeader ?? (probes > 0 && hiddenBy.length === probes ? `entirely, by ${hiddenBy[0]}` : null);
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return { description: `${el.tagName.toLowerCase()} "${name}"`, indicator: outline || shadow, onScreen, covered };
  });
}

async function expectFocusVisible(page: Page, step: string) {
  const facts = await focusFacts(page);
  expect(facts.onScreen, `${step}: ${facts.description} is on screen`).toBe(true);
  expect(facts.indicator, `${step}: ${facts.description} shows a focus indicator`).toBe(true);
  expect(facts.covered, `${step}: ${facts.description} is not covered`).toBeNull();
}

/** Press Tab until `target` has focus, checking the focus at every step on the way. */
async function tabUntil(page: Page, target: Locator | string, limit = 80) {
  const locator = typeof target === "string" ? page.locator(target).first() : target;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    await expectFocusVisible(page, `Tab ${i + 1} towards ${locator}`);
    if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${locator} not reached within ${limit} Tab presses`);
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the skip link, every menu item and every submenu entry are reachable with visible focus; Escape closes a submenu", async ({
    page,
  }) => {
    await consentGiven(page);
    await gotoHydrated(page, "/");
    await tabUntil(page, ".skip-link", 3);
    const groups = page.locator(".desktop-nav .nav-group");
    const groupCount = await groups.count();
    expect(groupCount).toBeGreaterThan(1);
    for (let g = 0; g < groupCount; g++) {
      const group = groups.nth(g);
      await tabUntil(page, group.locator(".nav-trigger"));
      const submenu = group.locator(".submenu");
      await expect(submenu).toBeVisible();
      const entries = await submenu.locator("a").count();
      for (let e = 0; e < entries; e++) {
        await page.keyboard.press("Tab");
        await expect(submenu.locator("a").nth(e)).toBeFocused();
        await expectFocusVisible(page, `submenu ${g + 1} entry ${e + 1}`);
      }
      if (g === 0) {
        // Escape from inside a submenu: it closes and focus goes back to its trigger.
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Escape");
        await expect(group.locator(".nav-trigger")).toBeFocused();
        await expect(submenu).toBeHidden();
        await expectFocusVisible(page, "trigger after Escape");
        // Dismissed: the next Tab skips its entries and goes on to the next group.
      }
    }
    await tabUntil(page, ".header-contact");
    // Onward into the page: the first targets in <main> are not hidden under the fixed header.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      await expectFocusVisible(page, `main content, Tab ${i + 1}`);
    }
  });

  test("tabbing through a long page never leaves focus under the fixed header", async ({ page }) => {
    await consentGiven(page);
    // A page of text and links: it ships no JavaScript, so there is nothing to hydrate.
    await page.goto("/immobilien/makler-beauftragen/wien-7-bezirk-neubau");
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      await expectFocusVisible(page, `Tab ${i + 1}`);
    }
    // And back up again: scrolling upwards is where a fixed header hides focus.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Shift+Tab");
      await expectFocusVisible(page, `Shift+Tab ${i + 1}`);
    }
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with Enter, groups expand, links are focusable, Escape closes and returns focus", async ({ page }) => {
    await consentGiven(page);
    await gotoHydrated(page, "/");
    await tabUntil(page, "summary.mobile-menu-toggle");
    await page.keyboard.press("Enter");
    await expect(page.locator(".mobile-menu-panel")).toBeVisible();
    await tabUntil(page, ".mobile-group > summary");
    await page.keyboard.press("Enter");
    const firstGroup = page.locator(".mobile-group").first();
    await expect(firstGroup).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(firstGroup.locator(".mobile-sublink").first()).toBeFocused();
    await expectFocusVisible(page, "first sublink");
    // Every remaining target in the panel.
    await tabUntil(page, ".mobile-menu-actions .button:last-child");
    await page.keyboard.press("Escape");
    await expect(page.locator(".mobile-menu-panel")).toBeHidden();
    await expect(page.locator("summary.mobile-menu-toggle")).toBeFocused();
    await expectFocusVisible(page, "toggle after Escape");
  });
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`consent on a ${device}`, () => {
    test.use({ viewport });

    test("the whole page tabs clear of the banner; its buttons take focus; the settings dialog traps focus, Escape closes it and focus returns", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await gotoHydrated(page, "/");
      const banner = page.locator(".cookie-banner");
      await expect(banner.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
      const settingsLink = banner.getByRole("link", { name: "Einstellungen", exact: true });
      await tabUntil(page, settingsLink, 150);
      await page.keyboard.press("Enter");
      const dialog = page.locator("dialog.consent-dialog");
      await expect(dialog).toBeVisible();
      // Focus moved into the modal dialog, and Tab stays inside it.
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog.consent-dialog")))).toBe(true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog.consent-dialog")));
        if (!inside) {
          // Chromium lets Tab reach the browser UI after the last control; nothing on the page.
          expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
          continue;
        }
        await expectFocusVisible(page, `dialog Tab ${i + 1}`);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(settingsLink).toBeFocused();
      await expectFocusVisible(page, "settings link after Escape");
      // Choosing by keyboard: Enter on 'Ablehnen' stores the choice and removes the banner.
      await banner.getByRole("button", { name: "Ablehnen" }).focus();
      await expectFocusVisible(page, "Ablehnen");
      await page.keyboard.press("Enter");
      await expect(banner).toHaveCount(0);
    });
  });
}

test.describe("gallery viewer", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens from the keyboard, arrows step, controls show focus, Escape closes and focus returns", async ({ page }) => {
    await consentGiven(page);
    await gotoHydrated(page, GALLERY_PROPERTY);
    await tabUntil(page, ".gallery-main", 60);
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog.gallery-viewer");
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog.gallery-viewer")))).toBe(true);
    const counter = page.locator(".gallery-counter");
    await expect(counter).toHaveText("1 / 9");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 9");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("9 / 9");
    // Every control in the viewer: previous, next, close and the nine thumbnails.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      if (!(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog.gallery-viewer"))))) continue;
      await expectFocusVisible(page, `viewer Tab ${i + 1}`);
    }
    // A thumbnail chosen with Enter shows that image.
    await dialog.getByRole("button", { name: "Bild 4", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(counter).toHaveText("4 / 9");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator(".gallery-main")).toBeFocused();
    await expectFocusVisible(page, "gallery link after Escape");
  });
});
