// npm run bench:viewings — online viewing bookings through the real Worker, D1, queue
// and send_email binding (wrangler's test harness, fresh database, offline). Prints:
// - booking latency: one visitor after another books a free seat (POST to the booking page until
//   the redirect to the confirmation), median and p95;
// - a rush: 20 visitors at once for a slot with 5 seats, the latency of each answer and how many
//   got a seat (must be exactly 5);
// - mails per booking, counted from the .eml files the binding writes: to the visitor (the
//   confirmation with the invitation) and to the office; then every tenth visitor cancels by the
//   signed link, and the mails per cancellation (the CANCEL to the visitor, the office's copy).
//   BENCH_VIEWINGS=40  bookings in the sequential part
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestHarness } from "wrangler";
import { createDb } from "~/db/client.server";
import type { Env } from "~/server/http/env.server";
import { issueFormToken } from "~/server/http/honeypot.server";
import { createViewingWindow } from "~/server/viewings/queries.server";
import { insertAgent, insertProperty } from "../tests/factories";
import { MAIL_DIR, WORKER_CONFIG } from "../tests/wrangler-paths";
import { build, median, quantile } from "./lib.mjs";

const BOOKINGS = Number(process.env.BENCH_VIEWINGS ?? 40);
const RUSH = 20;
const RUSH_SEATS = 5;
const SECRETS = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  ADMIN_KEY: "bench-admin-key-0123456789abcdef-0123",
  CREDENTIALS_KEY: "bench-credentials-key-0123456789abcdef",
};
const MINUTE = 60_000;
const runId = Date.now().toString(36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (process.env.BENCH_SKIP_BUILD !== "1") build();
process.env.WRANGLER_SEND_METRICS = "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_LOG ??= "warn";
const harness = createTestHarness({ workers: [{ configPath: WORKER_CONFIG, vars: { ENVIRONMENT: "test" }, secrets: SECRETS }] });

/** A listing with one window of `slots` slots of `seats` seats, starting in two days. */
async function listingWithSlots(db: ReturnType<typeof createDb>, index: number, slots: number, seats: number) {
  const property = await insertProperty(db, { objekttitel: `Bench-Wohnung ${index}`, objektnr_intern: `B${800000 + index}` });
  const agentId = await insertAgent(db, { name: `Bench Makler ${index}`, slug: `bench-makler-${index}-${runId}` });
  const start = Math.ceil((Date.now() + 2 * 24 * 60 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  const times = Array.from({ length: slots }, (_, i) => ({
    startsAt: new Date(start + i * 40 * MINUTE),
    endsAt: new Date(start + i * 40 * MINUTE + 30 * MINUTE),
  }));
  const windowId = await createViewingWindow(db, {
    immobilieId: property.id,
    startsAt: times[0]?.startsAt as Date,
    endsAt: times.at(-1)?.endsAt as Date,
    slotMinutes: 30,
    bufferMinutes: 10,
    seats,
    agentId,
    address: "Praterstraße 12, 1020 Wien",
    meetingPoint: null,
    createdBy: null,
    slots: times,
    now: new Date(),
  });
  const rows = await db.selectFrom("viewing_slots").select("id").where("window_id", "=", windowId).orderBy("starts_at").execute();
  return { objektnr: property.objektnr_intern, slotIds: rows.map((row) => row.id) };
}

/** Every .eml of this run: its To line and whether it carries an invitation or a cancel. */
function runMails() {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(join(MAIL_DIR, name), "utf8"))
    .filter((raw) => raw.includes(`bench-${runId}.example.at`))
    .map((raw) => ({
      toVisitor: /^To: .*bench-\d+@bench-/m.test(raw),
      request: raw.includes("method=REQUEST"),
      cancel: raw.includes("method=CANCEL"),
    }));
}

async function waitForMails(expected: number) {
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const count = runMails().length;
    if (count >= expected) return;
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 15_000) return;
    await sleep(250);
  }
}

