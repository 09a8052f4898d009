// npm run bench:cache — the edge cache under a realistic visitor mix, through the real Worker in
// workerd (miniflare's Cache API, one "data centre"). Prints the hit ratio after warm-up, hit vs
// miss times, D1 statements per 1,000 views with and without the cache, and the wait for a stale
// copy and after a purge.
// Usage: npm run bench:cache [-- --views 1000 --warmup 300]
import { randomBytes } from "node:crypto";
import { build, median, quantile, startHarness } from "./lib.mjs";

import "./seed/app-hooks.mjs";

const { PROPERTY_COLUMNS, propertyRows, agentRows, blogRows, DEMO_FEED_URL } = await import("./seed/sql.mjs");

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const VIEWS = arg("views", 1000);
const WARMUP = arg("warmup", 300);
const SECRETS = { SESSION_SECRET: randomBytes(24).toString("hex"), ADMIN_KEY: randomBytes(24).toString("hex") };

// ---- data ------------------------------------------------------------------------------------
async function seed(DB) {
  const properties = propertyRows();
  const insert = DB.prepare(
    `INSERT INTO immobilien (${PROPERTY_COLUMNS.join(", ")}) VALUES (${PROPERTY_COLUMNS.map(() => "?").join(", ")})`,
  );
  const toSql = (value) => (typeof value === "boolean" ? (value ? 1 : 0) : (value ?? null));
  await DB.batch(properties.map((row) => insert.bind(...PROPERTY_COLUMNS.map((column) => toSql(row[column])))));
  const amenity = DB.prepare(
    "INSERT OR IGNORE INTO immobilien_amenities (immobilie_id, amenity) SELECT id, ? FROM immobilien WHERE objektnr_intern = ?",
  );
  const pairs = properties.flatMap((row) => JSON.parse(row.amenities).map((name) => amenity.bind(name, row.objektnr_intern)));
  if (pairs.length > 0) await DB.batch(pairs);
  for (const [table, rows] of [
    ["agents", agentRows()],
    ["blog_posts", blogRows()],
  ]) {
    const columns = Object.keys(rows[0]);
    const statement = DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
    await DB.batch(rows.map((row) => statement.bind(...columns.map((column) => toSql(row[column])))));
  }
  await DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, '')").bind(DEMO_FEED_URL).run();
  const { results } = await DB.prepare("SELECT id, objektnr_intern FROM immobilien WHERE active = 1 ORDER BY id").all();
  const { results: posts } = await DB.prepare("SELECT id FROM blog_posts ORDER BY id").all();
  return { listings: results, posts: posts.map((post) => post.id) };
}

// ---- the visitor mix (mulberry32: the same mix every run) -------------------------------------
function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FILTERS = [
  "",
  "?status=RENT",
  "?status=SALE",
  "?status=SALE&sortBy=price&sortOrder=asc",
  "?status=RENT&priceMax=2000&bedrooms=2",
  "?status=SALE&priceMax=600000",
  "?propertyType=Wohnung&status=SALE",
  "?location=Wien&status=RENT",
  "?page=2",
  "?status=SALE&livingAreaMin=80",
  "?amenities=balkon&status=RENT",
  "?keyword=altbau",
];

function visitorMix(count, { listings, posts }, random) {
  // Detail pages: a few listings draw most views (a portal campaign), the rest the long tail.
  const popular = listings.slice(0, 8);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const views = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    let path;
    if (roll < 0.2) path = "/";
    else if (roll < 0.5) path = `/immobilien${pick(FILTERS)}`;
    else if (roll < 0.88) path = `/immobilien/${encodeURIComponent((random() < 0.6 ? pick(popular) : pick(listings)).objektnr_intern)}`;
    else if (roll < 0.94) path = "/blog";
    else path = `/blog/${encodeURIComponent(pick(posts))}`;
    // Two visitors in five come back with saved listings and a consent choice.
    const returning = random() < 0.4;
    const saved = returning ? [pick(listings).id, pick(listings).id].join(".") : "";
    const cookie = returning
      ? `merkliste=${saved}; cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: random() < 0.5, marketing: false }))}`
      : "";
    views.push({ path, cookie, utm: random() < 0.1 ? "&utm_source=newsletter" : "" });
  }
  return views;
}

// ---- measuring -------------------------------------------------------------------------------
async function view(server, base, { path, cookie, utm }) {
  const url = new URL(path, base);
  if (utm) url.search = url.search ? `${url.search}${utm}` : `?${utm.slice(1)}`;
  const started = performance.now();
  const res = await server.fetch(url.toString(), cookie ? { headers: { Cookie: cookie } } : {});
  const headers = performance.now() - started;
  await res.arrayBuffer();
  const wall = performance.now() - started;
  const timing = res.headers.get("Server-Timing") ?? "";
  const cache = /cache;desc="([^"]*)";dur=([\d.]+)/.exec(timing);
  const queries = Number(/d1;desc="(\d+) queries"/.exec(timing)?.[1] ?? 0);
  return { status: res.status, state: cache?.[1] ?? "none", server: Number(cache?.[2] ?? Number.NaN), headers, wall, queries };
}

async function runMode(mode, fresh) {
  const vars = { EDGE_CACHE: mode, ...(fresh ? { EDGE_CACHE_FRESH_SECONDS: String(fresh) } : {}) };
  const started = await startHarness({ secrets: SECRETS, vars });
  const data = await seed(started.env.DB);
  return { ...started, data };
}

