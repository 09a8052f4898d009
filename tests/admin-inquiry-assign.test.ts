// A lead is assigned to a staff account (ADR 0328): the lead's "Zuständig" select and "Mir
// zuweisen" post to the inbox's action (admin only, same origin only); the change stands in the
// lead's "Verlauf" and in the audit trail; the inbox shows the assignee, else "Nicht zugewiesen"
// with the listing's broker or the office as the hint, and filters "Mir zugewiesen" / "Nicht
// zugewiesen". A made-up or non-staff id is refused in German; a deleted account leaves its leads
// unassigned, never broken.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { type Client, makeAdmin, signedInUser } from "./auth-helpers";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let counter = 0;

async function lead(subject: string) {
  const id = `assign-${++counter}-${Date.now()}`;
  await insertInquiry(await worker.db(), { id, subject, sender_email: `${id}@example.at`, status: "in_progress" });
  return id;
}

async function accountId(email: string) {
  const db = await worker.db();
  return (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

async function assigneeOf(id: string) {
  const db = await worker.db();
  return (await db.selectFrom("inquiries").select("assignee_id").where("id", "=", id).executeTakeFirstOrThrow()).assignee_id;
}

/** A second admin with a known address, and its account id. */
async function colleague(tag: string): Promise<{ client: Client; id: string; email: string }> {
  const email = `kollegin-${tag}-${Date.now()}@example.at`;
  const client = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  return { client, id: await accountId(email), email };
}

function rowOf(html: string, subject: string) {
  const at = html.indexOf(subject);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

const assign = (client: Client, inquiryId: string, assignee: string, headers?: Record<string, string>) =>
  client.post("/admin/inquiries", { intent: "assign", inquiryId, assignee, from: "detail" }, headers);

test("'Mir zuweisen' assigns the lead: admin only, from this site; the Verlauf, the audit trail and the inbox say so", async () => {
  const roles = await staffRoles(worker);
  const id = await lead("Zuweisung Meidling");
  const before = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  // The select lists the admins by name/address with "Niemand" chosen; "Mir zuweisen" posts one's own id.
  // One form (ADR 0331): the select, its "Speichern" and "Mir zuweisen" as its second button, one
  // row without the "oder" between them (ADR 0356).
  expect(before).toMatch(/<label for="inquiry-assignee">Zuständig<\/label><select id="inquiry-assignee" name="assignee">/);
  expect(before).toMatch(/<option value="" selected="">Niemand<\/option>/);
  expect(before).toMatch(
    /<span class="staff-assign-buttons"><button [^>]*type="submit"[^>]*>Speichern<\/button><button [^>]*type="submit" value="1" name="mir"[^>]*>Mir zuweisen<\/button>/,
  );
  expect(before).not.toContain("staff-assign-or");
  const me = before.match(/<option value="([^"]+)">admin-[^<]+ \(ich\)<\/option>/)?.[1] ?? "";
  expect(me).not.toBe("");
  expect(before).toMatch(new RegExp(`<option value="${me}">admin-[^<]+ \\(ich\\)</option>`));
  expect(before).toContain(">Mir zuweisen</button>");

  // Signed out, signed in without the role and cross-site change nothing (tests/admin-matrix.ts).
  const res = await expectAdminOnly(roles, (client, headers) => assign(client, id, me, headers));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/inquiries/${id}`);
  expect(await assigneeOf(id)).toBe(me);

  const after = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(after).toContain("Zuständigkeit gespeichert");
  expect(after).toContain("Die Anfrage „Zuweisung Meidling“ ist jetzt Ihnen zugewiesen.");
  expect(after).toMatch(new RegExp(`<option value="${me}" selected="">admin-[^<]+ \\(ich\\)</option>`));
  // Assigned to oneself: no "Mir zuweisen" any more.
  expect(after).not.toContain(">Mir zuweisen</button>");
  expect(after).toMatch(
    /<time dateTime="[^"]+">\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}<\/time><span class="staff-timeline-text">Zugewiesen an admin-[^<]+@example\.at <span class="staff-timeline-by">von <span[^>]*>admin-/,
  );
  const db = await worker.db();
  const audit = await db.selectFrom("audit_log").select(["action", "summary"]).where("entity_id", "=", id).execute();
  expect(audit).toEqual([{ action: "inquiry.assign", summary: `Anfrage ${id}: zugewiesen an Konto ${me}` }]);

  // The inbox names the assignee, "(ich)" beside one's own; the filter "Mir zugewiesen" finds it.
  const mine = await text(await roles.admin.get("/admin/inquiries?zugewiesen=mir"));
  expect(rowOf(mine, "Zuweisung Meidling")).toMatch(
    /<td data-label="Zuständig"><span class="staff-assignee staff-assignee-email">admin-[^<]+<span class="staff-assignee-me"> \(ich\)<\/span><\/span><\/td>/,
  );
  expect(mine).toMatch(/<summary>Filter \(1\)<\/summary>/);
  expect(mine).toMatch(/<option value="mir" selected="">Mir zugewiesen<\/option>/);
  expect(await text(await roles.admin.get("/admin/inquiries?zugewiesen=niemand"))).not.toContain("Zuweisung Meidling");

  // Again the same: nothing new is written.
  const same = await assign(roles.admin, id, me);
  expect(same.status).toBe(303);
  expect(await text(await roles.admin.get(`/admin/inquiries/${id}`))).toContain("Die Anfrage ist bereits Ihnen zugewiesen.");
  const events = await db.selectFrom("inquiry_events").select("kind").where("inquiry_id", "=", id).where("kind", "=", "assigned").execute();
  expect(events).toHaveLength(1);

  // "Niemand" takes it back: the Verlauf says so, the lead is in "Nicht zugewiesen" again.
  expect((await assign(roles.admin, id, "")).status).toBe(303);
  expect(await assigneeOf(id)).toBeNull();
  const cleared = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(cleared).toContain("Die Anfrage „Zuweisung Meidling“ ist niemandem mehr zugewiesen.");
  expect(cleared).toContain('<span class="staff-timeline-text">Zuweisung aufgehoben <span class="staff-timeline-by">');
  expect(rowOf(await text(await roles.admin.get("/admin/inquiries?zugewiesen=niemand")), "Zuweisung Meidling")).toContain(
    '<span class="staff-unassigned">Niemand</span>',
  );
  expect(await text(await roles.admin.get("/admin/inquiries?zugewiesen=mir"))).not.toContain("Zuweisung Meidling");
});

test("a made-up id or an account without the admin role is refused in German; an unknown lead is a 404; nothing is stored", async () => {
  const roles = await staffRoles(worker);
  const id = await lead("Zuweisung Favoriten");
  const db = await worker.db();
  // The signed-in customer staffRoles made: an account, but not staff.
  const nonAdmin = (
    await db
      .selectFrom("users")
      .innerJoin("profiles", "profiles.id", "users.id")
      .select("users.id")
      .where("profiles.role", "<>", "admin")
      .executeTakeFirstOrThrow()
  ).id;
  for (const assignee of ["gibt-es-nicht", nonAdmin, "x".repeat(100)]) {
    const res = await assign(roles.admin, id, assignee);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin/inquiries/${id}`);
    const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
    expect(page).toContain("Zuweisung nicht gespeichert");
    expect(page).toContain("Dieses Konto gibt es nicht oder es gehört nicht mehr zum Team.");
  }
  expect(await assigneeOf(id)).toBeNull();
  expect(await db.selectFrom("inquiry_events").select("id").where("inquiry_id", "=", id).where("kind", "=", "assigned").execute()).toEqual(
    [],
  );
  // Longer than any id, or no lead of that id: a 4xx, never a 500.
  expect((await assign(roles.admin, id, "x".repeat(101))).status).toBe(400);
  const me =
    (await text(await roles.admin.get(`/admin/inquiries/${id}`))).match(/<option value="([^"]+)">admin-[^<]+ \(ich\)<\/option>/)?.[1] ?? "";
  expect(me).not.toBe("");
  expect((await assign(roles.admin, "gibt-es-nicht", me)).status).toBe(404);
});

