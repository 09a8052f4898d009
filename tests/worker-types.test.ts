// The Worker's binding types come from `wrangler types` (workers/worker-configuration.d.ts,
// app/server/http/env.server.ts Bindings). This fails when wrangler.toml changed and `npm run types`
// was not run, so the code can never believe in a binding the Worker does not have.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";

const root = join(import.meta.dirname, "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const typesArgs = JSON.parse(readFileSync(join(root, "package.json"), "utf8"))
  .scripts.types.split(" ")
  .slice(2) as string[];
const scratch = mkdtempSync(join(tmpdir(), "worker-types-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function check(config: string, types: string) {
  return spawnSync(wrangler, ["types", types, ...typesArgs.slice(1), "--check", "--config", config], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    timeout: 60_000,
  });
}

test("workers/worker-configuration.d.ts matches wrangler.toml", { timeout: 70_000 }, () => {
  const result = check(join(root, "wrangler.toml"), "workers/worker-configuration.d.ts");
  expect(result.status, `${result.stdout}\n${result.stderr}\nRun \`npm run types\` and commit the file.`).toBe(0);
});

test("the check notices a binding added to wrangler.toml without regenerating", { timeout: 70_000 }, () => {
  const config = join(scratch, "wrangler.toml");
  const types = join(scratch, "worker-configuration.d.ts");
  copyFileSync(join(root, "workers", "worker-configuration.d.ts"), types);
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8").replace(
    "[images]",
    '[[r2_buckets]]\nbinding = "EXTRA"\nbucket_name = "extra"\n\n[images]',
  );
  writeFileSync(config, toml.replaceAll('main = "workers/app.ts"', `main = "${join(root, "workers", "app.ts")}"`));
  const result = check(config, types);
  expect(result.status).not.toBe(0);
  expect(`${result.stdout}${result.stderr}`).toMatch(/out of date/i);
});
