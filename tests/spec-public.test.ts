// Spec texts of public-site.md that no other test asserted (spec texts not asserted elsewhere): each
// test names the spec lines it covers. The rest of the public spec is asserted in frame, search,
// search-pagination, detail, content, leads-contact and failure-isolation tests.
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { pushConsent } from "~/lib/consent";
import { insertAgent, insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";
import { attribute, selectOptions, stripTags, tagWithId } from "./spec-helpers";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, {
    objektnr_intern: "S100",
    objekttitel: "Altbauwohnung mit Ablöse",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1450,
    abstand: 12000,
    kaution_text: "3 Bruttomonatsmieten",
    aussen_courtage: "2 Bruttomonatsmieten zzgl. 20 % USt.",
    hwbklasse: "C",
    hwbwert: 72.3,
    fgeeklasse: "B",
    fgeewert: 0.95,
  });
});

/** The markup between an element's opening tag (found by a unique marker) and the next `</div>`. */
function blockAfter(html: string, marker: string): string {
  const start = html.indexOf(marker);
  expect(start, `${marker} is in the page`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf("</div>", start));
}

test("the home hero shows its three buttons: 'Immobilien entdecken', 'Immobilie vermarkten' and 'Kontakt'", async () => {
  // public-site.md line 42.
  const res = await worker.fetch("/");
  expect(res.status).toBe(200);
  const actions = blockAfter(await res.text(), 'class="home-hero-actions"');
  const links = [...actions.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [m[1], stripTags(m[2] ?? "")]);
  expect(links).toEqual([
    ["/immobilien", "Immobilien entdecken"],
    ["/immobilien/vermarktung", "Immobilie vermarkten"],
    ["/kontakt", "Kontakt"],
  ]);
});

test("the listing's hero banner is 'Immobilien' and each card links to /immobilien/{objektnr_intern}", async () => {
  // public-site.md lines 45 and 49.
  const html = await (await worker.fetch("/immobilien")).text();
  expect(html).toMatch(/<h1[^>]*>Immobilien<\/h1>/);
  expect(html).toContain('href="/immobilien/S100"');
  expect(html).toContain("Altbauwohnung mit Ablöse");
});

test("the standard search tab shows its labels, 'any' defaults, price placeholders 'Min. €'/'Max. €' and rooms 1+ to 5+", async () => {
  // public-site.md lines 46, 111 (sentinels), 116 (min 0) and 175 (1 to 5, 'N or more').
  const html = await (await worker.fetch("/immobilien")).text();
  for (const label of ["Immobilientyp", "Lage", "Zimmer"]) expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
  expect(selectOptions(html, "search-type")[0]).toEqual(["all_types", "Alle Typen"]);
  expect(selectOptions(html, "search-location")[0]).toEqual(["all_districts", "Alle Bezirke"]);
  // Kauf or Miete is chosen once, with 'Alle | Kaufen | Mieten' above the results, not in the
  // panel (a deliberate deviation, ADR 0333); tests/search-results-review.test.ts holds it.
  expect(html).not.toContain('id="search-status"');
  expect(html).toMatch(/<nav class="results-offer"[\s\S]*?>Alle<[\s\S]*?>Kaufen<[\s\S]*?>Mieten</);
  // Each choice keeps the spec's words and adds how many listings it finds (ADR 0178, ADR 0013).
  const bedrooms = selectOptions(html, "search-bedrooms");
  for (const [value, label] of bedrooms.slice(1)) expect(label, value).toMatch(/^\d\+ \(\d+\)$/);
  expect(bedrooms.map(([value, label]) => [value, label.replace(/ \(\d+\)$/, "")])).toEqual([
    ["any_bedrooms", "Beliebig"],
    ["1", "1+"],
    ["2", "2+"],
    ["3", "3+"],
    ["4", "4+"],
    ["5", "5+"],
  ]);
  const priceMin = tagWithId(html, "search-price-min");
  const priceMax = tagWithId(html, "search-price-max");
  expect(attribute(priceMin, "placeholder")).toBe("Min. €");
  expect(attribute(priceMax, "placeholder")).toBe("Max. €");
  for (const tag of [priceMin, priceMax]) {
    expect(attribute(tag, "type")).toBe("number");
    expect(attribute(tag, "min")).toBe("0");
  }
});

test("the extended search tab shows bathrooms 1+ to 3+, living area in m², year built 1800 to this year with placeholders 1990 and 2023", async () => {
  // public-site.md lines 47, 116 (year min 1800, max the current year) and 175 (1 to 3).
  const html = await (await worker.fetch("/immobilien")).text();
  expect(html).toMatch(/<label[^>]*>Badezimmer<\/label>/);
  expect(selectOptions(html, "search-bathrooms")).toEqual([
    ["any_bathrooms", "Beliebig"],
    ["1", "1+"],
    ["2", "2+"],
    ["3", "3+"],
  ]);
  expect(html).toContain("<legend>Wohnfläche</legend>");
  expect(html).toContain("Wohnfläche von (m²)");
  expect(html).toContain("Wohnfläche bis (m²)");
  for (const id of ["search-area-min", "search-area-max"]) expect(attribute(tagWithId(html, id), "min")).toBe("0");
  expect(html).toContain("<legend>Baujahr</legend>");
  const yearMin = tagWithId(html, "search-year-min");
  const yearMax = tagWithId(html, "search-year-max");
  expect(attribute(yearMin, "placeholder")).toBe("1990");
  expect(attribute(yearMax, "placeholder")).toBe("2023");
  const thisYear = String(new Date().getFullYear());
  for (const tag of [yearMin, yearMax]) {
    expect(attribute(tag, "min")).toBe("1800");
    expect(attribute(tag, "max")).toBe(thisYear);
  }
});

