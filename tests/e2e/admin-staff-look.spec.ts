// The staff area's one look (ADR 0356), measured at 390 and 1440 px: "Letzte Synchronisierung"
// reads as a label at 390 (it stood one letter per line); one card-title face; one button height;
// destructive actions in red; Konto's cards apart with a code-sized code field; a dense inbox;
// the team list's quiet actions and unbroken numbers; the team editor's form; Besichtigungen'
// jump to its form and its sans week title.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";

const RED = "rgb(180, 35, 24)";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** The dt "Letzte Synchronisierung" of the sync card: a label, wider than tall, on one or two lines. */
async function expectSyncLabelReadable(page: Page) {
  const label = page.locator("dt", { hasText: "Letzte Synchronisierung" }).first();
  const found = await box(label);
  expect(found.width).toBeGreaterThan(found.height);
  const lineHeight = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 24);
  expect(found.height).toBeLessThanOrEqual(2 * lineHeight + 1);
}

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("Übersicht, Technik, Konto, Team and Besichtigungen share one look", async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsNewAdmin(page, `look-${width}`);

      // 1. The sync card's label reads normally on Technik, the card's one page (ADR 0365).
      await page.goto("/admin");
      // One card-title face: bold sans with lining figures, never the display serif.
      const title = await page
        .locator(".staff-card h2")
        .first()
        .evaluate((h2) => {
          const style = getComputedStyle(h2);
          return { family: style.fontFamily, weight: Number(style.fontWeight), figures: style.fontVariantNumeric };
        });
      expect(title.family).not.toMatch(/Cormorant/i);
      expect(title.weight).toBeGreaterThanOrEqual(700);
      expect(title.figures).toBe("lining-nums");
      await page.goto("/admin/technik");
      await expectSyncLabelReadable(page);

      // 3. Konto: the two cards apart, the code field sized to a code, the frequent action primary.
      await page.goto("/admin/konto");
      // Second factor and password; "Admin-Rechte vergeben" moved on to Team → Zugänge (ADR 0369).
      const cards = page.locator(".staff-body > .staff-cards > .staff-card");
      await expect(cards).toHaveCount(2);
      await expect(page.getByRole("heading", { name: "Admin-Rechte vergeben" })).toHaveCount(0);
      const first = await box(cards.nth(0));
      const second = await box(cards.nth(1));
      expect(second.y - (first.y + first.height)).toBeGreaterThanOrEqual(16);
      expect((await box(page.locator("input.staff-code-input").first())).width).toBeLessThanOrEqual(160);
      const renew = page.getByRole("button", { name: "Zweiten Faktor neu einrichten" });
      const change = page.getByRole("button", { name: "Passwort ändern" });
      expect(await renew.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(255, 255, 255)");
      expect(await change.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe("rgb(255, 255, 255)");
      // 2. One button height: primary and secondary alike, 40 px.
      expect(Math.round((await box(renew)).height)).toBe(40);
      expect(Math.round((await box(change)).height)).toBe(40);

      // 8. Team: Entfernen quiet red, the arrows small buttons with German names, numbers whole.
      await page.goto("/admin/team");
      const row = page.locator(".team-row").first();
      const remove = row.getByRole("link", { name: / entfernen$/ });
      expect(await remove.evaluate((link) => getComputedStyle(link).color)).toBe(RED);
      const up = row.getByRole("button", { name: /: Nach oben$/ });
      await expect(up).toHaveCount(1);
      expect((await box(up)).width).toBeLessThanOrEqual(44);
      // One line each: the block's height is one line height.
      const phoneLines = await page
        .locator(".team-phone")
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().height / (Number.parseFloat(getComputedStyle(item).lineHeight) || 24)),
        );
      expect(phoneLines.length).toBeGreaterThan(0);
      for (const lines of phoneLines) expect(lines).toBeLessThan(1.5);
      // An address breaks, if at all, only before "@": each half stays on one line.
      const halves = await page
        .locator(".team-email-part")
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().height / (Number.parseFloat(getComputedStyle(item).lineHeight) || 24)),
        );
      expect(halves.length).toBeGreaterThan(0);
      for (const lines of halves) expect(lines).toBeLessThan(1.5);
      // Review 62: the disabled first "Nach oben" looks disabled: no fill, a dashed border.
      const firstUp = page.locator(".team-move-button:disabled").first();
      expect(await firstUp.evaluate((button) => getComputedStyle(button).borderTopStyle)).toBe("dashed");
      expect(await firstUp.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgba(0, 0, 0, 0)");

      // 9. Team editor: bold labels, Ausbildung a textarea, Speichern and Abbrechen apart.
      await row.getByRole("link", { name: / bearbeiten$/ }).click();
      const nameLabel = page.locator("label", { hasText: /^Name/ });
      expect(Number(await nameLabel.evaluate((label) => getComputedStyle(label).fontWeight))).toBeGreaterThanOrEqual(600);
      expect(await page.getByLabel("Ausbildung").evaluate((field) => field.tagName)).toBe("TEXTAREA");
      const save = await box(page.getByRole("button", { name: "Speichern" }));
      const cancel = await box(page.getByRole("link", { name: "Abbrechen" }));
      expect(cancel.x - (save.x + save.width)).toBeGreaterThanOrEqual(8);
      expect(Math.abs(cancel.height - save.height)).toBeLessThanOrEqual(1);

      // 10. Besichtigungen: on a phone a jump to the form in the first screen; wide, the form stands
      // beside the week and no second button repeats it. The week title in sans with lining figures,
      // "n von m Plätzen gebucht" on one line, "Ganzes Zeitfenster absagen" red in its fold.
      await page.goto("/admin/besichtigungen");
      const jump = page.getByRole("link", { name: "Neues Zeitfenster anlegen" });
      if (width < 1100) {
        await expect(jump).toBeInViewport({ ratio: 1 });
        await expect(jump).toHaveAttribute("href", "#neues-fenster");
      } else {
        await expect(jump).toBeHidden();
        await expect(page.getByRole("heading", { name: "Neues Zeitfenster" })).toBeInViewport();
      }
      const week = await page.locator("#viewings-week").evaluate((h2) => {
        const style = getComputedStyle(h2);
        return { family: style.fontFamily, figures: style.fontVariantNumeric };
      });
      expect(week.family).not.toMatch(/Cormorant/i);
      expect(week.figures).toBe("lining-nums");
      const seats = await page
        .locator(".viewings-nowrap")
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().height / (Number.parseFloat(getComputedStyle(item).lineHeight) || 20)),
        );
      expect(seats.length).toBeGreaterThan(0);
      for (const lines of seats) expect(lines).toBeLessThan(1.5);
      // Cancelling a window is two steps (ADR 0370): a grey, button-sized fold, the red button inside it.
      const fold = page.locator(".viewings-window-cancel > summary").first();
      expect(await fold.evaluate((summary) => getComputedStyle(summary).color)).not.toBe(RED);
      expect((await box(fold)).height).toBeGreaterThanOrEqual(width < 800 ? 44 : 32);
      // Day labels stay on one line and inside their column (the row's height is the cards', so
      // the text's own box is measured).
      for (const heading of await page.locator(".viewings-day h3").all()) {
        const fits = await heading.evaluate((h3) => {
          const range = document.createRange();
          range.selectNodeContents(h3);
          const style = getComputedStyle(h3);
          const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
          return { lines: range.getBoundingClientRect().height / lineHeight, overflow: h3.scrollWidth - h3.clientWidth };
        });
        expect(fits.lines).toBeLessThan(1.5);
        expect(fits.overflow).toBeLessThanOrEqual(1);
      }
      await fold.click();
      const cancelWindow = page.getByRole("button", { name: /^Ganzes Zeitfenster absagen/ }).first();
      await expect(cancelWindow).toBeVisible();
      expect(await cancelWindow.evaluate((button) => getComputedStyle(button).color)).toBe(RED);
    });

    test("the inbox: one 'Neu' per row, quiet 'Erledigt', 'Mir zuweisen' on one line, dense rows", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsNewAdmin(page, `look-inbox-${width}`);
      const tag = `dicht-${width}-${Date.now()}`;
      const at = new Date().toISOString();
      const values = Array.from(
        { length: 6 },
        (_, index) =>
          `('${tag}-${index}', 'contact', 'Dichte Zeile ${index} ${tag}', 'Eva Gruber', 'eva.${index}.${tag}@example.at', '+43 660 1234567', '{"message":"Guten Tag, ich würde die Wohnung gern nächste Woche besichtigen. Am besten vormittags."}', '${at}', '${at}', 'new')`,
      );
      executeSql(
        `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, sender_phone, payload, created_at, updated_at, status) VALUES ${values.join(", ")}`,
      );
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(tag)}`);
      const rows = page.locator("tbody tr", { hasText: tag });
      await expect(rows).toHaveCount(6);
      const firstRow = rows.first();
      // "Neu" once per row, in the Status column (ADR 0365), no second one by the subject.
      await expect(firstRow.locator('td[data-label="Status"] .staff-new-mark')).toHaveText("Neu");
      await expect(firstRow.locator(".staff-new-mark")).toHaveCount(1);
      await expect(firstRow.locator('td[data-label="Status"] .staff-badge')).toHaveCount(0);
      // "Erledigt" secondary: white with a navy outline, not a dark primary.
      const done = firstRow.getByRole("button", { name: /^Erledigt: / });
      expect(await done.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe("rgb(255, 255, 255)");
      // "Mir zuweisen" on one line.
      const take = await box(firstRow.getByRole("button", { name: /^Mir zuweisen: / }));
      expect(take.height).toBeLessThanOrEqual(40);
      // Search field and "Suchen" one control: one height, joined.
      const search = await box(page.locator(".staff-search input:not([type=hidden])"));
      const submit = await box(page.locator(".staff-search .button"));
      expect(Math.abs(search.height - submit.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(submit.x - (search.x + search.width))).toBeLessThanOrEqual(1);
      // Dense: a lead's row at 1440 under 90 px (about 115 before).
      if (width > 800) for (const item of await rows.all()) expect((await box(item)).height).toBeLessThan(90);
    });
  });
}
