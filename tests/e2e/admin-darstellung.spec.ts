// /admin/darstellung at 390 and 1440 px, with and without JavaScript: "Aktuelle Immobilien" is
// picked in six places that suggest the published listings (a datalist), saved in their order,
// and the home page shows them first. Axe finds nothing on the page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { animationsSettled } from "./helpers/settle";
import { signInAsNewAdmin } from "./helpers/staff";
import { necessaryOnly } from "./lead-helpers";

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`Darstellung at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: width === 390 ? 844 : 900 } });

      test("listings for the home page are picked in six places and shown there in that order", async ({ page }) => {
        test.setTimeout(120_000);
        // A stored consent choice: the banner (and its fade-in) stays out of the axe run.
        await necessaryOnly(page);
        await signInAsNewAdmin(page, `darstellung-${width}-${javaScriptEnabled ? "js" : "nojs"}`);
        const res = await page.request.get("/immobilien/karte.json");
        const markers = ((await res.json()) as { markers: { href: string }[] }).markers;
        const [second, first] = markers.slice(0, 2).map((marker) => decodeURIComponent(marker.href.split("/").pop() ?? ""));

        await page.goto("/admin/darstellung");
        await expect(page.getByRole("group", { name: "Aktuelle Immobilien auf der Startseite" })).toBeVisible();
        const options = await page.locator("#veroeffentlichte-immobilien option").count();
        expect(options).toBeGreaterThan(50);
        if (javaScriptEnabled) {
          await animationsSettled(page);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        }
        for (let place = 1; place <= 6; place++) await page.getByLabel(`Platz ${place}`, { exact: true }).fill("");
        await page.getByLabel("Platz 1", { exact: true }).fill(first ?? "");
        await page.getByLabel("Platz 3", { exact: true }).fill(second ?? "");
        await page.getByRole("button", { name: "Speichern" }).click();
        await expect(page.getByText("Die Darstellung gilt ab sofort auf der Website.")).toBeVisible();
        // Typed by the internal number (still accepted), the places then show the Objektnr. staff
        // see everywhere: the one the preview names beside the same listing.
        const shownOf = async (objektnr: string | undefined) =>
          ((await page.locator(`.appearance-featured a[href="/immobilien/${objektnr}"]`).first().textContent()) ?? "").replace(
            /^Objektnr\.\s*/,
            "",
          );
        await expect(page.getByLabel("Platz 1", { exact: true })).toHaveValue(await shownOf(first));
        await expect(page.getByLabel("Platz 2", { exact: true })).toHaveValue(await shownOf(second));
        // After the save the places show what was saved, moved up: nothing left from the typing.
        await expect(page.getByLabel("Platz 3", { exact: true })).toHaveValue("");
        await page.screenshot({ path: `test-results/shots/ux/darstellung-${width}.png`, fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        await page.goto("/");
        const featured = page.locator("#featured-title").locator("xpath=ancestor::section[1]").locator("a[href^='/immobilien/']");
        await expect(featured.first()).toHaveAttribute("href", `/immobilien/${first}`);

        // Leave the home page as the other journeys expect it: no listing pinned.
        await page.goto("/admin/darstellung");
        for (let place = 1; place <= 6; place++) await page.getByLabel(`Platz ${place}`, { exact: true }).fill("");
        await page.getByRole("button", { name: "Speichern" }).click();
        await expect(
          page.getByText("Keine gewählt: die Startseite zeigt 6 automatisch gewählte Immobilien.", { exact: false }),
        ).toBeVisible();
      });
    });
  }
}