test("deleting a staff account leaves its leads unassigned: the inbox and the lead still open, the Verlauf keeps the step", async () => {
  const roles = await staffRoles(worker);
  const other = await colleague("geht");
  const id = await lead("Zuweisung Penzing");
  expect((await assign(roles.admin, id, other.id)).status).toBe(303);
  expect(await assigneeOf(id)).toBe(other.id);
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain(`Die Anfrage „Zuweisung Penzing“ ist jetzt ${other.email} zugewiesen.`);
  expect(page).toContain(`<option value="${other.id}" selected="">${other.email}</option>`);
  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  expect(rowOf(inbox, "Zuweisung Penzing")).toContain(`<span class="staff-assignee staff-assignee-email">${other.email}</span>`);

  // The account goes (with its profile; the foreign key sets the lead's assignee to NULL).
  const db = await worker.db();
  await db.deleteFrom("profiles").where("id", "=", other.id).execute();
  await db.deleteFrom("users").where("id", "=", other.id).execute();
  expect(await assigneeOf(id)).toBeNull();

  const inboxAfter = await roles.admin.get("/admin/inquiries?zugewiesen=niemand");
  expect(inboxAfter.status).toBe(200);
  expect(rowOf(await text(inboxAfter), "Zuweisung Penzing")).toContain('<span class="staff-unassigned">Niemand</span>');
  const leadAfter = await roles.admin.get(`/admin/inquiries/${id}`);
  expect(leadAfter.status).toBe(200);
  const html = await text(leadAfter);
  expect(html).toMatch(/<option value="" selected="">Niemand<\/option>/);
  expect(html).not.toContain(other.email);
  // The history keeps the step without a name to give.
  expect(html).toContain("Zugewiesen an ein gelöschtes Konto");
});
