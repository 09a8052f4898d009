// npm run bench:sync — the feed sync with 10,000 generated properties (~60 MB XML) in local
// workerd, fired by its cron, as plain XML and as a ZIP. Prints the sync's phase timings, workerd
// CPU, CPU and wall time per 1,000 objects, and peak memory (VmHWM, reset per run through
// /proc/PID/clear_refs) next to idle RSS. Target: peak memory below 64 MB.
// BENCH_COUNT sets the number of objects, BENCH_SHAPE=justimmo the heavy object shape (below),
// BENCH_ZIP=0 skips the ZIP runs, BENCH_NODE=0 the heap measurement in Node.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { build as esbuild } from "esbuild";
import { zipSync } from "fflate";
import { build, root, startHarness } from "./lib.mjs";

const COUNT = Number(process.env.BENCH_COUNT ?? 10000);

function property(n) {
  const rent = n % 3 === 0;
  const plz = `1${String((n % 23) + 1).padStart(2, "0")}0`;
  const description = Array.from(
    { length: 8 },
    (_, i) =>
      `&lt;p&gt;Absatz ${i + 1} zu Objekt ${n}: helle Wohnung mit Fernblick, Parkettb&amp;ouml;den, Einbauk&amp;uuml;che und ruhiger Lage nahe U-Bahn. &lt;br /&gt;Provisionsfrei f&amp;uuml;r Mieter.&lt;/p&gt;&#13;`,
  ).join("\n");
  const images = Array.from(
    { length: 10 },
    (_, i) =>
      `<anhang location="REMOTE"${i === 0 ? ' gruppe="TITELBILD"' : ""}><anhangtitel/><format>.jpg</format><daten><pfad>http://files.example.at/public/pic/big/${n}-${i}.jpg</pfad><small>http://files.example.at/public/pic/small/${n}-${i}.jpg</small></daten></anhang>`,
  ).join("");
  return `<immobilie>
  <objektkategorie><nutzungsart WOHNEN="1" GEWERBE="0"/><vermarktungsart KAUF="${rent ? 0 : 1}" MIETE_PACHT="${rent ? 1 : 0}"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart>
    <user_defined_simplefield feldname="objektart_name">Wohnung</user_defined_simplefield></objektkategorie>
  <geo><plz>${plz}</plz><ort>Wien</ort><strasse>Testgasse</strasse><hausnummer>${n}</hausnummer><bundesland>Wien</bundesland><etage>${n % 7}</etage>
    <geokoordinaten breitengrad="48.2${n % 100}" laengengrad="16.3${n % 100}"/>
    <user_defined_simplefield feldname="ungenaue_verortung_breitengrad">48.21${n % 100}</user_defined_simplefield>
    <user_defined_simplefield feldname="ungenaue_verortung_laengengrad">16.37${n % 100}</user_defined_simplefield>
    <user_defined_simplefield feldname="ungenaue_verortung_radius">250</user_defined_simplefield></geo>
  <kontaktperson><email_direkt>makler${n % 9}@example.at</email_direkt><tel_handy>+43 660 000 ${n}</tel_handy><name>Huber</name><vorname>Anna</vorname><firma>Donau Estate</firma><email_feedback>${n}@oi-feedback.example.at</email_feedback></kontaktperson>
  <preise>${rent ? `<warmmiete>${900 + (n % 50) * 20}</warmmiete><gesamtmiete_ust>${80 + (n % 10)}</gesamtmiete_ust>` : `<kaufpreis>${250000 + n * 100}</kaufpreis>`}<kaution_text>3 Bruttomonatsmieten</kaution_text><aussen_courtage>3% zzgl. 20% USt.</aussen_courtage>
    <zusatzkosten><betriebskosten><name>Betriebskosten</name><netto>${150 + (n % 40)}</netto></betriebskosten><zusatzkosten_1><name>Reparaturrücklage</name><netto>45</netto></zusatzkosten_1></zusatzkosten></preise>
  <flaechen><wohnflaeche>${40 + (n % 120)}</wohnflaeche><anzahl_zimmer>${1 + (n % 5)}</anzahl_zimmer><anzahl_badezimmer>1</anzahl_badezimmer><balkon_terrasse_flaeche>${n % 4 === 0 ? 0 : 8}</balkon_terrasse_flaeche><kellerflaeche>${n % 2 ? 5 : 0}</kellerflaeche></flaechen>
  <ausstattung><kueche EBK="${n % 2}"/><fahrstuhl PERSONEN="1"/></ausstattung>
  <zustand_angaben><baujahr>${1900 + (n % 120)}</baujahr><energiepass><hwbwert>${30 + (n % 90)}</hwbwert><hwbklasse>B</hwbklasse><fgeewert>0.9${n % 10}</fgeewert><fgeeklasse>A</fgeeklasse><gueltig_bis>2030-01-01</gueltig_bis></energiepass></zustand_angaben>
  <freitexte><objekttitel>Wohnung ${n} in Wien</objekttitel><lage>Ruhige Seitengasse, ${plz} Wien</lage><objektbeschreibung>${description}</objektbeschreibung></freitexte>
  <anhaenge>${images}</anhaenge>
  <verwaltung_objekt><objektadresse_freigeben>${n % 2}</objektadresse_freigeben><status>aktiv</status></verwaltung_objekt>
  <verwaltung_techn><objektnr_intern>${100000 + n}</objektnr_intern><objektnr_extern>B-${n}</objektnr_extern><aktion aktionart="CHANGE"/><openimmo_obid>OBBENCH${n}</openimmo_obid></verwaltung_techn>
</immobilie>`;
}

