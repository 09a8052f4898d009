// The inbox marks what waits and the lead keeps its history (ADR 0310): a lead nobody opened is
// "Neu" with its age; opening its page marks it read and says who did; status changes and the
// broker's internal notes stand in the "Verlauf" with their times; the notes go with the lead
// (six-month retention, GDPR erasure). The views "Neu" and "Probleme" count and filter. The
// delivery badge and the timeline read the same e-mails. Every action: admin, same origin only.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry, insertInquiryEmail } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let counter = 0;

async function lead(fields: { subject: string; createdAt?: string; status?: string; email?: string }) {
  const db = await worker.db();
  const id = `timeline-${++counter}-${Date.now()}`;
  const at = fields.createdAt ?? new Date().toISOString();
  await insertInquiry(db, {
    id,
    subject: fields.subject,
    sender_email: fields.email ?? `${id}@example.at`,
    created_at: at,
    updated_at: at,
    status: fields.status ?? "new",
  });
  return id;
}

async function statusOf(id: string) {
  const db = await worker.db();
  return (await db.selectFrom("inquiries").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
}

function rowOf(html: string, subject: string) {
  const at = html.indexOf(subject);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

test("a lead nobody is on is bold and 'Neu' with its age; its assignee's first look starts it and says who", async () => {
  const roles = await staffRoles(worker);
  const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60_000 - 60_000).toISOString();
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000 - 60_000).toISOString();
  const fresh = await lead({ subject: "Frische Anfrage Ottakring", createdAt: threeHoursAgo });
  await lead({ subject: "Wartende Anfrage Hietzing", createdAt: twoDaysAgo, status: "in_progress" });
  await lead({ subject: "Erledigte Anfrage Favoriten", createdAt: twoDaysAgo, status: "done" });

  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  // Without a filter the view "Alle" is the current one.
  expect(inbox).toMatch(/<a aria-current="page"[^>]*href="\/admin\/inquiries"[^>]*>Alle<\/a>/);
  const freshRow = rowOf(inbox, "Frische Anfrage Ottakring");
  expect(freshRow).toContain('class="staff-row-new"');
  expect(freshRow).toContain('<span class="staff-new-mark">Neu</span>');
  expect(freshRow).toContain("vor 3 Std.");
  const waitingRow = rowOf(inbox, "Wartende Anfrage Hietzing");
  expect(waitingRow).not.toContain("staff-new-mark");
  expect(waitingRow).toContain("seit 2 Tagen");
  // A done lead needs no clock.
  expect(rowOf(inbox, "Erledigte Anfrage Favoriten")).not.toMatch(/seit \d+ Tag|vor \d+ Std\./);

  // Opened while nobody has it, the lead stays "Neu" (ADR 0331): its status claims no one works on it.
  const unassigned = await text(await roles.admin.get(`/admin/inquiries/${fresh}`));
  expect(await statusOf(fresh)).toBe("new");
  expect(unassigned).not.toContain("Geöffnet, ");
  // The status stands once, marked in the segmented control (ADR 0356).
  expect(unassigned).toContain('<span class="staff-segment" aria-current="true">Neu</span>');
  expect(rowOf(await text(await roles.admin.get("/admin/inquiries")), "Frische Anfrage Ottakring")).toContain("staff-new-mark");
  // Assigned to the admin (by a colleague), the admin's own first look starts the work.
  const db = await worker.db();
  const me = unassigned.match(/<option value="([^"]+)">admin-[^<]+ \(ich\)<\/option>/)?.[1] ?? "";
  expect(me).not.toBe("");
  await db.updateTable("inquiries").set({ assignee_id: me }).where("id", "=", fresh).execute();
  const page = await text(await roles.admin.get(`/admin/inquiries/${fresh}`));
  expect(await statusOf(fresh)).toBe("in_progress");
  expect(page).toContain("Verlauf");
  expect(page).toContain("Eingegangen über das Formular „Kontakt“");
  // Accounts carry no name: the login address stands there, muted (ADR 0319).
  expect(page).toMatch(
    /Geöffnet, Status „In Bearbeitung“ <span class="staff-timeline-by">von <span class="staff-timeline-actor staff-timeline-actor-email" title="admin-[^"]+@example\.at">admin-/,
  );
  // Opening again writes nothing new.
  const again = await text(await roles.admin.get(`/admin/inquiries/${fresh}`));
  expect(again.match(/staff-timeline-text">Geöffnet, /g)).toHaveLength(1);
  // The segmented control (ADR 0356): the current state marked, not a button; the other two are
  // buttons of their own POST forms.
  expect(again).toContain('<span class="staff-segment" aria-current="true">In Bearbeitung</span>');
  expect(again).toMatch(/<button class="staff-segment" type="submit" aria-label="Neu: [^"]+">Neu<\/button>/);
  expect(again).toMatch(/<button class="staff-segment" type="submit" aria-label="Erledigt: [^"]+">Erledigt<\/button>/);
  const done = await lead({ subject: "Abgeschlossene Anfrage Döbling", status: "done" });
  const donePage = await text(await roles.admin.get(`/admin/inquiries/${done}`));
  expect(donePage).toContain('<span class="staff-segment" aria-current="true">Erledigt</span>');
  expect(donePage).toContain(">In Bearbeitung</button>");
  expect(donePage).toContain(">Neu</button>");
  expect(rowOf(await text(await roles.admin.get("/admin/inquiries")), "Frische Anfrage Ottakring")).not.toContain("staff-new-mark");
});

