// npm run bench:inquiries: 500 valid inquiries at 20 concurrent requests against a local Worker
// (wrangler dev, own port, fresh database, FORM_RATE_LIMIT raised), then waits for the queue
// consumer and prints throughput, p95 latency, rows stored and e-mails delivered.
//
// A D1 query from a second process while `wrangler dev` holds the database reads nothing useful,
// so the counts come in two steps:
// 1. While wrangler dev runs: count the .eml files its send_email binding writes (under
//    .wrangler/tmp/email, which wrangler empties when it exits) for this run's sender addresses,
//    until all arrived or the count stops moving.
// 2. After stopping wrangler dev: count rows in D1 with `wrangler d1 execute --local`.
// Delivered = the inquiry_emails rows marked 'sent' AND the mails written; both are printed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build, ensureDevVars, root, run, startDev, stopDev, toolEnv, waitForServer } from "./lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8795);
const TOTAL = 500;
const CONCURRENCY = 20;
const DRAIN_TIMEOUT_MS = 180_000;
// The count has to stand still this long before we call the queue drained short of the target.
const STALL_MS = 15_000;
const persistTo = join(root, ".wrangler", `bench-state-${PORT}`);
const mailDir = join(root, ".wrangler", "tmp", "email");
// Marks this run's senders, so mails of other local runs are not counted.
const runId = Date.now().toString(36);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function query(sql) {
  const out = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], {
    cwd: root,
    // wrangler prints the --json result through its logger: WRANGLER_LOG=warn (toolEnv) hides it.
    env: { ...toolEnv, WRANGLER_LOG: "log" },
    encoding: "utf8",
  });
  if (out.status !== 0) throw new Error(`wrangler d1 execute failed: ${out.stderr || out.stdout}`);
  return JSON.parse(out.stdout)[0].results;
}

/** The .eml files written for this run: the office mail carries the sender as Reply-To. */
function countWrittenMails() {
  if (!existsSync(mailDir)) return 0;
  const marker = `@bench-${runId}.example.at>`;
  let count = 0;
  for (const name of readdirSync(mailDir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".eml")) continue;
    try {
      if (readFileSync(join(mailDir, name), "utf8").includes(marker)) count++;
    } catch {
      // A file still being written is counted on the next pass.
    }
  }
  return count;
}

rmSync(persistTo, { recursive: true, force: true });
ensureDevVars();
if (process.env.BENCH_SKIP_BUILD !== "1") build();
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { stdio: "ignore" });
const child = startDev({ port: PORT, persistTo, extraArgs: ["--var", "FORM_RATE_LIMIT:1000000", "--var", "ENVIRONMENT:test"] });
const exited = new Promise((resolve) => child.on("exit", resolve));
const base = `http://127.0.0.1:${PORT}`;
await waitForServer(base);

const latencies = [];
const statuses = {};
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
        email: `makler${i}@bench-${runId}.example.at`,
        phone: "0664 1234567",
        experience: "5 Jahre",
        message: `Benchmark-Anfrage Nummer ${i}`,
        inquiryType: "Selbstständige Makler Anfrage",
      }),
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status !== 201) failures++;
  }
}
const t0 = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1];

// 1. Wait for the queue consumer: every accepted inquiry has one office mail.
const expectedMails = TOTAL - failures;
const drainStart = performance.now();
let written = 0;
let lastChange = Date.now();
while (performance.now() - drainStart < DRAIN_TIMEOUT_MS) {
  const now = countWrittenMails();
  if (now !== written) {
    written = now;
    lastChange = Date.now();
  }
  if (written >= expectedMails || Date.now() - lastChange > STALL_MS) break;
  await sleep(500);
}
const drainSeconds = (performance.now() - drainStart) / 1000;
// The consumer marks a row 'sent' right after the send; give the last batch a moment.
await sleep(2000);
written = countWrittenMails();

// 2. Stop wrangler dev (its database is then closed and consistent) and count in D1.
stopDev(child);
await Promise.race([exited, sleep(15_000)]);
const stored = query("SELECT COUNT(*) AS n FROM inquiries WHERE kind = 'broker'")[0].n;
const emailStates = Object.fromEntries(
  query("SELECT state, COUNT(*) AS n FROM inquiry_emails GROUP BY state").map((row) => [row.state, row.n]),
);
const inquiriesSent = query("SELECT COUNT(*) AS n FROM inquiries WHERE delivery_state = 'sent'")[0].n;
const markedSent = emailStates.sent ?? 0;
const delivered = Math.min(markedSent, written);

console.log(
  JSON.stringify(
    {
      requests: TOTAL,
      concurrency: CONCURRENCY,
      statuses,
      failures,
      seconds: +seconds.toFixed(2),
      throughputPerSecond: +(TOTAL / seconds).toFixed(1),
      p50Ms: Math.round(latencies[Math.ceil(latencies.length * 0.5) - 1]),
      p95Ms: Math.round(p95),
      queueDrainSeconds: +drainSeconds.toFixed(1),
      rowsStored: stored,
      inquiriesMarkedSent: inquiriesSent,
      emailRowsByState: emailStates,
      emlFilesWritten: written,
      emailsDelivered: delivered,
    },
    null,
    2,
  ),
);
const ok = failures === 0 && stored === TOTAL && markedSent === TOTAL && written === TOTAL && inquiriesSent === TOTAL;
console.log(ok ? `OK: all ${TOTAL} stored and delivered.` : `SHORT: target is all ${TOTAL} stored and delivered.`);
process.exit(ok ? 0 : 1);
