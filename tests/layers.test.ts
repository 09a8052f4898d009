// The layer map of app/ (README, "Where code lives"): a module imports only from its own layer
// or the layers below it, so that a newcomer can read the code from the bottom up.
//
//   routes, root, background       pages, the document, cron and queue consumers
//   forms, content, components     form pipelines, page copy, UI
//   integrations                   feed, mail, photos, exposé: talk to the outside
//   utils                          request helpers: session, auth, limits, headers
//   models                         D1 queries through Kysely
//   db, lib, schemas, config       tables, pure functions, zod schemas, site settings
//
// And: a route module is imported only by its own route family (admin.team/* by admin.team.neu,
// admin.team.$id, ...), and only workers/ imports background/.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { expect, test } from "vitest";

const app = join(import.meta.dirname, "..", "app");

const RANK: Record<string, number> = {
  routes: 5,
  root: 5,
  background: 5,
  forms: 4,
  content: 4,
  components: 4,
  integrations: 3,
  utils: 2.5,
  models: 2,
  db: 1,
  lib: 1,
  schemas: 1,
  config: 1,
  styles: 0,
};

/**
 * Imports that cross the map the wrong way, each with where the code belongs: empty, and meant to
 * stay so. An entry may only be added with a reason, and the test fails once it is no longer
 * needed, so the list cannot go stale.
 */
const KNOWN: Record<string, string> = {};

/** Route-module imports across route families, each with where the shared code belongs: empty too. */
const KNOWN_ROUTE_IMPORTS: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function layerOf(path: string): string {
  const parts = relative(app, path).split("/");
  return parts.length === 1 ? "root" : (parts[0] ?? "root");
}

/** `withTypes: false` leaves out `import type` and `export type`, which vanish at build time. */
function importsOf(file: string, { withTypes = true } = {}): string[] {
  const source = readFileSync(file, "utf8");
  const specs = [...source.matchAll(/^\s*(?:import|export)\b([^;]*?)\bfrom\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gm)]
    .filter((m) => withTypes || !/^\s*type\b/.test(m[1] ?? ""))
    .map((m) => m[2] ?? m[3] ?? "");
  return specs.flatMap((spec) => {
    if (spec.startsWith("~/")) return [join(app, spec.slice(2))];
    if (!spec.startsWith(".")) return [];
    // Relative paths out of app/ (fonts in node_modules) are packages, not layers.
    const path = normalize(join(dirname(file), spec));
    return path.startsWith(`${app}/`) ? [path] : [];
  });
}

const files = sourceFiles(app);

test("every import in app/ goes to the same layer or one below it", () => {
  const crossings: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    for (const target of importsOf(file)) {
      const to = layerOf(target);
      if (from === to) continue;
      const rank = RANK[to];
      if (rank === undefined) throw new Error(`${relative(app, file)} imports from an unmapped layer: ${relative(app, target)}`);
      if (rank > (RANK[from] ?? 0)) crossings.push(`${relative(app, file)} -> ${relative(app, target).replace(/\.tsx?$/, "")}`);
    }
  }
  const unknown = crossings.filter((crossing) => !(crossing in KNOWN));
  expect(
    unknown,
    'imports against the layer map (README, "Where code lives"): move the imported code down to a layer the importer may use',
  ).toEqual([]);
  const gone = Object.keys(KNOWN).filter((known) => !crossings.includes(known));
  expect(gone, "mended: remove these from KNOWN").toEqual([]);
});

/** "admin.inquiries_.$id/route.tsx" → ["admin", "inquiries", "$id"]: the route's URL segments. */
function routeSegments(relPath: string): string[] {
  const name = relPath.split("/")[1] ?? "";
  return name
    .replace(/\.(tsx?|server\.ts)$/, "")
    .split(".")
    .map((segment) => segment.replace(/_$/, ""));
}

const isPrefix = (a: string[], b: string[]) => a.every((segment, index) => b[index] === segment);

test("route modules are imported only by their own route family", () => {
  const strays: string[] = [];
  for (const file of files) {
    const from = relative(app, file);
    for (const target of importsOf(file)) {
      const to = relative(app, target);
      if (!to.startsWith("routes/") || !from.startsWith("routes/")) {
        if (to.startsWith("routes/")) strays.push(`${from} -> ${to}`);
        continue;
      }
      const [a, b] = [routeSegments(from), routeSegments(to)];
      if (isPrefix(a, b) || isPrefix(b, a)) continue;
      strays.push(`${from} -> ${to.replace(/\.tsx?$/, "")}`);
    }
  }
  expect(
    strays.filter((stray) => !(stray in KNOWN_ROUTE_IMPORTS)),
    "a route module imported from outside its route family: move the shared code to components, content, forms or models",
  ).toEqual([]);
  expect(
    Object.keys(KNOWN_ROUTE_IMPORTS).filter((known) => !strays.includes(known)),
    "mended: remove from KNOWN_ROUTE_IMPORTS",
  ).toEqual([]);
});

test("only the Worker imports background/", () => {
  const users = files.filter(
    (file) => layerOf(file) !== "background" && importsOf(file).some((target) => layerOf(target) === "background"),
  );
  expect(users.map((file) => relative(app, file))).toEqual([]);
});

/** The source file an import path names: `~/x/y` is y.ts, y.tsx or y itself. */
const moduleFile = (path: string) => [path, `${path}.ts`, `${path}.tsx`].find((candidate) => files.includes(candidate));

test("no import circle runs through app/ (type-only imports aside)", () => {
  const circles: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (trail.includes(file)) {
      circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => relative(app, f)).join(" -> "));
      return;
    }
    if (done.has(file)) return;
    for (const target of importsOf(file, { withTypes: false })) {
      const next = moduleFile(target);
      if (next) visit(next, [...trail, file]);
    }
    done.add(file);
  };
  for (const file of files) visit(file, []);
  expect(circles).toEqual([]);
});
