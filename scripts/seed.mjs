// Seed a migrated local D1 with German demo content: properties across Vienna and Lower Austria,
// six brokers, six blog posts.
//   node scripts/seed.mjs [--persist-to DIR] [--count N] [--sql-only FILE]
// --count N     N properties (default: the curated list); extra rows are synthetic (benchmarks)
// --sql-only F  write the SQL to F and do not touch any database
// --now ISO     the seed date (default: now): 'Neu' listings and viewing windows are relative to it
// Idempotent: a second run leaves exactly the same rows.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { run } from "./lib.mjs";

import "./seed/app-hooks.mjs";

const { values } = parseArgs({
  options: {
    "persist-to": { type: "string" },
    count: { type: "string" },
    "sql-only": { type: "string" },
    now: { type: "string" },
  },
});

const { buildSeedSql } = await import("./seed/sql.mjs");
const count = values.count === undefined ? undefined : Number(values.count);
if (count !== undefined && (!Number.isInteger(count) || count < 1)) {
  console.error(`--count must be a positive integer, got ${values.count}`);
  process.exit(2);
}

const now = values.now === undefined ? new Date() : new Date(values.now);
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be a date, got ${values.now}`);
  process.exit(2);
}

const started = Date.now();
const { sql, counts } = buildSeedSql({ count, now });
if (values["sql-only"]) {
  writeFileSync(values["sql-only"], sql);
  console.log(`Seed SQL written to ${values["sql-only"]} (${counts.properties} properties).`);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), "seed-"));
const file = join(dir, "seed.sql");
try {
  writeFileSync(file, sql);
  const persist = values["persist-to"] ? ["--persist-to", values["persist-to"]] : [];
  run("wrangler", ["d1", "execute", "DB", "--local", "--file", file, "--yes", ...persist], { stdio: ["ignore", "ignore", "inherit"] });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `Seeded ${counts.properties} properties (${counts.amenities} amenity rows), ${counts.agents} agents, ${counts.blogPosts} blog posts in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
