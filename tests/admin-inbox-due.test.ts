// The inbox worked by due date (review 58, ADR 0365): a "Nächster Schritt" column with the lead's
// Wiedervorlage and next step, the order "Fällig zuerst" (earliest due first, leads without one
// last), a Status column with the badge and "Erledigt" as its row action. Bad order or filter values
// give the default page, never a 500.
import { sql } from "kysely";
import { expect, test } from "vitest";
import { addDays, viennaDateOf } from "~/lib/viewing-time";
import { viennaDaySql } from "~/server/leads/inbox.queries.server";
import { staffRoles } from "./admin-matrix";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const today = () => viennaDateOf(new Date());

async function lead(tag: string, name: string, overrides: Record<string, string | null> = {}) {
  const id = `${tag}-${name}`;
  await insertInquiry(await worker.db(), {
    id,
    subject: `${name} ${tag}`,
    sender_name: `Dora Due ${name}`,
    sender_email: `${id}@example.at`,
    ...overrides,
  });
  return id;
}

/** The <tr> of a lead, found by its link. */
function rowOf(html: string, id: string): string {
  const at = html.indexOf(`href="/admin/inquiries/${id}"`);
  expect(at, id).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

test("the 'Nächster Schritt' column shows a lead's due state and next step; the status is a badge in its own column", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `spalte${Date.now()}`;
  const overdue = await lead(tag, "ueberfaellig", { follow_up_due: addDays(today(), -3), follow_up_note: "Exposé nachreichen" });
  // Taken up, without a Wiedervorlage: no next step (a new one would have its "Erstkontakt").
  const none = await lead(tag, "ohne", { status: "in_progress" });
  const done = await lead(tag, "erledigt", { status: "done" });
  const html = await text(await admin.get(`/admin/inquiries?q=${tag}`));
  expect(html).toContain('<th scope="col">Nächster Schritt</th>');
  const heads = [...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1]);
  expect(heads).toEqual(["Eingang", "Anfrage", "Kontakt", "Nächster Schritt", "Zuständig", "Status"]);

  const row = rowOf(html, overdue);
  const step = row.slice(row.indexOf('data-label="Nächster Schritt"'), row.indexOf('data-label="Zuständig"'));
  expect(step).toContain('data-tone="overdue"');
  expect(step).toContain('<span class="staff-follow-up staff-follow-up-overdue">überfällig seit 3 Tagen</span>');
  expect(step).toContain('<span class="staff-follow-up-note">Exposé nachreichen</span>');
  // "Neu" is the status, in the Status column, with "Erledigt" as the row's action.
  const status = row.slice(row.indexOf('data-label="Status"'));
  expect(status).toContain('<span class="staff-new-mark">Neu</span>');
  expect(status).toMatch(/<button [^>]*aria-label="Erledigt: ueberfaellig [^"]*"[^>]*>Erledigt<\/button>/);
  const subject = row.slice(row.indexOf('data-label="Anfrage"'), row.indexOf('data-label="Kontakt"'));
  expect(subject).not.toContain("staff-new-mark");

  expect(rowOf(html, none)).toContain("Keine Wiedervorlage");
  const closed = rowOf(html, done);
  expect(closed).toContain('class="staff-row-closed"');
  expect(closed).toContain('<span class="staff-badge staff-status-done">Erledigt</span>');
  expect(closed).not.toContain("<button");
  // The order is said in the tool row; the caption keeps it for screen readers only.
  expect(html).toMatch(/<caption class="staff-sr-only">/);
});

test("'Fällig zuerst' orders by the due day, earliest first, leads without a next step last", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `reihe${Date.now()}`;
  // Created in an order that differs from the due order, so neither arrival order passes.
  const later = await lead(tag, "spaeter", { follow_up_due: addDays(today(), 6), created_at: new Date(Date.now() - 5_000).toISOString() });
  const none = await lead(tag, "ohne", { status: "in_progress", created_at: new Date(Date.now() - 1_000).toISOString() });
  const overdue = await lead(tag, "frueh", { follow_up_due: addDays(today(), -1), created_at: new Date(Date.now() - 9_000).toISOString() });
  const todayTimed = await lead(tag, "heute", {
    follow_up_due: `${today()}T09:30`,
    created_at: new Date(Date.now() - 3_000).toISOString(),
  });
  const html = await text(await admin.get(`/admin/inquiries?q=${tag}&sortierung=faellig`));
  const order = [overdue, todayTimed, later, none].map((id) => html.indexOf(`href="/admin/inquiries/${id}"`));
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  // The order is a link of the tool row, marked current, and keeps the search.
  expect(html).toMatch(
    new RegExp(`<a aria-current="true" href="/admin/inquiries\\?q=${tag}&amp;sortierung=faellig"[^>]*>Fällig zuerst</a>`),
  );
  // Paging and the filters keep it.
  expect(html).toContain(`name="sortierung" value="faellig"`);
  // In the "Wiedervorlage fällig" view the default already is the due order: offered once.
  const view = await text(await admin.get("/admin/inquiries?wiedervorlage=faellig"));
  const sort = view.slice(view.indexOf('aria-label="Reihenfolge"'), view.indexOf("</nav>", view.indexOf('aria-label="Reihenfolge"')));
  expect(sort.match(/Fällig zuerst/g)).toHaveLength(1);
  expect(sort).toMatch(/<a aria-current="true" href="\/admin\/inquiries\?wiedervorlage=faellig"[^>]*>Fällig zuerst<\/a>/);
});

