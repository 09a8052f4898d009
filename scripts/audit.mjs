// `npm run audit`: Lighthouse (mobile form factor, default throttling) in Debian's Chromium on the
// main pages of a freshly seeded local site. Prints the four category scores plus LCP, CLS, TBT
// and transferred bytes per page; JSON reports go to reports/lighthouse/ (git-ignored).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build, ensureDevVars, prepareDatabase, root, startDev, stopDev, waitForServer } from "./lib.mjs";

const port = Number(process.env.AUDIT_PORT ?? 8797);
const base = `http://localhost:${port}`;
const outDir = join(root, "reports", "lighthouse");
const persistTo = join(root, ".wrangler", `audit-state-${port}`);

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
  const pages = [
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
  writeFileSync(join(outDir, "summary.json"), `${JSON.stringify(rows, null, 2)}\n`);
  const header = ["page", "perf", "a11y", "bp", "seo", "lcp", "cls", "tbt", "bytes"];
  const widths = header.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(header.map((h) => r[h])));
} finally {
  if (chrome) await chrome.kill();
  stopDev(server);
}
process.exit(0);
