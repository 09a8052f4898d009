// /immobilien after the design review (ADR 0333): the deal chosen once (the toggle), rooms and
// living area in the Standardsuche, the cards' price per m² as the detail page gives it, and the
// search order carrying this search at the end of the list and on an empty search.
import { beforeAll, describe, expect, test } from "vitest";
import { formatPerSquareMetre } from "~/lib/listing-facts";
import { searchOrderPrefill } from "~/lib/schemas/search-order-prefill";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, {
    objektnr_intern: "R001",
    objekttitel: "Altbau zum Kauf",
    politischer_bezirk: "Landstraße",
    plz: "1030",
    kaufpreis: 300000,
    anzahl_zimmer: 3,
    wohnflaeche: 80,
  });
  await insertProperty(db, {
    objektnr_intern: "R002",
    objekttitel: "Mietwohnung mit Balkon",
    angebot_typ: "Miete",
    politischer_bezirk: "Favoriten",
    plz: "1100",
    kaufpreis: null,
    gesamtmietebrutto: 900,
    anzahl_zimmer: 2,
    wohnflaeche: 55,
  });
  await insertProperty(db, {
    objektnr_intern: "R003",
    objekttitel: "Lagerhalle am Stadtrand",
    objektart: "Halle/Lager",
    kaufpreis: 2000000,
    wohnflaeche: null,
    nutzflaeche: 1500,
  });
});

async function page(path: string) {
  const res = await worker.fetch(path);
  return { status: res.status, html: await res.text() };
}

