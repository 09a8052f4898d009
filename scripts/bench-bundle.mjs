// npm run bench:bundle — after `npm run build`, the gzip bytes of JavaScript (from React Router's
// manifest) and CSS (the page's own stylesheet links) each page loads first. Chunks loaded only
// later (maplibre after the map consent) are listed separately.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes } from "react-router";
import { deriveColumns } from "../app/lib/property-derive.ts";
import { firstLoadJs, gzipBytes, JS_BUDGET_BYTES, readManifest } from "./first-load-js.mjs";
import { build, root, startHarness } from "./lib.mjs";

// The audit's pages (the Lighthouse audit's; ?status=RENT&page=2 loads what /immobilien loads), then the other
// lead-form pages and the staff login.
const PAGES = [
  "/",
  "/immobilien",
  "/immobilien/BUNDLE1",
  "/kontakt",
  "/immobilien/bewertung",
  "/blog",
  "/blog/bundle-beitrag",
  "/immobilien/makler-beauftragen/wien-7-bezirk-neubau",
  "/uber-uns",
  "/immobilien/vermarktung",
  "/immobilien/suchauftrag",
  "/uber-uns/selbststandige-makler",
  "/uber-uns/karriere",
  "/login",
];

build();
const assetsDir = join(root, "build", "client", "assets");
const manifest = readManifest();

/** The manifest's flat routes as a nested route tree for matchRoutes. */
function routeTree(parentId) {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : routeTree(route.id),
    }));
}
const tree = routeTree(undefined);

/** The page's first-load JavaScript: the deepest matching route's chain (scripts/first-load-js.mjs). */
function jsFor(pathname) {
  const matches = matchRoutes(tree, pathname) ?? [];
  const leaf = matches.at(-1)?.route.id ?? "root";
  return { routes: matches.map((match) => match.route.id), ...firstLoadJs(manifest, leaf) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const {
  harness: server,
  url,
  env,
} = await startHarness({
  secrets: { SESSION_SECRET: "bench-session-secret-0123456789abcdef" },
});
try {
  // One property so that the detail page renders as a visitor sees it.
  const row = {
    objektnr_intern: "BUNDLE1",
    objekttitel: "Wohnung für den Bundle-Test",
    objektart: "Wohnung",
    angebot_typ: "Kauf",
    kaufpreis: 350000,
    plz: "1030",
    lat_ungenaeher: 48.2,
    lon_ungenaeher: 16.39,
    source: "seed",
  };
  const full = { ...row, ...deriveColumns(row) };
  const columns = Object.keys(full);
  await env.DB.prepare(`INSERT INTO immobilien (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .bind(...columns.map((column) => full[column]))
    .run();

  await env.DB.prepare(
    "INSERT INTO blog_posts (id, title, teaser, category, image_url, content, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  )
    .bind("bundle-beitrag", "Beitrag für den Bundle-Test", "Kurz", "Markt", null, "<p>Text</p>", "2026-11-01")
    .run();

  console.log(`${"Seite".padEnd(54)}${"Status".padEnd(8)}${"JS (gzip)".padStart(11)}${"CSS (gzip)".padStart(12)}  Routen`);
  const results = [];
  for (const page of PAGES) {
    const res = await server.fetch(new URL(page, url).toString());
    const html = await res.text();
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((href) => href.startsWith("/"));
    const js = jsFor(page);
    const jsBytes = js.bytes;
    const cssBytes = [...new Set(css)].reduce((sum, file) => sum + gzipBytes(file), 0);
    results.push({ page, status: res.status, jsBytes, cssBytes });
    console.log(
      `${page.padEnd(54)}${String(res.status).padEnd(8)}${kb(jsBytes).padStart(11)}${kb(cssBytes).padStart(12)}  ${js.routes.join(" > ")}`,
    );
  }

  // Loaded only after the visitor agrees to a map (map-card.tsx → import("./map.client"), the
  // results map's results-map.tsx → import("./results-map.client")): the chunk and the shared
  // chunks it imports (maplibre-gl) that the page has not loaded already.
  const assets = readdirSync(assetsDir);
  const mapCss = assets.filter((name) => name.startsWith("maplibre-gl-") && name.endsWith(".css"));
  const laterCss = mapCss.reduce((sum, name) => sum + gzipBytes(`/assets/${name}`), 0);
  for (const [label, prefix, routeId] of [
    ["Detailkarte", "map.client-", "routes/immobilien.$id"],
    ["Ergebniskarte", "results-map.client-", "routes/immobilien._index"],
  ]) {
    const loaded = new Set(firstLoadJs(manifest, routeId).files);
    const later = new Set();
    const visit = (url) => {
      if (loaded.has(url) || later.has(url)) return;
      later.add(url);
      const source = readFileSync(join(assetsDir, url.replace(/^\/assets\//, "")), "utf8");
      // Vite's chunks import their siblings by relative path.
      for (const match of source.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) visit(`/assets/${match[1]}`);
    };
    for (const name of assets.filter((file) => file.startsWith(prefix) && file.endsWith(".js"))) visit(`/assets/${name}`);
    const laterBytes = [...later].reduce((sum, url) => sum + gzipBytes(url), 0);
    console.log(
      `${label} nach Zustimmung (nicht im ersten Laden): JS ${kb(laterBytes)}, CSS ${kb(laterCss)} (+ Worker /map/maplibre-gl-worker.mjs)`,
    );
  }
  // The budget every page keeps (tests/js-budget.test.ts checks all page routes in npm test).
  const over = results.filter((result) => result.jsBytes > JS_BUDGET_BYTES);
  console.log(
    over.length === 0
      ? `Keine Seite lädt mehr als ${kb(JS_BUDGET_BYTES)} JavaScript.`
      : `Über ${kb(JS_BUDGET_BYTES)}: ${over.map((result) => `${result.page} (${kb(result.jsBytes)})`).join(", ")}.`,
  );
} finally {
  await server.close();
}