test("a status change and an internal note stand in the timeline with their times; admin only, from this site", async () => {
  const roles = await staffRoles(worker);
  const id = await lead({ subject: "Anfrage mit Notiz" });
  await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/inquiries", { intent: "note", inquiryId: id, note: "Rückruf am Montag vereinbart.", from: "detail" }, headers),
  );
  const db = await worker.db();
  const notes = await db.selectFrom("inquiry_events").select(["kind", "note"]).where("inquiry_id", "=", id).execute();
  // Signed out, signed in without the role and cross-site stored nothing: one note, the admin's.
  expect(notes).toEqual([{ kind: "note", note: "Rückruf am Montag vereinbart." }]);

  const status = await roles.admin.post("/admin/inquiries", { intent: "status", inquiryId: id, status: "done", from: "detail" });
  expect(status.status).toBe(303);
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain("Rückruf am Montag vereinbart.");
  expect(page).toMatch(
    /<time dateTime="[^"]+">\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}<\/time><span class="staff-timeline-text">Notiz <span class="staff-timeline-by">von <span[^>]*>admin-/,
  );
  expect(page).toMatch(/Status „Erledigt“ gesetzt <span class="staff-timeline-by">von <span[^>]*>admin-/);
  // The note's words stay out of the audit trail, which outlives the lead.
  const audit = await db.selectFrom("audit_log").select("summary").where("entity_id", "=", id).execute();
  expect(audit.map((row) => row.summary)).toContain(`Anfrage ${id}: interne Notiz`);
  expect(JSON.stringify(audit)).not.toContain("Montag");
});

test("an empty or too long note is refused in German and stores nothing; an unknown lead is a 404", async () => {
  const roles = await staffRoles(worker);
  const id = await lead({ subject: "Anfrage ohne Notiz" });
  const empty = await roles.admin.post("/admin/inquiries", { intent: "note", inquiryId: id, note: "   ", from: "detail" });
  expect(empty.status).toBe(303);
  expect(empty.headers.get("Location")).toBe(`/admin/inquiries/${id}`);
  const shown = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(shown).toContain("Notiz nicht gespeichert");
  await roles.admin.post("/admin/inquiries", { intent: "note", inquiryId: id, note: "x".repeat(2001), from: "detail" });
  const db = await worker.db();
  expect(await db.selectFrom("inquiry_events").select("id").where("inquiry_id", "=", id).where("kind", "=", "note").execute()).toEqual([]);
  const unknown = await roles.admin.post("/admin/inquiries", { intent: "note", inquiryId: "gibt-es-nicht", note: "Hallo", from: "detail" });
  expect(unknown.status).toBe(404);
});

