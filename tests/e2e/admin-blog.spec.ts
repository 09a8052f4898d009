// The blog editor in a real browser (ADR 0066), once with JavaScript and once without:
// write a post with a picture, preview it, save the draft, publish it, find it on /blog (with the
// picture from /bilder/) and in the sitemap, unpublish it (gone from both), delete it.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { signInAsNewAdmin } from "./helpers/staff";

async function picture(): Promise<Buffer> {
  return sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 40, g: 110, b: 170 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** WCAG 2.2 AA on the editor's own content. */
async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include("#main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function sitemap(page: Page): Promise<string> {
  const res = await page.request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  return res.text();
}

async function blogJourney(page: Page, label: "js" | "nojs") {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, `blog-${label}`);
  const title = `Wohnen am Wasser ${label} ${Date.now()}`;

  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Neuer Beitrag" }).click();
  await expect(page.getByRole("heading", { name: "Neuer Beitrag" })).toBeVisible();
  await page.getByLabel("Titel").fill(title);
  await page.getByLabel("Teaser").fill("Die schönsten Lagen an der Alten Donau.");
  // A category not used yet goes into the free field beside the list of those in use (ADR 0066).
  await page.getByRole("textbox", { name: "Oder neue Kategorie" }).fill("Wohnen");
  // The formatting buttons need JavaScript: without it they are not shown at all.
  await expect(page.getByRole("toolbar", { name: "Formatierung" })).toBeVisible({ visible: label === "js" });
  await page
    .getByLabel("Inhalt")
    .fill("## Lage\n\nRuhig und **grün**, mit [Kontakt](/kontakt).\n\n- Badeplätze\n- U1\n\n<script>alert(1)</script>");

  const preview = page.locator(".admin-blog-preview");
  if (label === "js") {
    // With JavaScript the preview follows the typing, without a click and without saving.
    await expect(preview.getByRole("heading", { name: "Vorschau (nicht gespeichert)" })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Lage" })).toBeVisible();
    await page.getByLabel("Inhalt").press("Control+End");
    await page.getByLabel("Inhalt").pressSequentially("\n\n### Anbindung");
    await expect(preview.getByRole("heading", { name: "Anbindung" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog\/neu$/);
  }
  // Preview: the sanitised HTML as the visitor sees it, nothing saved.
  await page.getByRole("button", { name: "Vorschau" }).click();
  await expect(preview.getByRole("heading", { name: "Vorschau (nicht gespeichert)" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Lage" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("grün");
  await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page.getByLabel("Titel")).toHaveValue(title);
  // axe runs inside the page: only where JavaScript is on.
  if (label === "js") await expectNoAxeViolations(page, "editor with preview");

  await page.getByLabel("Bild wählen").setInputFiles({ name: "wasser.jpg", mimeType: "image/jpeg", buffer: await picture() });
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Entwurf gespeichert", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Beitrag bearbeiten" })).toBeVisible();
  await expect(page.getByAltText("Aktuelles Bild des Beitrags")).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  expect(id).toMatch(/^wohnen-am-wasser-/);

  // A draft is not public yet.
  expect((await page.request.get(`/blog/${id}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(page.getByText("Beitrag veröffentlicht", { exact: true })).toBeVisible();
  // One toast replaces the previous ("Entwurf gespeichert"), they never stack (ADR 0203).
  await expect(page.locator(".toast")).toHaveCount(1);

  await page.goto("/blog");
  const card = page.locator("article", { hasText: title });
  await expect(card).toHaveCount(1);
  const image = card.locator("img");
  await expect(image).toHaveAttribute("srcset", /\/bilder\/[0-9a-f]{32}-480\.webp 480w/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await sitemap(page)).toContain(`/blog/${id}</loc>`);
  // The card's one link is its title's (its 'Weiterlesen' is no second link).
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.locator(".content-prose h2")).toHaveText("Lage");

  // Unpublish from the list: gone from /blog, from the post URL and from the sitemap.
  await page.goto("/admin/blog");
  const row = page.locator("tr", { hasText: title });
  await expect(row.getByText("Veröffentlicht", { exact: true })).toBeVisible();
  if (label === "js") await expectNoAxeViolations(page, "/admin/blog");
  await row.getByRole("button", { name: /Zurückziehen/ }).click();
  await expect(page.getByText("Beitrag zurückgezogen", { exact: true })).toBeVisible();
  await expect(page.locator("tr", { hasText: title }).getByText("Entwurf", { exact: true })).toBeVisible();
  await page.goto("/blog");
  await expect(page.locator("article", { hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${id}`)).status()).toBe(404);
  expect(await sitemap(page)).not.toContain(`/blog/${id}<`);

  // Delete after the confirmation page.
  await page.goto("/admin/blog");
  await page
    .locator("tr", { hasText: title })
    .getByRole("link", { name: /Löschen/ })
    .click();
  await expect(page.getByRole("heading", { name: "Beitrag löschen" })).toBeVisible();
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("Beitrag gelöscht", { exact: true })).toBeVisible();
  await expect(page.locator("tr", { hasText: title })).toHaveCount(0);
}

test("staff write a post with a picture, publish it, unpublish it and delete it", async ({ page }) => {
  await blogJourney(page, "js");
});

test("the formatting buttons and Strg+B write Markdown into the text, and the preview shows it", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page, "blog-toolbar");
  await page.goto("/admin/blog/neu");
  const text = page.getByRole("textbox", { name: "Inhalt" });
  await text.fill("Kosten\nDer Kaufpreis ist nur ein Teil.\nMiete\nBetriebskosten");
  const select = (from: number, to: number) =>
    text.evaluate((field: HTMLTextAreaElement, [a, b]) => field.setSelectionRange(a, b), [from, to] as const);
  const toolbar = page.getByRole("toolbar", { name: "Formatierung" });

  await select(0, 0);
  await toolbar.getByRole("button", { name: "Überschrift" }).click();
  await expect(text).toHaveValue("## Kosten\nDer Kaufpreis ist nur ein Teil.\nMiete\nBetriebskosten");
  // "Kaufpreis" selected, then Fett from the toolbar; the word stays selected for the next step.
  const value = await text.inputValue();
  const at = value.indexOf("Kaufpreis");
  await select(at, at + "Kaufpreis".length);
  await toolbar.getByRole("button", { name: "Fett" }).click();
  await expect(text).toHaveValue("## Kosten\nDer **Kaufpreis** ist nur ein Teil.\nMiete\nBetriebskosten");
  expect(await text.evaluate((field: HTMLTextAreaElement) => field.value.slice(field.selectionStart, field.selectionEnd))).toBe(
    "Kaufpreis",
  );
  // Strg+Z takes the step back: the buttons edit through the browser's own undo history.
  await text.press("Control+z");
  await expect(text).toHaveValue("## Kosten\nDer Kaufpreis ist nur ein Teil.\nMiete\nBetriebskosten");
  // The keyboard: Strg+I on "Teil", then the last two lines as a list.
  const teil = (await text.inputValue()).indexOf("Teil");
  await select(teil, teil + 4);
  await text.press("Control+i");
  const list = (await text.inputValue()).indexOf("Miete");
  await select(list, (await text.inputValue()).length);
  await toolbar.getByRole("button", { name: "Liste", exact: true }).click();
  await expect(text).toHaveValue("## Kosten\nDer Kaufpreis ist nur ein *Teil*.\n- Miete\n- Betriebskosten");

  await page.getByLabel("Titel").fill("Formatierung");
  await page.getByRole("button", { name: "Vorschau" }).click();
  const preview = page.locator(".admin-blog-preview");
  await expect(preview.getByRole("heading", { name: "Kosten" })).toBeVisible();
  await expect(preview.locator("em")).toHaveText("Teil");
  await expect(preview.getByRole("listitem")).toHaveText(["Miete", "Betriebskosten"]);
  // One Tab stop: the arrow keys move along the buttons.
  await toolbar.getByRole("button", { name: "Überschrift" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Fett" })).toBeFocused();
  await expectNoAxeViolations(page, "editor with the formatting buttons");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey works with plain form posts", async ({ page }) => {
    await blogJourney(page, "nojs");
  });
});

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("'Speichern' stays on screen in a long post, and neither a focused field nor the text's end is under the bar", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsNewAdmin(page, `blog-bar-${width}`);
      await page.goto("/admin/blog/anlegerwohnung-kaufen-worauf-achten");
      const save = page.getByRole("button", { name: "Speichern", exact: true });
      // The form is far taller than the screen, and the button is in the first screen all the same.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1500);
      await expect(save).toBeInViewport({ ratio: 1 });
      await page.mouse.wheel(0, 700);
      await expect(save).toBeInViewport({ ratio: 1 });
      // Tabbing to the date field scrolls it clear of the bar.
      const date = page.getByLabel("Veröffentlichungsdatum");
      await date.focus();
      const field = await date.boundingBox();
      const bar = await page.locator(".blog-editor-actions").boundingBox();
      expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
      await expectNoAxeViolations(page, `/admin/blog/:id at ${width} px`);

      // The wheel leaves the text's foot and its resize handle under the bar; writing on at the
      // end of the text scrolls the text to its bottom and the page so the field's bottom edge
      // stands above the bar.
      const content = page.getByLabel("Inhalt");
      await content.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 10));
      await content.click({ position: { x: 40, y: 20 } });
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" Ein Satz am Ende.");
      // The text is scrolled to its end: less than a line is left to scroll.
      await expect
        .poll(() =>
          content.evaluate((el: HTMLTextAreaElement) => {
            const line = Number.parseFloat(getComputedStyle(el).lineHeight) || 24;
            return el.scrollTop > 0 && el.scrollHeight - el.clientHeight - el.scrollTop < line;
          }),
        )
        .toBe(true);
      const edges = await content.evaluate((el) => ({
        field: el.getBoundingClientRect().bottom,
        bar: document.querySelector(".blog-editor-actions")?.getBoundingClientRect().top ?? 0,
      }));
      expect(edges.field).toBeLessThanOrEqual(edges.bar);
    });
  });
}
