// The inbox worked by due date (review 58, ADR 0365): a "Nächster Schritt" column with the lead's
// Wiedervorlage and next step, the order "Fällig zuerst" (earliest due first, leads without one
// last), a Status column with the badge and "Erledigt" as its row action. Bad order or filter values
// give the default page, never a 500.
import { expect, test } from "vitest";
import { addDays, viennaDateOf } from "~/lib/viewing-time";
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
  const none = await lead(tag, "ohne");
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

test("'Fällig zuerst' orders by the due day, earliest first, leads without a Wiedervorlage last", async () => {
  const { admin } = await staffRoles(worker);
  const tag = `reihe${Date.now()}`;
  // Created in an order that differs from the due order, so neither arrival order passes.
  const later = await lead(tag, "spaeter", { follow_up_due: addDays(today(), 6), created_at: new Date(Date.now() - 5_000).toISOString() });
  const none = await lead(tag, "ohne", { created_at: new Date(Date.now() - 1_000).toISOString() });
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
