// The inquiry inbox: status set by staff, filters by form and status,
// search by name or e-mail (wildcards taken literally), pagination that keeps the filters, and
// the CSV export of the filtered list (Austrian Excel, formula injection neutralised). Every
// action is tried by anonymous, a signed-in non-admin and an admin (tests/admin-matrix.ts).
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

let counter = 0;

async function insertInquiry(fields: {
  name?: string;
  email?: string;
  kind?: string;
  status?: string;
  subject?: string;
  phone?: string;
  propertyId?: number;
}) {
  const db = await worker.db();
  const id = `inbox-${++counter}-${Date.now()}`;
  const at = new Date(Date.UTC(2026, 9, 1, 8, counter)).toISOString();
  await db
    .insertInto("inquiries")
    .values({
      id,
      kind: fields.kind ?? "contact",
      subject: fields.subject ?? `Betreff ${id}`,
      sender_name: fields.name ?? "Maria Muster",
      sender_email: fields.email ?? "maria@example.com",
      sender_phone: fields.phone ?? null,
      property_id: fields.propertyId === undefined ? null : String(fields.propertyId),
      payload: "{}",
      delivery_state: "sent",
      created_at: at,
      updated_at: at,
      status: fields.status ?? "new",
    })
    .execute();
  return id;
}

async function statusOf(id: string) {
  const db = await worker.db();
  return (await db.selectFrom("inquiries").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
}

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("a new inquiry is 'Neu'; staff set it to 'In Bearbeitung' and 'Erledigt', only as admin from this site", async () => {
  const roles = await staffRoles(worker);
  const id = await insertInquiry({ subject: "Wohnung in Döbling" });
  expect(await statusOf(id)).toBe("new");
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/inquiries", { intent: "status", inquiryId: id, status: "done", back: "?status=new&page=2" }, headers),
  );
  expect(await statusOf(id)).toBe("done");
  expect(res.status).toBe(303);
  // Back to the same filtered page, rebuilt from the filter.
  expect(res.headers.get("Location")).toBe("/admin/inquiries?status=new&page=2");
  await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: id, status: "in_progress" });
  expect(await statusOf(id)).toBe("in_progress");
  const html = await text(await roles.admin.get(`/admin/inquiries?q=${encodeURIComponent("maria@example.com")}`));
  expect(html).toContain("In Bearbeitung");
  expect(html).toContain("Status gespeichert");
});

/** The inbox row (one <tr>) that holds `needle`, as HTML. */
function rowWith(html: string, needle: string): string {
  return (html.match(/<tr data-state=[\s\S]*?<\/tr>/g) ?? []).find((row) => row.includes(needle)) ?? "";
}

test("a lead nobody took is marked 'Nicht zugewiesen', with the listing's broker (team name, else feed contact) or the office as the hint", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const tag = `zustaendig${Date.now()}`;
  await db
    .insertInto("agents")
    .values({ id: `${tag}-agent`, slug: `${tag}-agent`, name: "DI Lukas Haberl", email: `l.haberl.${tag}@example.at`, sort_order: 1 })
    .execute();
  const teamListing = await insertProperty(db, {
    kontakt_vorname: "Lukas",
    kontakt_name: "Haberl",
    kontakt_email: `L.Haberl.${tag}@Example.at`,
  });
  const feedListing = await insertProperty(db, { kontakt_vorname: "Eva", kontakt_name: "Extern", kontakt_email: `eva.${tag}@example.at` });
  await insertInquiry({ kind: "property", name: `${tag} Team`, subject: `${tag} Wohnung A`, propertyId: teamListing.id });
  await insertInquiry({ kind: "property", name: `${tag} Feed`, subject: `${tag} Wohnung B`, propertyId: feedListing.id });
  const contact = await insertInquiry({ kind: "contact", name: `${tag} Kontakt`, subject: `${tag} Allgemeine Frage` });

  const html = await text(await roles.admin.get(`/admin/inquiries?q=${tag}`));
  expect(html).toContain('<th scope="col">Zuständig</th>');
  // Nobody is assigned yet (ADR 0328): the mark first, then whom the lead would go to, in grey.
  const unassigned = '<td data-label="Zuständig"><span class="staff-unassigned">Niemand</span>';
  // "Mir zuweisen" follows in the cell (ADR 0331).
  const take = '<form class="staff-inline-form staff-row-assign"';
  expect(rowWith(html, `${tag} Wohnung A`)).toContain(
    `${unassigned}<span class="staff-handler-hint">Vorschlag: DI Lukas Haberl (Objekt)</span>${take}`,
  );
  expect(rowWith(html, `${tag} Wohnung B`)).toContain(
    `${unassigned}<span class="staff-handler-hint">Vorschlag: Eva Extern (Objekt)</span>${take}`,
  );
  expect(rowWith(html, `${tag} Allgemeine Frage`)).toContain(
    `${unassigned}<span class="staff-handler-hint staff-handler-general">Vorschlag: Büro</span>${take}`,
  );
  // The status in words and its one next step, "Erledigt", as a POST form of its own (ADR 0340).
  const row = rowWith(html, `${tag} Allgemeine Frage`);
  // "Neu" is the status, said once, in the Status column (ADR 0365).
  expect(row.slice(row.indexOf('data-label="Status"'))).toContain('<span class="staff-new-mark">Neu</span>');
  expect(row.match(/>Neu</g)).toHaveLength(1);
  expect(row).not.toContain("staff-status-new");
  expect(row).toContain(`<input type="hidden" name="inquiryId" value="${contact}"/><input type="hidden" name="status" value="done"/>`);
  // "Erledigt" is a quiet secondary button, not a column of dark primaries.
  expect(row).toContain('class="button button-secondary button-small staff-row-done"');
  expect(row).toContain(`aria-label="Erledigt: ${tag} Allgemeine Frage">Erledigt</button>`);
  expect(row).not.toContain("<select");
  // Two forms: "Mir zuweisen" and "Erledigt".
  expect((row.match(/<form /g) ?? []).length).toBe(2);
});

