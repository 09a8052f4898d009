// The site map in app/routes.ts lists every route by hand. It must name each route as
// the file-name convention it replaced did (code reads route ids), and it must not forget a page:
// a route module added under app/routes/ without its line in the map fails here.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { expect, test } from "vitest";
import siteMap from "../app/routes";

type Row = { id: string; parent: string; path?: string; index: boolean; file: string };

/** The route table as React Router builds it from a config: the default id is the file without its extension. */
function rows(routes: RouteConfigEntry[], parent = "root"): Row[] {
  return routes
    .flatMap((route) => {
      const id = route.id ?? route.file.replace(/\.[a-z0-9]+$/i, "");
      return [{ id, parent, path: route.path, index: route.index ?? false, file: route.file }, ...rows(route.children ?? [], id)];
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The route module files under app/routes/: flat files, and each folder's route.tsx (or route.ts). */
function routeModules(): string[] {
  return readdirSync("app/routes", { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.name.startsWith(".")) return [];
      if (entry.isFile()) return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [entry.name] : [];
      const files = readdirSync(path.join("app/routes", entry.name));
      return files.filter((file) => /^route\.tsx?$/.test(file)).map((file) => `${entry.name}/${file}`);
    })
    .map((file) => `routes/${file}`)
    .sort();
}

test("the site map gives every route the id, path, index flag, file and parent the file names gave it", async () => {
  // flatRoutes() reads the app directory that React Router's Vite plugin sets before it loads
  // routes.ts (setAppDirectory in @react-router/dev); the test sets the same global itself.
  globalThis.__reactRouterAppDirectory = path.resolve("app");
  const byFileNames = rows(await flatRoutes({ ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"] }));
  const bySiteMap = rows(await siteMap);

  expect(byFileNames.length).toBeGreaterThan(60);
  expect(bySiteMap).toEqual(byFileNames);
  expect(bySiteMap.find((row) => row.id === "routes/admin.team.$id")).toEqual({
    id: "routes/admin.team.$id",
    parent: "routes/admin.team",
    path: ":id",
    index: false,
    file: "routes/admin.team.$id/route.tsx",
  });
});

test("every route module under app/routes/ has its line in the site map", async () => {
  const mapped = rows(await siteMap).map((row) => row.file);
  expect(new Set(mapped).size).toBe(mapped.length);
  expect([...mapped].sort()).toEqual(routeModules());
});