function workerdProcesses() {
  // workerd processes started by this script (descendants of this process).
  const parents = new Map();
  const names = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {}
  }
  const mine = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === process.pid) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name === "workerd" && mine(pid)).map(([pid]) => pid);
}

function cpuSeconds(pids) {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    total += (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return total;
}

/** Reset the kernel's RSS high-water mark (VmHWM) of each process to its current RSS. */
function resetPeakRss(pids) {
  for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

function rssMb(pids) {
  let total = 0;
  for (const pid of pids) {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    total += match ? Number(match[1]) / 1024 : 0;
  }
  return total;
}

function peakRssMb(pids) {
  let total = 0;
  for (const pid of pids) {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    total += match ? Number(match[1]) / 1024 : 0;
  }
  return total;
}

/**
 * BENCH_SHAPE=justimmo: every object a copy of the full justimmo detail sample (~23 kB each, with
 * all its cost blocks and 12 attachments in six sizes) under its own keys: the heavy case.
 */
function justimmoProperty(n) {
  const sample = readFileSync(join(root, "tests/fixtures/openimmo/justimmo-api-v1-realty-detail-buero-kauf.xml"), "utf8");
  const object = sample.slice(sample.indexOf("<immobilie>"), sample.lastIndexOf("</immobilie>") + "</immobilie>".length);
  return object
    .replace("195439", String(100000 + n))
    .replace("OBGC201309171129328278o9prei3s5", `OBBENCH${n}`)
    .replace("<objektnr_extern>34<", `<objektnr_extern>B-${n}<`);
}

const shape = process.env.BENCH_SHAPE === "justimmo" ? justimmoProperty : property;
build();
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7"/><anbieter><firma>Donau Estate</firma>\n${Array.from({ length: COUNT }, (_, i) => shape(i + 1)).join("\n")}\n</anbieter></openimmo>`;
const zip = process.env.BENCH_ZIP === "0" ? null : zipSync({ "export/feed.xml": new TextEncoder().encode(xml) });
let serveZip = false;
const feedServer = createServer((_req, res) => {
  // Streamed out in 64 kB writes, as a real server would, not one buffer.
  const body = serveZip ? zip : Buffer.from(xml);
  res.writeHead(200, { "Content-Type": serveZip ? "application/zip" : "application/xml", "Content-Length": body.length });
  for (let i = 0; i < body.length; i += 65536) res.write(body.subarray(i, i + 65536));
  res.end();
});
await new Promise((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
const port = feedServer.address().port;

const { harness, worker, env } = await startHarness();
try {
  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, '')")
    .bind(`http://127.0.0.1:${port}/feed.xml`)
    .run();
  const pids = workerdProcesses();
  const xmlMb = Buffer.byteLength(xml) / 1024 / 1024;
  console.log(
    `Feed: ${COUNT} properties, ${xmlMb.toFixed(1)} MB XML${zip ? `, ${(zip.length / 1024 / 1024).toFixed(1)} MB as ZIP` : ""}; workerd pids ${pids.join(", ")}`,
  );
  const runs = [
    ["XML first import", false],
    ["XML unchanged re-run", false],
    ...(zip
      ? [
          ["ZIP first import (after the rows were deleted)", true],
          ["ZIP unchanged re-run", true],
        ]
      : []),
  ];
  for (const [label, asZip] of runs) {
    serveZip = asZip;
    if (label.startsWith("ZIP first")) {
      await env.DB.prepare("DELETE FROM immobilien_amenities").run();
      await env.DB.prepare("DELETE FROM immobilien").run();
    }
    harness.clearLogs();
    const idle = rssMb(pids);
    resetPeakRss(pids);
    const cpuBefore = cpuSeconds(pids);
    const started = performance.now();
    await worker.scheduled({ cron: "0 * * * *", scheduledTime: new Date() });
    const wall = performance.now() - started;
    const cpu = cpuSeconds(pids) - cpuBefore;
    const peak = peakRssMb(pids);
    const line = harness
      .getLogs()
      .map((log) => (typeof log.message === "string" ? log.message : JSON.stringify(log)))
      .find((message) => message.includes('"feed-sync"'));
    const result = line ? JSON.parse(line.slice(line.indexOf("{"))) : null;
    const run = await env.DB.prepare(
      "SELECT status, items_processed, items_created, items_updated, items_unchanged, error_message FROM sync_runs ORDER BY id DESC LIMIT 1",
    ).first();
    console.log(
      `${label}: status ${run?.status}, processed ${run?.items_processed}, created ${run?.items_created}, updated ${run?.items_updated}, unchanged ${run?.items_unchanged}${run?.error_message ? `, error ${run.error_message}` : ""}`,
    );
    if (result?.timings) {
      const t = result.timings;
      console.log(
        `  phases (sync's own clock): answer ${t.fetchMs} ms, read+parse ${t.parseMs} ms, map+plan ${t.mapMs} ms, write ${t.writeMs} ms, total ${t.totalMs} ms`,
      );
    }
    const per1000 = 1000 / COUNT;
    console.log(
      `  wall ${(wall / 1000).toFixed(2)} s (${((wall / 1000) * per1000).toFixed(2)} s per 1,000), workerd CPU ${cpu.toFixed(2)} s (${(cpu * per1000).toFixed(2)} s per 1,000)`,
    );
    console.log(
      `  workerd RSS: idle ${idle.toFixed(0)} MB before the run, peak ${peak.toFixed(0)} MB during it (+${(peak - idle).toFixed(0)} MB)`,
    );
  }

  // workerd's RSS holds the runtime and the local D1 (SQLite and its page cache, which grows with
  // the table) besides the Worker's isolate, and workerd has no heap API. So the same sync code
  // also runs here, in Node's V8, against the same D1 through the harness: the live JS heap it
  // holds (heap after a full GC, taken every 250 ms during the run, above the same before it) is
  // what the isolate would hold of it. Re-runs only: a first import through the harness's D1
  // proxy takes minutes, and its extra is one batch of write statements.
  const nodeRuns =
    process.env.BENCH_NODE === "0" ? [] : [["XML unchanged re-run", false], ...(zip ? [["ZIP unchanged re-run", true]] : [])];
  const { syncFeed, createDb } = nodeRuns.length > 0 ? await loadSync() : {};
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc");
  for (const [label, asZip] of nodeRuns) {
    serveZip = asZip;
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const sampler = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 250);
    const started = performance.now();
    const result = await syncFeed({ db: createDb(env.DB), fetch: globalThis.fetch, now: new Date(), trigger: "test" });
    clearInterval(sampler);
    console.log(
      `Node V8 ${label}: status ${result.status}, processed ${result.itemsProcessed}, wall ${((performance.now() - started) / 1000).toFixed(2)} s, live JS heap of the sync: peak +${((peak - base) / 1024 / 1024).toFixed(1)} MB`,
    );
  }
} finally {
  await harness.close();
  feedServer.close();
}

/** The sync module bundled for Node (TypeScript, `~/` paths) into a temporary file. */
async function loadSync() {
  const dir = join(tmpdir(), `bench-sync-${process.pid}`);
  const entry = join(root, "app", "bench-sync-entry.ts");
  await esbuild({
    stdin: {
      contents: 'export { syncFeed } from "~/server/feed/sync.server"; export { createDb } from "~/db/client.server";',
      resolveDir: join(root, "app"),
      sourcefile: entry,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    tsconfig: join(root, "tsconfig.json"),
    outfile: join(dir, "sync.mjs"),
    logLevel: "warning",
  });
  return import(pathToFileURL(join(dir, "sync.mjs")).href);
}
