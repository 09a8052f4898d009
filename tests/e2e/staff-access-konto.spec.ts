// ADR 0369 at 390 and 1440 px, with and without JavaScript: "Admin-Rechte vergeben" is in Team →
// Zugänge with its key explained and fields of a readable width (they ran 1440 px in Konto); Konto
// keeps the own account only, the password fields at most 32rem wide on a desktop and the whole
// card wide on a phone, and renewing the recovery codes folded behind a <details>.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { animationsSettled } from "./helpers/settle";
import { signInAsNewAdmin } from "./helpers/staff";

const NARROW = 32 * 16;

/** WCAG checks as in a11y.spec.ts; run with JavaScript only (axe needs it). */
async function expectNoViolations(page: Page, label: string) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function widthOf(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found.width;
}

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("Admin-Rechte in Team → Zugänge; Konto with narrow fields and the recovery codes folded", async ({ page }) => {
        test.setTimeout(150_000);
        const email = await signInAsNewAdmin(page, `zugang-${width}${javaScriptEnabled ? "js" : "nojs"}`);

        // Konto: the own account only, and the way to Zugänge.
        await page.goto("/admin/konto");
        await expect(page.getByRole("heading", { name: "Admin-Rechte vergeben" })).toHaveCount(0);
        await expect(page.getByLabel("Geheimer Schlüssel")).toHaveCount(0);
        const password = page.getByLabel("Neues Passwort", { exact: true });
        const card = page.locator(".staff-card", { has: password });
        if (width > 800) expect(await widthOf(password)).toBeLessThanOrEqual(NARROW);
        // On a phone the field takes the card's width less its 1.5rem padding on each side.
        else expect(await widthOf(password)).toBeGreaterThanOrEqual((await widthOf(card)) - 50);
        const fold = page.locator("details", { has: page.locator("summary", { hasText: "Neue Wiederherstellungscodes" }) });
        await expect(fold).not.toHaveAttribute("open");
        // Konto's cards at most 45rem (ADR 0374); the fold's summary one line, like a button.
        if (width > 800) expect(await widthOf(card)).toBeLessThanOrEqual(720);
        const summary = fold.locator("summary");
        expect((await summary.boundingBox())?.height ?? 99).toBeLessThan(50);
        const listStyle = await summary.evaluate((element) => getComputedStyle(element).listStyleType);
        expect(listStyle).toBe("none");
        await expect(page.getByRole("button", { name: "Neue Wiederherstellungscodes erzeugen" })).toBeHidden();
        await fold.locator("summary").click();
        await expect(page.getByRole("button", { name: "Neue Wiederherstellungscodes erzeugen" })).toBeVisible();
        await expect(fold.getByText("Die bisherigen Wiederherstellungscodes funktionieren danach nicht mehr.")).toBeVisible();
        if (width > 800) expect(await widthOf(fold.locator("form"))).toBeLessThanOrEqual(NARROW);
        if (javaScriptEnabled) await expectNoViolations(page, `/admin/konto at ${width}`);

        await page.getByRole("link", { name: "Team → Zugänge" }).click();
        await expect(page).toHaveURL(/\/admin\/team#zugaenge$/);
        const access = page.getByRole("region", { name: "Zugänge" });
        await expect(access.getByRole("heading", { name: "Admin-Rechte vergeben", level: 3 })).toBeVisible();
        // The signed-in admin is among the accounts with access, marked "(Sie)", without a removal
        // button on the own row (ADR 0374).
        const table = access.getByRole("table", { name: "Konten mit Admin-Rechten" });
        const own = table.getByRole("row").filter({ hasText: email });
        await expect(own).toContainText("(Sie)");
        await expect(own.getByRole("link", { name: /Admin-Rechte entziehen/ })).toHaveCount(0);
        await expect(access.getByText("Noch kein Konto?")).toBeVisible();
        const key = access.getByLabel("Geheimer Schlüssel");
        await expect(key).toHaveAccessibleDescription(/Admin-Schlüssel, der beim Einrichten.*von der Person, die die Website betreibt/);
        if (width > 800) {
          expect(await widthOf(key)).toBeLessThanOrEqual(NARROW);
          expect(await widthOf(access.getByLabel("E-Mail der Person"))).toBeLessThanOrEqual(NARROW);
        }
        if (javaScriptEnabled) await expectNoViolations(page, `/admin/team with Zugänge at ${width}`);

        // A wrong key: refused with the spec's toast, back on Team at Zugänge; nothing granted.
        await access.getByLabel("E-Mail der Person").fill(`niemand-${Date.now()}@example.at`);
        await key.fill("falscher-schluessel");
        await access.getByRole("button", { name: "Admin-Rechte vergeben" }).click();
        await expect(
          page.getByText("Admin-Rechte konnten nicht vergeben werden. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut."),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/team#zugaenge$/);
      });
    });
  }
}
