// `npm run audit`: Lighthouse (mobile, default throttling) in Debian's Chromium on the main pages
// of a freshly seeded local site; prints category scores, LCP, CLS, TBT and bytes per page.
// Reports go to reports/lighthouse/ (git-ignored).
// `npm run bench:blocking` (AUDIT_BLOCKING=1): per page, the median of AUDIT_RUNS (default 3)
// pairs of runs, normal and with every /assets/ script blocked; "added" is the difference in
// total blocking time. Target: ≤ 150 ms added on every page (docs/performance-log.md).
// AUDIT_PAGES=/,/kontakt audits only those paths.
// AUDIT_FEED_PHOTOS=1 audits only a listing and a detail page with feed photos: a local
// "provider" serves a feed and 3000 px JPEGs, the cron syncs it, and the audit waits until the
// photo pipeline has stored every picture.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build, ensureDevVars, median, prepareDatabase, root, run, startDev, stopDev, waitForServer } from "./lib.mjs";

const port = Number(process.env.AUDIT_PORT ?? 8797);
const base = `http://localhost:${port}`;
const outDir = join(root, "reports", "lighthouse");
const persistTo = join(root, ".wrangler", `audit-state-${port}`);
const FEED_OBJECTS = 6;
const FEED_IMAGES = 6;
const BLOCKING = process.env.AUDIT_BLOCKING === "1";
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);

async function firstLink(path, pattern) {
  const html = await (await fetch(base + path)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${path}`);
  return match[0].replace(/^href="/, "").replace(/"$/, "");
}

rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
if (process.env.AUDIT_SKIP_BUILD !== "1") build();
prepareDatabase({ persistTo });
const provider = process.env.AUDIT_FEED_PHOTOS === "1" ? await startProvider() : null;
// The cron refuses production vars with a localhost SITE_URL, so the feed photos are
// synced by a development run first; the audit then serves the same database as production.
const feedPages = provider ? await withDevServer(syncFeedPhotos) : [];
// ENVIRONMENT=production: the site as deployed (robots.txt allows crawling, Secure cookies,
// production CSP); on a development deployment robots.txt disallows everything and the SEO
// category would measure that instead of the pages.
const server = startDev({
  port,
  persistTo,
  extraArgs: ["--var", `SITE_URL:${base}`, "--var", "ENVIRONMENT:production"],
});
let chrome;
try {
  await waitForServer(base);
  const pages = process.env.AUDIT_PAGES
    ? process.env.AUDIT_PAGES.split(",")
    : feedPages.length > 0
      ? feedPages
      : [
          "/",
          "/immobilien",
          "/immobilien?status=RENT&page=2",
          // The seeded property with the full gallery (9 images): the heaviest detail page.
          "/immobilien/210284",
          "/kontakt",
          "/immobilien/bewertung",
          "/blog",
          await firstLink("/blog", /href="\/blog\/[^"?#]+"/),
          "/immobilien/makler-beauftragen/wien-7-bezirk-neubau",
          "/uber-uns",
        ];
  mkdirSync(outDir, { recursive: true });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const rows = [];
  if (BLOCKING) {
    for (const path of pages) rows.push(await blockingRow(path, chrome.port));
    printTable(rows, ["page", "tbt", "tbtNoJs", "added", "lcp", "lcpNoJs", "cls"]);
    writeFileSync(join(outDir, "blocking.json"), `${JSON.stringify(rows, null, 2)}\n`);
    pages.length = 0;
  }
  for (const path of pages) {
    // A run that loses the navigation (NO_NAVSTART and friends, seen under load on 2 cores) is
    // repeated once instead of entering the table as a zero.
    let result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (result?.lhr.runtimeError) {
      console.log(`  ${path}: ${result.lhr.runtimeError.code}, running it again`);
      result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const lhr = result.lhr;
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    writeFileSync(join(outDir, `${name}.json`), result.report);
    const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const audit = (key) => lhr.audits[key]?.numericValue ?? Number.NaN;
    rows.push({
      page: path,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcp: `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
      cls: audit("cumulative-layout-shift").toFixed(3),
      tbt: `${Math.round(audit("total-blocking-time"))} ms`,
      bytes: `${(audit("total-byte-weight") / 1024).toFixed(0)} KiB`,
    });
    if (lhr.runtimeError) rows.at(-1).perf = `error ${lhr.runtimeError.code}`;
    // What costs points: every scored audit below 1 in the three all-or-nothing categories, and
    // the performance insights that fail.
    const failing = Object.entries(lhr.categories).flatMap(([key, category]) =>
      category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < (key === "performance" ? 0.9 : 1))
        .filter((a) => a.scoreDisplayMode === "binary" || a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "metricSavings")
        .map((a) => `${key}:${a.id}`),
    );
    if (failing.length) console.log(`  ${path}: ${failing.join(", ")}`);
  }
  if (!BLOCKING) {
    writeFileSync(join(outDir, "summary.json"), `${JSON.stringify(rows, null, 2)}\n`);
    printTable(rows, ["page", "perf", "a11y", "bp", "seo", "lcp", "cls", "tbt", "bytes"]);
  }
} finally {
  if (chrome) await chrome.kill();
  stopDev(server);
  provider?.server.close();
}
process.exit(0);

function printTable(rows, header) {
  const widths = header.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(header.map((h) => r[h])));
}

