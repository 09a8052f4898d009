// Known advisories in the framework packages the site ships (ADR 0100). @remix-run/react 2.17.5
// pins react-router-dom/react-router 6.30.4, which GHSA-jjmj-jmhj-qwj2 covers; package.json
// `overrides` lifts them to the patched 6.30.6. This checks what is installed and what the lock
// file will install on a fresh clone, so removing the override (or a lock refresh that loses it)
// fails here rather than in an audit months later.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "vitest";

/** Lowest patched version per package; one line per advisory we override (ADR 0100). */
const PATCHED: Record<string, string> = {
  "react-router-dom": "6.30.6",
  "react-router": "6.30.6",
  "@remix-run/router": "1.23.4",
};

function atLeast(version: string, minimum: string): boolean {
  const a = version.split(".").map(Number);
  const b = minimum.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

test("the router packages @remix-run/react loads are the versions patched for GHSA-jjmj-jmhj-qwj2", () => {
  // Resolve from @remix-run/react, as the app's build does, not from the project root.
  const fromRemix = createRequire(createRequire(import.meta.url).resolve("@remix-run/react/package.json"));
  for (const [name, minimum] of Object.entries(PATCHED)) {
    const { version } = fromRemix(`${name}/package.json`) as { version: string };
    expect(atLeast(version, minimum), `${name} ${version} < ${minimum}`).toBe(true);
  }
});

test("every copy of the router packages in package-lock.json is a patched version", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version?: string }> };
  const found: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, minimum] of Object.entries(PATCHED)) {
      if (!path.endsWith(`node_modules/${name}`) || !entry.version) continue;
      found.push(`${path}@${entry.version}`);
      expect(atLeast(entry.version, minimum), `${path} ${entry.version} < ${minimum}`).toBe(true);
    }
  }
  expect(found.length).toBeGreaterThanOrEqual(3);
});