/** One card's HTML, by its detail link. */
function card(html: string, id: string): string {
  const start = html.indexOf(`href="/immobilien/${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}

describe("the search panel", () => {
  test("has no Status select: the deal travels as a hidden field, and only when one is chosen", async () => {
    const plain = await page("/immobilien");
    expect(plain.html).not.toContain('id="search-status"');
    expect(plain.html).not.toContain('name="status"');
    const rent = await page("/immobilien?status=RENT");
    expect(rent.html).not.toContain('id="search-status"');
    expect(rent.html).toMatch(/<input type="hidden" name="status" value="RENT"\/>/);
  });

  test("puts Zimmer and Wohnfläche in the Standardsuche, before the extended part", async () => {
    const { html } = await page("/immobilien");
    const standard = html.slice(html.indexOf('id="search-panel-standard"'), html.indexOf('id="search-panel-extended"'));
    expect(standard).toContain('id="search-bedrooms"');
    expect(standard).toContain('id="search-area-min"');
    expect(standard).toContain('id="search-area-max"');
    // Price first, then rooms, then living area.
    expect(standard.indexOf('id="search-price-max"')).toBeLessThan(standard.indexOf('id="search-bedrooms"'));
    expect(standard.indexOf('id="search-bedrooms"')).toBeLessThan(standard.indexOf('id="search-area-min"'));
    // A living area alone no longer marks the extended tab.
    expect((await page("/immobilien?livingAreaMin=50")).html).not.toContain("Erweiterte Suche •");
  });

  test("'Filter (n)' leaves out the deal the toggle shows; both resets keep the deal (ADR 0363, review 59)", async () => {
    const sale = await page("/immobilien?status=SALE");
    expect(sale.html).not.toContain("Filter (1)");
    expect(sale.html).toMatch(/>Filter<\//);
    const rent = await page("/immobilien?status=RENT&bedrooms=2&priceMax=2000");
    expect(rent.html).toContain("Filter (2)");
    // The deal is the toggle's, not a chip: the chips' reset keeps it, as the panel's does.
    const clear = rent.html.match(/<a[^>]*class="search-chips-clear"[^>]*>/)?.[0] ?? "";
    expect(clear).toContain('href="/immobilien?status=RENT#ergebnisse"');
    expect(rent.html).toMatch(/<a href="\/immobilien\?status=RENT" class="search-reset">Filter zurücksetzen<\/a>/);
    // Without a deal both lead to the plain page.
    const any = await page("/immobilien?bedrooms=2&priceMax=2000");
    expect(any.html).toContain("Filter (2)");
    expect(any.html.match(/<a[^>]*class="search-chips-clear"[^>]*>/)?.[0]).toContain('href="/immobilien#ergebnisse"');
    expect(any.html).toContain('<a href="/immobilien" class="search-reset">');
  });
});

describe("the cards", () => {
  test("show the detail page's price per m²: sale and rent of a home, business premises by their Nutzfläche", async () => {
    const { html } = await page("/immobilien");
    const sale = formatPerSquareMetre(300000, 80);
    const rent = formatPerSquareMetre(900, 55);
    expect(card(html, "R001")).toContain(`<span class="visually-hidden">Kaufpreis pro m²: </span>${sale}`);
    expect(card(html, "R002")).toContain(`<span class="visually-hidden">Miete pro m²: </span>${rent}`);
    // A warehouse's 1.500 m² Nutzfläche (ADR 0337), the figure its detail page states too.
    const hall = formatPerSquareMetre(2000000, 1500);
    expect(card(html, "R003")).toContain(`<span class="visually-hidden">Kaufpreis pro m²: </span>${hall}`);
    expect(card(html, "R003")).toContain("1.500\u00a0m² Nutzfläche");
    // The same figure the detail page states among its key facts, "pro m²" in its label (ADR 0362).
    const keyFact = (html: string, label: string) =>
      new RegExp(`<span class="detail-keyfact-value">([^<]*)</span> <span class="detail-keyfact-label">${label}</span>`).exec(
        html.replaceAll("<!-- -->", ""),
      )?.[1];
    const figure = (perMetre: string) => perMetre.replace(/ \/ m²( mtl\.)?$/, "");
    expect(keyFact((await page("/immobilien/R001")).html, "Kaufpreis pro m²")).toBe(figure(sale));
    // A rent's figure is its gross total over the area: 'Gesamtmiete pro m²', as the card's '/ m² Gesamtmiete'.
    expect(keyFact((await page("/immobilien/R002")).html, "Gesamtmiete pro m²")).toBe(figure(rent));
    expect(keyFact((await page("/immobilien/R003")).html, "Kaufpreis pro m²")).toBe(figure(hall));
  });
});

describe("the search order from a search", () => {
  test("the end of the list links it with the search's deal, type, place and prices", async () => {
    const { html } = await page("/immobilien?status=SALE&priceMax=500000&bedrooms=2");
    expect(html).toContain(
      '<a href="/immobilien/suchauftrag?status=SALE&amp;priceMax=500000" class="button button-secondary">Suchauftrag für diese Suche anlegen</a>',
    );
    const plain = await page("/immobilien");
    expect(plain.html).toContain(
      '<a href="/immobilien/suchauftrag" class="button button-secondary">Suchauftrag für diese Suche anlegen</a>',
    );
  });

  test("an empty search offers it with the search too", async () => {
    const { html } = await page("/immobilien?status=RENT&priceMax=100");
    expect(html).toContain("Keine Immobilien gefunden");
    expect(html).toContain(
      '<a href="/immobilien/suchauftrag?status=RENT&amp;priceMax=100" class="button">Suchauftrag für diese Suche anlegen</a>',
    );
  });

  test("the form reads deal, type, district and price from the query (and nothing it cannot map)", () => {
    const params = new URLSearchParams({
      status: "RENT",
      propertyType: "apartment",
      location: "Wien 3., Landstraße",
      priceMin: "500",
      priceMax: "1500",
    });
    expect(searchOrderPrefill(params)).toEqual({
      marketingType: "miete",
      usageType: "wohnen",
      objectTypes: { wohnung: "on" },
      districts: ["Wien 3. Bezirk (Landstraße)"],
      priceMin: "500",
      priceMax: "1500",
    });
    // A place outside the chips goes to 'Ort/Region'; a type the form has no box for, and junk, are left out.
    expect(searchOrderPrefill(new URLSearchParams("status=SALE&propertyType=commercial&location=Tulln&priceMax=abc"))).toEqual({
      marketingType: "kauf",
      location: "Tulln",
    });
    expect(searchOrderPrefill(new URLSearchParams("location=Baden"))).toEqual({ districts: ["Baden"] });
    expect(searchOrderPrefill(new URLSearchParams())).toEqual({});
  });

  test("the page renders those values checked and filled, without JavaScript", async () => {
    const query = new URLSearchParams({ status: "RENT", propertyType: "apartment", location: "Wien 3., Landstraße", priceMax: "1500" });
    const { status, html } = await page(`/immobilien/suchauftrag?${query}`);
    expect(status).toBe(200);
    const input = (pattern: RegExp) => html.match(pattern)?.[0] ?? "";
    expect(input(/<input[^>]*value="miete"[^>]*>/)).toContain("checked");
    expect(input(/<input[^>]*value="kauf"[^>]*>/)).not.toContain("checked");
    expect(input(/<input[^>]*name="objectTypes.wohnung"[^>]*>/)).toContain("checked");
    expect(input(/<input[^>]*name="objectTypes.haus"[^>]*>/)).not.toContain("checked");
    expect(input(/<input[^>]*value="Wien 3. Bezirk \(Landstraße\)"[^>]*>/)).toContain("checked");
    expect(input(/<input[^>]*name="priceMax"[^>]*>/)).toContain('value="1500"');
    // Opened plainly, nothing is chosen.
    const plain = await page("/immobilien/suchauftrag");
    expect(plain.html.match(/<input[^>]*value="miete"[^>]*>/)?.[0]).not.toContain("checked");
  });
});
