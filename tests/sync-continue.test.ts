// A feed run that cannot finish within one invocation's budget continues in the next:
// the cursor and the rows seen are kept in D1 (migration 0055), the admin panel shows the
// progress, and withdrawals happen once, at the end. syncFeed is called with a tiny budget
// against the real Worker's D1; the queue hand-over runs through the real Worker.
import { expect, test } from "vitest";
import { type SyncResult, syncFeed } from "~/server/feed/sync.server";
import { createClient, makeAdmin, signedInUser } from "./auth-helpers";
import { startWorker } from "./harness";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker();

let feedXml = "";
let requests = 0;

serveLocalFeed(worker, (_req, res) => {
  requests++;
  res.writeHead(200, { "Content-Type": "application/xml" });
  res.end(feedXml);
});

function object(n: number, price: number): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1${String((n % 23) + 1).padStart(2, "0")}0</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>${price}</kaufpreis></preise>
    <flaechen><wohnflaeche>${50 + (n % 90)}</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>Wohnung ${n}</objekttitel></freitexte>
    <verwaltung_techn><objektnr_intern>${7000 + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>CONT${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

function feed(numbers: number[], price: (n: number) => number): string {
  return `<?xml version="1.0"?><openimmo><uebertragung umfang="VOLL"/><anbieter><firma>Donau Estate</firma>${numbers
    .map((n) => object(n, price(n)))
    .join("")}</anbieter></openimmo>`;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function sync(budget?: { maxMs: number; maxObjects: number }): Promise<SyncResult> {
  return syncFeed({ db: await worker.db(), fetch: globalThis.fetch, now: new Date(), trigger: "test", budget });
}

/** Each row's visible state (not its timestamps): the end state two runs must share. */
async function state() {
  const env = await worker.env();
  const { results } = await env.DB.prepare(
    "SELECT objektnr_intern, kaufpreis, active, withdrawn_at IS NOT NULL AS withdrawn, content_hash, source FROM immobilien ORDER BY objektnr_intern",
  ).all();
  return results;
}

async function count(sql: string): Promise<number> {
  const env = await worker.env();
  return (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

// The stock: 350 objects. The next feed drops 301-350, adds 351-400 and reprices every third.
const stock = feed(range(1, 350), (n) => 200000 + n);
const next = feed([...range(1, 300), ...range(351, 400)], (n) => (n % 3 === 0 ? 250000 + n : 200000 + n));

// Five syncs of 350 objects: about 10 s on an idle machine, three times that on a busy one.
test("a run over its budget continues in the next invocations and ends as one run would, withdrawing once at the end", {
  timeout: 90_000,
}, async () => {
  feedXml = stock;
  expect(await sync()).toMatchObject({ status: "success", created: 350 });

  // The same change as one run, for the end state to compare with; then back to the stock.
  feedXml = next;
  expect(await sync()).toMatchObject({ status: "success", withdrawn: 50 });
  const oneRun = await state();
  feedXml = stock;
  expect(await sync()).toMatchObject({ status: "success", withdrawn: 50 });
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 1")).toBe(350);

  // Now with a budget of 100 objects per invocation.
  feedXml = next;
  requests = 0;
  const invocations: SyncResult[] = [];
  for (let i = 0; i < 10; i++) {
    const result = await sync({ maxMs: 60_000, maxObjects: 100 });
    invocations.push(result);
    if (result.status !== "running") break;
    // Paused: nothing withdrawn yet, the run still open, its cursor recorded.
    expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 0")).toBe(50);
    expect(await count("SELECT COUNT(*) AS n FROM sync_runs WHERE status = 'running' AND paused_at IS NOT NULL")).toBe(1);
  }
  // Writes are held back until the feed showed half the stock (shrink guard), so the first
  // invocation handles 200 objects, then 100 each: 200, 300, 350 of 350.
  expect(invocations.map((result) => result.status)).toEqual(["running", "running", "success"]);
  expect(invocations[0]?.message).toBe("200 von 350 Objekten verarbeitet.");
  expect(invocations[1]?.message).toBe("300 von 350 Objekten verarbeitet.");
  expect(requests).toBe(3);
  expect(new Set(invocations.map((result) => result.runId)).size).toBe(1);
  expect(invocations[2]).toMatchObject({ itemsProcessed: 350, withdrawn: 50, created: 0, updated: 150, unchanged: 200 });
  expect(await state()).toEqual(oneRun);
  expect(await count("SELECT COUNT(*) AS n FROM sync_run_objects")).toBe(0);
});

test("Technik (the feed card's page, ADR 0365) shows 'n von m Objekten' while a run waits for its next invocation", async () => {
  feedXml = stock;
  expect(await sync({ maxMs: 60_000, maxObjects: 100 })).toMatchObject({ status: "running", message: "200 von 350 Objekten verarbeitet." });
  const admin = await signedInUser(worker, "chefin.fortschritt@example.com");
  await makeAdmin(worker, "chefin.fortschritt@example.com");
  const html = await (await admin.get("/admin/technik")).text();
  expect(html).toContain("Fortschritt");
  expect(html).toMatch(/200<!-- -->\s*von\s*<!-- -->350<!-- -->\s*Objekten|200 von 350 Objekten/);
  expect((await createClient(worker).get("/admin/technik")).status).not.toBe(200);
});

test("a feed-sync queue message continues the paused run inside the Worker until it is done", async () => {
  const env = await worker.env();
  const paused = await env.DB.prepare("SELECT id FROM sync_runs WHERE status = 'running' AND paused_at IS NOT NULL").first<{
    id: number;
  }>();
  expect(paused).not.toBeNull();
  await (env.FEED_SYNC_QUEUE as Queue<unknown>).send({ runId: paused?.id });
  let run: { status: string; items_withdrawn: number; objects_done: number } | null = null;
  for (let i = 0; i < 100; i++) {
    run = await env.DB.prepare("SELECT status, items_withdrawn, objects_done FROM sync_runs WHERE id = ?").bind(paused?.id).first();
    if (run?.status !== "running") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(run).toMatchObject({ status: "success", items_withdrawn: 50, objects_done: 350 });
  expect(await count("SELECT COUNT(*) AS n FROM immobilien WHERE active = 1")).toBe(350);
});
