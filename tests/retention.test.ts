// The daily retention cron (DESIGN.md section 6) against the real
// Worker and D1: what the privacy notice promises to delete is deleted, nothing else.
import type { Kysely } from "kysely";
import { expect, test } from "vitest";
import type { Database } from "~/db/schema";
import { startWorker } from "./harness";
import { waitFor } from "./leads-helpers";

const worker = startWorker();

const RETENTION_CRON = "0 3 * * *";
const DAY = 24 * 60 * 60_000;

function monthsBefore(now: Date, months: number, plusMs = 0): string {
  const date = new Date(now.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() + plusMs).toISOString();
}

async function insertInquiry(db: Kysely<Database>, id: string, createdAt: string, keep = 0) {
  await db
    .insertInto("inquiries")
    .values({
      id,
      kind: "contact",
      subject: `Anfrage ${id}`,
      sender_name: "Rita Retention",
      sender_email: `${id}@example.at`,
      sender_phone: "+43 1 234",
      property_id: null,
      payload: JSON.stringify({ message: "Bitte um Rückruf." }),
      delivery_state: "sent",
      keep,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await db
    .insertInto("inquiry_emails")
    .values(
      ["internal", "customer"].map((template) => ({
        id: `${id}-${template}`,
        inquiry_id: id,
        template,
        recipient: template === "internal" ? "office@donau-estate.example" : `${id}@example.at`,
        state: "sent" as const,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .execute();
}

async function insertUser(
  db: Kysely<Database>,
  id: string,
  { createdAt, verified, tokenExpires }: { createdAt: string; verified: boolean; tokenExpires: string },
) {
  await db
    .insertInto("users")
    .values({
      id,
      email: `${id}@example.at`,
      password_hash: "x",
      password_salt: "y",
      password_iterations: 1,
      email_verified_at: verified ? createdAt : null,
      created_at: createdAt,
    })
    .execute();
  await db.insertInto("profiles").values({ id, role: "user", updated_at: createdAt }).execute();
  await db
    .insertInto("verification_tokens")
    .values({ token_hash: `hash-${id}`, user_id: id, expires_at: tokenExpires, created_at: createdAt })
    .execute();
}

async function ids(db: Kysely<Database>, table: "inquiries" | "inquiry_emails" | "users" | "profiles") {
  return (await db.selectFrom(table).select("id").execute()).map((row) => row.id).sort();
}

test("the daily cron deletes personal data past its retention and keeps the rest", async () => {
  const db = await worker.db();
  const now = new Date();
  // Inquiries: six months is the privacy notice's promise; 'keep' is the staff exception.
  await insertInquiry(db, "ret-old", monthsBefore(now, 6, -60_000));
  await insertInquiry(db, "ret-old-kept", monthsBefore(now, 7), 1);
  await insertInquiry(db, "ret-recent", monthsBefore(now, 6, 60 * 60_000));
  // Rate-limit windows: a day old or older goes.
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await db
    .insertInto("rate_limits")
    .values([
      { key: "ret-window-old", window_start: nowSeconds - 25 * 3600, count: 3 },
      { key: "ret-window-new", window_start: nowSeconds - 600, count: 1 },
    ])
    .execute();
  // Accounts: unverified for more than 7 days goes, with profile and tokens; verified stays.
  await insertUser(db, "ret-unverified-old", {
    createdAt: new Date(now.getTime() - 8 * DAY).toISOString(),
    verified: false,
    tokenExpires: new Date(now.getTime() + DAY).toISOString(),
  });
  await insertUser(db, "ret-unverified-new", {
    createdAt: new Date(now.getTime() - 2 * DAY).toISOString(),
    verified: false,
    tokenExpires: new Date(now.getTime() + DAY).toISOString(),
  });
  await insertUser(db, "ret-verified-old", {
    createdAt: new Date(now.getTime() - 30 * DAY).toISOString(),
    verified: true,
    tokenExpires: new Date(now.getTime() - DAY).toISOString(),
  });
  // sync_runs: two runs older than 90 days and an old one still marked running, then 520 recent.
  const env = await worker.env();
  const ancient = new Date(now.getTime() - 91 * DAY).toISOString();
  await env.DB.prepare(
    "INSERT INTO sync_runs (trigger, status, started_at) VALUES ('cron', 'error', ?1), ('cron', 'success', ?1), ('admin', 'running', ?1)",
  )
    .bind(ancient)
    .run();
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 520)
     INSERT INTO sync_runs (trigger, status, started_at, finished_at) SELECT 'cron', 'success', ?1, ?1 FROM n`,
  )
    .bind(new Date(now.getTime() - DAY).toISOString())
    .run();

  await worker.scheduled(RETENTION_CRON, now);
  await waitFor(async () => !(await ids(db, "inquiries")).includes("ret-old"));

  expect(await ids(db, "inquiries")).toEqual(["ret-old-kept", "ret-recent"]);
  expect(await ids(db, "inquiry_emails")).toEqual([
    "ret-old-kept-customer",
    "ret-old-kept-internal",
    "ret-recent-customer",
    "ret-recent-internal",
  ]);
  const windows = (await db.selectFrom("rate_limits").select("key").execute()).map((row) => row.key);
  expect(windows).toContain("ret-window-new");
  expect(windows).not.toContain("ret-window-old");
  expect((await ids(db, "users")).filter((id) => id.startsWith("ret-"))).toEqual(["ret-unverified-new", "ret-verified-old"]);
  expect((await ids(db, "profiles")).filter((id) => id.startsWith("ret-"))).toEqual(["ret-unverified-new", "ret-verified-old"]);
  const tokens = (await db.selectFrom("verification_tokens").select("token_hash").execute()).map((row) => row.token_hash);
  // The old unverified user's token went with the user; the verified user's token had expired.
  expect(tokens.filter((hash) => hash.startsWith("hash-ret-")).sort()).toEqual(["hash-ret-unverified-new"]);
  const runs = await env.DB.prepare("SELECT status, started_at FROM sync_runs ORDER BY id").all<{ status: string; started_at: string }>();
  expect(runs.results.filter((run) => run.status !== "running")).toHaveLength(500);
  expect(runs.results.filter((run) => run.started_at === ancient)).toEqual([{ status: "running", started_at: ancient }]);
});
