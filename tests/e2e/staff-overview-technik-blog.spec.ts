// Review 57's faults on the Übersicht, Protokoll, Blog and Darstellung, measured in the browser
// (ADR 0357): on a phone the Protokoll and the blog list are stacked cards with every column on
// screen, "Filtern" stands level with its select; at 1440 no card is stretched to its
// neighbour's height and the blog preview's headings stay below the page's H1.
import { expect, type Page, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";
import { necessaryOnly } from "./lead-helpers";

/** The right edges of the first row's cells that end past the screen, by column name. */
async function cellsOffScreen(page: Page, table: string): Promise<string[]> {
  return page
    .locator(`${table} tbody tr`)
    .first()
    .evaluate((row) => {
      const width = document.documentElement.clientWidth;
      return Array.from(row.querySelectorAll("td"))
        .filter((cell) => cell.getBoundingClientRect().right > width + 0.5 || cell.getBoundingClientRect().width === 0)
        .map((cell) => cell.dataset.label ?? cell.textContent ?? "");
    });
}

test("staff pages from review 57: phone cards, level filter, no stretched card, preview below the H1", async ({ page }) => {
  test.setTimeout(180_000);
  await necessaryOnly(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewAdmin(page, "review57");

  // Protokoll at 390: each entry a card, time, who, area and what all on screen.
  await page.goto("/admin/protokoll");
  const entry = page.locator(".staff-audit tbody tr").first();
  await expect(entry).toBeVisible();
  expect(await cellsOffScreen(page, ".staff-audit")).toEqual([]);
  const cells = await entry.locator("td").evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().top));
  // Stacked: each cell below the one before, not side by side.
  for (let index = 1; index < cells.length; index++) expect(cells[index]).toBeGreaterThan(cells[index - 1] ?? 0);
  await expect(page.locator(".staff-audit")).not.toContainText("GET /admin");

  // "Filtern" ends level with its select (it stood about 16 px higher).
  const filter = page.getByRole("form", { name: "Protokoll filtern" });
  const select = (await filter.getByLabel("Bereich").boundingBox()) ?? { y: 0, height: 0 };
  const button = (await filter.getByRole("button", { name: "Filtern" }).boundingBox()) ?? { y: 0, height: 0 };
  expect(Math.abs(select.y + select.height - (button.y + button.height))).toBeLessThanOrEqual(2);

  // Blog list at 390: title, status, date, category and the actions all on screen.
  await page.goto("/admin/blog");
  await expect(page.locator(".admin-blog-list tbody tr").first()).toBeVisible();
  expect(await cellsOffScreen(page, ".admin-blog-list")).toEqual([]);
  // The caption runs across the card's width (as a table caption it was squeezed to 80 px).
  const caption = await page.locator(".admin-blog-list caption").boundingBox();
  expect(caption?.width ?? 0).toBeGreaterThan(300);
  // Row actions are quiet: smaller than the title, with no button frame.
  const row = page.locator(".admin-blog-list tbody tr").first();
  const action = row.locator(".admin-blog-row-action").first();
  const [actionSize, titleSize, actionBorder] = await Promise.all([
    action.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
    row.locator('td[data-label="Titel"] a').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
    action.evaluate((el) => getComputedStyle(el).borderTopWidth),
  ]);
  expect(actionSize).toBeLessThan(titleSize);
  expect(actionBorder).toBe("0px");

  await page.setViewportSize({ width: 1440, height: 900 });
  // The blog editor: "Zurück zu den Beiträgen", and the preview's heading and the post's
  // headings are smaller than the page's H1.
  await page.locator(".admin-blog-list tbody tr").first().locator('td[data-label="Titel"] a').click();
  await expect(page.getByRole("link", { name: "Zurück zu den Beiträgen" })).toBeVisible();
  const h1 = await page.locator("h1").evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  const previewSizes = await page
    .locator(".admin-blog-preview")
    .locator("h2, h3, .content-card-title")
    .evaluateAll((els) => els.map((el) => Number.parseFloat(getComputedStyle(el).fontSize)));
  expect(previewSizes.length).toBeGreaterThan(0);
  for (const size of previewSizes) expect(size).toBeLessThan(h1);

  // Übersicht at 1440: the weeks and the 30-day forms share one card, as tall as its content.
  await page.goto("/admin");
  const kinds = page.locator(".staff-leads-card", { hasText: "Nach Formular (30 Tage)" });
  const slack = await kinds.evaluate((card) => {
    const last = card.lastElementChild?.getBoundingClientRect().bottom ?? 0;
    return card.getBoundingClientRect().bottom - last;
  });
  // Its padding (1.5 rem) and its last block's margin (41 px measured), not the ~180 px of empty card the review saw.
  expect(slack).toBeLessThan(64);
  // "Neu und überfällig" is part of "Heute" (ADR 0365), which stands before the figures; the
  // one-time setup lives in Team → Zugänge (ADR 0369).
  await expect(page.getByRole("heading", { name: "Neu und überfällig" })).toHaveCount(0);
  const heute = await page.getByRole("heading", { name: "Heute", level: 2 }).boundingBox();
  const figures = await page.locator(".staff-figures").boundingBox();
  expect(heute?.y ?? 0).toBeLessThan(figures?.y ?? 0);
  await expect(page.getByLabel("Geheimer Schlüssel")).toHaveCount(0);
});
