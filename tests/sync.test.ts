// The feed sync through the REAL Worker: the cron trigger runs syncFeed, which fetches from a
// local HTTP server started here (api_credentials point at it). DESIGN.md section 5.
// The tests run in order and build on each other's database state, like consecutive cron runs.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { zipSync } from "fflate";
import { afterAll, beforeAll, expect, test } from "vitest";
import { syncFeed } from "~/server/feed/sync.server";
import { startWorker } from "./harness";

const worker = startWorker();

interface Served {
  status: number;
  body: string | Uint8Array;
  type: string;
}
let served: Served = { status: 200, body: "", type: "application/xml" };
let lastAuthorization: string | undefined;
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastAuthorization = req.headers.authorization;
    res.writeHead(served.status, { "Content-Type": served.type });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const env = await worker.env();
  // Plain http to the local server, so no credentials: the sync refuses to send them over http
  // (last test; basic auth over https is in tests/admin-feed-credentials.test.ts).
  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, '')")
    .bind(`http://127.0.0.1:${port}/feed.xml`)
    .run();
  // A demo row from the seed: a full transfer must never withdraw it (ADR 0031).
  await env.DB.prepare(
    "INSERT INTO immobilien (objektnr_intern, objekttitel, status, source, active) VALUES ('seed-1', 'Demo-Wohnung', 'SALE', 'seed', 1)",
  ).run();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface FeedObject {
  n: number;
  price?: number;
  aktion?: string;
  description?: string;
}

