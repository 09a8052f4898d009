// Team links that must keep working (public-site.md, Team): the old site's slug rule
// ('jrgen-maier') and an agent's id redirect to the stored, transliterated slug; a failed read
// says so with 503 instead of a 500.
import { expect, test } from "vitest";
import { insertAgent } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

test("the old site's slug of a name with an umlaut redirects to the transliterated one", async () => {
  const db = await worker.db();
  const id = await insertAgent(db, { name: "Jürgen Maier", slug: "juergen-maier" });
  const old = await worker.fetch("/uber-uns/team/jrgen-maier");
  expect(old.status).toBe(301);
  expect(new URL(old.headers.get("Location") ?? "", "http://x").pathname).toBe("/uber-uns/team/juergen-maier");
  const byId = await worker.fetch(`/uber-uns/team/${id}`);
  expect(byId.status).toBe(301);
  expect(new URL(byId.headers.get("Location") ?? "", "http://x").pathname).toBe("/uber-uns/team/juergen-maier");
  expect((await worker.fetch("/uber-uns/team/juergen-maier")).status).toBe(200);
  expect((await worker.fetch("/uber-uns/team/niemand-hier")).status).toBe(404);
});

test("a mobile number is labelled 'Mobil', a landline extension 'Direktwahl'", async () => {
  const db = await worker.db();
  await insertAgent(db, { name: "Mara Mobil", slug: "mara-mobil", phone: "+43 664 218 47 10" });
  await insertAgent(db, { name: "Fritz Festnetz", slug: "fritz-festnetz", phone: "+43 1 234 56 78 12" });
  const mobile = (await (await worker.fetch("/uber-uns/team/mara-mobil")).text()).replaceAll("<!-- -->", "");
  expect(mobile).toContain('<span class="content-contact-label">Mobil </span>');
  const landline = (await (await worker.fetch("/uber-uns/team/fritz-festnetz")).text()).replaceAll("<!-- -->", "");
  expect(landline).toContain('<span class="content-contact-label">Direktwahl </span>');
});

test("a failed read on a broker's page answers 503 with the spec's text", async () => {
  const { DB } = await worker.env();
  await DB.exec("ALTER TABLE agents RENAME TO agents_weg");
  try {
    const res = await worker.fetch("/uber-uns/team/juergen-maier");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("Beim Laden der Maklerdetails ist ein Fehler aufgetreten.");
  } finally {
    await DB.exec("ALTER TABLE agents_weg RENAME TO agents");
  }
});
