// Price history and 'Preis gesenkt' against the real Worker and D1:
// the sync writes a price_history row only when a listing's price changes (trigger of migration
// 0074); cards and the detail page show the badge for a reduction in the last 30 days; the search
// filters and sorts by it; Suchauftrag mails announce reductions of matching listings.
import { expect, test } from "vitest";
import { startWorker } from "./harness";
import { readSentEmails, waitFor } from "./leads-helpers";
import { type PriceListing, syncPriceFeed } from "./price-feed";

const worker = startWorker();
const DAY = 86_400_000;
const MAIL_SWEEP_CRON = "*/10 * * * *";

const IDS = { base: 7400, prefix: "PRICE" };
const sync = (listings: PriceListing[], at: Date) => syncPriceFeed(worker, IDS, listings, at);

async function historyOf(n: number) {
  const db = await worker.db();
  return db
    .selectFrom("price_history")
    .innerJoin("immobilien", "immobilien.id", "price_history.immobilie_id")
    .select(["price_before", "price_after", "changed_at"])
    .where("immobilien.objektnr_intern", "=", String(7400 + n))
    .orderBy("price_history.id")
    .execute();
}

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

test("a sync that changes the price writes one row; unchanged prices and other edits write none", async () => {
  await sync([{ n: 1, price: 300000 }], daysAgo(60));
  expect(await historyOf(1)).toEqual([]);
  // Same price, other text: the row is rewritten, no history.
  await sync([{ n: 1, price: 300000, title: "Preiswohnung 1 neu beschrieben" }], daysAgo(50));
  expect(await historyOf(1)).toEqual([]);
  const reducedAt = daysAgo(10);
  await sync([{ n: 1, price: 285000 }], reducedAt);
  expect(await historyOf(1)).toEqual([{ price_before: 300000, price_after: 285000, changed_at: reducedAt.toISOString() }]);
  // The same feed again: no second row.
  await sync([{ n: 1, price: 285000 }], daysAgo(9));
  expect(await historyOf(1)).toHaveLength(1);
  const raisedAt = daysAgo(5);
  await sync([{ n: 1, price: 295000 }], raisedAt);
  expect((await historyOf(1)).at(-1)).toEqual({ price_before: 285000, price_after: 295000, changed_at: raisedAt.toISOString() });
  const db = await worker.db();
  const row = await db.selectFrom("immobilien").select("price_reduced_at").where("objektnr_intern", "=", "7401").executeTakeFirstOrThrow();
  expect(row.price_reduced_at).toBeNull();
});

test("badge rules: a reduction in the last 30 days, not an older one, not an increase, not an offer change", async () => {
  await sync(
    [
      { n: 2, price: 400000, title: "Gesenkt vor zehn Tagen" },
      { n: 3, price: 400000, title: "Gesenkt vor vierzig Tagen" },
      { n: 4, price: 400000, title: "Teurer geworden" },
      { n: 5, price: 1500, rent: "warm", title: "Miete gesenkt" },
      { n: 6, price: 400000, title: "Von Kauf zu Miete" },
    ],
    daysAgo(90),
  );
  await sync([{ n: 3, price: 380000, title: "Gesenkt vor vierzig Tagen" }], daysAgo(40));
  await sync(
    [
      { n: 2, price: 379000, title: "Gesenkt vor zehn Tagen" },
      { n: 4, price: 420000, title: "Teurer geworden" },
      { n: 5, price: 1390, rent: "warm", title: "Miete gesenkt" },
      { n: 6, price: 1200, rent: "warm", title: "Von Kauf zu Miete" },
    ],
    daysAgo(10),
  );
  expect(await historyOf(6)).toEqual([]);

  const page = await (await worker.fetch("/immobilien?keyword=gesenkt")).text();
  const card = (title: string) => page.slice(page.indexOf(title), page.indexOf("</article>", page.indexOf(title)));
  expect(card("Gesenkt vor zehn Tagen")).toContain("Preis gesenkt");
  expect(card("Miete gesenkt")).toContain("Preis gesenkt");
  expect(card("Gesenkt vor vierzig Tagen")).not.toContain("Preis gesenkt");

  const reduced = await (await worker.fetch("/immobilien/7402")).text();
  expect(reduced).toContain('class="detail-price-reduced"');
  // The badge says from what: the price before the cut, struck through.
  expect(reduced).toMatch(/<span class="detail-price-before">.*?<span aria-hidden="true">statt <\/span><s>€\u00a0400\.000<\/s><\/span>/);
  expect(reduced).toContain("Preisentwicklung");
  expect(reduced).toMatch(
    /<span class="price-after">€\u00a0379\.000<\/span><span class="price-before">vorher (<!-- -->)?€\u00a0400\.000<\/span><\/td><td class="price-change price-change-down">−5,3 %/,
  );
  const old = await (await worker.fetch("/immobilien/7403")).text();
  expect(old).not.toContain('class="detail-price-reduced"');
  expect(old).toContain("Preisentwicklung");
  const raised = await (await worker.fetch("/immobilien/7404")).text();
  expect(raised).not.toContain('class="detail-price-reduced"');
  expect(raised).toContain("+5 %");
  const rent = await (await worker.fetch("/immobilien/7405")).text();
  expect(rent).toContain("€\u00a01.390 / Monat");
  const switched = await (await worker.fetch("/immobilien/7406")).text();
  expect(switched).not.toContain("Preisentwicklung");
  expect(switched).not.toContain('class="detail-price-reduced"');
});

