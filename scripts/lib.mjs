// Shared helpers for the project's Node scripts (start, e2e server, seed, benchmarks).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "node_modules", ".bin");

// Everything runs on the project's Node 24 (node_modules/.bin/node) and offline.
export const toolEnv = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? "warn",
};

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, env: toolEnv, stdio: "inherit", ...options });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} exited with ${result.status}`);
  }
  return result;
}

/**
 * `.dev.vars` holds local secrets; create it from the example on a fresh clone, with random
 * values for the `change-me` ones. An older file is brought up to date: an ADMIN_KEY shorter than
 * 32 characters (the Worker refuses it) is replaced, a missing secret from the example is added.
 */
export function ensureDevVars() {
  const target = join(root, ".dev.vars");
  const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
  const random = () => randomBytes(24).toString("hex");
  if (!existsSync(target)) {
    writeFileSync(
      target,
      example.replace(/^([A-Z_]+)=change-me.*$/gm, (_, name) => `${name}=${random()}`),
    );
    return;
  }
  let current = readFileSync(target, "utf8");
  const before = current;
  current = current.replace(/^ADMIN_KEY=(.*)$/m, (line, value) => (value.trim().length < 32 ? `ADMIN_KEY=${random()}` : line));
  for (const [, name] of example.matchAll(/^([A-Z_]+)=/gm)) {
    if (!new RegExp(`^${name}=`, "m").test(current)) current = `${current.replace(/\n?$/, "\n")}${name}=${random()}\n`;
  }
  if (current !== before) {
    writeFileSync(target, current);
    console.log(".dev.vars updated: new ADMIN_KEY (32+ characters) or added secrets from .dev.vars.example");
  }
}

/**
 * `npm run build`: the files the build copies from public/ first (the map's web worker, the
 * basemap style and glyphs), then React Router's Vite build: browser assets in
 * build/client/, the Worker in build/server/.
 */
export function build() {
  mkdirSync(join(root, "public", "map"), { recursive: true });
  const worker = join(root, "node_modules", "maplibre-gl", "dist", "maplibre-gl-worker.mjs");
  if (existsSync(worker)) copyFileSync(worker, join(root, "public", "map", "maplibre-gl-worker.mjs"));
  run("node", [join(root, "scripts", "map-assets.mjs")]);
  // Production mode even under vitest (NODE_ENV=test), or the bundle is not minified.
  run("react-router", ["build"], { env: { ...toolEnv, NODE_ENV: "production" } });
}

/**
 * Local D1 and R2 live in .wrangler/state whatever config wrangler reads: after a build, wrangler
 * follows .wrangler/deploy/config.json to build/server/wrangler.json and would otherwise keep its
 * state under build/, which the next build empties.
 */
export const LOCAL_STATE = join(root, ".wrangler", "state");

/** Migrate and seed a local D1 (the default one, or an isolated one under `persistTo`). */
export function prepareDatabase({ persistTo } = {}) {
  const persist = ["--persist-to", persistTo ?? LOCAL_STATE];
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
  run("node", [join(root, "scripts", "seed.mjs"), ...persist]);
  // The demo basemap into the local R2 bucket, so the maps show streets and places.
  const archive = join(root, ".wrangler", "map", "demo.pmtiles");
  run("node", [join(root, "scripts", "map-demo.mjs"), archive]);
  run("wrangler", ["r2", "object", "put", "wien-immobilien-maps/basemap.pmtiles", "--file", archive, "--local", ...persist]);
}

/** Start `wrangler dev` in its own process group so that stopping it stops workerd too. */
export function startDev({ port, persistTo, extraArgs = [] }) {
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(port + 1000),
    "--persist-to",
    persistTo ?? LOCAL_STATE,
    ...extraArgs,
  ];
  const child = spawn("wrangler", args, { cwd: root, env: toolEnv, stdio: "inherit", detached: true });
  const stop = () => stopDev(child);
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  process.on("SIGTERM", () => {
    stop();
    process.exit(143);
  });
  process.on("exit", stop);
  return child;
}

/** Stop a `startDev` child: the whole process group, so workerd goes too. */
export function stopDev(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
}

/** Resolve once the site answers on `base` (robots.txt needs no database); fail after a minute. */
export async function waitForServer(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not start on ${base}`);
}

/**
 * The real Worker in local workerd (wrangler's test harness, in this process) with a migrated,
 * empty D1 — for the benchmarks; `vars` override wrangler.toml's (bench:cache switches EDGE_CACHE). Offline like `toolEnv`: the harness reads this process's env.
 * wrangler is imported here, not at the top, so start/e2e scripts do not load it twice.
 */
export async function startHarness({ secrets, vars } = {}) {
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  process.env.WRANGLER_LOG ??= "warn";
  const { createTestHarness } = await import("wrangler");
  const harness = createTestHarness({
    workers: [
      {
        configPath: join(root, "build", "server", "wrangler.json"),
        vars: { ENVIRONMENT: "test", ...vars },
        ...(secrets ? { secrets } : {}),
      },
    ],
  });
  try {
    const { url } = await harness.listen();
    const worker = harness.getWorker();
    await worker.applyD1Migrations("DB");
    return { harness, url, worker, env: await worker.getEnv() };
  } catch (error) {
    await harness.close();
    throw error;
  }
}

/** The median of a list of numbers (benchmarks and the audit). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value at quantile q (0-1) of a list of numbers, nearest rank. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
