// Review of the results (ADR 0368), against the real Worker and D1: a card with 'Preis gesenkt'
// says what the price was ('statt € 400.000', struck through, read as 'vorher …'), only for a
// reduction in the last 30 days and from the trigger's own record (migration 0095), for sale and
// rent; the Suchauftrag mail says it too. 'Neueste' sorts by the date behind 'Neu' (first stored),
// the object number breaking ties, and old links keep working.
import { expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";
import { readSentEmails, waitFor } from "./leads-helpers";
import { type PriceListing, syncPriceFeed } from "./price-feed";

const worker = startWorker();
const DAY = 86_400_000;
const MAIL_SWEEP_CRON = "*/10 * * * *";
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const IDS = { base: 9500, prefix: "WAS" };
const sync = (listings: PriceListing[], at: Date) => syncPriceFeed(worker, IDS, listings, at);

async function html(path: string) {
  const res = await worker.fetch(path);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
}

/** One card's price block, by its title. */
function priceOf(page: string, title: string): string {
  const at = page.indexOf(title);
  expect(at, title).toBeGreaterThan(-1);
  const start = page.indexOf('<p class="property-card-price">', at);
  return page.slice(start, page.indexOf("</p>", start));
}

const NBSP = "\u00a0";

test("a card shows the old price struck through only for a reduction in the last 30 days, sale and rent", async () => {
  await sync(
    [
      { n: 1, price: 520000, title: "Wasprobe zehn Tage" },
      { n: 2, price: 520000, title: "Wasprobe vierzig Tage" },
      { n: 3, price: 520000, title: "Wasprobe teurer" },
      { n: 4, price: 1500, rent: "warm", title: "Wasprobe Miete" },
      { n: 5, price: 520000, title: "Wasprobe zweimal" },
      { n: 6, price: 1500, rent: "warm", title: "Wasprobe Mietart" },
      { n: 7, price: 4100, rent: "warm", title: "Wasprobe Cent" },
    ],
    daysAgo(90),
  );
  await sync(
    [
      { n: 2, price: 490000, title: "Wasprobe vierzig Tage" },
      { n: 5, price: 500000, title: "Wasprobe zweimal" },
    ],
    daysAgo(40),
  );
  await sync(
    [
      { n: 1, price: 480000, title: "Wasprobe zehn Tage" },
      { n: 3, price: 480000, title: "Wasprobe teurer" },
      { n: 4, price: 1390, rent: "warm", title: "Wasprobe Miete" },
      { n: 5, price: 470000, title: "Wasprobe zweimal" },
      // Gesamtmiete brutto became netto: lower, but not the same figure, so no old price.
      { n: 6, price: 1200, rent: "netto", title: "Wasprobe Mietart" },
      { n: 7, price: 3823.84, rent: "warm", title: "Wasprobe Cent" },
    ],
    daysAgo(10),
  );
  await sync([{ n: 3, price: 495000, title: "Wasprobe teurer" }], daysAgo(5));

  const page = await html("/immobilien?keyword=Wasprobe");
  expect(priceOf(page, "Wasprobe zehn Tage")).toContain(
    `€${NBSP}480.000<span class="property-card-was"><span class="visually-hidden">vorher </span><span aria-hidden="true">statt</span><del>€${NBSP}520.000</del>` +
      `<span class="visually-hidden">, gesenkt um 7,7 %</span><span class="property-card-cut" aria-hidden="true">−7,7 %</span></span>`,
  );
  // A rent: the monthly figure before, of the same kind, written like the price (ADR 0372).
  expect(priceOf(page, "Wasprobe Miete")).toContain(`<del>€${NBSP}1.500 / Monat</del>`);
  expect(priceOf(page, "Wasprobe Miete")).toContain(`aria-hidden="true">−7,3 %</span>`);
  // Review 60: '€ 3.823,84 / Monat' beside 'statt € 4.100' was no pair; the old one takes the cents too.
  expect(priceOf(page, "Wasprobe Cent")).toContain(`€${NBSP}3.823,84 / Monat<span class="property-card-was">`);
  expect(priceOf(page, "Wasprobe Cent")).toContain(`<del>€${NBSP}4.100,00 / Monat</del>`);
  expect(priceOf(page, "Wasprobe Cent")).toContain(`aria-hidden="true">−6,7 %</span>`);
  // The rent's label follows its € per m², heard before the price.
  expect(priceOf(page, "Wasprobe Cent")).toMatch(
    new RegExp(`^<p class="property-card-price"><span class="visually-hidden">Gesamtmiete </span>€${NBSP}3\\.823,84 / Monat`),
  );
  // Two cuts: the price the last one started from.
  expect(priceOf(page, "Wasprobe zweimal")).toContain(`<del>€${NBSP}500.000</del>`);
  // Too old, raised since, or a rent of another kind: no old price.
  expect(priceOf(page, "Wasprobe vierzig Tage")).not.toContain("property-card-was");
  expect(priceOf(page, "Wasprobe teurer")).not.toContain("property-card-was");
  expect(priceOf(page, "Wasprobe Mietart")).not.toContain("property-card-was");

  // The 'Preis gesenkt' filter shows the same old prices, in the page's one search batch.
  const filtered = await html("/immobilien?keyword=Wasprobe&priceReduced=1");
  expect(filtered).not.toContain("Wasprobe vierzig Tage");
  expect(priceOf(filtered, "Wasprobe zehn Tage")).toContain(`<del>€${NBSP}520.000</del>`);

  // The detail page keeps its 'Preis gesenkt statt …' line, the same figure.
  const detail = await html("/immobilien/9501");
  expect(detail).toContain(
    `<span class="detail-price-before"><span class="visually-hidden">, vorher </span><span aria-hidden="true">statt </span><s>€${NBSP}520.000</s></span>`,
  );
  // And the same pair for a rent with cents: the header's old price as the card writes it.
  const rentDetail = await html("/immobilien/9507");
  expect(rentDetail).toContain(`<span aria-hidden="true">statt </span><s>€${NBSP}4.100,00 / Monat</s></span>`);
  // The pill is the cut as on the card: seen '−6,7 %', heard 'Preis gesenkt um 6,7 %'; then since when.
  const plain = rentDetail.replaceAll("<!-- -->", "");
  expect(plain).toContain(
    '<span class="detail-price-reduced"><span class="visually-hidden">Preis gesenkt um 6,7 %</span><span aria-hidden="true">−6,7 %</span></span>',
  );
  expect(plain).toMatch(/<span class="detail-price-since"> · seit \d{2}\.\d{2}\.\d{4}<\/span>/);
  expect(rentDetail).toContain(`<span class="price-before">vorher €${NBSP}4.100,00 / Monat</span>`);
  expect(rentDetail).toContain(`<td class="price-change price-change-down">−6,7 %</td>`);

  const db = await worker.db();
  const stored = await db
    .selectFrom("immobilien")
    .select(["objektnr_intern", "price_before_reduction"])
    .where("objektnr_intern", "in", ["9501", "9503", "9504", "9506"])
    .orderBy("objektnr_intern")
    .execute();
  expect(stored).toEqual([
    { objektnr_intern: "9501", price_before_reduction: 520000 },
    { objektnr_intern: "9503", price_before_reduction: null },
    { objektnr_intern: "9504", price_before_reduction: 1500 },
    { objektnr_intern: "9506", price_before_reduction: null },
  ]);
});

test("a Suchauftrag mail about a reduction names the old price", async () => {
  await sync([{ n: 20, price: 350000, title: "Wasalarm Reduktion" }], daysAgo(40));
  const db = await worker.db();
  const email = "wasalarm@example.at";
  await db
    .insertInto("search_alerts")
    .values({ id: "alert-was", email, filters: "keyword=Wasalarm", token_salt: "salz", confirmed_at: daysAgo(30).toISOString() })
    .execute();
  await sync([{ n: 20, price: 330000, title: "Wasalarm Reduktion" }], daysAgo(1));
  await worker.scheduled(MAIL_SWEEP_CRON);
  const mail = await waitFor(async () => readSentEmails().find((m) => (m.headers.to ?? "").includes(`<${email}>`)));
  expect(mail.text).toContain(`Preis gesenkt: €${NBSP}330.000 statt €${NBSP}350.000 · `);
  expect(mail.html).toContain(`Preis gesenkt:</strong> €${NBSP}330.000 statt <s>€${NBSP}350.000</s> · `);
});

test("'Neueste' sorts by the date first stored, newest first, the object number breaking ties; old links too", async () => {
  const db = await worker.db();
  const at = (days: number) => daysAgo(days).toISOString();
  // The object numbers run against the dates: sorting by them would put Z900 first.
  await insertProperty(db, { objektnr_intern: "Z900", objekttitel: "Sortprobe alt hohe Nummer", created_at: at(200) });
  await insertProperty(db, { objektnr_intern: "Z100", objekttitel: "Sortprobe neu niedrige Nummer", created_at: at(2) });
  await insertProperty(db, { objektnr_intern: "Z300", objekttitel: "Sortprobe gleichzeitig drei", created_at: at(50) });
  await insertProperty(db, { objektnr_intern: "Z400", objekttitel: "Sortprobe gleichzeitig vier", created_at: at(50) });
  const order = (page: string) =>
    ["neu niedrige", "gleichzeitig vier", "gleichzeitig drei", "alt hohe"]
      .map((title) => ({ title, at: page.indexOf(`Sortprobe ${title}`) }))
      .sort((a, b) => a.at - b.at)
      .map((entry) => entry.title);
  const newest = ["neu niedrige", "gleichzeitig vier", "gleichzeitig drei", "alt hohe"];

  const byDefault = await html("/immobilien?keyword=Sortprobe");
  expect(order(byDefault)).toEqual(newest);
  // The listing stored two days ago carries 'Neu' and leads 'Neueste'.
  expect(byDefault.slice(byDefault.indexOf("<article"), byDefault.indexOf("</article>"))).toContain("Sortprobe neu niedrige Nummer");
  expect(byDefault.slice(byDefault.indexOf("<article"), byDefault.indexOf("</article>"))).toContain('property-badge-new">Neu<');
  expect(order(await html("/immobilien?keyword=Sortprobe&sort=neueste"))).toEqual(newest);
  // Saved links of the old pair keep their meaning: objektnr was the old name of 'Neueste'.
  expect(order(await html("/immobilien?keyword=Sortprobe&sortBy=objektnr&sortOrder=desc"))).toEqual(newest);
  expect(order(await html("/immobilien?keyword=Sortprobe&sort=aelteste"))).toEqual([...newest].reverse());
  expect(order(await html("/immobilien?keyword=Sortprobe&sortBy=objektnr&sortOrder=asc"))).toEqual([...newest].reverse());
});
