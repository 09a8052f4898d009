// The map of app/ (README, "Where code lives"): pages on top, then shared UI and the server's
// domains side by side, pure code at the bottom. A module imports only what its folder may use:
//
//   routes, root     pages and the document              everything below
//   components       UI several pages use                lib, db (and other components)
//   server           one folder per domain               lib, db (and other domains)
//   lib, db          pure functions, schemas, tables     lib, db
//
// And: a route module is imported only by its own route family (admin.team/* by admin.team.neu,
// admin.team.$id, ...); only workers/ imports server/jobs/; SQL appears only in query modules.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { expect, test } from "vitest";

const app = join(import.meta.dirname, "..", "app");

/** What each folder may import from, and where a misplaced module belongs instead. */
const MAY_IMPORT: Record<string, string[]> = {
  root: ["root", "routes", "components", "server", "lib", "db", "styles"],
  routes: ["root", "routes", "components", "server", "lib", "db", "styles"],
  components: ["components", "lib", "db", "styles"],
  server: ["server", "lib", "db"],
  lib: ["lib", "db"],
  db: ["db", "lib"],
  styles: ["styles"],
};
const BELONGS: Record<string, string> = {
  components: "UI a module below needs is not UI: move the function or type to lib/",
  server: "I/O a module below needs: pass it in from the route, or move the pure part to lib/",
  routes: "a page's part used elsewhere belongs in components/ (UI) or server/<domain>/ (data)",
  root: "the document's parts used elsewhere belong in components/ or lib/",
};

/** Type-only imports that vanish at build time and are fine across the map: a component may name
 * the shape of the rows a loader passes it. */
const TYPES_FROM: Record<string, string[]> = { components: ["server"] };

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

test("every import in app/ goes where its folder may import from", () => {
  const crossings: string[] = [];
  const reasons = new Set<string>();
  for (const file of files) {
    const from = layerOf(file);
    const values = new Set(importsOf(file, { withTypes: false }));
    for (const target of importsOf(file)) {
      const to = layerOf(target);
      if (!values.has(target) && TYPES_FROM[from]?.includes(to)) continue;
      const allowed = MAY_IMPORT[to] && MAY_IMPORT[from];
      if (!allowed) throw new Error(`${relative(app, file)} imports from an unmapped folder: ${relative(app, target)}`);
      if (MAY_IMPORT[from]?.includes(to)) continue;
      crossings.push(`${relative(app, file)} -> ${relative(app, target).replace(/\.tsx?$/, "")}`);
      reasons.add(`${from} -> ${to}: ${BELONGS[to] ?? "move the imported code down"}`);
    }
  }
  const unknown = crossings.filter((crossing) => !(crossing in KNOWN));
  expect(unknown, `imports against the map (README, "Where code lives"):\n${[...reasons].join("\n")}`).toEqual([]);
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
    "a route module imported from outside its route family: move the shared code to components/ or server/<domain>/",
  ).toEqual([]);
  expect(
    Object.keys(KNOWN_ROUTE_IMPORTS).filter((known) => !strays.includes(known)),
    "mended: remove from KNOWN_ROUTE_IMPORTS",
  ).toEqual([]);
});

const JOBS = join(app, "server", "jobs");

test("only the Worker imports server/jobs/", () => {
  const users = files.filter((file) => !file.startsWith(`${JOBS}/`) && importsOf(file).some((target) => target.startsWith(`${JOBS}/`)));
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

/** A statement built or written here: Kysely's builders, its `sql` tag, or D1's own prepare. */
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|selectNoFrom)\(|\bsql`|\bsql<[^>]*>`|\.prepare\(/;

test("SQL appears only in query modules (server/<domain>/*queries.server.ts) and db/", () => {
  const strays = files
    .filter((file) => !/queries\.server\.ts$/.test(file) && layerOf(file) !== "db")
    .filter((file) => SQL.test(readFileSync(file, "utf8")))
    .map((file) => relative(app, file));
  expect(strays, "move these statements into the domain's queries.server.ts and call a named function").toEqual([]);
});
