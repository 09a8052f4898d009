// /immobilien after review 58 (ADR 0363): 'Neu' for listings first stored in the last 14 days
// (never the first import's day), 'Preis gesenkt' for a recent reduction, a chip per active panel
// filter (Kauf or Miete is the segment's) that removes only its own filter, a band line that says what is shown, and
// titles without the place their place line repeats. Bad values still give a clean page.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  // The first import began five days ago: what it stored that day is the stock, not news.
  await db
    .insertInto("sync_runs")
    .values({ trigger: "cron", status: "success", started_at: ago(5), finished_at: ago(5), items_created: 3 })
    .execute();
  await insertProperty(db, { objektnr_intern: "N001", objekttitel: "Altbau aus dem ersten Import", created_at: ago(4.9) });
  await insertProperty(db, { objektnr_intern: "N002", objekttitel: "Dachgeschoss frisch am Markt", created_at: ago(2) });
  await insertProperty(db, {
    objektnr_intern: "N003",
    objekttitel: "Lagerhalle mit Büro in Brunn am Gebirge",
    objektart: "Halle/Lager",
    ort: "Brunn am Gebirge",
    plz: "2345",
    politischer_bezirk: "Mödling",
    kaufpreis: 900000,
    created_at: ago(40),
    price_reduced_at: ago(3),
  });
  await insertProperty(db, {
    objektnr_intern: "N004",
    objekttitel: "Mietwohnung im 3. Bezirk",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1200,
    anzahl_zimmer: 3,
    created_at: ago(60),
  });
});

async function page(path: string) {
  const res = await worker.fetch(path);
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, "") };
}

/** One card's HTML, by its detail link. */
function card(html: string, id: string): string {
  const start = html.lastIndexOf("<article", html.indexOf(`href="/immobilien/${id}"`));
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}

function chipsOf(html: string): { label: string; href: string }[] {
  const nav = html.match(/<nav class="search-chips"[\s\S]*?<\/nav>/)?.[0] ?? "";
  return [...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => ({
    href: (m[1] ?? "").replace(/&amp;/g, "&"),
    label: m[2] ?? "",
  }));
}

test("'Neu' marks a listing stored after the first import's day and within 14 days, nothing older", async () => {
  const { status, html } = await page("/immobilien");
  expect(status).toBe(200);
  expect(card(html, "N002")).toContain('class="property-badge property-badge-new">Neu<');
  expect(card(html, "N001")).not.toContain("property-badge-new");
  expect(card(html, "N003")).not.toContain("property-badge-new");
  expect(card(html, "N004")).not.toContain("property-badge-new");
});

test("'Preis gesenkt' marks only the recently reduced listing", async () => {
  const { html } = await page("/immobilien");
  expect(card(html, "N003")).toContain('class="property-badge price-reduced-badge">Preis gesenkt<');
  for (const id of ["N001", "N002", "N004"]) expect(card(html, id)).not.toContain("price-reduced-badge");
});

test("a card's title leaves out the place its place line already names; the picture's text keeps it", async () => {
  const { html } = await page("/immobilien");
  const hall = card(html, "N003");
  expect(hall).toContain('<p class="property-card-location">Brunn am Gebirge</p>');
  expect(hall).toContain('<h3 class="property-card-title">Lagerhalle mit Büro</h3>');
  expect(hall).toContain('alt="Lagerhalle mit Büro in Brunn am Gebirge"');
  expect(card(html, "N004")).toContain('<h3 class="property-card-title">Mietwohnung</h3>');
});

test("every active filter of the panel is a chip whose link drops that filter only; one link resets all, keeping Kauf", async () => {
  const { status, html } = await page("/immobilien?status=SALE&bedrooms=2&priceMax=1000000&sort=preis-aufsteigend");
  expect(status).toBe(200);
  expect(chipsOf(html)).toEqual([
    { label: "Preis bis €\u00a01.000.000", href: "/immobilien?status=SALE&bedrooms=2&sort=preis-aufsteigend#ergebnisse" },
    { label: "ab 2 Zimmer", href: "/immobilien?status=SALE&priceMax=1000000&sort=preis-aufsteigend#ergebnisse" },
    { label: "Alle Filter zurücksetzen", href: "/immobilien?status=SALE&sort=preis-aufsteigend#ergebnisse" },
  ]);
  // The phone's 'Filter (n)' still counts the panel's filters only (ADR 0333).
  expect(html).toContain("Filter (2)");
});

test("one filter is one chip and its own reset; the map view stays in the links; Kauf or Miete alone, no chips", async () => {
  const one = chipsOf((await page("/immobilien?status=RENT&bedrooms=2&ansicht=karte")).html);
  expect(one).toEqual([{ label: "ab 2 Zimmer", href: "/immobilien?status=RENT&ansicht=karte#ergebnisse" }]);
  // The segment says Miete; a chip would say it a second time (review 59).
  expect((await page("/immobilien?status=RENT")).html).not.toContain('class="search-chips"');
  expect((await page("/immobilien")).html).not.toContain('class="search-chips"');
});

test("the band says what a filtered search shows; unfiltered it keeps the spec's text", async () => {
  const plain = await page("/immobilien");
  expect(plain.html).toContain("<p>Entdecken Sie unsere exklusiven Immobilien in den besten Lagen von Wien und Umgebung.</p>");
  const sale = await page("/immobilien?status=SALE");
  expect(sale.html).toContain("<p>3 Kaufangebote in Wien und Umgebung</p>");
  expect(sale.html).not.toContain("exklusiven Immobilien in den besten Lagen");
  const hall = await page("/immobilien?status=SALE&location=M%C3%B6dling");
  expect(hall.html).toContain("<p>1 Kaufangebot in Mödling</p>");
});

test("bad query values give a clean page with chips for what is usable, never a 500", async () => {
  for (const query of [
    "status=KAUF&bedrooms=-1&priceMax=abc",
    "bedrooms=2&bedrooms=3&page=0",
    "umkreis=999&um=nirgendwo",
    "location=%00&keyword=%3Cscript%3E&amenities=sauna",
    `keyword=${"x".repeat(300)}`,
    "bereich=1,2,3",
  ]) {
    const { status, html } = await page(`/immobilien?${query}`);
    expect(status, query).toBe(200);
    expect(html, query).toContain("<h1");
    expect(html, query).not.toContain("<script>");
  }
  expect(chipsOf((await page("/immobilien?status=KAUF&bedrooms=-1&priceMax=abc")).html)).toEqual([]);
  const junk = chipsOf((await page("/immobilien?bedrooms=2&priceMin=xyz")).html);
  expect(junk).toEqual([{ label: "ab 2 Zimmer", href: "/immobilien#ergebnisse" }]);
});
