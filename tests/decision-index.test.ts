// The ADR index (docs/decisions/README.md) is how a newcomer finds a decision by topic: every
// record in the folder is listed there once, and every link in it points at a record that exists.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

test("every ADR is listed in the index once, and the index links only existing records", () => {
  const records = readdirSync("docs/decisions").filter((name) => /^\d{4}-.*\.md$/.test(name));
  expect(records.length).toBeGreaterThan(100);
  const index = readFileSync("docs/decisions/README.md", "utf8");
  const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]);
  const missing = records.filter((name) => !linked.includes(name));
  const twice = linked.filter((name, i) => linked.indexOf(name) !== i);
  const dangling = linked.filter((name) => !records.includes(name ?? ""));
  expect({ missing, twice, dangling }).toEqual({ missing: [], twice: [], dangling: [] });
});

test("no tracked text file holds a merge's conflict markers", () => {
  // git grep exits with 1 when nothing matches; a match (exit 0) names the files.
  const found = spawnSync(
    "git",
    ["grep", "-l", "-E", "^(<{7} |>{7} )", "--", "app", "docs", "tests", "scripts", "migrations", "workers", "README.md"],
    {
      encoding: "utf8",
    },
  );
  expect(found.status, found.stdout).toBe(1);
});
