// Detail journeys (public-site.md section 2, Property detail page): the gallery viewer by keyboard,
// the map after consent with the local style (no network beyond the site), and the inquiry form
// with and without JavaScript.
import { expect, type Page, test } from "@playwright/test";

// A seeded property with nine local images and coordinates (scripts/seed). Other journeys in the
// same run (the staff e2e) import feed objects with remote images, so the listing's first card is
// not a stable choice.
const SEEDED_GALLERY_PROPERTY = "/immobilien/210284";

async function firstPropertyWithImages(page: Page): Promise<string> {
  await page.goto(SEEDED_GALLERY_PROPERTY);
  await expect(page.locator(".gallery-thumbs li").nth(1)).toBeAttached();
  return SEEDED_GALLERY_PROPERTY;
}

test("the gallery viewer opens, wraps with the arrow keys and closes with Escape", async ({ page }) => {
  await firstPropertyWithImages(page);
  const counter = page.locator(".gallery-counter");
  await page.locator(".gallery-main").focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator("dialog.gallery-viewer");
  await expect(dialog).toBeVisible();
  const total = Number((await counter.textContent())?.split("/")[1]?.trim());
  expect(total).toBeGreaterThan(2);
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`2 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the map loads when it nears the viewport and renders our demo basemap with the real style, without any outside request", async ({
  page,
}) => {
  const outside: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  const mapRequests: string[] = [];
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("request", (request) => {
    if (/maplibre|map\.client|\/map\/|\/karte\//.test(request.url())) mapRequests.push(request.url());
  });
  await firstPropertyWithImages(page);
  await page.waitForTimeout(300);
  // ADR 0162: no consent click, but nothing of the map before the card comes near the viewport.
  expect(mapRequests).toEqual([]);
  await page.getByRole("heading", { name: "Lage auf der Karte" }).scrollIntoViewIfNeeded();
  await expect(page.locator('.property-map[data-map-ready="true"]'), problems.join("\n")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".property-map canvas")).toBeVisible();
  // What MapLibre drew from our tiles (not pixels): the demo archive's layers through the real style.
  await expect
    .poll(
      () =>
        page.locator(".property-map").evaluate((element) => {
          const map = (element as HTMLElement & { maplibreMap: import("maplibre-gl").Map }).maplibreMap;
          return [...new Set(map.queryRenderedFeatures().map((feature) => `${feature.source}:${feature.sourceLayer ?? ""}`))].sort();
        }),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(["protomaps:earth", "umkreis:"]));
  await expect(page.locator(".property-map .maplibregl-ctrl-attrib")).toContainText("Demo-Kartendaten");
  expect(mapRequests.some((url) => url.includes("/map/style.json"))).toBe(true);
  expect(mapRequests.some((url) => /\/karte\/kacheln\/\d+\/\d+\/\d+\.mvt$/.test(url))).toBe(true);
  expect(outside).toEqual([]);
});

/** After the send, the confirmation stands where the form was (ADR 0167), not only the toast. */
/** After a sent inquiry: the spec's success toast (public-site.md section 8) and, since ADR 0167, the confirmation in place of the form. */
async function expectConfirmationInPlace(page: Page) {
  const toast = page.locator(".toast").filter({ hasText: "Anfrage gesendet" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.");
  const place = page.locator("#anfrage");
  await expect(place.getByRole("heading", { name: "Anfrage gesendet" })).toBeVisible();
  await expect(place).toContainText("Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.");
  await expect(place.getByRole("button", { name: "Anfrage senden" })).toHaveCount(0);
  await expect(page).toHaveURL(/\?gesendet#anfrage$/);
}

async function fillInquiry(page: Page) {
  await page.getByLabel("Anrede").selectOption("Frau");
  await page.getByLabel("Vorname").fill("Eva");
  await page.getByLabel("Nachname").fill("Berger");
  await page.getByLabel("Telefon").fill("+43 660 1234567");
  await page.getByLabel("E-Mail").fill("eva.berger@example.com");
  await page.getByLabel("Ihre Anfrage").fill("Ist die Immobilie noch verfügbar? Ich hätte gerne einen Besichtigungstermin.");
}

test("the inquiry form sends with JavaScript", async ({ page }) => {
  await firstPropertyWithImages(page);
  // The form refuses submissions faster than a person could type (bot check).
  await page.waitForTimeout(2200);
  await fillInquiry(page);
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expectConfirmationInPlace(page);
});

/** POSTs to the detail page (the inquiry action), to prove that a blocked submit sends nothing. */
function countInquiryPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/immobilien/")) posts.push(request.url());
  });
  return posts;
}

test("with JavaScript the inquiry checks a field on blur and blocks an invalid submit without a request", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const posts = countInquiryPosts(page);
  await firstPropertyWithImages(page);
  const email = page.getByLabel("E-Mail");
  await email.fill("eva@");
  await email.blur();
  await expect(page.locator('[id$="-email-error"]').getByText("Gültige E-Mail-Adresse ist erforderlich")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const errorId = await email.getAttribute("aria-describedby");
  expect(errorId).toMatch(/^property-inquiry-\d+-email-error$/);
  await expect(page.locator(`#${errorId}`)).toHaveText("Gültige E-Mail-Adresse ist erforderlich");
  // Once shown, the message follows every keystroke.
  await email.pressSequentially("example.com");
  await expect(page.locator('[id$="-email-error"]').getByText("Gültige E-Mail-Adresse ist erforderlich")).toBeHidden();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Anfrage senden" }).click();
  // Every message at once, the first invalid field (Anrede) focused, nothing sent.
  await expect(page.locator('[id$="-anrede-error"]')).toHaveText("Bitte wählen Sie eine Anrede aus");
  await expect(page.locator('[id$="-vorname-error"]')).toHaveText("Vorname ist erforderlich");
  // The phone is optional (ADR 0389).
  await expect(page.locator('[id$="-tel-error"]')).toBeEmpty();
  // The error summary takes the focus; its first link leads to the field (ADR 0167).
  await expect(page.locator(".detail-inquiry .form-errors")).toBeFocused();
  expect(posts).toEqual([]);
  // After a submit attempt every field revalidates as the visitor types.
  await page.getByLabel("Vorname").fill("Eva");
  await expect(page.getByText("Vorname ist erforderlich")).toBeHidden();
  expect(problems).toEqual([]);
});

