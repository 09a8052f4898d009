// Cookie consent (public-site.md sections 4, 5, 7 item 11, 8 "Consent", 9; research/features.md
// §4): banner after 1000 ms, equal accept/reject, settings dialog, storage in localStorage and
// cookie, dataLayer events, corrupt values, and the same journey without JavaScript; the same
// behaviour on a page that ships no app script (ADR 0230: there the banner is plain HTML from the
// first paint and the head script pushes the stored choice and each change).
import { expect, type Page, test } from "@playwright/test";

interface StoredConsent {
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
}

async function stored(page: Page): Promise<{ local: StoredConsent | null; cookie: StoredConsent | null }> {
  const local = await page.evaluate(() => window.localStorage.getItem("cookieConsent"));
  const cookie = (await page.context().cookies()).find((c) => c.name === "cookieConsent");
  return {
    local: local ? JSON.parse(local) : null,
    cookie: cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null,
  };
}

async function consentEvents(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry && (entry as { event?: string }).event === "cookieConsentUpdate",
    ),
  );
}

const banner = (page: Page) => page.getByRole("region", { name: "Wir respektieren Ihre Privatsphäre" });

test.describe("with JavaScript", () => {
  test("the banner appears about one second after the first visit", async ({ page }) => {
    await page.goto("/");
    const start = Date.now();
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    await expect(banner(page)).toBeHidden();
    await expect(banner(page)).toBeVisible({ timeout: 3000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(500);
  });

  test("accept and reject look the same on the first layer", async ({ page }) => {
    await page.goto("/");
    const accept = page.getByRole("button", { name: "Alle akzeptieren" });
    const reject = page.getByRole("button", { name: "Ablehnen" });
    await expect(reject).toBeVisible();
    const style = (el: Element) => {
      const s = getComputedStyle(el);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderStyle, s.borderWidth, s.height].join("|");
    };
    expect(await reject.evaluate(style)).toBe(await accept.evaluate(style));
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs((a?.width ?? 0) - (r?.width ?? 0))).toBeLessThan(2);
    // 'Nur notwendige' stored the same as 'Ablehnen': merged into one button (ADR 0013 table).
    await expect(page.getByRole("button", { name: "Nur notwendige" })).toHaveCount(0);
    await expect(banner(page).getByRole("link", { name: "Einstellungen" })).toBeVisible();
  });

  test("'Ablehnen' stores both categories off in localStorage and cookie and tells the data layer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await expect(banner(page)).toBeHidden();
    const expected = { necessary: true, analytics: false, marketing: false };
    expect(await stored(page)).toEqual({ local: expected, cookie: expected });
    expect(await consentEvents(page)).toContainEqual({ event: "cookieConsentUpdate", ...expected });

    // Loaded and pushed again at the next start; the banner stays away.
    await page.reload();
    await expect.poll(() => consentEvents(page)).toContainEqual({ event: "cookieConsentUpdate", ...expected });
    await page.waitForTimeout(1300);
    await expect(banner(page)).toBeHidden();
  });

  test("'Alle akzeptieren' stores both categories on", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    const expected = { necessary: true, analytics: true, marketing: true };
    expect(await stored(page)).toEqual({ local: expected, cookie: expected });
  });

  test("settings: necessary is fixed, analytics can be chosen and saved, 'Zurück' goes back", async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("link", { name: "Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Notwendig/ })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Notwendig/ })).toBeDisabled();
    await expect(dialog.getByRole("checkbox", { name: /Statistik/ })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: /Marketing/ })).not.toBeChecked();
    await dialog.getByRole("link", { name: "Zurück" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();

    await banner(page).getByRole("link", { name: "Einstellungen" }).click();
    await dialog.getByRole("checkbox", { name: /Statistik/ }).check();
    await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    const expected = { necessary: true, analytics: true, marketing: false };
    expect(await stored(page)).toEqual({ local: expected, cookie: expected });
    expect(await consentEvents(page)).toContainEqual({ event: "cookieConsentUpdate", ...expected });
  });

  test("the footer's 'Cookie-Einstellungen' reopens the settings with the stored choice", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /Statistik/ })).toBeChecked();
    await dialog.getByRole("checkbox", { name: /Marketing/ }).uncheck();
    await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
    const expected = { necessary: true, analytics: true, marketing: false };
    expect(await stored(page)).toEqual({ local: expected, cookie: expected });
    await expect(page).not.toHaveURL(/cookie-einstellungen/);
  });

  test("a corrupt stored value is ignored, logged, and the banner shows again", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await page.evaluate(() => window.localStorage.setItem("cookieConsent", "{kaputt"));
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 3000 });
    expect(warnings).toContain("Error parsing stored cookie consent");
    expect((await stored(page)).local).toBeNull();
  });

  test("Consent Mode defaults are denied before anything else runs", async ({ page }) => {
    await page.goto("/");
    const first = await page.evaluate(() => {
      const entry = (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0];
      return Array.from(entry ?? []);
    });
    expect(first).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
  });
  test("'?cookie-einstellungen' hydrates the server-rendered dialog as a modal without errors", async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (msg) => {
      // Feed images live on the provider's host (offline here, after the staff e2e imported
      // feed objects); only errors of this site count.
      const source = msg.location().url;
      if (msg.type() === "error" && (!source || source.startsWith(baseURL ?? ""))) errors.push(msg.text());
    });
    await page.goto("/?cookie-einstellungen");
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    // Once the page has hydrated, the server's (non-modal) dialog becomes a modal one.
    await expect.poll(() => dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await dialog.getByRole("link", { name: "Zurück" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/cookie-einstellungen/);
    // The banner (no choice yet) still shows after its delay.
    await expect(banner(page)).toBeVisible({ timeout: 3000 });
    expect(errors).toEqual([]);
  });

  test("a visitor who has chosen sees no banner; the choice is pushed once and the footer link opens the settings", async ({
    page,
    context,
    baseURL,
  }) => {
    const decided = encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    await context.addCookies([{ name: "cookieConsent", value: decided, url: baseURL ?? "http://localhost" }]);
    await page.addInitScript((value) => window.localStorage.setItem("cookieConsent", decodeURIComponent(value)), decided);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    await expect.poll(() => consentEvents(page)).toHaveLength(1);
    await expect(banner(page)).toBeHidden();
    // The consent UI is part of the first load (ADR 0203): the settings open at once.
    await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page.getByRole("dialog", { name: "Cookie-Einstellungen" })).toBeVisible();
  });
});

