// /kontakt on a phone and on a desktop, with and without JavaScript: the direct contact (phone as a
// tel: link, e-mail as a mailto: link) comes before the long form, in the first screen and in the
// reading order; on a desktop it is the narrow column left of the form. The team by role, each
// with the direct line, follows the form on a phone and fills the left column under the direct
// contact on a desktop.
import { expect, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const VIEWPORTS = [
  ["390 px phone", { width: 390, height: 844 }],
  ["1440 px desktop", { width: 1440, height: 900 }],
] as const;

for (const javaScriptEnabled of [true, false]) {
  for (const [name, viewport] of VIEWPORTS) {
    test.describe(`${name} ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ page }) => necessaryOnly(page));

      test("the phone number and the e-mail are on the first screen, before the form", async ({ page }) => {
        await page.goto("/kontakt");
        const direct = page.getByRole("complementary", { name: "Direkter Kontakt" });
        const phone = direct.getByRole("link", { name: "+43 1 234 56 78" });
        await expect(phone).toHaveAttribute("href", /^tel:\+43/);
        await expect(direct.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
        // Wholly inside the first screen: no scrolling to reach the number.
        await expect(phone).toBeInViewport({ ratio: 1 });
        // Read before the form (source order), and said once: one link to the office's number.
        const office = 'main a[href="tel:+4312345678"]';
        const order = await page.evaluate((office) => {
          const tel = document.querySelector(office);
          const form = document.querySelector("main form");
          return tel && form ? tel.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
        }, office);
        expect(order).toBeTruthy();
        await expect(page.locator(office)).toHaveCount(1);
        const form = await page.locator("#kontaktformular").boundingBox();
        const box = await direct.boundingBox();
        if (!form || !box) throw new Error("not rendered");
        if (viewport.width < 640) {
          expect(box.y + box.height).toBeLessThanOrEqual(form.y);
          // On a phone the number is a call button across the card, easy to hit with a thumb.
          const button = await phone.boundingBox();
          if (!button) throw new Error("not rendered");
          expect(button.height).toBeGreaterThanOrEqual(48);
          expect(button.width).toBeGreaterThan(box.width * 0.8);
        } else expect(box.x + box.width).toBeLessThanOrEqual(form.x);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // When we answer (the site's one-working-day promise) and where the office is, as a plain link out.
        await expect(page.locator("main .page-head-intro")).toContainText("wir melden uns innerhalb eines Werktags");
        await expect(direct.getByRole("link", { name: /^Büro auf der Karte zeigen/ })).toHaveAttribute(
          "href",
          "https://www.openstreetmap.org/?mlat=48.2085&mlon=16.3721#map=17/48.2085/16.3721",
        );
      });

      test("the team by role with each direct line: after the form on a phone, under the direct contact beside it", async ({ page }) => {
        await page.goto("/kontakt");
        const team = page.getByRole("region", { name: "Ihre Ansprechpersonen" });
        const people = team.getByRole("listitem");
        // The seeded team (scripts/seed/agents.mjs): six people, each with a role and a direct line.
        await expect(people).toHaveCount(6);
        for (const person of await people.all()) {
          await expect(person.getByRole("link", { name: /^(Mobil|Direktwahl) / })).toHaveAttribute("href", /^tel:\+43\d+$/);
          await expect(person.getByRole("link").first()).toHaveAttribute("href", /^\/uber-uns\/team\//);
        }
        const form = await page.locator("#kontaktformular").boundingBox();
        const direct = await page.getByRole("complementary", { name: "Direkter Kontakt" }).boundingBox();
        const box = await team.boundingBox();
        if (!form || !direct || !box) throw new Error("not rendered");
        if (viewport.width < 900) expect(box.y).toBeGreaterThanOrEqual(form.y + form.height);
        else {
          expect(Math.abs(box.x - direct.x)).toBeLessThan(2);
          expect(box.y).toBeGreaterThan(direct.y + direct.height);
          expect(box.y - (direct.y + direct.height)).toBeLessThan(48);
          expect(box.x + box.width).toBeLessThanOrEqual(form.x);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    });
  }
}

test("a picked topic fills an empty Betreff with its sentence, and never what the visitor typed", async ({ page }) => {
  await necessaryOnly(page);
  await page.goto("/kontakt");
  const form = page.locator("#kontaktformular");
  const subject = form.getByRole("textbox", { name: /^Betreff/ });
  // The chips' handler is React's: picked again until the page has hydrated.
  await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
  await expect(async () => {
    await form.getByText("Mieten", { exact: true }).click();
    await form.getByText("Verkaufen", { exact: true }).click();
    await expect(subject).toHaveValue("Ich möchte meine Immobilie verkaufen", { timeout: 1000 });
  }).toPass();
  // Another topic replaces its own suggestion; "Sonstiges" clears it.
  await form.getByText("Bewertung", { exact: true }).click();
  await expect(subject).toHaveValue("Ich möchte meine Immobilie bewerten lassen");
  await form.getByText("Sonstiges", { exact: true }).click();
  await expect(subject).toHaveValue("");
  // What the visitor wrote stays.
  await subject.fill("Frage zur Provision");
  await form.getByText("Kaufen", { exact: true }).click();
  await expect(subject).toHaveValue("Frage zur Provision");
});
