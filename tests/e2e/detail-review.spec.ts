// The detail page after the design review (ADR 0326), at 390 and 1440 px, with and without
// JavaScript where it matters: the waiting map card names the approximate place, the contact card
// leads with the person's name and direct line, the video and tour wait as one-line rows, a plot
// names its price per m², the place is said once at the top, and the FAGG notice stays short.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// Seeded (scripts/seed/properties.mjs): a flat with video and tour, and a plot for sale.
const FLAT = "/immobilien/210284";
const PLOT = "/immobilien/211614";

/** A locator's text, trimmed. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? "").trim();

/** '€ 1.234,5' or '1.172,5 m²' → 1234.5 */
const amount = (text: string) => Number((/[\d.]+(?:,\d+)?/.exec(text)?.[0] ?? "").replace(/\./g, "").replace(",", "."));

/** A key fact's figure under the price (the details card no longer repeats them, ADR 0362). */
async function factValue(page: Page, label: string) {
  return textOf(
    page
      .getByRole("list", { name: "Eckdaten" })
      .locator("li")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator(".detail-keyfact-value"),
  );
}

for (const viewport of [PHONE, DESKTOP]) {
  const size = `${viewport.width} px`;

  test.describe(`detail page at ${size}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the waiting map card names the approximate place in its 400 px; the map then takes the same box", async ({ page }) => {
      test.slow(); // MapLibre on two busy cores
      let answerStyle = () => {};
      const styleAsked = new Promise<void>((resolve) => {
        answerStyle = resolve;
      });
      await page.route(
        (url) => url.pathname === "/map/style.json",
        async (route) => {
          await styleAsked;
          await route.fallback();
        },
      );
      await page.goto(FLAT);
      const place = await textOf(page.locator(".detail-subline .detail-place"));
      const frame = page.locator(".map-frame");
      await frame.scrollIntoViewIfNeeded();
      const waiting = frame.locator(".map-placeholder");
      await expect(waiting.getByText("Ungefähre Lage")).toBeVisible();
      await expect(waiting.getByText(place, { exact: true })).toBeVisible();
      await expect(waiting.getByText(/^im Umkreis von [\d.]+ m$/)).toBeVisible();
      await expect(frame.getByRole("status")).toHaveText("Karte wird geladen …", { useInnerText: true });
      const before = await frame.boundingBox();
      expect(before?.height).toBe(400);
      answerStyle();
      await expect(page.locator('.property-map[data-map-ready="true"]')).toBeVisible({ timeout: 15_000 });
      await expect(waiting).toHaveCount(0);
      const after = await frame.boundingBox();
      expect(after?.height).toBe(400);
      expect(after?.width).toBe(before?.width);
    });

    test("the contact card leads with the name, then the direct line and the e-mail; the monogram is a small disc", async ({ page }) => {
      await page.goto(FLAT);
      const card = page.locator(".detail-contact");
      await card.scrollIntoViewIfNeeded();
      const name = card.locator(".detail-contact-name");
      const phone = card.getByRole("link", { name: /^\+?[\d\s/()-]+$/ });
      const mail = card.locator('a[href^="mailto:"]');
      await expect(name).toBeVisible();
      await expect(phone).toHaveAttribute("href", /^tel:\+?\d+$/);
      await expect(mail).toHaveText(/@/);
      const [nameBox, phoneBox, mailBox] = await Promise.all([name, phone, mail].map((part) => part.boundingBox()));
      expect(phoneBox?.y ?? 0).toBeGreaterThan(nameBox?.y ?? 0);
      expect(mailBox?.y ?? 0).toBeGreaterThan(phoneBox?.y ?? 0);
      // The card stands right above the form: no link to it that reads like the send button (ADR 0332).
      await expect(card.getByRole("link", { name: "Anfrage senden" })).toHaveCount(0);
      // The name is the card's largest text; the seeded brokers have no photo, so a small monogram.
      const fontSize = (locator: typeof name) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      expect(await fontSize(name)).toBeGreaterThan(await fontSize(card.locator(".detail-contact-monogram")));
      expect((await card.locator(".detail-contact-monogram").boundingBox())?.width).toBeLessThanOrEqual(40);
      if (viewport === PHONE) {
        // The fixed bar's 'Anrufen' is the call link on a phone (ADR 0338: no agent row under the title).
        const call = page.getByRole("navigation", { name: "Schnellkontakt" }).getByRole("link", { name: "Anrufen" });
        await expect(call).toHaveAttribute("href", /^tel:/);
        expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      }
    });

    test("the video and the tour wait as one-line rows: title and button side by side, the provider note one click away", async ({
      page,
    }) => {
      await page.goto(FLAT);
      for (const [id, action, provider] of [
        ["#video-1", "Video laden", "YouTube"],
        ["#tour-1", "360°-Tour laden", "Matterport"],
      ] as const) {
        const row = page.locator(id);
        await row.scrollIntoViewIfNeeded();
        const title = row.locator(".media-embed-title");
        const button = row.getByRole("link", { name: action });
        const [rowBox, titleBox, buttonBox] = await Promise.all([row, title, button].map((part) => part.boundingBox()));
        // Was ~340 px at 390; now title/button and one note line.
        expect(rowBox?.height ?? 999).toBeLessThan(120);
        // The button sits beside the title, at the row's right end.
        const middle = (box: typeof rowBox) => (box?.y ?? 0) + (box?.height ?? 0) / 2;
        expect(Math.abs(middle(titleBox) - middle(buttonBox))).toBeLessThan(12);
        expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeGreaterThan((rowBox?.x ?? 0) + (rowBox?.width ?? 0) - 24);
        // Consent stays informed: the provider is named; the full note and its privacy link open in place.
        const note = row.getByText(`Inhalt von ${provider} · Datenschutz`);
        await expect(note).toBeVisible();
        await expect(row.getByText(`Dieser Inhalt wird von ${provider} bereitgestellt.`, { exact: false })).toBeHidden();
        await note.click();
        await expect(row.getByText(`Dieser Inhalt wird von ${provider} bereitgestellt.`, { exact: false })).toBeVisible();
        await expect(row.getByRole("link", { name: `Datenschutzhinweise von ${provider}` })).toBeVisible();
        await expect(row.locator("iframe")).toHaveCount(0);
      }
    });

    test("a plot names its price per m² of Grundfläche, a flat of its Wohnfläche, from the price and the area", async ({ page }) => {
      await page.goto(PLOT);
      await expect(page.locator(".detail-subline")).toContainText(/grund/i); // Baugrund, Gewerbegrund, Grundstück
      const area = amount(await factValue(page, "Grundfläche"));
      const price = amount(await textOf(page.locator(".detail-price > span").first()));
      expect(area).toBeGreaterThan(0);
      expect(price).toBeGreaterThan(0);
      const perMetre = await factValue(page, "Kaufpreis pro m²");
      // '€ 357' over 'Kaufpreis pro m²': the label says per m² (ADR 0344).
      expect(perMetre).toMatch(/^€\s[\d.,]+$/);
      expect(Math.abs(amount(perMetre) - price / area)).toBeLessThan(1);
      // A flat for sale names it per m² of its Wohnfläche (ADR 0332).
      await page.goto(FLAT);
      const living = amount(await factValue(page, "Wohnfläche"));
      const flatPrice = amount(await textOf(page.locator(".detail-price > span").first()));
      expect(Math.abs(amount(await factValue(page, "Kaufpreis pro m²")) - flatPrice / living)).toBeLessThan(1);
    });

    test("the FAGG notice beside the form is its title and three short lines; the full text and its links one click away", async ({
      page,
    }) => {
      await page.goto(FLAT);
      const notice = page.locator("#anfrage .inquiry-fagg");
      await notice.scrollIntoViewIfNeeded();
      await expect(notice.getByRole("heading", { name: "Bevor Sie senden: Maklervertrag und Rücktrittsrecht" })).toBeVisible();
      await expect(notice.locator(".inquiry-fagg-summary li")).toHaveCount(3);
      // Was ~365 px with the three links and bullets; the fold holds the rest.
      expect((await notice.boundingBox())?.height ?? 999).toBeLessThan(230);
      await expect(notice.getByRole("link", { name: "Muster-Widerrufsformular" })).toBeHidden();
      await notice.getByText("Alle Angaben zu Makler, Provision und Rücktritt").click();
      await expect(notice.getByRole("link", { name: "Muster-Widerrufsformular" })).toBeVisible();
      await expect(notice.getByText(/Rücktrittsrecht: Sie können binnen 14 Tagen/)).toBeVisible();
    });

    test("the place is said once at the top: in the subline, not again on the price line", async ({ page }) => {
      for (const href of [FLAT, PLOT]) {
        await page.goto(href);
        const place = await textOf(page.locator(".detail-subline .detail-place"));
        await expect(page.locator(".detail-subline")).toContainText(place);
        const keyFacts = await textOf(page.getByRole("list", { name: "Eckdaten" }));
        expect(keyFacts).toMatch(/m²/);
        for (const word of place.split(/[\s,]+/).filter((part) => part.length > 3 && !/^\d+$/.test(part))) {
          expect(keyFacts).not.toContain(word);
        }
      }
    });
  });
}

test.describe("detail page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("the map card names the approximate place and says the map needs JavaScript, not that it is loading", async ({ page }) => {
    await page.goto(FLAT);
    const place = await textOf(page.locator(".detail-subline .detail-place"));
    const frame = page.locator(".map-frame");
    await frame.scrollIntoViewIfNeeded();
    expect((await frame.boundingBox())?.height).toBe(400);
    await expect(frame.getByText(place, { exact: true })).toBeVisible();
    await expect(frame.getByText("Für die Karte wird JavaScript benötigt.")).toBeVisible();
    await expect(frame.getByText("Karte wird geladen …")).toBeHidden();
  });

  test("the tour's note opens without JavaScript and its button asks the server for the player", async ({ page }) => {
    await page.goto(FLAT);
    const row = page.locator("#tour-1");
    await row.getByText("Inhalt von Matterport · Datenschutz").click();
    await expect(row.getByRole("link", { name: "Datenschutzhinweise von Matterport" })).toBeVisible();
    await expect(row.getByRole("link", { name: "360°-Tour laden" })).toHaveAttribute("href", "?medien=tour-1#tour-1");
  });
});