/**
 * Records every `cookieConsentUpdate` pushed to the data layer in sessionStorage with the number
 * of the page load it happened on, so that a push made right before a form posts (and the page
 * goes) is still seen after the redirect.
 */
async function recordConsentPushes(page: Page) {
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem("test-loads") ?? "0") + 1;
    sessionStorage.setItem("test-loads", String(loads));
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const saved = JSON.parse(sessionStorage.getItem("test-pushes") ?? "[]");
      for (const item of items) {
        if (item && (item as { event?: string }).event === "cookieConsentUpdate") saved.push({ load: loads, ...(item as object) });
      }
      sessionStorage.setItem("test-pushes", JSON.stringify(saved));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return async () =>
    JSON.parse((await page.evaluate(() => sessionStorage.getItem("test-pushes"))) ?? "[]") as Array<Record<string, unknown>>;
}

const moduleScripts = (page: Page) => page.locator('script[type="module"]').count();

// The same journey on a page with the app's scripts and on one that ships none (a blog page,
// like the legal, about, careers, investment and district pages).
for (const [kind, path] of [
  ["with the app's scripts", "/kontakt"],
  ["without any app script", "/blog"],
] as const) {
  test.describe(`consent on a page ${kind} (${path})`, () => {
    test("first visit: the banner, 'Ablehnen' stores the choice and pushes it; the next load pushes it again", async ({ page }) => {
      const pushes = await recordConsentPushes(page);
      await page.goto(path);
      expect(await moduleScripts(page), path).toBe(kind === "without any app script" ? 0 : 1);
      await expect(banner(page)).toBeVisible({ timeout: 3000 });
      await page.getByRole("button", { name: "Ablehnen" }).click();
      await expect(banner(page)).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const expected = { necessary: true, analytics: false, marketing: false };
      await expect.poll(async () => (await stored(page)).cookie).toEqual(expected);
      expect((await stored(page)).local).toEqual(expected);
      // The change is pushed on the page where it was made (load 1) ...
      expect((await pushes()).filter((push) => push.load === 1)).toEqual([{ load: 1, event: "cookieConsentUpdate", ...expected }]);

      // ... and the stored choice at every later start, once; the banner stays away.
      await page.goto(path);
      const loads = Number(await page.evaluate(() => sessionStorage.getItem("test-loads")));
      await expect
        .poll(async () => (await pushes()).filter((push) => push.load === loads))
        .toEqual([{ load: loads, event: "cookieConsentUpdate", ...expected }]);
      await page.waitForTimeout(1300);
      await expect(banner(page)).toBeHidden();
    });

    test("the settings: 'Zurück' returns to the page, saving stores the chosen category and pushes it", async ({ page }) => {
      const pushes = await recordConsentPushes(page);
      await page.goto(path);
      await banner(page).getByRole("link", { name: "Einstellungen" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("link", { name: "Zurück" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(banner(page)).toBeVisible({ timeout: 3000 });

      await banner(page).getByRole("link", { name: "Einstellungen" }).click();
      await dialog.getByRole("checkbox", { name: /Statistik/ }).check();
      await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/cookie-einstellungen/);
      const expected = { necessary: true, analytics: true, marketing: false };
      await expect.poll(async () => (await stored(page)).cookie).toEqual(expected);
      expect((await stored(page)).local).toEqual(expected);
      expect((await pushes()).map(({ load: _load, ...push }) => push)).toContainEqual({ event: "cookieConsentUpdate", ...expected });
      await expect(banner(page)).toBeHidden();
    });
  });
}

test.describe("on a page without any app script (ADR 0230)", () => {
  test("the banner is on screen from the first paint: no `js` mark, no wait for a timer", async ({ page }) => {
    let visibleAtDomReady: boolean | null = null;
    page.on("domcontentloaded", async () => {
      visibleAtDomReady = await page
        .locator(".cookie-banner")
        .evaluate((el) => getComputedStyle(el).display !== "none" && el.getBoundingClientRect().height > 0)
        .catch(() => null);
    });
    await page.goto("/uber-uns/karriere", { waitUntil: "domcontentloaded" });
    await expect.poll(() => visibleAtDomReady).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(false);
    expect(await moduleScripts(page)).toBe(0);
  });

  test("a choice made on a scripted page is pushed there and keeps the banner away", async ({ page }) => {
    const pushes = await recordConsentPushes(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await page.goto("/investment/zinshauser");
    const expected = { necessary: true, analytics: true, marketing: true };
    const loads = Number(await page.evaluate(() => sessionStorage.getItem("test-loads")));
    expect((await pushes()).filter((push) => push.load === loads)).toEqual([{ load: loads, event: "cookieConsentUpdate", ...expected }]);
    await expect(banner(page)).toBeHidden();
  });

  test("a choice kept only in localStorage hides the server's banner and goes back into the cookie", async ({ page, context }) => {
    const expected = { necessary: true, analytics: false, marketing: true };
    await page.addInitScript((value) => window.localStorage.setItem("cookieConsent", value), JSON.stringify(expected));
    await page.goto("/impressum");
    await expect(page.locator(".cookie-banner")).toHaveCount(1);
    await expect(banner(page)).toBeHidden();
    expect((await stored(page)).cookie).toEqual(expected);
    expect(await consentEvents(page)).toEqual([{ event: "cookieConsentUpdate", ...expected }]);
    // The server now knows the choice and renders no banner at all.
    await page.reload();
    await expect(page.locator(".cookie-banner")).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === "cookieConsent")).toBe(true);
  });

  test("a corrupt stored value is logged and removed, and the next page asks again", async ({ page }) => {
    await page.goto("/impressum");
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await expect(banner(page)).toBeHidden();
    await page.evaluate(() => window.localStorage.setItem("cookieConsent", "{kaputt"));
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    await page.reload();
    expect(warnings).toContain("Error parsing stored cookie consent");
    expect(await stored(page)).toEqual({ local: null, cookie: null });
    expect(await consentEvents(page)).toEqual([]);
    await page.goto("/datenschutz");
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner shows at once and 'Ablehnen' stores the choice through the server", async ({ page }) => {
    await page.goto("/?seite=1");
    await expect(banner(page)).toBeVisible();
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await expect(page).toHaveURL(/\/\?seite=1$/);
    await expect(banner(page)).toBeHidden();
    expect((await stored(page)).cookie).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  test("the footer's settings link shows the form, and saving stores the choice", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await page.getByRole("link", { name: "Cookie-Einstellungen" }).click();
    await expect(page).toHaveURL(/\?cookie-einstellungen$/);
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: /Marketing/ }).check();
    await dialog.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page).not.toHaveURL(/cookie-einstellungen/);
    await expect(dialog).toBeHidden();
    expect((await stored(page)).cookie).toEqual({ necessary: true, analytics: false, marketing: true });
  });
});
