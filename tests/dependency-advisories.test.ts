// The shipped framework packages are past the advisories that made us leave Remix v2: turbo-stream
// 2.x (CVE-2026-34077) and react-router before 7.18.0 (GHSA-337j-9hxr-rhxg, GHSA-wrjc-x8rr-h8h6,
// GHSA-chx6-hx7r-mcp5), installed and in the lock file, so a downgrade fails here.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";

/** Lowest patched version per package (ADR 0100). */
const PATCHED: Record<string, string> = {
  "react-router": "7.18.0",
  "turbo-stream": "3.0.0",
};

/** Remix v2's runtime packages: ended, they receive no fixes. */
const ENDED = ["@remix-run/react", "@remix-run/cloudflare", "@remix-run/server-runtime", "@remix-run/dev", "@remix-run/router"];

function atLeast(version: string, minimum: string): boolean {
  const a = version.split(".").map((part) => Number.parseInt(part, 10));
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

test("the installed react-router is a version patched for the advisories", () => {
  const { version } = createRequire(import.meta.url)("react-router/package.json") as { version: string };
  expect(atLeast(version, PATCHED["react-router"] as string), `react-router ${version}`).toBe(true);
});

test("the lock file holds no Remix v2 package and only patched router and stream versions", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string }> };
  const routers: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const name of ENDED) expect(path.endsWith(`node_modules/${name}`), `${path} is a Remix v2 package`).toBe(false);
    for (const [name, minimum] of Object.entries(PATCHED)) {
      if (!path.endsWith(`node_modules/${name}`) || !entry.version) continue;
      if (name === "react-router") routers.push(`${path}@${entry.version}`);
      expect(atLeast(entry.version, minimum), `${path} ${entry.version} < ${minimum}`).toBe(true);
    }
  }
  expect(routers).toEqual(["node_modules/react-router@8.4.0"]);
});
