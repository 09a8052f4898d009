// npm run bench:photos — the photo pipeline at feed scale: the real Worker syncs a feed of
// BENCH_PHOTO_OBJECTS objects with BENCH_PHOTO_IMAGES large JPEGs each from a local "provider" and
// waits until every picture is stored; then an unchanged re-run. Prints sync time, processing
// time, pictures fetched, variants written, workerd CPU. Every URL gets its own bytes, so nothing
// is deduplicated.
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import sharp from "sharp";
import { build, startHarness } from "./lib.mjs";

const OBJECTS = Number(process.env.BENCH_PHOTO_OBJECTS ?? 300);
const IMAGES = Number(process.env.BENCH_PHOTO_IMAGES ?? 15);
const WIDTH = Number(process.env.BENCH_PHOTO_WIDTH ?? 3000);
const HEIGHT = Math.round((WIDTH * 2) / 3);
/** Stop waiting for the first sync's pictures after this many seconds (a partial figure). */
const DEADLINE_S = Number(process.env.BENCH_PHOTO_DEADLINE_S ?? Number.POSITIVE_INFINITY);

/** A few photo-like originals (noise over a gradient compresses like a photo, not like a flat fill). */
async function originals(count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const noise = await sharp({
      create: { width: WIDTH, height: HEIGHT, channels: 3, noise: { type: "gaussian", mean: 110 + i * 10, sigma: 40 } },
    })
      .blur(2)
      .jpeg({ quality: 85 })
      .toBuffer();
    out.push(noise);
  }
  return out;
}