function summary(results) {
  const by = (state) => results.filter((r) => r.state === state);
  const stats = (list, key) =>
    list.length === 0
      ? "–"
      : `${median(list.map((r) => r[key])).toFixed(1)} / ${quantile(
          list.map((r) => r[key]),
          0.95,
        ).toFixed(1)} ms`;
  const queries = results.reduce((sum, r) => sum + r.queries, 0);
  return { by, stats, queriesPer1000: (queries / results.length) * 1000 };
}

build();

// 1. With the cache: warm-up, then the measured views.
const on = await runMode("on");
let withCache;
try {
  const random = prng(20261128);
  const warm = visitorMix(WARMUP, on.data, random);
  for (const v of warm) await view(on.harness, on.url, v);
  const measured = [];
  for (const v of visitorMix(VIEWS, on.data, random)) measured.push(await view(on.harness, on.url, v));
  const errors = measured.filter((r) => r.status >= 500).length;
  if (errors > 0) throw new Error(`${errors} page views answered 5xx`);
  withCache = summary(measured);
  const hits = withCache.by("hit");
  const misses = withCache.by("miss");
  console.log(
    `Visitor mix: ${VIEWS} page views after ${WARMUP} warm-up views, ${on.data.listings.length} listings, ${on.data.posts.length} posts.\n`,
  );
  console.log(
    `Hit ratio after warm-up: ${((hits.length / measured.length) * 100).toFixed(1)} % (${hits.length} hits, ${misses.length} misses, ${measured.length - hits.length - misses.length} other)`,
  );
  console.log("                          median / p95");
  console.log(`  hit   wall time        ${withCache.stats(hits, "wall")}`);
  console.log(`  miss  wall time        ${withCache.stats(misses, "wall")}`);
  console.log(`  hit   Server-Timing    ${withCache.stats(hits, "server")}`);
  console.log(`  miss  Server-Timing    ${withCache.stats(misses, "server")}`);
  if (hits.length > 0 && misses.length > 0) {
    const server = median(misses.map((r) => r.server)) / median(hits.map((r) => r.server));
    const wall = median(misses.map((r) => r.wall)) / median(hits.map((r) => r.wall));
    console.log(`  a hit takes 1/${server.toFixed(1)} of a miss in server time, 1/${wall.toFixed(1)} in wall time (goal: at most 1/5)`);
    // What any answer costs here: the harness's HTTP hop into workerd, for the smallest hit there is.
    const floor = [];
    for (let i = 0; i < 40; i++) floor.push((await view(on.harness, on.url, { path: "/robots.txt", cookie: "", utm: "" })).wall);
    console.log(`  round trip of a robots.txt hit (the local harness's floor): ${median(floor).toFixed(1)} ms median wall`);
    console.log(
      "  (Server-Timing is taken when the answer's headers are ready: a hit's rewriting happens while its body streams, inside the wall time)",
    );
  }
} finally {
  await on.harness.close();
}

// 2. Without the cache: the same measured views, D1 statements only.
const off = await runMode("off");
try {
  const random = prng(20261128);
  visitorMix(WARMUP, off.data, random);
  const measured = [];
  for (const v of visitorMix(VIEWS, off.data, random)) measured.push(await view(off.harness, off.url, v));
  const withoutCache = summary(measured);
  console.log("\nD1 statements per 1,000 page views");
  console.log(`  with the edge cache     ${withCache.queriesPer1000.toFixed(0)}`);
  console.log(`  without                 ${withoutCache.queriesPer1000.toFixed(0)}`);
  console.log(`  page render without the cache: median ${median(measured.map((r) => r.wall)).toFixed(1)} ms wall`);
} finally {
  await off.harness.close();
}

// 3. Stale-while-revalidate: copies fresh for one second, so that each second view finds its copy stale.
const swr = await runMode("on", 1);
try {
  const paths = ["/", "/immobilien", `/immobilien/${encodeURIComponent(swr.data.listings[0].objektnr_intern)}`, "/blog"];
  const stale = [];
  // The control: a hit after a pause of the same length, since the first answer after an idle
  // second is slower in this harness whatever it serves (connection, JIT).
  const pausedHits = [];
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let round = 0; round < 5; round++) {
    for (const path of paths) {
      await view(swr.harness, swr.url, { path, cookie: "", utm: "" });
      await pause(1_100);
      const r = await view(swr.harness, swr.url, { path, cookie: "", utm: "" });
      if (r.state === "stale") stale.push(r);
      // Its replacement is rendered behind it; half a second later the fresh copy answers.
      await pause(500);
      const hit = await view(swr.harness, swr.url, { path, cookie: "", utm: "" });
      if (hit.state === "hit") pausedHits.push(hit);
    }
  }
  console.log("\nStale-while-revalidate (copies fresh for 1 s in this run, 5 min in production)");
  console.log(
    `  stale copy served       ${stale.length === 0 ? "–" : `${median(stale.map((r) => r.headers)).toFixed(1)} ms to the headers, ${median(stale.map((r) => r.wall)).toFixed(1)} ms to the last byte, median (${stale.length} views); its replacement renders after the answer`}`,
  );
  console.log(
    `  a hit after a pause     ${pausedHits.length === 0 ? "–" : `${median(pausedHits.map((r) => r.headers)).toFixed(1)} ms to the headers, ${median(pausedHits.map((r) => r.wall)).toFixed(1)} ms to the last byte, median (${pausedHits.length} views): the control`}`,
  );
  console.log("  after a purge           the next view of each page renders while the visitor waits (the miss time above)");
} finally {
  await swr.harness.close();
}
