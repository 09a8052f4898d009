// The staff area's type and tiles as a broker sees them (ADR 0384), at 390 and 1440 px: page
// titles in the sans, "Abmelden" quiet (no gold outline), and the Übersicht's tile labels name
// their object and wrap between words, never inside one ("Suchaufträg/e").
import { expect, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("sans page titles, a quiet Abmelden and whole words in the Übersicht's tiles", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsNewAdmin(page, `face-${width}`);
      await page.goto("/admin");
      const h1 = await page.locator(".staff-content h1").evaluate((el) => {
        const style = getComputedStyle(el);
        return { family: style.fontFamily, weight: Number(style.fontWeight) };
      });
      expect(h1.family).not.toMatch(/Cormorant/i);
      expect(h1.family).toMatch(/Inter/);
      expect(h1.weight).toBeGreaterThanOrEqual(700);

      const logout = await page.getByRole("button", { name: "Abmelden" }).evaluate((el) => getComputedStyle(el).borderTopColor);
      // The gold outline (#c9a227 and its neighbours) is gone: the border is transparent.
      expect(logout).toBe("rgba(0, 0, 0, 0)");

      const labels = page.locator(".staff-figure-label");
      await expect(labels.filter({ hasText: /^E-Mails? nicht zugestellt$/ })).toHaveCount(1);
      await expect(labels.filter({ hasText: /^Inserate? ohne Fotos$/ })).toHaveCount(1);
      // Every word of every label lies on one line: a word split across lines has two boxes.
      const split = await labels.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const node = element.firstChild;
          if (!node || node.nodeType !== Node.TEXT_NODE) return [];
          const text = node.textContent ?? "";
          const broken: string[] = [];
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index ?? 0);
            range.setEnd(node, (match.index ?? 0) + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
          return broken;
        }),
      );
      expect(split).toEqual([]);
    });
  });
}
