// The production call form against wrangler's local send_email binding: with
// MAIL_TRANSPORT = "builder" the queue consumer hands the binding { to, from, subject, text,
// html, headers } and the binding accepts it (locally it writes the text and HTML parts as
// files; the headers only reach the local explorer, which is why development keeps "mime").

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { createClient } from "./auth-helpers";
import { startWorker } from "./harness";
import { pastFormToken, waitFor } from "./leads-helpers";
import { WRANGLER_TMP } from "./wrangler-paths";

const worker = startWorker({ vars: { MAIL_TRANSPORT: "builder" } });

function textFilesContaining(needle: string): string[] {
  const dir = WRANGLER_TMP;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".txt"))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile() && readFileSync(file, "utf8").includes(needle));
}

test("the builder form is accepted by the send_email binding and the mail is marked sent", async () => {
  const client = createClient(worker);
  const res = await client.post("/suchauftrag/speichern?status=SALE", {
    formStartedAt: await pastFormToken(),
    email: "builder-form@example.org",
    consent: "on",
    filters: "status=SALE",
  });
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await waitFor(async () =>
    db
      .selectFrom("search_alert_emails")
      .select(["id", "state", "last_error"])
      .where("recipient", "=", "builder-form@example.org")
      .where("state", "=", "sent")
      .executeTakeFirst(),
  );
  expect(row.last_error).toBeNull();
  const alert = await db.selectFrom("search_alerts").select("id").where("email", "=", "builder-form@example.org").executeTakeFirstOrThrow();
  await waitFor(async () => textFilesContaining(`/suchauftrag/bestaetigen?id=${alert.id}`).length > 0);
});
