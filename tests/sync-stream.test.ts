// The streaming feed sync through the REAL Worker: the cron fetches from a local HTTP
// server started here, which can hold the rest of the feed back or cut it off. The tests run in
// order and build on each other's database state, like consecutive cron runs.
import type { ServerResponse } from "node:http";
import { expect, test } from "vitest";
import { startWorker } from "./harness";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker();

/** What the feed server sends: parts written in order; a part may wait for a promise first. */
type Part = string | (() => Promise<void>);
let parts: Part[] = [];

serveLocalFeed(worker, async (_req, res: ServerResponse) => {
  res.writeHead(200, { "Content-Type": "application/xml" });
  for (const part of parts) {
    if (typeof part === "string") res.write(part);
    else await part();
  }
  res.end();
});

function object(n: number, { price = 300000 + n * 1000, aktion = "CHANGE" } = {}): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1${String((n % 23) + 1).padStart(2, "0")}0</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>${price}</kaufpreis></preise>
    <flaechen><wohnflaeche>${50 + (n % 90)}</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>Wohnung ${n}</objekttitel><objektbeschreibung>&lt;p&gt;Wohnung ${n}&lt;/p&gt;</objektbeschreibung></freitexte>
    <verwaltung_techn><objektnr_intern>${5000 + n}</objektnr_intern><aktion aktionart="${aktion}"/><openimmo_obid>STREAM${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

const head = (umfang: "VOLL" | "TEIL" = "VOLL") =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<openimmo><uebertragung umfang="${umfang}"/><anbieter><firma>Donau Estate</firma>`;
const tail = "</anbieter></openimmo>";
const objects = (from: number, to: number, options?: { price?: number; aktion?: string }) =>
  Array.from({ length: to - from + 1 }, (_, i) => object(from + i, options)).join("");

async function count(sql: string): Promise<number> {
  const env = await worker.env();
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

async function lastRun() {
  const env = await worker.env();
  return env.DB.prepare("SELECT * FROM sync_runs ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
}

test("objects are written while the feed is still arriving: rows exist before the server sends the rest", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let rowsWhileHeld = -1;
  parts = [
    head() + objects(1, 150),
    async () => {
      // The Worker must have written the first batch before the feed goes on.
      for (let i = 0; i < 100 && rowsWhileHeld <= 0; i++) {
        rowsWhileHeld = await count("SELECT COUNT(*) AS n FROM immobilien WHERE source = 'feed'");
        if (rowsWhileHeld <= 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await held;
    },
    objects(151, 250) + tail,
  ];
  const run = worker.scheduled("0 * * * *");
  while (rowsWhileHeld < 0) await new Promise((resolve) => setTimeout(resolve, 20));
  release();
  await run;
  expect(rowsWhileHeld).toBeGreaterThanOrEqual(100);
  expect(rowsWhileHeld).toBeLessThan(250);
  expect(await lastRun()).toMatchObject({ status: "success", items_processed: 250, items_created: 250, items_withdrawn: 0 });
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 1")).toBe(250);
});

test("a full feed cut off after many objects writes what closed and withdraws nothing", async () => {
  parts = [head() + objects(1, 230, { price: 111000 }) + object(231).slice(0, 200)];
  await worker.scheduled("0 * * * *");
  expect(await lastRun()).toMatchObject({
    status: "error",
    error_message: "Die XML-Daten konnten nicht verarbeitet werden.",
    items_withdrawn: 0,
  });
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 1")).toBe(250);
  // Past half the stock the writes went out batch by batch; the last, unfinished batch did not.
  const repriced = await count("SELECT COUNT(*) AS n FROM immobilien WHERE kaufpreis = 111000");
  expect(repriced).toBeGreaterThanOrEqual(125);
  expect(repriced).toBeLessThan(230);
});

test("a full feed with fewer than half the stock, spread over several batches, changes nothing (shrink guard)", async () => {
  const before = await count("SELECT COUNT(*) AS n FROM immobilien WHERE kaufpreis = 222000");
  parts = [head() + objects(1, 120, { price: 222000 }) + tail];
  await worker.scheduled("0 * * * *");
  const run = await lastRun();
  expect(run).toMatchObject({ status: "error", items_withdrawn: 0 });
  expect(String(run?.error_message)).toContain("weniger als die Hälfte der aktiven Immobilien");
  expect(before).toBe(0);
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE kaufpreis = 222000")).toBe(0);
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 1")).toBe(250);
});

test("a partial transfer's DELETE is applied only once the feed ended well-formed", async () => {
  parts = [head("TEIL") + object(7, { aktion: "DELETE" }) + objects(8, 9)];
  await worker.scheduled("0 * * * *");
  expect(await lastRun()).toMatchObject({ status: "error", items_withdrawn: 0 });
  expect(await count("SELECT active AS n FROM immobilien WHERE objektnr_intern = '5007'")).toBe(1);

  parts = [head("TEIL") + object(7, { aktion: "DELETE" }) + objects(8, 9) + tail];
  await worker.scheduled("0 * * * *");
  expect(await lastRun()).toMatchObject({ status: "success", items_withdrawn: 1 });
  expect(await count("SELECT active AS n FROM immobilien WHERE objektnr_intern = '5007'")).toBe(0);
});

test("the whole feed read again ends in the same state as one run: every object active, nothing rewritten twice", async () => {
  parts = [head() + objects(1, 250) + tail];
  await worker.scheduled("0 * * * *");
  expect(await lastRun()).toMatchObject({ status: "success", items_processed: 250, items_withdrawn: 0 });
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 1")).toBe(250);
  await worker.scheduled("0 * * * *");
  expect(await lastRun()).toMatchObject({ status: "success", items_unchanged: 250, items_updated: 0, items_created: 0 });
});