test("a bad status, an unknown inquiry or a body without a form type get a 4xx, never a 500", async () => {
  const roles = await staffRoles(worker);
  const id = await insertInquiry({});
  expect((await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: id, status: "archived" })).status).toBe(400);
  expect((await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: "gibt-es-nicht", status: "done" })).status).toBe(404);
  const raw = await worker.fetch("/admin/inquiries", {
    method: "POST",
    body: "{}",
    headers: { "Content-Type": "application/json", Cookie: roles.admin.cookie(), Origin: worker.url().origin },
  });
  expect(raw.status).toBe(415);
  expect(await statusOf(id)).toBe("new");
  // A crafted back value cannot send staff elsewhere.
  const res = await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: id, status: "done", back: "//evil.example/x" });
  expect(res.headers.get("Location")).toBe("/admin/inquiries");
});

test("staff filter by form and status; the page count and the pagination links keep the filters", async () => {
  const roles = await staffRoles(worker);
  const tag = `filter${Date.now()}`;
  for (let i = 0; i < 3; i++) await insertInquiry({ kind: "valuation", status: "done", name: `${tag} Bewertung ${i}` });
  await insertInquiry({ kind: "valuation", status: "new", name: `${tag} Bewertung offen` });
  await insertInquiry({ kind: "contact", status: "done", name: `${tag} Kontakt erledigt` });
  const html = await text(await roles.admin.get(`/admin/inquiries?kind=valuation&status=done&q=${tag}`));
  expect(html).toContain("3 gefundene Anfragen");
  expect(html).toContain(`${tag} Bewertung 0`);
  expect(html).not.toContain(`${tag} Bewertung offen`);
  expect(html).not.toContain(`${tag} Kontakt erledigt`);
  // The GET form shows the current filter, and the CSV link exports the same list.
  expect(html).toMatch(/<option value="valuation" selected="">/);
  expect(html).toContain(`href="/admin/inquiries.csv?kind=valuation&amp;status=done&amp;q=${tag}"`);
  // Unknown filter values fall back to "all" instead of failing.
  expect((await roles.admin.get("/admin/inquiries?kind=%27%20OR%201=1&status=kaputt&page=-3")).status).toBe(200);
});

test("pagination keeps the filters: page 2 of a status filter links back with the same filter", async () => {
  const roles = await staffRoles(worker);
  const tag = `seiten${Date.now()}`;
  for (let i = 0; i < 51; i++) await insertInquiry({ status: "in_progress", name: `${tag} Person ${i}` });
  const first = await text(await roles.admin.get(`/admin/inquiries?status=in_progress&q=${tag}`));
  expect(first).toContain("Seite 1 von 2");
  expect(first).toContain(`href="/admin/inquiries?status=in_progress&amp;q=${tag}&amp;page=2"`);
  const second = await text(await roles.admin.get(`/admin/inquiries?status=in_progress&q=${tag}&page=2`));
  expect((second.match(/<tr data-state=/g) ?? []).length).toBe(1);
  expect(second).toContain(`href="/admin/inquiries?status=in_progress&amp;q=${tag}"`);
  // The row forms carry the filtered page, so an action returns to it.
  expect(second).toContain(`name="back" value="?status=in_progress&amp;q=${tag}&amp;page=2"`);
});

