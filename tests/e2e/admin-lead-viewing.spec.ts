// From a lead to a booked viewing on the lead's page (ADR 0364), at 390 and 1440 px, with and
// without JavaScript: a lead about a listing shows its free slots, a contact lead picks a listing by
// a GET form first; one click books the person, the toast and the card say so, the Verlauf has
// "Besichtigung eingetragen", the Wiedervorlage stands under the H1 on the viewing day, and the
// Besichtigungen page names the person with a link back to the lead. The e2e database is shared
// across a run: the window, its address and the lead are this test's own.
import { expect, type Page, test } from "@playwright/test";
import { viennaDateOf } from "../../app/lib/viewing-time";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";

/**
 * A listing on offer, from the search's own marker endpoint (no database read from the test: a
 * `wrangler d1 execute --json` answered nothing on the CI machine).
 */
async function listingOnOffer(page: Page): Promise<number> {
  const response = await page.request.get("/immobilien/karte.json?status=SALE");
  const { markers } = (await response.json()) as { markers: Array<{ id: number }> };
  const marker = markers[4] ?? markers[0];
  if (!marker) throw new Error("no listing on offer");
  return marker.id;
}

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("staff book the lead's person into a free slot and see the name on the Besichtigungen page", async ({ page }) => {
        test.setTimeout(180_000);
        const tag = `lv${width}${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
        const name = `Eva Termin ${tag}`;
        const address = `Schottengasse ${tag}, 1010 Wien`;
        // A listing on offer, a window of one slot far enough ahead to meet no other test's window
        // (40 to 54 days, minutes apart per run, both from the run's clock so a failure can be
        // replayed), one seat.
        const listingId = String(await listingOnOffer(page));
        const seed = Number(tag.replace(/\D/g, "").slice(-6));
        const start = new Date(Date.now() + (40 + (seed % 15)) * 86_400_000);
        start.setUTCHours(6, 5 * (Math.floor(seed / 15) % 12), 0, 0);
        const end = new Date(start.getTime() + 30 * 60_000);
        const windowId = crypto.randomUUID();
        const slotId = crypto.randomUUID();
        const now = new Date().toISOString();
        executeSql(
          `INSERT INTO viewing_windows (id, immobilie_id, starts_at, ends_at, slot_minutes, buffer_minutes, seats, agent_id, address, meeting_point, created_by, created_at, updated_at, status) VALUES ('${windowId}', ${listingId}, '${start.toISOString()}', '${end.toISOString()}', 30, 0, 1, NULL, '${address}', NULL, NULL, '${now}', '${now}', 'open'); INSERT INTO viewing_slots (id, window_id, immobilie_id, starts_at, ends_at, seats) VALUES ('${slotId}', '${windowId}', ${listingId}, '${start.toISOString()}', '${end.toISOString()}', 1)`,
        );
        // With JavaScript a lead about the listing; without, a contact lead that picks the listing.
        const property = javaScriptEnabled ? `'${listingId}'` : "NULL";
        executeSql(
          `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, sender_phone, property_id, payload, created_at, updated_at, status) VALUES ('${tag}', '${javaScriptEnabled ? "property" : "contact"}', 'Besichtigung nächste Woche ${tag}', '${name}', '${tag}@example.at', '+436641234567', ${property}, '{}', '${now}', '${now}', 'in_progress')`,
        );
        await signInAsNewAdmin(page, `lead-viewing-${width}`);
        await page.goto(`/admin/inquiries/${tag}`);
        const card = page.getByRole("region", { name: "Besichtigung eintragen" });
        await expect(card).toBeVisible();
        if (!javaScriptEnabled) {
          await card.getByLabel("Immobilie mit freien Terminen").selectOption(listingId);
          await card.getByRole("button", { name: "Termine zeigen" }).click();
          await expect(page).toHaveURL(new RegExp(`besichtigung=${listingId}`));
        }
        const slot = card.locator("li", { hasText: address });
        await expect(slot).toContainText("1 Platz frei");
        await slot.getByRole("button", { name: /Uhr buchen/ }).click();
        // The toast says so (the Verlauf and the card say it too, so look in the toast itself).
        await expect(page.locator(".toaster")).toContainText("Besichtigung eingetragen");
        await expect(card).toContainText(address);
        await expect(card.locator(".staff-badge-success")).toHaveText("gebucht");
        await expect(card.getByRole("button", { name: /Uhr buchen/ })).toHaveCount(0);
        await expect(page.locator(".staff-inquiry-follow-up")).toContainText("Nach Besichtigung nachfassen");
        await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Besichtigung eingetragen");
        // No sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // The week of the viewing: the name, linked to the lead.
        await card.getByRole("link", { name: "In „Besichtigungen“ ansehen" }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/besichtigungen\\?woche=${viennaDateOf(start)}`));
        const link = page.getByRole("link", { name });
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${tag}$`));
      });
    });
  }
}
