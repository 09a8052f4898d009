// The team editor's Anrede (ADR 0332, migration 0089): Frau, Herr or keine Angabe, kept on add and
// edit, a tampered value answered with a German message and nothing stored, and the public pages'
// contact heading following it.
import { beforeAll, expect, test } from "vitest";
import { type StaffRoles, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
let roles: StaffRoles;

beforeAll(async () => {
  roles = await staffRoles(worker);
});

function agentForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = { name: "", position: "", email: "", phone: "", education: "", description: "", anrede: "", ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  form.append("bild", new File([], "", { type: "application/octet-stream" }));
  return form;
}

async function agentByName(name: string) {
  const db = await worker.db();
  return db.selectFrom("agents").selectAll().where("name", "=", name).executeTakeFirst();
}

test("the form offers Frau, Herr and keine Angabe; a new broker keeps the choice", async () => {
  const page = await (await roles.admin.get("/admin/team/neu")).text();
  expect(page).toContain('<label for="agent-anrede">Anrede</label>');
  expect(page).toMatch(/<select id="agent-anrede" name="anrede">/);
  for (const label of ["keine Angabe", "Frau", "Herr"]) expect(page).toContain(`>${label}</option>`);

  const res = await roles.admin.postMultipart(
    "/admin/team/neu",
    agentForm({ name: "Anna Anrede", anrede: "Frau", email: "anna.anrede@donau-estate.example" }),
  );
  expect(res.status).toBe(303);
  expect((await agentByName("Anna Anrede"))?.anrede).toBe("Frau");
  // Her profile without a description of its own describes her by her Anrede.
  const profile = await (await worker.fetch("/uber-uns/team/anna-anrede")).text();
  expect(profile).toContain("bei Donau Estate – Ihre Ansprechpartnerin für Immobilien in Wien.");
  const none = await roles.admin.postMultipart("/admin/team/neu", agentForm({ name: "Kim Ohne" }));
  expect(none.status).toBe(303);
  expect((await agentByName("Kim Ohne"))?.anrede).toBeNull();
});

test("a value that is not on the list answers 400 with a German message and stores nothing", async () => {
  const db = await worker.db();
  const count = async () =>
    Number(
      (
        await db
          .selectFrom("agents")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  const res = await roles.admin.postMultipart("/admin/team/neu", agentForm({ name: "Fritz Falsch", anrede: "Fräulein" }));
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bitte wählen Sie Frau, Herr oder „keine Angabe“.");
  expect(html).toContain('aria-describedby="agent-anrede-error"');
  // The name typed stays in the form.
  expect(html).toContain('value="Fritz Falsch"');
  expect(await count()).toBe(before);
});

test("an edit changes the Anrede, audited, and the listing's contact card follows it", async () => {
  const agent = await agentByName("Anna Anrede");
  const id = agent?.id ?? "";
  const db = await worker.db();
  await insertProperty(db, {
    objektnr_intern: "T100",
    objekttitel: "Wohnung von Anna Anrede",
    kontakt_vorname: "Anna",
    kontakt_name: "Anrede",
    kontakt_email: "anna.anrede@donau-estate.example",
  });
  const heading = async () => /<h2 id="contact-title">([^<]*)<\/h2>/.exec(await (await worker.fetch("/immobilien/T100")).text())?.[1];
  expect(await heading()).toBe("Ihre Ansprechpartnerin");

  const edit = await (await roles.admin.get(`/admin/team/${id}`)).text();
  expect(edit).toMatch(/<option value="Frau" selected="">Frau<\/option>/);
  const fields = { name: "Anna Anrede", email: "anna.anrede@donau-estate.example" };
  expect((await roles.admin.postMultipart(`/admin/team/${id}`, agentForm({ ...fields, anrede: "Herr" }))).status).toBe(303);
  expect((await agentByName("Anna Anrede"))?.anrede).toBe("Herr");
  expect(await heading()).toBe("Ihr Ansprechpartner");
  const audit = await db.selectFrom("audit_log").select("summary").where("entity_id", "=", id).orderBy("id", "desc").executeTakeFirst();
  expect(audit?.summary).toContain("Anrede");

  expect((await roles.admin.postMultipart(`/admin/team/${id}`, agentForm({ ...fields, anrede: "" }))).status).toBe(303);
  expect((await agentByName("Anna Anrede"))?.anrede).toBeNull();
  expect(await heading()).toBe("Ihre Ansprechperson");
});
