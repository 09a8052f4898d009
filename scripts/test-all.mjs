// `npm test`: every suite (unit + integration in vitest, end-to-end in Playwright), then one
// closing line `N passed, N failed` with the totals, which CI reads.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build, root, toolEnv } from "./lib.mjs";

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
const COLOUR_CODES = /\u001b\[[0-9;]*m/g;

const cache = join(root, ".cache");
mkdirSync(cache, { recursive: true });
const vitestJson = join(cache, "vitest-results.json");
const playwrightJson = join(cache, "playwright-results.json");
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

build();

const totals = { passed: 0, failed: 0, skipped: 0 };
// CI keeps only the tail of the output: the failures are listed again just above the last line.
const failures = [];
const flaky = [];
let exitCode = 0;

const vitest = spawnSync("vitest", ["run"], { cwd: root, env: toolEnv, stdio: "inherit" });
if (vitest.status !== 0) exitCode = 1;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that failed to load has no tests: count it as a failure so it cannot hide.
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${root}/`, "");
    if (file.status === "failed" && (file.assertionResults ?? []).length === 0) {
      totals.failed += 1;
      failures.push(`${name}: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed") failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
} else {
  totals.failed += 1;
}

const e2e = spawnSync("playwright", ["test"], { cwd: root, env: { ...toolEnv, E2E_SKIP_BUILD: "1" }, stdio: "inherit" });
if (e2e.status !== 0) exitCode = 1;
if (existsSync(playwrightJson)) {
  const report = JSON.parse(readFileSync(playwrightJson, "utf8"));
  const stats = report.stats ?? {};
  collectPlaywrightFailures(report.suites ?? [], []);
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  if ((stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) === 0 && e2e.status !== 0) totals.failed += 1;
} else {
  totals.failed += 1;
}

if (totals.failed > 0) exitCode = 1;
if (flaky.length > 0) {
  console.log("\nFlaky (failed once, passed on the retry; counted as passed):");
  for (const test of flaky) console.log(`  ~ ${test}`);
}
if (failures.length > 0) {
  console.log("\nFailed:");
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(exitCode);

function firstLine(text) {
  return String(text ?? "")
    .replace(COLOUR_CODES, "")
    .trim()
    .split("\n")
    .slice(0, 3)
    .join(" / ")
    .slice(0, 400);
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    collectPlaywrightFailures(suite.suites ?? [], path);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...path, spec.title].join(" › ");
        if (test.status === "flaky") flaky.push(`${name}: ${firstLine(test.results?.[0]?.error?.message)}`);
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${name}: ${firstLine(error)}`);
      }
    }
  }
}