test("the inquiry check loads only when the visitor starts on the form", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/\/v4-[\w-]+\.js|\/property-inquiry-[\w-]+\.js/.test(request.url())) chunks.push(request.url());
  });
  await firstPropertyWithImages(page);
  await page.waitForTimeout(300);
  expect(chunks).toEqual([]);
  await page.getByLabel("Vorname").focus();
  await expect.poll(() => chunks.length).toBeGreaterThanOrEqual(2);
});

test("if the check cannot load, the inquiry still goes to the server, which answers with its messages", async ({ page }) => {
  await page.route(/\/v4-[\w-]+\.js$/, (route) => route.abort());
  const posts = countInquiryPosts(page);
  await firstPropertyWithImages(page);
  await page.getByLabel("E-Mail").fill("eva@");
  await page.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(page.locator('[id$="-email-error"]').getByText("Gültige E-Mail-Adresse ist erforderlich")).toBeVisible();
  expect(posts).toHaveLength(1);
  await expect(page.getByLabel("E-Mail")).toHaveValue("eva@");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the inquiry form sends and the gallery images stay reachable as links", async ({ page }) => {
    await page.goto(SEEDED_GALLERY_PROPERTY);
    const main = await page.locator(".gallery-main").getAttribute("href");
    expect(main).toMatch(/^\/images\//);
    await page.waitForTimeout(2200);
    await fillInquiry(page);
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expectConfirmationInPlace(page);
  });

  test("an invalid inquiry comes back from the server with status 400, its messages and the values kept", async ({ page }) => {
    await page.goto(SEEDED_GALLERY_PROPERTY);
    await page.waitForTimeout(2200);
    await page.getByLabel("Vorname").fill("Eva");
    await page.getByLabel("E-Mail").fill("eva@");
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Anfrage senden" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.locator('[id$="-email-error"]').getByText("Gültige E-Mail-Adresse ist erforderlich")).toBeVisible();
    await expect(page.locator('[id$="-anrede-error"]')).toHaveText("Bitte wählen Sie eine Anrede aus");
    await expect(page.getByLabel("Vorname")).toHaveValue("Eva");
    await expect(page.getByLabel("E-Mail")).toHaveValue("eva@");
  });
});

test("the seeded plots' cards and detail page name their Grundfläche, with no rooms", async ({ page }) => {
  await page.goto("/immobilien?status=SALE&propertyType=grundstueck");
  const facts = page.locator("article.property-card .property-card-facts");
  await expect(facts.first()).toBeVisible();
  const lines = await facts.allInnerTexts();
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).toMatch(/m² Grundfläche/);
    expect(line).not.toMatch(/Nutzfläche|Zimmer|Bad/);
  }
  await page.locator("article.property-card a.property-card-link").first().click();
  await expect(page.getByRole("list", { name: "Eckdaten" })).toContainText("Grundfläche");
});