test("the amenity accordion is single-open and offers the spec's twelve options with their shown names", async () => {
  // public-site.md lines 47 (single-open accordion) and 178 (options; Stellplatz shown as
  // Parkplatz, Haustiere as 'Haustiere erlaubt').
  const html = await (await worker.fetch("/immobilien")).text();
  const groups = html.match(/<details name="ausstattung"/g) ?? [];
  expect(groups.length).toBeGreaterThan(1);
  const labels = [...html.matchAll(/<input type="checkbox" name="amenities" value="[^"]+"[^>]*\/?>([^<]+)</g)].map((m) => m[1]?.trim());
  for (const label of [
    "Garten",
    "Balkon",
    "Terrasse",
    "Garage",
    "Parkplatz",
    "Aufzug",
    "Keller",
    "Möbliert",
    "Haustiere erlaubt",
    "WLAN",
    "Klimaanlage",
    "Barrierefreier Zugang",
  ]) {
    expect(labels).toContain(label);
  }
});

test("Preisdetails show 'Ablöse', the Kaution text and the Provision; the Energieausweis names HWB and fGEE", async () => {
  // public-site.md lines 83 (abstand labelled 'Ablöse', aussen_courtage 'Provision'), 118 (rows
  // above 0, kaution_text when non-empty) and 177 (HWB (Heizwärmebedarf), FGEE
  // (Gesamtenergieeffizienz), 'Gültig bis'; the page writes the Austrian 'fGEE').
  const res = await worker.fetch("/immobilien/S100");
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/\u00a0|\u202f/g, " ");
  expect(html).toContain("Preisdetails");
  expect(html).toMatch(/Ablöse<\/dt><dd>€ 12.000<\/dd>|Ablöse[\s\S]{0,80}€ 12.000/);
  expect(html).toMatch(/Kaution[\s\S]{0,80}3 Bruttomonatsmieten/);
  expect(html).toMatch(/Provision[\s\S]{0,80}2 Bruttomonatsmieten zzgl\. 20 % USt\./);
  expect(html).toContain("€ 1.450 / Monat");
  expect(html).toContain("HWB (Heizwärmebedarf)");
  expect(html).toMatch(/FGEE \(Gesamtenergieeffizienz\)/i);
});

test("a failed read on a team member's page shows 'Beim Laden der Maklerdetails ist ein Fehler aufgetreten.'", async () => {
  // public-site.md line 164 (agents load failure, detail). The table is renamed away and back.
  const db = await worker.db();
  await insertAgent(db, { name: "Paula Lesefehler", slug: "paula-lesefehler" });
  expect((await worker.fetch("/uber-uns/team/paula-lesefehler")).status).toBe(200);
  const { DB } = await worker.env();
  await DB.exec("ALTER TABLE agents RENAME TO agents_weg");
  try {
    const res = await worker.fetch("/uber-uns/team/paula-lesefehler");
    expect(res.status).toBeGreaterThanOrEqual(500);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Beim Laden der Maklerdetails ist ein Fehler aufgetreten\.<\/h1>/);
    expect(html).not.toMatch(/<h1[^>]*>Makler nicht gefunden<\/h1>/);
  } finally {
    await DB.exec("ALTER TABLE agents_weg RENAME TO agents");
  }
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, "window");
});

test("a consent choice without a data layer logs 'dataLayer not available for cookie consent'; with one it pushes cookieConsentUpdate", () => {
  // public-site.md lines 166 (Consent) and 143/11 (event cookieConsentUpdate with the three fields).
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const consent = { necessary: true as const, analytics: true, marketing: false };
  Object.assign(globalThis, { window: {} });
  pushConsent(consent);
  expect(warn).toHaveBeenCalledWith("dataLayer not available for cookie consent");
  const dataLayer: unknown[] = [];
  Object.assign(globalThis, { window: { dataLayer } });
  pushConsent(consent);
  expect(dataLayer).toEqual([{ event: "cookieConsentUpdate", necessary: true, analytics: true, marketing: false }]);
  expect(warn).toHaveBeenCalledTimes(1);
});

test("an agent stored without a sort order gets 1000 and is listed after the numbered ones, then by name", async () => {
  // public-site.md lines 64 (sort order then name), 92 and 180 (default sort_order 1000).
  const db = await worker.db();
  await db
    .insertInto("agents")
    .values({ id: crypto.randomUUID(), slug: "anton-ohne-rang", name: "Anton Ohne Rang", position: "Makler", email: null, phone: null })
    .execute();
  await insertAgent(db, { name: "Zora Erste", slug: "zora-erste", sortOrder: 1 });
  await insertAgent(db, { name: "Berta Gleich", slug: "berta-gleich", sortOrder: 1000 });
  const stored = await db.selectFrom("agents").select("sort_order").where("slug", "=", "anton-ohne-rang").executeTakeFirstOrThrow();
  expect(stored.sort_order).toBe(1000);
  const html = await (await worker.fetch("/uber-uns")).text();
  const order = ["zora-erste", "anton-ohne-rang", "berta-gleich"].map((slug) => html.indexOf(`href="/uber-uns/team/${slug}"`));
  expect(order.every((position) => position > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});