/** One Lighthouse run's metrics; blocked: the page's /assets/ scripts never load. */
async function metrics(path, port, blocked) {
  const flags = { port, output: "json", logLevel: "error", ...(blocked ? { blockedUrlPatterns: ["*/assets/*.js"] } : {}) };
  let result = await lighthouse(`${base}${path}`, flags);
  if (result?.lhr.runtimeError) result = await lighthouse(`${base}${path}`, flags);
  if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}`);
  const audit = (key) => result.lhr.audits[key]?.numericValue ?? Number.NaN;
  return { tbt: audit("total-blocking-time"), lcp: audit("largest-contentful-paint"), cls: audit("cumulative-layout-shift") };
}

/** Median of RUNS pairs (with and without our scripts), interleaved so that load hits both. */
async function blockingRow(path, port) {
  const withJs = [];
  const withoutJs = [];
  for (let run = 0; run < RUNS; run++) {
    withJs.push(await metrics(path, port, false));
    withoutJs.push(await metrics(path, port, true));
  }
  const tbt = median(withJs.map((m) => m.tbt));
  const tbtNoJs = median(withoutJs.map((m) => m.tbt));
  const row = {
    page: path,
    tbt: `${Math.round(tbt)} ms`,
    tbtNoJs: `${Math.round(tbtNoJs)} ms`,
    added: `${Math.round(tbt - tbtNoJs)} ms`,
    lcp: `${(median(withJs.map((m) => m.lcp)) / 1000).toFixed(2)} s`,
    lcpNoJs: `${(median(withoutJs.map((m) => m.lcp)) / 1000).toFixed(2)} s`,
    cls: Math.max(...withJs.map((m) => m.cls)).toFixed(3),
  };
  console.log(`  ${path}: +${row.added} (${row.tbt} with our scripts, ${row.tbtNoJs} without)`);
  return row;
}

// ---- AUDIT_FEED_PHOTOS: a local provider and its feed ----

async function startProvider() {
  const { default: sharp } = await import("sharp");
  const pictures = [];
  for (let i = 0; i < FEED_OBJECTS * FEED_IMAGES; i++) {
    // Photo-like content (blurred noise) so that the originals weigh what camera JPEGs weigh.
    pictures.push(
      await sharp({ create: { width: 3000, height: 2000, channels: 3, noise: { type: "gaussian", mean: 60 + i * 4, sigma: 40 } } })
        .blur(3)
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }
  let feed = "";
  const server = createServer((req, res) => {
    const match = /^\/pic\/(\d+)\.jpg$/.exec(req.url ?? "");
    if (req.url === "/feed.xml") {
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(feed);
    } else if (match && pictures[Number(match[1])]) {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      res.end(pictures[Number(match[1])]);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const objects = Array.from({ length: FEED_OBJECTS }, (_, o) => {
    const anhaenge = Array.from(
      { length: FEED_IMAGES },
      (_, i) =>
        `<anhang location="EXTERN"${i === 0 ? ' gruppe="TITELBILD"' : ""}><format>jpg</format><daten><pfad>${origin}/pic/${o * FEED_IMAGES + i}.jpg</pfad></daten></anhang>`,
    ).join("");
    return `<immobilie><objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
      <geo><plz>1070</plz><ort>Wien</ort></geo><preise><kaufpreis>${450000 + o * 1000}</kaufpreis></preise>
      <flaechen><wohnflaeche>${70 + o}</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
      <freitexte><objekttitel>Feedfoto Wohnung ${o + 1} in Neubau</objekttitel><objektbeschreibung>Helle Wohnung mit Fotos vom Anbieter.</objektbeschreibung></freitexte>
      <anhaenge>${anhaenge}</anhaenge>
      <verwaltung_techn><objektnr_intern>${880001 + o}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>AUDITFOTO${o}</openimmo_obid></verwaltung_techn></immobilie>`;
  });
  feed = `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7"/><anbieter><firma>Audit Estate</firma>${objects.join("")}</anbieter></openimmo>`;
  run("wrangler", [
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
    "--command",
    `INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', '${origin}/feed.xml', '')`,
  ]);
  return { server, origin };
}

/** Run `work` against a development server on the audit's port and database, then stop it. */
async function withDevServer(work) {
  const dev = startDev({ port, persistTo, extraArgs: ["--var", `SITE_URL:${base}`, "--var", "ENVIRONMENT:development"] });
  try {
    await waitForServer(base);
    return await work();
  } finally {
    stopDev(dev);
    // The port must be free before the production server starts on it.
    for (let i = 0; i < 50; i++) {
      const up = await fetch(`${base}/robots.txt`).then(
        () => true,
        () => false,
      );
      if (!up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Run the hourly cron once and wait until every feed picture is on the pages from /bilder/. */
async function syncFeedPhotos() {
  const started = Date.now();
  await (await fetch(`${base}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 * * * *")}`)).arrayBuffer();
  const details = Array.from({ length: FEED_OBJECTS }, (_, o) => `/immobilien/${880001 + o}`);
  for (let i = 0; i < 600; i++) {
    const counts = [];
    for (const path of details) {
      const html = await (await fetch(base + path)).text();
      counts.push(new Set(html.match(/\/bilder\/[0-9a-f]{32}/g) ?? []).size);
    }
    if (counts.every((n) => n === FEED_IMAGES)) {
      console.log(
        `Feed photos: ${FEED_OBJECTS * FEED_IMAGES} pictures of 3000x2000 px stored and resized in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      return ["/immobilien?q=Feedfoto", details[0]];
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error("the feed photos were not processed within 20 minutes");
}
