// The valuation page after the designer's review (ADR 0207), at 390 px and 1440 px, with and
// without JavaScript: the first question before the selling points on a phone, answers as rows
// of at least 64 px that take a click anywhere, and no 'Zurück' on step 1 only.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const wizard = (page: Page) => page.locator("section.wizard");
const firstQuestion = (page: Page) => wizard(page).getByText("Welche Art von Immobilie möchten Sie bewerten lassen?");
const firstCard = (page: Page) => page.locator(".selling-points > li").first();

async function box(locator: ReturnType<Page["locator"]>) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not rendered");
  return rect;
}

/** Clicks a row near its right edge, well away from the small input at its left. */
async function clickRowEnd(page: Page, row: ReturnType<Page["locator"]>) {
  await row.scrollIntoViewIfNeeded();
  const rect = await box(row);
  await page.mouse.click(rect.x + rect.width - 12, rect.y + rect.height / 2);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`valuation on a 390 px phone ${mode}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the first screen shows the first question, above the selling points", async ({ page }) => {
      await page.goto("/immobilien/bewertung");
      const question = await box(firstQuestion(page));
      expect(question.y + question.height).toBeLessThanOrEqual(PHONE.height);
      // The first answer row is on the first screen too.
      const firstAnswer = await box(wizard(page).locator(".radio-option").first());
      expect(firstAnswer.y + firstAnswer.height).toBeLessThanOrEqual(PHONE.height);
      expect((await box(firstCard(page))).y).toBeGreaterThan(question.y);
      await expect(firstCard(page)).toContainText("Kostenlos & unverbindlich");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test("answers are 64 px rows that take a click anywhere; 'Zurück' from step 2 on only", async ({ page }) => {
      await page.goto("/immobilien/bewertung");
      await expect(wizard(page).getByRole("button", { name: "Zurück" })).toHaveCount(0);
      await expect(wizard(page).getByRole("button", { name: "Weiter" })).toBeVisible();
      const rows = wizard(page).locator(".radio-option");
      expect(await rows.count()).toBeGreaterThan(1);
      for (const height of await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height)))
        expect(height).toBeGreaterThanOrEqual(64);
      const house = rows.filter({ hasText: "Haus" }).first();
      await clickRowEnd(page, house);
      await expect(house.getByRole("radio")).toBeChecked();
      await wizard(page).getByRole("button", { name: "Weiter" }).click();

      await expect(wizard(page).getByText("Schritt 2 von 5", { exact: true })).toBeVisible();
      await expect(wizard(page).getByRole("button", { name: "Zurück" })).toBeVisible();
      const garden = wizard(page).locator(".checkbox-option").filter({ hasText: "Garten" });
      expect((await box(garden)).height).toBeGreaterThanOrEqual(64);
      await clickRowEnd(page, garden);
      await expect(wizard(page).getByRole("checkbox", { name: "Garten" })).toBeChecked();
      await clickRowEnd(page, garden);
      await expect(wizard(page).getByRole("checkbox", { name: "Garten" })).not.toBeChecked();
      if (javaScriptEnabled) await expectNoAxeViolations(page, "wizard step 2 at 390 px");

      await wizard(page).getByRole("button", { name: "Zurück" }).click();
      await expect(wizard(page).getByText("Schritt 1 von 5", { exact: true })).toBeVisible();
      await expect(wizard(page).getByRole("button", { name: "Zurück" })).toHaveCount(0);
      await expect(wizard(page).getByRole("radio", { name: /Haus/ }).first()).toBeChecked();
    });
  });
}

test.describe("valuation on a 1440 px desktop", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("the three selling points stand as a row above the wizard; no 'Zurück' on step 1", async ({ page }) => {
    await page.goto("/immobilien/bewertung");
    const cards = page.locator(".selling-points > li");
    await expect(cards).toHaveCount(3);
    const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const wizardTop = (await box(wizard(page))).y;
    expect(tops[0]).toBeLessThan(wizardTop);
    expect((await box(page.getByRole("heading", { level: 1 }))).y).toBeLessThan(tops[0] ?? 0);
    await expect(wizard(page).getByRole("button", { name: "Zurück" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the valuation page at 1440 px");
  });
});