try {
  const { url } = await harness.listen();
  const workerHandle = harness.getWorker();
  await workerHandle.applyD1Migrations("DB");
  const db = createDb(((await workerHandle.getEnv()) as unknown as Env).DB);
  let visitor = 0;
  const book = async (objektnr: string, slotId: string) => {
    const n = ++visitor;
    const body = new URLSearchParams({
      formStartedAt: await issueFormToken(SECRETS, new Date(Date.now() - 60_000)),
      slotId,
      name: `Bench Besucher ${n}`,
      email: `bench-${n}@bench-${runId}.example.at`,
      tel: "0664 123 4567",
      privacyConsent: "on",
    });
    const started = performance.now();
    const res = await harness.fetch(new URL(`/immobilien/${objektnr}/besichtigung`, url).toString(), {
      method: "POST",
      body: body.toString(),
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      },
    });
    const ms = performance.now() - started;
    await res.arrayBuffer();
    return { ms, status: res.status, location: res.headers.get("Location") };
  };

  // One visitor after another, each on a free seat of a different listing (no rate limit shared).
  const sequential: number[] = [];
  const links: string[] = [];
  const statuses: Record<number, number> = {};
  for (let i = 0; i < BOOKINGS; i++) {
    const listing = await listingWithSlots(db, i, 1, 1);
    const result = await book(listing.objektnr, listing.slotIds[0] as string);
    sequential.push(result.ms);
    if (result.location) links.push(result.location);
    statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  }
  console.log(
    `Buchung nacheinander (${BOOKINGS}): Median ${median(sequential).toFixed(0)} ms, p95 ${quantile(sequential, 0.95).toFixed(0)} ms`,
  );
  console.log(
    `  Antworten: ${Object.entries(statuses)
      .map(([status, n]) => `${status} × ${n}`)
      .join(", ")}`,
  );

  // The rush: 20 at once for 5 seats.
  const rush = await listingWithSlots(db, BOOKINGS + 1, 1, RUSH_SEATS);
  const answers = await Promise.all(Array.from({ length: RUSH }, () => book(rush.objektnr, rush.slotIds[0] as string)));
  const seated = answers.filter((answer) => answer.status === 303 && !answer.location?.includes("besichtigung?")).length;
  const booked = await db
    .selectFrom("viewing_bookings")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("slot_id", "=", rush.slotIds[0] as string)
    .where("status", "=", "booked")
    .executeTakeFirstOrThrow();
  const rushMs = answers.map((answer) => answer.ms);
  console.log(
    `Ansturm (${RUSH} gleichzeitig, ${RUSH_SEATS} Plätze): ${booked.n} gebucht (Weiterleitungen zur Bestätigung: ${seated}), ` +
      `Median ${median(rushMs).toFixed(0)} ms, p95 ${quantile(rushMs, 0.95).toFixed(0)} ms`,
  );

  // Mails per booking: the queue consumer sends them; wait until the count stands still.
  const bookings = BOOKINGS + Number(booked.n);
  await waitForMails(bookings * 2);
  const mails = runMails();
  const toVisitor = mails.filter((mail) => mail.toVisitor);
  console.log(
    `E-Mails je Buchung: ${(mails.length / bookings).toFixed(2)} (${bookings} Buchungen, ${mails.length} Mails: ` +
      `${toVisitor.length} an Besucher, davon ${toVisitor.filter((mail) => mail.request).length} mit Einladung (REQUEST); ` +
      `${mails.length - toVisitor.length} ans Büro)`,
  );

  // Cancellations by the signed link (what the confirmation mail carries).
  const cancelMs: number[] = [];
  const cancelling = links.filter((_, i) => i % 10 === 0);
  for (const link of cancelling) {
    const manage = new URL(link, url);
    const body = new URLSearchParams({
      id: manage.searchParams.get("id") ?? "",
      token: manage.searchParams.get("token") ?? "",
      intent: "cancel",
    });
    const started = performance.now();
    const res = await harness.fetch(new URL("/besichtigung/verwalten", url).toString(), {
      method: "POST",
      body: body.toString(),
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url.origin },
    });
    cancelMs.push(performance.now() - started);
    await res.arrayBuffer();
  }
  await waitForMails(mails.length + cancelling.length * 2);
  const afterCancel = runMails();
  const cancelMails = afterCancel.length - mails.length;
  console.log(
    `Absage per Link (${cancelling.length}): Median ${median(cancelMs).toFixed(0)} ms; E-Mails je Absage: ` +
      `${(cancelMails / Math.max(1, cancelling.length)).toFixed(2)} (davon mit CANCEL: ${afterCancel.filter((mail) => mail.cancel).length})`,
  );
} finally {
  await harness.close();
}
