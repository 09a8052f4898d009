// A lead about a listing is assigned on arrival to the staff account whose login address is the
// listing's contact address (ADR 0340): case folded, exactly one admin, else nobody. Through the
// real listing form, Worker and D1: the broker with an account gets the lead (and the Verlauf says
// so, with no one as the actor); a listing whose contact has no account, an account without the
// admin role, or two accounts with the same address leave it unassigned. While nobody has a lead,
// the lead page's "Zuständig" chooses the listing's broker as a suggestion, nothing stored.
import { expect, test } from "vitest";
import { staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let sequence = 0;

/** A staff account as the team page does not know it: login address and role, no sign-in needed here. */
async function account(email: string, role: "admin" | "user") {
  const db = await worker.db();
  const id = crypto.randomUUID();
  await db
    .insertInto("users")
    .values({ id, email, password_hash: "x", password_salt: "x", password_iterations: 1, email_verified_at: new Date().toISOString() })
    .execute();
  await db.insertInto("profiles").values({ id, role }).execute();
  return id;
}

async function listing(contactEmail: string | null) {
  sequence += 1;
  const objektnr = String(5_100_000 + (Date.now() % 100_000) + sequence * 11);
  const db = await worker.db();
  return insertProperty(db, { objektnr_intern: objektnr, kontakt_email: contactEmail, objekttitel: `Zuweisung Objekt ${sequence}` });
}

/** The listing form's inquiry, as a visitor sends it; returns the stored lead. */
async function inquire(objektnr: string) {
  sequence += 1;
  const email = `auto-${sequence}-${Date.now()}@example.at`;
  const res = await worker.fetch(
    `/immobilien/${objektnr}`,
    formPost(
      {
        intent: "inquiry",
        formStartedAt: await pastFormToken(),
        anrede: "Frau",
        vorname: "Anna",
        nachname: "Zuweisung",
        tel: "+43 664 1234567",
        email,
        anfrage: "Ist die Wohnung noch frei?",
      },
      { "CF-Connecting-IP": `198.51.100.${(sequence % 250) + 1}` },
    ),
  );
  expect(res.status).toBe(303);
  const db = await worker.db();
  return db.selectFrom("inquiries").selectAll().where("sender_email", "=", email).executeTakeFirstOrThrow();
}

async function assignedEvents(inquiryId: string) {
  const db = await worker.db();
  return db.selectFrom("inquiry_events").select(["kind", "assignee_id", "actor_email"]).where("inquiry_id", "=", inquiryId).execute();
}

test("an inquiry about a listing whose broker has a staff account is assigned to that account, case folded; the Verlauf says so", async () => {
  const tag = Date.now();
  const agentId = await account(`juergen.oe.${tag}@example.at`, "admin");
  const property = await listing(` Juergen.Oe.${tag}@Example.AT `);
  const lead = await inquire(property.objektnr_intern);
  expect(lead.assignee_id).toBe(agentId);
  // Assigned, not started: "Neu" until the broker opens it (ADR 0331).
  expect(lead.status).toBe("new");
  expect(await assignedEvents(lead.id)).toEqual([{ kind: "assigned", assignee_id: agentId, actor_email: null }]);

  const roles = await staffRoles(worker);
  const page = await text(await roles.admin.get(`/admin/inquiries/${lead.id}`));
  expect(page).toContain(`Zugewiesen an juergen.oe.${tag}@example.at (Ansprechperson des Objekts)`);
  expect(page).toMatch(new RegExp(`<option value="${agentId}" selected="">juergen\\.oe\\.${tag}@example\\.at</option>`));
  // Assigned already: no suggestion line.
  expect(page).not.toContain("Vorschlag: die Ansprechperson des Objekts");
  // Opened by someone else it stays "Neu" (ADR 0331).
  const db = await worker.db();
  expect((await db.selectFrom("inquiries").select("status").where("id", "=", lead.id).executeTakeFirstOrThrow()).status).toBe("new");
});

test("no account, an account without the admin role, or two accounts for the address: the inquiry stays unassigned", async () => {
  const tag = Date.now();
  const unknown = await inquire((await listing(`niemand.${tag}@example.at`)).objektnr_intern);
  expect(unknown.assignee_id).toBeNull();

  await account(`kunde.${tag}@example.at`, "user");
  const notStaff = await inquire((await listing(`kunde.${tag}@example.at`)).objektnr_intern);
  expect(notStaff.assignee_id).toBeNull();

  // Two admins whose addresses differ only in case: a tie is left to a person.
  await account(`doppelt.${tag}@example.at`, "admin");
  await account(`Doppelt.${tag}@example.at`, "admin");
  const tie = await inquire((await listing(`doppelt.${tag}@example.at`)).objektnr_intern);
  expect(tie.assignee_id).toBeNull();

  const noContact = await inquire((await listing(null)).objektnr_intern);
  expect(noContact.assignee_id).toBeNull();
  for (const lead of [unknown, notStaff, tie, noContact]) expect(await assignedEvents(lead.id)).toEqual([]);
});

test("an unassigned lead's page chooses the listing's broker in 'Zuständig' as a suggestion; nothing is stored until Speichern", async () => {
  const tag = Date.now();
  const agentId = await account(`vorschlag.${tag}@example.at`, "admin");
  const property = await listing(`vorschlag.${tag}@example.at`);
  const db = await worker.db();
  const id = `vorschlag-${tag}`;
  // A lead from before the automatic assignment, or one someone set back to "Niemand".
  await insertInquiry(db, { id, kind: "property", subject: "Vorschlag Zuständig", property_id: String(property.id) });
  const roles = await staffRoles(worker);
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toMatch(new RegExp(`<option value="${agentId}" selected="">vorschlag\\.${tag}@example\\.at</option>`));
  expect(page).toContain('aria-describedby="inquiry-assignee-hint"');
  expect(page).toContain("Noch nicht zugewiesen. Vorschlag: die Ansprechperson des Objekts.");
  expect((await db.selectFrom("inquiries").select("assignee_id").where("id", "=", id).executeTakeFirstOrThrow()).assignee_id).toBeNull();

  // A lead without a listing suggests nobody.
  const plain = `ohne-objekt-${tag}`;
  await insertInquiry(db, { id: plain, subject: "Ohne Objekt" });
  const other = await text(await roles.admin.get(`/admin/inquiries/${plain}`));
  expect(other).toContain('<option value="" selected="">Niemand</option>');
  expect(other).not.toContain("Vorschlag: die Ansprechperson des Objekts");
});
