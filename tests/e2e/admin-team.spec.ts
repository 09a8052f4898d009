// Team editor journey (ADR 0050), with and without JavaScript: add a broker with
// a photo, see them on /uber-uns and their page, rename them (the old URL redirects), move them,
// remove them after the confirmation step (their URL then answers 410).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { animationsSettled } from "./helpers/settle";
import { signInAsNewAdmin } from "./helpers/staff";

async function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 40, g: 110, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/\s+/g, "-");
}

/** WCAG checks as in a11y.spec.ts; run in the JavaScript journey only. */
async function expectNoViolations(page: Page, label: string) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function journey(page: Page, prefix: string, { axe }: { axe: boolean }) {
  // Sign-in, an upload, five axe runs and a dozen pages: longer than the 30 s default on 2 cores.
  test.setTimeout(120_000);
  const check = (label: string) => (axe ? expectNoViolations(page, label) : Promise.resolve());
  await signInAsNewAdmin(page, prefix);
  const tag = String(Date.now()).slice(-6);
  const name = `Lena Probe ${tag}`;
  const renamed = `Lena Österle ${tag}`;

  // Add, with a photo.
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Makler hinzufügen" }).click();
  await expect(page.getByRole("heading", { name: "Makler hinzufügen" })).toBeVisible();
  // A bad e-mail first: the German message at the field, the typed name kept.
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel("Position / Titel").fill("Immobilienberaterin");
  await page.getByLabel("E-Mail").fill("lena-at-example");
  await page.getByRole("button", { name: "Makler anlegen" }).click();
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await check("/admin/team/neu with an error");
  await page.getByLabel("E-Mail").fill(`lena.${tag}@donau-estate.example`);
  await page.getByLabel("Telefon").fill("+43 1 234 56 78");
  await page.locator('input[name="bild"]').setInputFiles({ name: "lena.jpg", mimeType: "image/jpeg", buffer: await portrait() });
  await page.getByRole("button", { name: "Makler anlegen" }).click();
  await expect(page.getByText("Makler hinzugefügt")).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await check("/admin/team");

  // Public: on /uber-uns and on their page, with the photo.
  await page.goto(`/uber-uns/team/${slugOf(name)}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const photo = page.getByRole("img", { name: `Porträt von ${name}` });
  await expect(photo).toHaveAttribute("src", /^\/bilder\/[0-9a-f]{32}-\d+\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto("/uber-uns");
  await expect(page.getByText(name).first()).toBeVisible();

  // Rename: the old URL redirects to the new one.
  await page.goto("/admin/team");
  await page.getByRole("link", { name: `${name} bearbeiten` }).click();
  await check("/admin/team/{id}");
  await page.getByLabel(/^Name/).fill(renamed);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Änderungen gespeichert")).toBeVisible();
  await page.goto(`/uber-uns/team/${slugOf(name)}`);
  await expect(page).toHaveURL(new RegExp(`/uber-uns/team/${slugOf(renamed)}$`));
  await expect(page.getByRole("heading", { name: renamed, level: 1 })).toBeVisible();
  // The photo stayed (no new file chosen).
  await expect(page.getByRole("img", { name: `Porträt von ${renamed}` })).toBeVisible();

  // Move: the newest broker is last; one step up.
  await page.goto("/admin/team");
  await page.getByRole("button", { name: `${renamed}: Nach oben` }).click();
  await expect(page.getByText("Reihenfolge gespeichert")).toBeVisible();

  // Remove, after the confirmation page.
  await page.getByRole("link", { name: `${renamed} entfernen` }).click();
  await expect(page.getByRole("heading", { name: `${renamed} entfernen?` })).toBeVisible();
  await check("/admin/team/{id}/entfernen");
  await page.getByRole("button", { name: "Endgültig entfernen" }).click();
  await expect(page.getByText("Makler entfernt")).toBeVisible();
  await expect(page.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
  const gone = await page.goto(`/uber-uns/team/${slugOf(renamed)}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "Makler nicht gefunden" })).toBeVisible();
  await page.goto("/uber-uns");
  await expect(page.getByText(renamed)).toHaveCount(0);
}

test("staff add a broker with a photo, rename, move and remove them", async ({ page }) => {
  await journey(page, "team-js", { axe: true });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey works with plain form posts", async ({ page }) => {
    await journey(page, "team-nojs", { axe: false });
  });
});