test("the search finds name or e-mail, case-insensitively, and takes % and _ literally", async () => {
  const roles = await staffRoles(worker);
  const tag = `such${Date.now()}`;
  await insertInquiry({ name: `${tag} Anna Huber`, email: `anna.${tag}@example.at` });
  await insertInquiry({ name: `${tag} 100% Sicher`, email: `sicher.${tag}@example.at` });
  await insertInquiry({ name: `${tag} a_b Unterstrich`, email: `unter.${tag}@example.at` });
  await insertInquiry({ name: `${tag} axb Kein Unterstrich`, email: `kein.${tag}@example.at` });
  const search = async (q: string) => text(await roles.admin.get(`/admin/inquiries?q=${encodeURIComponent(q)}`));

  const byMail = await search(`ANNA.${tag}@EXAMPLE.AT`);
  expect(byMail).toContain(`${tag} Anna Huber`);
  expect(byMail).toMatch(/1 gefundene Anfrage(?!n)/);

  const percent = await search(`${tag} 100%`);
  expect(percent).toContain(`${tag} 100% Sicher`);
  expect(percent).toMatch(/1 gefundene Anfrage(?!n)/);
  // A bare % would match everything if it were a wildcard.
  expect(await search("%")).not.toContain(`${tag} Anna Huber`);

  const underscore = await search(`${tag} a_b`);
  expect(underscore).toContain(`${tag} a_b Unterstrich`);
  expect(underscore).not.toContain(`${tag} axb Kein Unterstrich`);
  // Quotes and backslashes are parameters, not SQL.
  expect((await roles.admin.get(`/admin/inquiries?q=${encodeURIComponent("x' OR '1'='1 \\")}`)).status).toBe(200);
  expect(await search("x' OR '1'='1")).toContain("0 gefundene Anfragen");
});

test("the CSV export is the filtered list for Austrian Excel, with formulas neutralised; admin only", async () => {
  const roles = await staffRoles(worker);
  const tag = `csv${Date.now()}`;
  await insertInquiry({ kind: "marketing", status: "done", name: `=HYPERLINK("http://evil.example";"${tag}")`, phone: "+43 1 234" });
  await insertInquiry({ kind: "marketing", status: "done", name: `${tag} Jürgen "Jo" Maier`, subject: "Wohnung; 3 Zimmer" });
  await insertInquiry({ kind: "marketing", status: "new", name: `${tag} Noch offen` });
  await insertInquiry({ kind: "contact", status: "done", name: `${tag} Kontakt` });

  const res = await expectAdminOnly(roles, (client) => client.get(`/admin/inquiries.csv?kind=marketing&status=done&q=${tag}`), {
    method: "GET",
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder().decode(bytes.slice(3));
  const lines = csv.split("\r\n");
  expect(lines.at(-1)).toBe("");
  expect(lines).toHaveLength(4);
  expect(lines[0]).toBe('"Datum";"Formular";"Status";"Name";"E-Mail";"Telefon";"Betreff";"Zustellung";"Behalten";"ID"');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"";""${tag}"")"`);
  expect(csv).toContain(`"'+43 1 234"`);
  expect(csv).toContain(`"${tag} Jürgen ""Jo"" Maier"`);
  expect(csv).toContain('"Wohnung; 3 Zimmer"');
  expect(csv).toContain('"Vermarktung";"Erledigt"');
  expect(csv).not.toContain(`${tag} Noch offen`);
  expect(csv).not.toContain(`${tag} Kontakt`);
  expect(csv).not.toMatch(/(^|;)"=/m);
});

test("the inbox, keep, resend, data preview, deletion and export are admin only; keep and deletion are in the audit trail", async () => {
  const roles = await staffRoles(worker);
  const id = await insertInquiry({ subject: "Behalten bitte", email: "weg@example.at" });
  const page = await expectAdminOnly(roles, (client) => client.get("/admin/inquiries"), { method: "GET" });
  expect(page.status).toBe(200);
  await expectAdminOnly(roles, (client, headers) => client.post("/admin/inquiries", { intent: "keep", inquiryId: id, keep: "1" }, headers));
  await expectAdminOnly(roles, (client, headers) => client.post("/admin/inquiries", { intent: "resend", inquiryId: id }, headers));
  const preview = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/inquiries", { intent: "preview-delete", email: "weg@example.at" }, headers),
  );
  expect(await text(preview)).toContain("Wirklich löschen?");
  const exported = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/inquiries/export", { email: "weg@example.at" }, headers),
  );
  expect(exported.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
  await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/inquiries", { intent: "delete-person", email: "weg@example.at" }, headers),
  );
  const db = await worker.db();
  expect(await db.selectFrom("inquiries").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  const audit = await db
    .selectFrom("audit_log")
    .select(["action", "entity", "summary", "actor_email"])
    .where("action", "in", ["inquiry.keep", "inquiry.delete-person"])
    .where("actor_email", "like", "admin-%")
    .orderBy("id", "asc")
    .execute();
  const mine = audit.filter((entry) => entry.summary.includes(id) || entry.action === "inquiry.delete-person");
  expect(mine.map((entry) => entry.action)).toEqual(["inquiry.keep", "inquiry.delete-person"]);
  // The inquiry by its id: its subject may carry a name and the trail outlives it.
  expect(mine[0]?.summary).toBe(`Anfrage ${id} wird behalten`);
  // The erased address does not live on in the audit trail.
  expect(mine[1]?.summary).toBe("Personenbezogene Daten gelöscht: 1 Anfrage(n), 0 Suchauftrag/Suchaufträge, 0 E-Mail(s)");
});
