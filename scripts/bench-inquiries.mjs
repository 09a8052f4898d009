// npm run bench:inquiries: 500 valid inquiries at 20 concurrent requests against a local Worker
// (wrangler dev, own port, fresh database, FORM_RATE_LIMIT raised), then waits for the queue
// consumer and prints throughput, p95 latency, rows stored and e-mails delivered.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build, ensureDevVars, root, run, startDev, toolEnv } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8795);
const TOTAL = 500;
const CONCURRENCY = 20;
const persistTo = join(root, ".wrangler", `bench-state-${PORT}`);

function query(sql) {
  const out = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], {
    cwd: root,
    env: toolEnv,
    encoding: "utf8",
  });
  return JSON.parse(out.stdout)[0].results;
}

rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") build();
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { stdio: "ignore" });
const child = startDev({ port: PORT, persistTo, extraArgs: ["--var", "FORM_RATE_LIMIT:1000000", "--var", "ENVIRONMENT:test"] });
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/robots.txt`)).ok) break;
  } catch {}
  if (i > 120) throw new Error("wrangler dev did not start");
  await new Promise((r) => setTimeout(r, 500));
}

const latencies = [];
let failures = 0;
let next = 0;
async function worker() {
  while (next < TOTAL) {
    const i = next++;
    const started = performance.now();
    const res = await fetch(`${base}/api/send-inquiry`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Bench Makler ${i}`,
        email: `bench${i}@example.at`,
        phone: "0664 1234567",
        experience: "5 Jahre",
        message: `Benchmark-Anfrage Nummer ${i}`,
        inquiryType: "Selbstständige Makler Anfrage",
      }),
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status !== 201) failures++;
  }
}
const t0 = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const p95 = latencies[Math.floor(latencies.length * 0.95) - 1];

let stored = 0;
let delivered = 0;
const deadline = Date.now() + 120_000;
while (Date.now() < deadline) {
  stored = query("SELECT COUNT(*) AS n FROM inquiries")[0].n;
  delivered = query("SELECT COUNT(*) AS n FROM inquiry_emails WHERE state = 'sent'")[0].n;
  if (delivered >= TOTAL) break;
  await new Promise((r) => setTimeout(r, 2000));
}
console.log(
  JSON.stringify({
    requests: TOTAL,
    concurrency: CONCURRENCY,
    failures,
    seconds: +seconds.toFixed(2),
    throughputPerSecond: +(TOTAL / seconds).toFixed(1),
    p95Ms: Math.round(p95),
    rowsStored: stored,
    emailsDelivered: delivered,
  }),
);
try {
  process.kill(-child.pid, "SIGTERM");
} catch {}
process.exit(stored === TOTAL && delivered === TOTAL && failures === 0 ? 0 : 1);
