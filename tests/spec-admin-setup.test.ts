// The feed setup help on the staff Übersicht (leads-legal-admin.md section 8, Sync): without a
// feed URL the panel explains the setup with the example URL; a configuration check that fails
// counts as not configured and the panel stays usable.
import { sql } from "kysely";
import { expect, test } from "vitest";
import { makeAdmin, signedInUser } from "./auth-helpers";
import { insertFeedCredentials } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const EXAMPLE = "https://benutzer:{key}@api.anbieter.example/openimmo/export.xml";

test("without a feed URL the panel shows the setup text with the example feed URL", async () => {
  const admin = await signedInUser(worker, "setup.text@example.com");
  await makeAdmin(worker, "setup.text@example.com");
  const html = await (await admin.get("/admin")).text();
  expect(html).toContain("Es ist keine Feed-URL für den Immobilien-Import hinterlegt.");
  expect(html).toContain(`<code>${EXAMPLE}</code>`);
  expect(html).toContain("sie läuft außerdem stündlich automatisch.");
  // The Übersicht has no feed form: it says where the form is and links there.
  expect(html).toContain("Tragen Sie auf der Seite „Technik“ die OpenImmo-Feed-URL");
  expect(html).toMatch(/<a[^>]* href="\/admin\/technik"[^>]*>Feed auf der Seite „Technik“ einrichten<\/a>/);
  // On Technik the form is right below the help: no link to the page one is on.
  const technik = await (await admin.get("/admin/technik")).text();
  expect(technik).toContain("Tragen Sie unten im Feld „Feed-URL“ die OpenImmo-Feed-URL");
  expect(technik).not.toContain("Feed auf der Seite „Technik“ einrichten");
});

test("a configuration check that fails counts as not configured: setup text, no sync button, no 500", async () => {
  const admin = await signedInUser(worker, "setup.broken@example.com");
  await makeAdmin(worker, "setup.broken@example.com");
  const db = await worker.db();
  await insertFeedCredentials(db);
  expect(await (await admin.get("/admin")).text()).toContain("Jetzt synchronisieren");
  // The check cannot read its table any more.
  await sql`ALTER TABLE api_credentials RENAME TO api_credentials_weg`.execute(db);
  try {
    const res = await admin.get("/admin");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Es ist keine Feed-URL für den Immobilien-Import hinterlegt.");
    expect(html).not.toContain("Jetzt synchronisieren");
  } finally {
    await sql`ALTER TABLE api_credentials_weg RENAME TO api_credentials`.execute(db);
  }
});