test("the search filters and sorts by 'Preis gesenkt'; bad values mean no filter", async () => {
  await sync(
    [
      { n: 7, price: 500000, title: "Filterwohnung früh" },
      { n: 8, price: 500000, title: "Filterwohnung spät" },
    ],
    daysAgo(80),
  );
  await sync([{ n: 7, price: 480000, title: "Filterwohnung früh" }], daysAgo(20));
  await sync([{ n: 8, price: 470000, title: "Filterwohnung spät" }], daysAgo(2));
  await sync([{ n: 9, price: 500000, title: "Filterwohnung nie" }], daysAgo(2));

  const filtered = await (await worker.fetch("/immobilien?keyword=Filterwohnung&priceReduced=1&sortBy=reduced")).text();
  expect(filtered).toContain("Filterwohnung früh");
  expect(filtered).not.toContain("Filterwohnung nie");
  expect(filtered.indexOf("Filterwohnung spät")).toBeLessThan(filtered.indexOf("Filterwohnung früh"));
  expect(filtered).toContain(`<input type="checkbox" name="priceReduced" checked="" value="1"/>`);

  for (const value of ["0", "ja", "<script>", "1&priceReduced=1"]) {
    const res = await worker.fetch(`/immobilien?keyword=Filterwohnung&priceReduced=${encodeURIComponent(value)}&sortBy=reduced`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Filterwohnung nie");
  }
});

test("a Suchauftrag mail announces a price reduction of a matching listing once, marked as such", async () => {
  await sync([{ n: 10, price: 350000, title: "Alarmwohnung Reduktion" }], daysAgo(40));
  const db = await worker.db();
  const email = "preis-gesenkt@example.at";
  await db
    .insertInto("search_alerts")
    .values({ id: "alert-reduced", email, filters: "keyword=Alarmwohnung", token_salt: "salz", confirmed_at: daysAgo(30).toISOString() })
    .execute();
  // Known before the alert, unchanged: nothing to announce.
  await worker.scheduled(MAIL_SWEEP_CRON);
  const mails = () => db.selectFrom("search_alert_emails").select("id").where("alert_id", "=", "alert-reduced").execute();
  expect(await mails()).toHaveLength(0);

  await sync([{ n: 10, price: 330000, title: "Alarmwohnung Reduktion" }], daysAgo(1));
  await worker.scheduled(MAIL_SWEEP_CRON);
  const mail = await waitFor(async () => readSentEmails().find((m) => (m.headers.to ?? "").includes(`<${email}>`)));
  expect(mail.subject).toBe("Preis gesenkt: Alarmwohnung Reduktion");
  expect(mail.text).toContain("Preis gesenkt: €\u00a0330.000");
  expect(mail.html).toContain("Preis gesenkt:</strong> €\u00a0330.000");

  // Announced once: the next sweep finds nothing new.
  await worker.scheduled(MAIL_SWEEP_CRON);
  expect(await mails()).toHaveLength(1);
});