function object({ n, price = 300000 + n * 1000, aktion = "CHANGE", description }: FeedObject): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1${String((n % 23) + 1).padStart(2, "0")}0</plz><ort>Wien</ort></geo>
    <kontaktperson><name>Huber</name><email_direkt>huber@example.at</email_direkt></kontaktperson>
    <preise><kaufpreis>${price}</kaufpreis></preise>
    <flaechen><wohnflaeche>${50 + n}</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer><balkon_terrasse_flaeche>6</balkon_terrasse_flaeche></flaechen>
    <freitexte><objekttitel>Wohnung ${n}</objekttitel><objektbeschreibung>${description ?? `&lt;p&gt;Helle Wohnung Nummer ${n}&lt;/p&gt;`}</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_intern>${9000 + n}</objektnr_intern><objektnr_extern>W-${n}</objektnr_extern><aktion aktionart="${aktion}"/><openimmo_obid>OBID${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

function feed(objects: FeedObject[], umfang: "VOLL" | "TEIL" = "VOLL"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="${umfang}" version="1.2.7"/><anbieter><firma>Donau Estate</firma>${objects.map(object).join("")}</anbieter></openimmo>`;
}

const range = (from: number, to: number): FeedObject[] => Array.from({ length: to - from + 1 }, (_, i) => ({ n: from + i }));

function serve(body: string | Uint8Array, status = 200, type = "application/xml"): void {
  served = { status, body, type };
}

interface RunRow {
  trigger: string;
  transfer: string | null;
  status: string;
  items_processed: number;
  items_created: number;
  items_updated: number;
  items_unchanged: number;
  items_skipped: number;
  items_withdrawn: number;
  error_message: string | null;
}

/** Fire the hourly cron and return the sync_runs row it wrote plus sync_status. */
async function runCron() {
  const env = await worker.env();
  const before = await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM sync_runs").first<{ id: number }>();
  await worker.scheduled("0 * * * *");
  // scheduled() resolves once the handler's waitUntil work is done; poll briefly in case it is not.
  for (let i = 0; i < 100; i++) {
    const run = await env.DB.prepare("SELECT * FROM sync_runs WHERE id > ? AND status != 'running' ORDER BY id DESC LIMIT 1")
      .bind(before?.id ?? 0)
      .first<RunRow>();
    if (run) {
      const status = await env.DB.prepare(
        "SELECT status, items_processed, error_message, last_sync_at FROM sync_status WHERE id = 'justimmo'",
      ).first<{
        status: string;
        items_processed: number;
        error_message: string | null;
      }>();
      return { run, status };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the cron did not finish a sync run");
}

async function snapshot() {
  const env = await worker.env();
  const { results } = await env.DB.prepare(
    "SELECT objektnr_intern, kaufpreis, active, withdrawn_at, updated_at, content_hash, source FROM immobilien ORDER BY objektnr_intern",
  ).all();
  return results;
}

async function property(intern: string) {
  const env = await worker.env();
  return env.DB.prepare("SELECT * FROM immobilien WHERE objektnr_intern = ?").bind(intern).first<Record<string, unknown>>();
}

test("the first import creates every object with derived columns, fetching the URL from api_credentials", async () => {
  serve(feed(range(1, 6)));
  const { run, status } = await runCron();
  expect(run).toMatchObject({
    trigger: "cron",
    transfer: "VOLL",
    status: "success",
    items_processed: 6,
    items_created: 6,
    items_updated: 0,
    items_unchanged: 0,
    items_withdrawn: 0,
  });
  expect(status).toMatchObject({ status: "success", items_processed: 6, error_message: null });
  expect(lastAuthorization).toBeUndefined();
  const row = await property("9003");
  expect(row).toMatchObject({
    objektnr_extern: "W-3",
    openimmo_obid: "OBID3",
    objekttitel: "Wohnung 3",
    kaufpreis: 303000,
    status: "SALE",
    property_type: "apartment",
    price_value: 303000,
    area_value: 53,
    district_label: "Wien 4. Bezirk",
    source: "feed",
    active: 1,
    kontakt_firma: "Donau Estate",
  });
  const env = await worker.env();
  const amenities = await env.DB.prepare("SELECT amenity FROM immobilien_amenities WHERE immobilie_id = ?")
    .bind(row?.id)
    .all<{ amenity: string }>();
  expect(amenities.results.map((a) => a.amenity)).toEqual(["balkon"]);
});

test("a second run of the same feed rewrites nothing and counts every object unchanged", async () => {
  const before = await snapshot();
  const { run } = await runCron();
  expect(run).toMatchObject({
    status: "success",
    items_processed: 6,
    items_created: 0,
    items_updated: 0,
    items_unchanged: 6,
    items_withdrawn: 0,
  });
  expect(await snapshot()).toEqual(before);
});

test("an object's XML hash is stored; XML that differs only in layout is not rewritten, only re-hashed (ADR 0034)", async () => {
  const env = await worker.env();
  const hashes = async () =>
    (
      await env.DB.prepare("SELECT objektnr_intern, feed_xml_hash FROM immobilien WHERE source = 'feed' ORDER BY objektnr_intern").all<{
        objektnr_intern: string;
        feed_xml_hash: string | null;
      }>()
    ).results;
  const stored = await hashes();
  expect(stored).toHaveLength(6);
  for (const row of stored) expect(row.feed_xml_hash).toMatch(/^[0-9a-f]{64}$/);

  const before = await snapshot();
  serve(feed(range(1, 6)).replaceAll("\n    <", "\n\t<"));
  const { run } = await runCron();
  expect(run).toMatchObject({ status: "success", items_processed: 6, items_updated: 0, items_unchanged: 6 });
  // Same content: no row rewritten (updated_at, content_hash as before), each with its new XML's hash.
  expect(await snapshot()).toEqual(before);
  const rehashed = await hashes();
  for (const [i, row] of rehashed.entries()) expect(row.feed_xml_hash).not.toBe(stored[i]?.feed_xml_hash);

  // The same XML again: counted unchanged from the XML hash alone, without mapping. A mapped
  // object would be compared with this planted content hash and rewritten; these are not.
  await env.DB.prepare("UPDATE immobilien SET content_hash = 'gepflanzt' WHERE source = 'feed'").run();
  expect((await runCron()).run).toMatchObject({ status: "success", items_unchanged: 6, items_updated: 0 });
  expect(await hashes()).toEqual(rehashed);
  const planted = await env.DB.prepare("SELECT COUNT(*) AS n FROM immobilien WHERE source = 'feed' AND content_hash = 'gepflanzt'").first<{
    n: number;
  }>();
  expect(planted?.n).toBe(6);
  // Put the real hashes back for the tests that follow: a layout change maps every object again.
  await env.DB.prepare("UPDATE immobilien SET feed_xml_hash = NULL WHERE source = 'feed'").run();
  expect((await runCron()).run).toMatchObject({ status: "success", items_updated: 6 });
  serve(feed(range(1, 6)));
  expect((await runCron()).run).toMatchObject({ status: "success", items_unchanged: 6 });
  expect(await hashes()).toEqual(stored);
});

test("a changed price updates that row only", async () => {
  const before = await property("9002");
  serve(feed([...range(1, 1), { n: 2, price: 199000 }, ...range(3, 6)]));
  const { run } = await runCron();
  expect(run).toMatchObject({ status: "success", items_updated: 1, items_unchanged: 5, items_created: 0 });
  const after = await property("9002");
  expect(after).toMatchObject({ kaufpreis: 199000, price_value: 199000 });
  expect(after?.content_hash).not.toBe(before?.content_hash);
});

test("a partial transfer applies aktion DELETE (any case) by withdrawing the object", async () => {
  serve(feed([{ n: 4, aktion: "delete" }, { n: 7 }], "TEIL"));
  const { run } = await runCron();
  expect(run).toMatchObject({ transfer: "TEIL", status: "success", items_created: 1, items_withdrawn: 1 });
  const withdrawn = await property("9004");
  expect(withdrawn?.active).toBe(0);
  expect(withdrawn?.withdrawn_at).toEqual(expect.any(String));
  // A partial transfer withdraws nothing else.
  expect((await property("9005"))?.active).toBe(1);
});

// Objects 1-7 without 5, with 2 at its changed price: the stock from here on.
const stock: FeedObject[] = [{ n: 1 }, { n: 2, price: 199000 }, { n: 3 }, { n: 4 }, { n: 6 }, { n: 7 }];

test("a full feed without an object withdraws it, and an object that reappears is active again", async () => {
  serve(feed(stock));
  const { run } = await runCron();
  // 4 is back (re-activated), 5 is gone, the seed row stays.
  expect(run).toMatchObject({ transfer: "VOLL", status: "success", items_withdrawn: 1, items_updated: 1 });
  expect(await property("9004")).toMatchObject({ active: 1, withdrawn_at: null });
  expect(await property("9005")).toMatchObject({ active: 0 });
  expect(await property("seed-1")).toMatchObject({ active: 1, source: "seed" });
});

test("a ZIP holding the XML is read like plain XML", async () => {
  const xml = feed(stock);
  serve(zipSync({ "export/feed.xml": new TextEncoder().encode(xml) }), 200, "application/zip");
  const { run } = await runCron();
  expect(run).toMatchObject({ status: "success", items_processed: 6, items_unchanged: 6, items_withdrawn: 0 });
});

const failures: [string, () => void, string][] = [
  ["malformed XML", () => serve("<openimmo><anbieter><immobilie></anbieter>"), "Die XML-Daten konnten nicht verarbeitet werden."],
  ["an empty body", () => serve(""), "Der Feed ist leer."],
  ["401", () => serve("nope", 401, "text/plain"), "Ungültige API-Zugangsdaten (401). Bitte prüfen Sie Benutzername und Passwort."],
  ["404", () => serve("nope", 404, "text/plain"), "Feed-URL nicht gefunden (404)."],
  [
    "a feed without properties",
    () => serve('<openimmo><uebertragung umfang="VOLL"/><anbieter><firma>x</firma></anbieter></openimmo>'),
    "Keine Immobilien im XML-Feed gefunden.",
  ],
];

for (const [name, setUp, message] of failures) {
  test(`${name} changes nothing and records '${message}'`, async () => {
    const before = await snapshot();
    setUp();
    const { run, status } = await runCron();
    expect(run).toMatchObject({ status: "error", error_message: message, items_created: 0, items_updated: 0, items_withdrawn: 0 });
    expect(status).toMatchObject({ status: "error", error_message: message });
    expect(await snapshot()).toEqual(before);
  });
}

test("a full feed with fewer than half the active feed rows changes nothing (shrink guard)", async () => {
  const before = await snapshot();
  serve(feed(range(1, 2)));
  const { run, status } = await runCron();
  expect(run.status).toBe("error");
  expect(run.error_message).toContain("weniger als die Hälfte der aktiven Immobilien");
  expect(status?.status).toBe("error");
  expect(await snapshot()).toEqual(before);
});

test("a run is refused while another started less than 10 minutes ago", async () => {
  const env = await worker.env();
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  await env.DB.prepare("UPDATE sync_status SET status = 'running' WHERE id = 'justimmo'").run();
  await env.DB.prepare("INSERT INTO sync_runs (trigger, status, started_at) VALUES ('admin', 'running', ?)").bind(startedAt).run();
  const before = await snapshot();
  serve(feed(range(1, 6)));
  const { run } = await runCron();
  expect(run).toMatchObject({
    status: "error",
    error_message: "Eine Synchronisierung läuft bereits. Bitte versuchen Sie es in einigen Minuten erneut.",
  });
  expect(await snapshot()).toEqual(before);
  await env.DB.prepare("UPDATE sync_runs SET status = 'error' WHERE status = 'running'").run();
  await env.DB.prepare("UPDATE sync_status SET status = 'error' WHERE id = 'justimmo'").run();
});

test("script tags, event handlers and javascript: links in descriptions are gone after import", async () => {
  const description =
    "&lt;p onclick=&quot;steal()&quot;&gt;Schön&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;javascript:alert(2)&quot;&gt;Link&lt;/a&gt;&lt;img src=x onerror=alert(3)&gt;&lt;/p&gt;";
  serve(feed([...range(1, 3), { n: 7 }, { n: 8, description }], "TEIL"));
  const { run } = await runCron();
  expect(run.status).toBe("success");
  const html = String((await property("9008"))?.objektbeschreibung);
  expect(html).toContain("Schön");
  expect(html).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
});

test("the justimmo sample list imports with field values, a duplicate object counted as skipped", async () => {
  serve(readFileSync("tests/fixtures/openimmo/justimmo-api-v1-realty-list-7-objects.xml"));
  const { run, status } = await runCron();
  expect(run).toMatchObject({ transfer: "VOLL", status: "partial", items_processed: 7, items_created: 6, items_skipped: 1 });
  expect(status?.status).toBe("partial");
  expect(await property("195422")).toMatchObject({
    objektnr_extern: "O-7/19",
    gesamtmietebrutto: 10460,
    gesamtmietenetto: 9585,
    hwbklasse: "A++",
    status: "RENT",
  });
  // The generated objects are no longer in this full feed: withdrawn; the seed row stays.
  expect(await property("9001")).toMatchObject({ active: 0 });
  expect(await property("seed-1")).toMatchObject({ active: 1 });
});

test("the admin trigger calls the same function: its result carries the message and the run is recorded as 'admin'", async () => {
  const env = await worker.env();
  const db = await worker.db();
  const saved = await env.DB.prepare("SELECT username, password FROM api_credentials WHERE service_name = 'justimmo'").first<{
    username: string;
    password: string;
  }>();
  await env.DB.prepare("DELETE FROM api_credentials").run();
  const missing = await syncFeed({ db, fetch: globalThis.fetch, now: new Date(), trigger: "admin" });
  expect(missing).toMatchObject({ status: "error", message: "Keine Feed-Konfiguration vorhanden.", created: 0, withdrawn: 0 });

  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, ?)")
    .bind(saved?.username, saved?.password)
    .run();
  const injected: typeof fetch = async () =>
    new Response(readFileSync("tests/fixtures/openimmo/justimmo-api-v1-realty-list-7-objects.xml"));
  const result = await syncFeed({ db, fetch: injected, now: new Date(), trigger: "admin" });
  expect(result).toMatchObject({ status: "partial", itemsProcessed: 7, created: 0, unchanged: 6, skipped: 1, withdrawn: 0 });
  expect(result.message).toBe(
    "7 Immobilien verarbeitet (Vollabgleich): 0 neu, 0 aktualisiert, 6 unverändert, 0 zurückgezogen, 1 übersprungen.",
  );
  const run = await env.DB.prepare("SELECT trigger, transfer, status FROM sync_runs WHERE id = ?").bind(result.runId).first();
  expect(run).toEqual({ trigger: "admin", transfer: "VOLL", status: "partial" });
});

test("credentials with a plain http feed URL are refused before any request is sent", async () => {
  const env = await worker.env();
  const saved = await env.DB.prepare("SELECT username FROM api_credentials WHERE service_name = 'justimmo'").first<{ username: string }>();
  const withUser = String(saved?.username).replace("http://", "http://makler@");
  await env.DB.prepare("UPDATE api_credentials SET username = ? WHERE service_name = 'justimmo'").bind(withUser).run();
  const before = await snapshot();
  lastAuthorization = "nothing sent";
  serve(feed(stock));
  const { run } = await runCron();
  expect(run).toMatchObject({
    status: "error",
    error_message:
      "Zugangsdaten werden nur über https übertragen. Bitte hinterlegen Sie auf der Seite „Technik“ eine https-Feed-URL oder entfernen Sie Benutzername und Passwort.",
  });
  expect(lastAuthorization).toBe("nothing sent");
  expect(await snapshot()).toEqual(before);
});