/** The same JPEG with a COM segment after SOI: other bytes, same picture. */
function unique(jpeg, tag) {
  const text = Buffer.from(tag);
  const segment = Buffer.alloc(4 + text.length);
  segment[0] = 0xff;
  segment[1] = 0xfe;
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

function property(n, origin) {
  const anhaenge = Array.from(
    { length: IMAGES },
    (_, i) =>
      `<anhang location="EXTERN"${i === 0 ? ' gruppe="TITELBILD"' : ""}><format>jpg</format><daten><pfad>${origin}/pic/${n}-${i}.jpg</pfad></daten></anhang>`,
  ).join("");
  return `<immobilie>
  <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
  <geo><plz>1${String((n % 23) + 1).padStart(2, "0")}0</plz><ort>Wien</ort></geo>
  <preise><kaufpreis>${250000 + n * 100}</kaufpreis></preise>
  <flaechen><wohnflaeche>${40 + (n % 120)}</wohnflaeche><anzahl_zimmer>${1 + (n % 5)}</anzahl_zimmer></flaechen>
  <freitexte><objekttitel>Wohnung ${n} in Wien</objekttitel></freitexte>
  <anhaenge>${anhaenge}</anhaenge>
  <verwaltung_techn><objektnr_intern>${100000 + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>OBFOTO${n}</openimmo_obid></verwaltung_techn>
</immobilie>`;
}

function workerdProcesses() {
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

/** CPU seconds of this process (the harness runs miniflare's sharp here) plus its workerd children. */
function cpuSeconds(pids) {
  let total = process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    total += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return total;
}

build();
const bases = await originals(6);
let fetched = 0;
let bytesServed = 0;
const server = createServer((req, res) => {
  const path = req.url ?? "/";
  if (path === "/feed.xml") {
    res.writeHead(200, { "Content-Type": "application/xml" });
    res.end(xml);
    return;
  }
  const match = /^\/pic\/(\d+)-(\d+)\.jpg$/.exec(path);
  if (!match) {
    res.writeHead(404);
    res.end();
    return;
  }
  fetched++;
  const body = unique(bases[(Number(match[1]) + Number(match[2])) % bases.length], path);
  bytesServed += body.length;
  res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": body.length });
  res.end(body);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7"/><anbieter><firma>Foto Estate</firma>\n${Array.from({ length: OBJECTS }, (_, i) => property(i + 1, origin)).join("\n")}\n</anbieter></openimmo>`;

const { harness, worker, env } = await startHarness();
try {
  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, '')")
    .bind(`${origin}/feed.xml`)
    .run();
  const pids = workerdProcesses();
  const total = OBJECTS * IMAGES;
  const average = (bases.reduce((sum, b) => sum + b.length, 0) / bases.length / 1024 / 1024).toFixed(2);
  console.log(`Feed: ${OBJECTS} objects x ${IMAGES} pictures = ${total} JPEGs of ${WIDTH}x${HEIGHT} px (~${average} MB each)`);
  for (const label of ["first sync", "unchanged re-run"]) {
    fetched = 0;
    bytesServed = 0;
    const variantsBefore = await countVariants();
    const cpuBefore = cpuSeconds(pids);
    const started = performance.now();
    await worker.scheduled({ cron: "0 * * * *", scheduledTime: new Date() });
    const syncSeconds = (performance.now() - started) / 1000;
    const run = await env.DB.prepare("SELECT status, items_created, items_unchanged FROM sync_runs ORDER BY id DESC LIMIT 1").first();
    console.log(
      `${label}: the sync itself (${run?.status}, ${run?.items_created} created, ${run?.items_unchanged} unchanged) took ${syncSeconds.toFixed(2)} s`,
    );
    let stopped = false;
    // Wait for the consumer: every picture ready or failed (re-run: a few seconds of quiet).
    let state = await pipelineState();
    let quiet = 0;
    while (true) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const next = await pipelineState();
      quiet = next.done === state.done && next.rows === state.rows ? quiet + 1 : 0;
      state = next;
      const elapsed = Math.round((performance.now() - started) / 1000);
      if (elapsed % 60 === 0) console.log(`  ${elapsed} s: ${state.done} of ${total} pictures processed, ${fetched} fetched`);
      if (label === "first sync" && state.rows === total && state.done === total) break;
      // The re-run: five quiet seconds (no new row, nothing processed) after the sync.
      if (label !== "first sync" && quiet >= 5) break;
      if (quiet >= 120) throw new Error(`the pipeline stalled: ${JSON.stringify(state)}`);
      if (elapsed >= DEADLINE_S) {
        stopped = true;
        break;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const variants = (await countVariants()) - variantsBefore;
    const done = stopped
      ? `STOPPED at the deadline after ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(1, state.done)).toFixed(0)} ms per processed picture)`
      : label === "first sync"
        ? `all processed after ${seconds.toFixed(1)} s (${((seconds * 1000) / Math.max(1, fetched)).toFixed(0)} ms per picture)`
        : `watched ${seconds.toFixed(1)} s`;
    console.log(
      `${label}: sync ${run?.status} (${run?.items_created} created, ${run?.items_unchanged} unchanged) in ${syncSeconds.toFixed(2)} s; ` +
        `pictures fetched ${fetched} (${(bytesServed / 1024 / 1024).toFixed(0)} MB), variants written ${variants}, ` +
        `ready ${state.ready}, failed ${state.failed}; ${done}; CPU ${(cpuSeconds(pids) - cpuBefore).toFixed(1)} s`,
    );
    if (stopped) {
      console.log("The unchanged re-run is skipped: the first sync's pictures are still being processed.");
      break;
    }
  }
  const sizes = await env.DB.prepare("SELECT variants, width, height FROM property_images WHERE state = 'ready' LIMIT 1").first();
  const listed = await env.PHOTOS.list({ prefix: "bilder/", limit: 1000 });
  console.log(
    `Variants per picture: ${sizes?.variants} (largest ${sizes?.width}x${sizes?.height}); R2 objects (first page): ${listed.objects.length}${listed.truncated ? "+" : ""}, load average ${(await import("node:os")).loadavg()[0].toFixed(1)}`,
  );
} finally {
  await harness.close();
  server.close();
}

async function pipelineState() {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS rows, SUM(state = 'ready') AS ready, SUM(state = 'failed') AS failed FROM property_images",
  ).first();
  return { rows: row.rows, ready: row.ready ?? 0, failed: row.failed ?? 0, done: (row.ready ?? 0) + (row.failed ?? 0) };
}

async function countVariants() {
  const row = await env.DB.prepare(
    "SELECT COALESCE(SUM(json_array_length(variants)), 0) AS n FROM property_images WHERE state = 'ready'",
  ).first();
  return row.n;
}
