// The home hero's quick search (ADR 0173) on a 390 px phone, with and without JavaScript: the
// choices land on /immobilien with the search page's own parameters, and the results match them.
import { expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 } });

async function searchFromHome(page: Page) {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Schnellsuche" });
  await form.getByText("Mieten", { exact: true }).click();
  await form.getByLabel("Lage").selectOption("Mödling");
  await form.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/immobilien\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("status")).toBe("RENT");
  expect(url.searchParams.get("location")).toBe("Mödling");
  expect(url.searchParams.get("propertyType")).toBe("all_types");
  await expect(page.getByText(/Gefunden: \d+ Immobilie/)).toBeVisible();
}

test("with JavaScript the quick search lands on the filtered list", async ({ page }) => {
  await searchFromHome(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the quick search is a plain GET form", async ({ page }) => {
    await searchFromHome(page);
  });
});
