// Route folders stay readable: no module in app/routes/ is longer than 200 lines; a
// page that grows is split by what its parts do (a form, a card, the actions), each in its own
// file beside route.tsx.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const MAX_LINES = 200;

test(`every module in app/routes/ has at most ${MAX_LINES} lines`, () => {
  const files = readdirSync("app/routes", { recursive: true, encoding: "utf8" }).filter(
    (name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name),
  );
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((name) => ({ name, lines: readFileSync(join("app/routes", name), "utf8").trimEnd().split("\n").length }))
    .filter((file) => file.lines > MAX_LINES)
    .map((file) => `${file.name}: ${file.lines}`);
  expect(long).toEqual([]);
});
