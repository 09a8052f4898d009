// HTML cache policy is decided in one place, applyCachePolicy in the Worker: page routes set no
// Cache-Control of their own; resource routes (JSON, tiles, PDF, sitemap, robots.txt) keep theirs.
// This keeps a second decision from creeping back in; security-headers.test.ts checks the values.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { isPrivatePath } from "~/server/http/cache.server";

const ROUTES = "app/routes";

/** A moved team member's permanent redirect (not a page) may be cached by browsers for an hour. */
const ALLOWED = new Set(["uber-uns.team.$slug.tsx"]);

/** The files of every page route: a route module with a default export, and its route.server.ts. */
function pageRouteFiles(): string[] {
  return readdirSync(ROUTES, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const route = join(ROUTES, entry.name, "route.tsx");
      if (!existsSync(route)) return [];
      const server = join(ROUTES, entry.name, "route.server.ts");
      return existsSync(server) ? [route, server] : [route];
    }
    const file = join(ROUTES, entry.name);
    return entry.name.endsWith(".tsx") && /export default/.test(readFileSync(file, "utf8")) ? [file] : [];
  });
}

/** The code without its comments (which may well explain where Cache-Control comes from). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/[^\n]*/g, "$1");
}

test("no page route sets Cache-Control itself", () => {
  const files = pageRouteFiles();
  expect(files.length).toBeGreaterThan(40);
  const offenders = files
    .filter((file) => !ALLOWED.has(file.slice(ROUTES.length + 1)))
    .filter((file) => /Cache-Control|noStore|publicPageCache|NO_STORE/.test(withoutComments(readFileSync(file, "utf8"))));
  expect(offenders).toEqual([]);
});

test("personal and staff paths are private; public pages and the comparison are not", () => {
  for (const path of [
    "/admin",
    "/admin/inquiries",
    "/login",
    "/login/zweiter-faktor",
    "/login/passwort-vergessen",
    "/login/neues-passwort",
    "/api/send-inquiry",
    "/verify-email",
    "/merkliste",
    "/merkliste/geteilt",
    "/suchauftrag/verwalten",
    "/suchauftrag/bestaetigen",
    "/suchauftrag/speichern",
    "/suchauftrag/abmelden",
  ])
    expect(isPrivatePath(path), path).toBe(true);
  for (const path of [
    "/",
    "/immobilien",
    "/immobilien/210284",
    "/kontakt",
    "/merkliste/vergleich",
    "/suchauftrag",
    "/administration",
    "/blog",
  ])
    expect(isPrivatePath(path), path).toBe(false);
});
