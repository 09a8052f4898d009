// npm run bench:tiles — the tile route's server time through the real Worker with the basemap in
// local R2: median and p95 of Server-Timing and wall time, for the first tile after an upload, N
// distinct tiles, the same again, and 304 revalidations.
// Usage: npm run bench:tiles [-- --tiles 200 --file some.pmtiles]   (default: the demo archive)
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, median, quantile, root, startHarness } from "./lib.mjs";
import { buildDemoArchive, DEMO_REGION } from "./map-demo.mjs";
import { tilesInBounds } from "./map-pmtiles.mjs";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const TILES = Number(arg("tiles", "200"));
const FILE = arg("file", null);
const VIENNA = [16.18, 48.12, 16.58, 48.33];

/** The tiles a visitor pans over: Vienna at zoom 12-14 first, then the region at 8-11. */
function tilePaths(limit) {
  const paths = [];
  for (const [bounds, zooms] of [
    [VIENNA, [14, 13, 12]],
    [DEMO_REGION, [11, 10, 9, 8]],
  ]) {
    for (const z of zooms) for (const [x, y] of tilesInBounds(bounds, z)) paths.push(`/karte/kacheln/${z}/${x}/${y}.mvt`);
  }
  return paths.slice(0, limit);
}

async function request(server, base, path, headers = {}) {
  const started = performance.now();
  const res = await server.fetch(new URL(path, base).toString(), { headers });
  const body = await res.arrayBuffer();
  const wall = performance.now() - started;
  const serverTime = Number(/dur=([\d.]+)/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? Number.NaN);
  return { status: res.status, wall, server: serverTime, bytes: body.byteLength, etag: res.headers.get("ETag") };
}

build();
const { harness: server, url, env } = await startHarness();
try {
  const archive = FILE ? readFileSync(FILE) : buildDemoArchive();
  await env.MAPS.put("basemap.pmtiles", archive);
  const paths = tilePaths(TILES);
  console.log(`Archiv: ${FILE ?? "Demo"} (${(archive.length / 1024).toFixed(0)} KB); ${paths.length} Kacheln\n`);

  const first = await request(server, url, paths[0]);
  const cold = [];
  for (const path of paths) cold.push(await request(server, url, path));
  const warm = [];
  for (const path of paths) warm.push(await request(server, url, path));
  const revalidated = [];
  for (const [i, path] of paths.entries()) {
    if (cold[i].etag) revalidated.push(await request(server, url, path, { "If-None-Match": cold[i].etag }));
  }

  const statuses = (list) => {
    const counts = new Map();
    for (const item of list) counts.set(item.status, (counts.get(item.status) ?? 0) + 1);
    return [...counts].map(([status, count]) => `${status}×${count}`).join(" ");
  };
  const rows = [
    { name: "Erste Kachel (Kopf ungecacht)", list: [first] },
    { name: "Kacheln, je einmal", list: cold },
    { name: "Dieselben Kacheln erneut", list: warm },
    { name: "304 (If-None-Match)", list: revalidated },
  ];
  const pad = (text, width) => String(text).padEnd(width);
  const num = (value) => (Number.isFinite(value) ? value.toFixed(1) : "–");
  console.log(
    `${pad("Szenario", 32)}${pad("Status", 16)}${"Server Median".padStart(14)}${"Server p95".padStart(12)}${"Wall Median".padStart(13)}${"Wall p95".padStart(10)}   (ms)`,
  );
  for (const row of rows) {
    const serverTimes = row.list.map((item) => item.server).filter(Number.isFinite);
    const wallTimes = row.list.map((item) => item.wall);
    console.log(
      `${pad(row.name, 32)}${pad(statuses(row.list), 16)}${num(median(serverTimes)).padStart(14)}${num(quantile(serverTimes, 0.95)).padStart(12)}${num(median(wallTimes)).padStart(13)}${num(quantile(wallTimes, 0.95)).padStart(10)}`,
    );
  }
  const sizes = cold.filter((item) => item.status === 200).map((item) => item.bytes);
  console.log(`\nKachelgröße (unkomprimiert): Median ${median(sizes)} B, p95 ${quantile(sizes, 0.95)} B`);
  mkdirSync(join(root, ".cache"), { recursive: true });
  writeFileSync(
    join(root, ".cache", "bench-tiles.json"),
    JSON.stringify(
      rows.map((row) => {
        const serverTimes = row.list.map((item) => item.server).filter(Number.isFinite);
        return { name: row.name, count: row.list.length, serverMedian: median(serverTimes), serverP95: quantile(serverTimes, 0.95) };
      }),
      null,
      2,
    ),
  );
} finally {
  await server.close();
}
