// The JavaScript a page loads first, read from React Router's browser manifest after
// `npm run build`: the modulepreload list of the entry, the root and every route down to the
// page. Shared by tests/js-budget.test.ts and bench:bundle.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = join(root, "build", "client");

/**
 * A guard rail, not a goal: ≤ 140 KB gzip of first-load JavaScript on every page (ADR 0011: React
 * 19 and React Router 8 alone are 95 KB). What visitors feel is the blocking time our scripts
 * add, measured by the audit (docs/performance-log.md).
 */
export const JS_BUDGET_BYTES = 140 * 1024;

export function readManifest() {
  const assets = join(clientDir, "assets");
  const file = existsSync(assets) ? readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name)) : undefined;
  if (!file) throw new Error("no build/client/assets/manifest-*.js: did `npm run build` run?");
  const source = readFileSync(join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

const gzipCache = new Map();
export function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(url, gzipSync(readFileSync(join(clientDir, url.replace(/^\//, "").split("?")[0]))).length);
  }
  return gzipCache.get(url);
}

/** The route ids from the root down to `routeId`. */
function routeChain(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) chain.unshift(id);
  return chain;
}

/** First-load JavaScript files and their gzip total for the page that route `routeId` renders. */
export function firstLoadJs(manifest, routeId) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return { files: [...files], bytes: [...files].reduce((sum, file) => sum + gzipBytes(file), 0) };
}

/** The route's source file under app/ (flat route file or folder with route.tsx). */
function routeSource(routeId) {
  const base = join(root, "app", routeId);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, "route.tsx"), join(base, "route.ts")]) {
    if (existsSync(candidate)) return readFileSync(candidate, "utf8");
  }
  return null;
}

/**
 * Every route that renders a page: leaf routes (no child routes) with a default export. Resource
 * routes (sitemap, robots, API endpoints) render no page and load no JavaScript.
 */
export function pageRouteIds(manifest) {
  const isPage = (id) => {
    const source = routeSource(id);
    return source !== null && /export default/.test(source);
  };
  const ids = Object.keys(manifest.routes).filter((id) => id !== "root" && isPage(id));
  // A layout is measured through its child pages. A page whose only children are resource routes
  // (/admin/inquiries and its .csv/.export) is a page of its own.
  const layouts = new Set(ids.map((id) => manifest.routes[id].parentId));
  return ids.filter((id) => !layouts.has(id));
}