test("'Neu' and 'Probleme' count and filter: a failed e-mail or a failed hand-over to justimmo is a problem", async () => {
  const roles = await staffRoles(worker);
  const mailFailed = await lead({ subject: "Problem Mail Simmering", status: "in_progress" });
  await insertInquiryEmail(await worker.db(), mailFailed, { state: "failed" });
  const crmFailed = await lead({ subject: "Problem justimmo Liesing", status: "in_progress" });
  const db = await worker.db();
  const at = new Date().toISOString();
  await db
    .insertInto("crm_handovers")
    .values({
      id: `${crmFailed}-api`,
      inquiry_id: crmFailed,
      channel: "api",
      wunsch: "DETAIL",
      attempts: 6,
      created_at: at,
      updated_at: at,
    })
    .execute();
  // The state after the retries ran out (the retries themselves: tests/crm-handover.test.ts).
  await db
    .updateTable("crm_handovers")
    .set({ state: "failed", last_error: "justimmo antwortet 503" })
    .where("inquiry_id", "=", crmFailed)
    .execute();
  const fine = await lead({ subject: "Ohne Problem Penzing", status: "in_progress" });
  await insertInquiryEmail(await worker.db(), fine, { state: "sent" });

  const problems = await text(await roles.admin.get("/admin/inquiries?probleme=ja"));
  expect(problems).toContain("Problem Mail Simmering");
  expect(problems).toContain("Problem justimmo Liesing");
  expect(problems).not.toContain("Ohne Problem Penzing");
  expect(problems).toMatch(
    /<a aria-current="page"[^>]*href="\/admin\/inquiries\?probleme=ja"[^>]*>Probleme<span class="staff-view-count">\(\d+\)<\/span>/,
  );
  // The two deliveries are two marks.
  const row = rowOf(problems, "Problem Mail Simmering");
  expect(row).toContain(">E-Mail fehlgeschlagen<");
  expect(rowOf(problems, "Problem justimmo Liesing")).toContain(">justimmo: fehlgeschlagen<");

  const fresh = await text(await roles.admin.get("/admin/inquiries?status=new"));
  expect(fresh).not.toContain("Problem Mail Simmering");
  // The filters fold behind "Filter (n)", n the filters set.
  expect(fresh).toMatch(/<summary>Filter \(1\)<\/summary>/);
});

test("a lead without e-mails shows no delivery mark, never 'Zugestellt'; a sent one says so", async () => {
  const roles = await staffRoles(worker);
  const id = await lead({ subject: "Anfrage ohne Mail", status: "in_progress" });
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  const badges = page.slice(
    page.indexOf('class="staff-inquiry-badges"'),
    page.indexOf("</p>", page.indexOf('class="staff-inquiry-badges"')),
  );
  // No mark at all: "Keine E-Mail" beside the sender's address read as "no address". The status
  // is in the segmented control, not in the marks' line (ADR 0356).
  expect(badges).toBe('class="staff-inquiry-badges">');
  expect(page).toContain('<span class="staff-segment" aria-current="true">In Bearbeitung</span>');
  expect(badges).not.toContain("staff-delivery-");
  expect(badges).not.toContain("ugestellt");
  await insertInquiryEmail(await worker.db(), id, { state: "sent" });
  const sent = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(sent).toContain(">E-Mail zugestellt<");
  expect(sent).toMatch(/Benachrichtigung ans Büro: zugestellt an office@donau-estate\.example/);
});