test("bad order and filter values give the default inbox, never a 500", async () => {
  const { admin } = await staffRoles(worker);
  for (const query of [
    "sortierung=irgendwas",
    "sortierung=",
    "sortierung=faellig&sortierung=neueste",
    "sortierung[]=faellig",
    "wiedervorlage=morgen",
    "status=gibtsnicht&kind=%00",
    "page=-3&zugewiesen=alle",
    "sortierung=%E2%80%AE%3Cscript%3E",
  ]) {
    const res = await admin.get(`/admin/inquiries?${query}`);
    expect(res.status, query).toBe(200);
    const html = await text(res);
    expect(html, query).toContain("<h1>Anfragen</h1>");
    expect(html, query).not.toContain("<script>");
  }
  // An unknown order falls back to "Zu erledigen zuerst", marked as the current one.
  const fallback = await text(await admin.get("/admin/inquiries?sortierung=irgendwas"));
  expect(fallback).toMatch(/<a aria-current="true" href="\/admin\/inquiries"[^>]*>Zu erledigen zuerst<\/a>/);
});

test("an untouched new lead shows the derived 'Erstkontakt', due today or overdue past the promise", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `erst${Date.now()}`;
  const fresh = await lead(tag, "frisch");
  // Ten days back is past any "innerhalb eines Werktags", holidays and weekends included.
  const old = await lead(tag, "alt", { created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() });
  const widerruf = await lead(tag, "widerruf", { kind: "widerruf" });
  const html = await text(await admin.get(`/admin/inquiries?q=${tag}`));
  const step = (id: string) => {
    const row = rowOf(html, id);
    return row.slice(row.indexOf('data-label="Nächster Schritt"'), row.indexOf('data-label="Zuständig"'));
  };
  expect(step(fresh)).toContain('data-tone="today" data-derived="true"');
  expect(step(fresh)).toContain('<span class="staff-follow-up staff-follow-up-today">fällig heute</span>');
  expect(step(fresh)).toContain('<span class="staff-follow-up-note">Erstkontakt</span>');
  expect(step(old)).toContain('data-tone="overdue" data-derived="true"');
  expect(step(old)).toMatch(/<span class="staff-follow-up staff-follow-up-overdue">überfällig seit \d+ Tagen?<\/span>/);
  // A Widerruf is no first contact: no derived step.
  expect(step(widerruf)).toContain("Keine Wiedervorlage");
  // Derived, not stored: the lead has no Wiedervorlage in the database.
  const stored = await (await worker.db())
    .selectFrom("inquiries")
    .select(["follow_up_due", "follow_up_note"])
    .where("id", "in", [fresh, old])
    .execute();
  expect(stored).toEqual([
    { follow_up_due: null, follow_up_note: null },
    { follow_up_due: null, follow_up_note: null },
  ]);
});

test("'Fällig zuerst' puts a new lead at the day it came in, before that day's times and after earlier days", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `erstreihe${Date.now()}`;
  const yesterday = addDays(today(), -1);
  const later = await lead(tag, "spaeter", { follow_up_due: addDays(today(), 2), created_at: new Date(Date.now() - 1_000).toISOString() });
  const timed = await lead(tag, "zeit", { follow_up_due: `${today()}T00:01`, created_at: new Date(Date.now() - 2_000).toISOString() });
  const fresh = await lead(tag, "neu", { created_at: new Date(Date.now() - 3_000).toISOString() });
  const dueYesterday = await lead(tag, "gestern", { follow_up_due: yesterday, created_at: new Date(Date.now() - 4_000).toISOString() });
  const old = await lead(tag, "alt", { created_at: new Date(Date.now() - 3 * 86_400_000).toISOString() });
  const taken = await lead(tag, "genommen", { status: "in_progress", created_at: new Date(Date.now() - 5 * 86_400_000).toISOString() });
  const html = await text(await admin.get(`/admin/inquiries?q=${tag}&sortierung=faellig`));
  const order = [old, dueYesterday, fresh, timed, later, taken].map((id) => html.indexOf(`href="/admin/inquiries/${id}"`));
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test("the SQL Vienna day of a stored time follows summer time, as the row's day does", async () => {
  const db = await worker.db();
  const cases: Array<[string, string]> = [
    ["2026-11-30T23:30:00.000Z", "2026-12-01"], // 00:30 in Vienna (winter, UTC+1)
    ["2026-11-30T22:30:00.000Z", "2026-11-30"],
    ["2026-07-01T22:30:00.000Z", "2026-07-02"], // 00:30 in Vienna (summer, UTC+2)
    ["2026-07-01T21:30:00.000Z", "2026-07-01"],
    ["2026-03-29T00:59:00.000Z", "2026-03-29"], // just before the switch to summer time
    ["2026-03-28T23:30:00.000Z", "2026-03-29"],
    ["2026-10-25T00:30:00.000Z", "2026-10-25"], // 02:30 summer time, the night of the switch back
    ["2026-10-24T22:30:00.000Z", "2026-10-25"],
    ["2026-10-25T22:30:00.000Z", "2026-10-25"], // 23:30 winter time
  ];
  for (const [stored, day] of cases) {
    const row = await sql<{ day: string }>`SELECT ${viennaDaySql(sql`${stored}`)} AS day`.execute(db);
    expect(row.rows[0]?.day, stored).toBe(day);
    expect(viennaDateOf(stored), stored).toBe(day);
  }
});
