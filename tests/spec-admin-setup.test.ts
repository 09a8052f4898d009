// The feed setup help (leads-legal-admin.md section 8, Sync), on Technik since ADR 0365: without a
// feed URL the card explains the setup with the example URL; a configuration check that fails
// counts as not configured and the pages stay usable. The Übersicht says so in one line.
import { sql } from "kysely";
import { expect, test } from "vitest";
import { makeAdmin, signedInUser } from "./auth-helpers";
import { insertFeedCredentials } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const EXAMPLE = "https://benutzer:{key}@api.anbieter.example/openimmo/export.xml";

test("without a feed URL Technik shows the setup text with the example feed URL; the Übersicht one line to it", async () => {
  const admin = await signedInUser(worker, "setup.text@example.com");
  await makeAdmin(worker, "setup.text@example.com");
  const html = await (await admin.get("/admin/technik")).text();
  expect(html).toContain("Es ist keine Feed-URL für den Immobilien-Import hinterlegt.");
  expect(html).toContain(`<code>${EXAMPLE}</code>`);
  expect(html).toContain("sie läuft außerdem stündlich automatisch.");
  // On Technik the form is right below the help: no link to the page one is on.
  expect(html).toContain("Tragen Sie unten im Feld „Feed-URL“ die OpenImmo-Feed-URL");
  expect(html).not.toContain("Feed auf der Seite „Technik“ einrichten");
  // The Übersicht has no feed card (ADR 0365): a "Zu erledigen" row in "Heute" says what is missing and links there.
  const overview = (await (await admin.get("/admin")).text()).replaceAll("<!-- -->", "");
  expect(overview).toMatch(
    /<li><span class="staff-task-mark">Zu erledigen<\/span><a href="\/admin\/technik#sync-title">Immobilien-Feed einrichten<\/a><span class="staff-today-step">Es ist keine Feed-URL für den Immobilien-Import hinterlegt\./,
  );
  expect(overview).not.toContain(`<code>${EXAMPLE}</code>`);
});

test("a configuration check that fails counts as not configured: setup text, no sync button, no 500", async () => {
  const admin = await signedInUser(worker, "setup.broken@example.com");
  await makeAdmin(worker, "setup.broken@example.com");
  const db = await worker.db();
  await insertFeedCredentials(db);
  expect(await (await admin.get("/admin/technik")).text()).toContain("Jetzt synchronisieren");
  expect(await (await admin.get("/admin")).text()).not.toContain("Immobilien-Feed einrichten");
  // The check cannot read its table any more.
  await sql`ALTER TABLE api_credentials RENAME TO api_credentials_weg`.execute(db);
  try {
    for (const path of ["/admin/technik", "/admin"]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain("Es ist keine Feed-URL für den Immobilien-Import hinterlegt.");
      expect(html, path).not.toContain("Jetzt synchronisieren");
    }
  } finally {
    await sql`ALTER TABLE api_credentials_weg RENAME TO api_credentials`.execute(db);
  }
});