test("notes go with their lead: the retention cron and a person's erasure delete them", async () => {
  const roles = await staffRoles(worker);
  const old = new Date(Date.now() - 200 * 24 * 60 * 60_000).toISOString();
  const expired = await lead({ subject: "Alte Anfrage mit Notiz", createdAt: old, status: "in_progress" });
  const erased = await lead({ subject: "Anfrage zum Löschen", email: "loeschen-notiz@example.at", status: "in_progress" });
  for (const id of [expired, erased]) {
    const res = await roles.admin.post("/admin/inquiries", { intent: "note", inquiryId: id, note: `Notiz zu ${id}`, from: "detail" });
    expect(res.status).toBe(303);
  }
  const db = await worker.db();
  const notesOf = async (id: string) => (await db.selectFrom("inquiry_events").select("id").where("inquiry_id", "=", id).execute()).length;
  expect(await notesOf(expired)).toBe(1);

  await worker.scheduled("0 3 * * *", new Date());
  await expect.poll(() => notesOf(expired), { timeout: 10_000 }).toBe(0);
  expect(await notesOf(erased)).toBe(1);

  const deleted = await roles.admin.post("/admin/inquiries", { intent: "delete-person", email: "loeschen-notiz@example.at" });
  expect(deleted.status).toBe(303);
  expect(await notesOf(erased)).toBe(0);
});

test("a lead names the sender's other leads: '2. von 2 Anfragen dieser Adresse' links to all of them", async () => {
  const roles = await staffRoles(worker);
  const email = "wieder.da@example.at";
  const first = await lead({ subject: "Erste Anfrage Währing", email, createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString() });
  const second = await lead({ subject: "Zweite Anfrage Währing", email: "Wieder.Da@example.at" });
  const page = await text(await roles.admin.get(`/admin/inquiries/${second}`));
  expect(page).toMatch(
    /<a class="staff-repeat" href="\/admin\/inquiries\?q=wieder\.da%40example\.at"[^>]*>2\. von 2 Anfragen dieser Adresse<\/a>/,
  );
  expect(await text(await roles.admin.get(`/admin/inquiries/${first}`))).toContain(">1. von 2 Anfragen dieser Adresse</a>");
  // A first-time sender has no such line.
  const single = await lead({ subject: "Einzige Anfrage Hernals" });
  expect(await text(await roles.admin.get(`/admin/inquiries/${single}`))).not.toContain("Anfragen dieser Adresse");
});

test("opening an unassigned 'Neu' lead keeps it 'Neu'; another admin's look leaves a colleague's lead alone; 'Mir zuweisen' starts it", async () => {
  const roles = await staffRoles(worker);
  const other = await staffRoles(worker);
  const id = await lead({ subject: "Unbeansprucht Margareten" });
  // Two admins look; nobody has it: still "Neu", nothing in the Verlauf but the arrival.
  await roles.admin.get(`/admin/inquiries/${id}`);
  await other.admin.get(`/admin/inquiries/${id}`);
  expect(await statusOf(id)).toBe("new");
  const db = await worker.db();
  expect(await db.selectFrom("inquiry_events").select("kind").where("inquiry_id", "=", id).execute()).toEqual([]);

  // "Mir zuweisen" (mir=1) on the lead page: assigned and "In Bearbeitung", both in the Verlauf.
  const res = await roles.admin.post("/admin/inquiries", { intent: "assign", inquiryId: id, mir: "1", from: "detail" });
  expect(res.status).toBe(303);
  expect(await statusOf(id)).toBe("in_progress");
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toContain("ist jetzt Ihnen zugewiesen und in Bearbeitung.");
  expect(page).toMatch(/staff-timeline-text">Zugewiesen an admin-/);
  expect(page).toMatch(/staff-timeline-text">Status „In Bearbeitung“ gesetzt /);

  // Given to a colleague while "Neu": the colleague's lead stays "Neu" when someone else opens it.
  const given = await lead({ subject: "Für Kollegin Wieden" });
  const colleagueId = (await text(await other.admin.get(`/admin/inquiries/${given}`))).match(
    /<option value="([^"]+)">admin-[^<]+ \(ich\)<\/option>/,
  )?.[1];
  expect(colleagueId).toBeTruthy();
  await roles.admin.post("/admin/inquiries", { intent: "assign", inquiryId: given, assignee: colleagueId ?? "", from: "detail" });
  await roles.admin.get(`/admin/inquiries/${given}`);
  expect(await statusOf(given)).toBe("new");
  await other.admin.get(`/admin/inquiries/${given}`);
  expect(await statusOf(given)).toBe("in_progress");
});
