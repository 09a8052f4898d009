// Feed sync write atomicity and its lock against the real D1 of the
// Worker: syncFeed is called directly with an injected fetch (no network) and, for the failure
// case, a D1 binding whose second batch fails as a D1 outage would.
import { expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { syncFeed } from "~/server/feed/sync.server";
import { startWorker } from "./harness";

const worker = startWorker();
const FEED_URL = "https://feed.example/openimmo.xml";
const BUSY = "Eine Synchronisierung läuft bereits. Bitte versuchen Sie es in einigen Minuten erneut.";

interface Item {
  n: number;
  balkon: boolean;
  keller: boolean;
}

function object({ n, balkon, keller }: Item): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>${300000 + n}</kaufpreis></preise>
    <flaechen><wohnflaeche>60</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer>${balkon ? "<balkon_terrasse_flaeche>6</balkon_terrasse_flaeche>" : ""}${keller ? "<anzahl_keller>1</anzahl_keller>" : ""}</flaechen>
    <freitexte><objekttitel>Wohnung ${n}</objekttitel><objektbeschreibung>Wohnung ${n}</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_intern>${7000 + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>ATOM${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

function feed(items: Item[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7"/><anbieter><firma>Donau Estate</firma>${items.map(object).join("")}</anbieter></openimmo>`;
}

const serving =
  (xml: string): typeof fetch =>
  async () =>
    new Response(xml, { headers: { "Content-Type": "application/xml" } });

async function amenitiesByObject(): Promise<Map<string, string[]>> {
  const env = await worker.env();
  const { results } = await env.DB.prepare(
    `SELECT i.objektnr_intern AS nr, COALESCE(group_concat(a.amenity, ','), '') AS amenities
     FROM immobilien i LEFT JOIN immobilien_amenities a ON a.immobilie_id = i.id
     WHERE i.objektnr_intern LIKE '7%' GROUP BY i.id`,
  ).all<{ nr: string; amenities: string }>();
  return new Map(results.map((row) => [row.nr, row.amenities.split(",").filter(Boolean).sort()]));
}

test("a failed D1 batch never leaves a property with a new content hash and old amenities; the next run repairs all", async () => {
  const env = await worker.env();
  const db = await worker.db();
  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, '')").bind(FEED_URL).run();
  const count = 60;
  const first = Array.from({ length: count }, (_, i) => ({ n: i + 1, balkon: true, keller: false }));
  const imported = await syncFeed({ db, fetch: serving(feed(first)), now: new Date(), trigger: "test" });
  expect(imported).toMatchObject({ status: "success", created: count });

  // Object 1 loses its balcony (row + amenity delete: 2 statements), every other object gains a
  // cellar (3 statements each): 2 + 49 × 3 = 149, so object 51's three statements would straddle
  // the 150-statement batch boundary if batches were cut by count.
  const second = first.map((item) => (item.n === 1 ? { ...item, balkon: false } : { ...item, keller: true }));
  let batches = 0;
  const failingSecondBatch = {
    prepare: (query: string) => env.DB.prepare(query),
    batch: async (statements: D1PreparedStatement[]) => {
      batches++;
      if (batches === 2) throw new Error("D1_ERROR: simulated outage");
      return env.DB.batch(statements);
    },
  } as unknown as D1Database;
  const failed = await syncFeed({ db: createDb(failingSecondBatch), fetch: serving(feed(second)), now: new Date(), trigger: "test" });
  expect(failed.status).toBe("error");
  expect(batches).toBe(2);

  const repaired = await syncFeed({ db, fetch: serving(feed(second)), now: new Date(), trigger: "test" });
  expect(repaired.status).toBe("success");
  const stored = await amenitiesByObject();
  for (const item of second) {
    const expected = [...(item.balkon ? ["balkon"] : []), ...(item.keller ? ["keller"] : [])].sort();
    expect(stored.get(String(7000 + item.n)), `object ${7000 + item.n}`).toEqual(expected);
  }
});

test("syncs started at the same moment: exactly one runs, the others are refused as busy", async () => {
  const env = await worker.env();
  const db = await worker.db();
  const items = Array.from({ length: 60 }, (_, i) => ({ n: i + 1, balkon: true, keller: true }));
  const slowFeed: typeof fetch = async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return new Response(feed(items), { headers: { "Content-Type": "application/xml" } });
  };
  const now = new Date();
  const results = await Promise.all(Array.from({ length: 3 }, () => syncFeed({ db, fetch: slowFeed, now, trigger: "test" })));
  const ran = results.filter((result) => result.message !== BUSY);
  expect(ran).toHaveLength(1);
  expect(ran[0]?.status).toBe("success");
  expect(results.filter((result) => result.message === BUSY)).toHaveLength(2);
  const running = await env.DB.prepare("SELECT COUNT(*) AS n FROM sync_runs WHERE status = 'running'").first<{ n: number }>();
  expect(running?.n).toBe(0);
});
