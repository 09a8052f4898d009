// The inbox's marks and the staff navigation (ADR 0335): "Nicht zugewiesen" only on open leads
// nobody has, "überfällig" (word and colour) on open leads waiting longer than a day, the number
// of "Neu" leads beside "Anfragen" in two grouped lists, and the lead page's "Besichtigung
// anlegen" that opens the viewings page with the listing chosen; the status in words.
import { expect, test } from "vitest";
import { leadMarks } from "~/lib/lead-state";
import { staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const HOUR = 60 * 60_000;
let counter = 0;

async function lead(tag: string, fields: { subject: string; hoursAgo: number; status: string; propertyId?: string; payload?: object }) {
  const id = `marks-${++counter}-${Date.now()}`;
  const at = new Date(Date.now() - fields.hoursAgo * HOUR).toISOString();
  await insertInquiry(await worker.db(), {
    id,
    kind: fields.propertyId ? "property" : "contact",
    subject: fields.subject,
    sender_name: `${tag} ${counter}`,
    sender_email: `${id}@example.at`,
    payload: JSON.stringify(fields.payload ?? {}),
    created_at: at,
    updated_at: at,
    status: fields.status,
    property_id: fields.propertyId ?? null,
  });
  return id;
}

function rowOf(html: string, subject: string) {
  const at = html.indexOf(`>${subject}</a>`);
  expect(at, subject).toBeGreaterThan(0);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

test("leadMarks: unassigned only while open, overdue only when open and older than a day", () => {
  const now = new Date("2026-11-29T12:00:00.000Z");
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR).toISOString();
  expect(leadMarks({ status: "new", createdAt: ago(2), assigned: false }, now)).toEqual({ unassigned: true, overdue: false });
  expect(leadMarks({ status: "in_progress", createdAt: ago(25), assigned: false }, now)).toEqual({ unassigned: true, overdue: true });
  expect(leadMarks({ status: "new", createdAt: ago(30), assigned: true }, now)).toEqual({ unassigned: false, overdue: true });
  // Done: neither mark, however old and whoever had it.
  expect(leadMarks({ status: "done", createdAt: ago(72), assigned: false }, now)).toEqual({ unassigned: false, overdue: false });
  // The line is the to-do order's: exactly one day is not yet late, a minute more is.
  expect(leadMarks({ status: "new", createdAt: ago(24), assigned: false }, now).overdue).toBe(false);
  expect(leadMarks({ status: "new", createdAt: ago(24 + 1 / 60), assigned: false }, now).overdue).toBe(true);
  expect(leadMarks({ status: "new", createdAt: "kein Datum", assigned: false }, now).overdue).toBe(false);
});

test("the inbox marks open unassigned rows and overdue rows; a done row carries no warning", async () => {
  const roles = await staffRoles(worker);
  const tag = `marken${Date.now()}`;
  await lead(tag, { subject: "Offen seit zwei Tagen", hoursAgo: 50, status: "new" });
  await lead(tag, { subject: "In Bearbeitung seit gestern", hoursAgo: 30, status: "in_progress" });
  await lead(tag, { subject: "Neu seit zwei Stunden", hoursAgo: 2, status: "new" });
  await lead(tag, { subject: "Erledigt vor drei Tagen", hoursAgo: 72, status: "done" });
  const html = await text(await roles.admin.get(`/admin/inquiries?q=${tag}`));

  for (const subject of ["Offen seit zwei Tagen", "In Bearbeitung seit gestern"]) {
    const row = rowOf(html, subject);
    expect(row, subject).toContain('data-overdue="true"');
    expect(row, subject).toContain('<span class="staff-overdue">überfällig</span>');
    expect(row, subject).toContain('<span class="staff-unassigned">Niemand</span>');
  }
  const fresh = rowOf(html, "Neu seit zwei Stunden");
  expect(fresh).not.toContain("überfällig");
  expect(fresh).not.toContain("data-overdue");
  expect(fresh).toContain('<span class="staff-unassigned">Niemand</span>');
  expect(fresh).toContain(">Mir zuweisen</button>");

  const done = rowOf(html, "Erledigt vor drei Tagen");
  expect(done).not.toContain("überfällig");
  expect(done).not.toContain("staff-unassigned");
  expect(done).not.toContain("Mir zuweisen");
  // Screen readers still hear that nobody had it; the grey hint stays.
  expect(done).toContain('<span class="staff-sr-only">Niemand zuständig, </span>');
  expect(done).toContain("staff-handler-hint");
});

test("the staff navigation: work and settings as two lists, every link, the Neu count on Anfragen", async () => {
  const roles = await staffRoles(worker);
  const navOf = async (path: string) =>
    (await text(await roles.admin.get(path))).match(/<nav aria-label="Verwaltung"[\s\S]*?<\/nav>/)?.[0] ?? "";
  const countIn = (nav: string) =>
    Number(
      nav.replace(/<!-- -->/g, "").match(/<span class="staff-nav-count">(\d+)<span class="staff-sr-only"> neu<\/span><\/span>/)?.[1] ?? "0",
    );
  const before = await navOf("/admin/konto");
  const work = before.match(/<ul aria-label="Arbeit"[\s\S]*?<\/ul>/)?.[0] ?? "";
  const settings = before.match(/<ul aria-label="Einstellungen"[\s\S]*?<\/ul>/)?.[0] ?? "";
  expect(before.indexOf('aria-label="Arbeit"')).toBeLessThan(before.indexOf('aria-label="Einstellungen"'));
  for (const href of [
    "/admin",
    "/admin/inquiries",
    "/admin/immobilien",
    "/admin/besichtigungen",
    "/admin/suchauftraege",
    "/admin/blog",
    "/admin/team",
  ]) {
    expect(work, href).toContain(`href="${href}"`);
  }
  for (const href of ["/admin/protokoll", "/admin/darstellung", "/admin/rechtliches", "/admin/technik", "/admin/konto"]) {
    expect(settings, href).toContain(`href="${href}"`);
  }

  // The count is the inbox's own "Neu" count, and a new lead adds one; a done one does not.
  const tag = `zahl${Date.now()}`;
  await lead(tag, { subject: "Neue Anfrage für die Zahl", hoursAgo: 1, status: "new" });
  await lead(tag, { subject: "Erledigte Anfrage für die Zahl", hoursAgo: 1, status: "done" });
  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  const newView = Number(inbox.match(/status=new"[^>]*>Neu ?<span class="staff-view-count">\((\d+)\)<\/span>/)?.[1] ?? "-1");
  const after = await navOf("/admin/konto");
  expect(countIn(after)).toBe(countIn(before) + 1);
  expect(countIn(after)).toBeGreaterThan(0);
  expect(countIn(after)).toBe(newView);
  // Named by its content ("Anfragen 3 neu"), no aria-label that differs from what is seen (WCAG 2.5.3).
  expect(after).not.toMatch(/<a[^>]*aria-label="Anfragen/);
});

test("'Besichtigung anlegen' on a lead about a listing opens the viewings form with that listing chosen", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const property = await insertProperty(db, { objekttitel: "Altbau zum Besichtigen", active: 1 });
  const tag = `termin${Date.now()}`;
  const withListing = await lead(tag, {
    subject: "Wohnung besichtigen",
    hoursAgo: 3,
    status: "new",
    propertyId: String(property.id),
    payload: { message: "Ich würde gern besichtigen.", wunsch: "BESICHTIGUNG" },
  });
  const page = await text(await roles.admin.get(`/admin/inquiries/${withListing}`));
  const href = `/admin/besichtigungen?immobilie=${property.id}#neues-fenster`;
  // The Anliegen is a viewing: "Besichtigung anlegen" is the primary action, first (ADR 0340).
  const nextAt = page.indexOf('class="staff-next"');
  const next = page.slice(nextAt, page.indexOf("</header>", nextAt));
  expect(next).toContain(`<h2 class="staff-sr-only">Nächster Schritt</h2><a class="button" href="${href}">Besichtigung anlegen</a>`);
  expect(next).not.toMatch(/<a class="button" href="(tel|mailto):/);
  // The status once: marked in the segmented control (ADR 0356), no "Status: Neu" strip among the actions.
  expect(page).toContain('<span class="staff-segment" aria-current="true">Neu</span>');
  expect(page).not.toContain("staff-status-new");
  expect(page).not.toContain("Status: <strong>");
  // The form's wish in plain German.
  expect(page).toContain("<dt>Anliegen</dt><dd>Besichtigung</dd>");
  expect(page).not.toContain("OpenImmo-Feedback");

  // Three hours old: not late yet.
  expect(page).not.toContain("überfällig");

  const without = await lead(tag, { subject: "Allgemeine Frage", hoursAgo: 1, status: "new" });
  const late = await lead(tag, { subject: "Seit gestern offen", hoursAgo: 26, status: "in_progress" });
  expect(await text(await roles.admin.get(`/admin/inquiries/${late}`))).toContain('<span class="staff-overdue">überfällig</span>');
  expect(await text(await roles.admin.get(`/admin/inquiries/${without}`))).not.toContain("Besichtigung anlegen");
  // A lead about a listing that asks for details: the call or the reply leads, the viewing is secondary.
  const details = await lead(tag, {
    subject: "Unterlagen bitte",
    hoursAgo: 1,
    status: "new",
    propertyId: String(property.id),
    payload: { message: "Bitte um Unterlagen.", wunsch: "DETAIL" },
  });
  expect(await text(await roles.admin.get(`/admin/inquiries/${details}`))).toContain(
    `<a class="button button-secondary" href="${href}">Besichtigung anlegen</a>`,
  );
  // A listing no longer on offer cannot be viewed: the viewings form offers active listings only.
  const sold = await insertProperty(db, { objekttitel: "Schon verkauft", active: 0 });
  const aboutSold = await lead(tag, { subject: "Noch frei?", hoursAgo: 2, status: "new", propertyId: String(sold.id) });
  expect(await text(await roles.admin.get(`/admin/inquiries/${aboutSold}`))).not.toContain("Besichtigung anlegen");

  const listingSelect = (html: string) => html.match(/<select[^>]*name="immobilieId"[\s\S]*?<\/select>/)?.[0] ?? "";
  const viewings = await text(await roles.admin.get(href.replace(/#.*/, "")));
  expect(viewings).toContain('id="neues-fenster"');
  expect(listingSelect(viewings)).toMatch(new RegExp(`<option value="${property.id}" selected="">`));
  // Anything else chooses nothing: the form keeps "Bitte wählen".
  for (const asked of ["abc", "999999999", "1%20OR%201", ""]) {
    const other = await roles.admin.get(`/admin/besichtigungen?immobilie=${asked}`);
    expect(other.status, asked).toBe(200);
    const select = listingSelect(await text(other));
    expect(select, asked).toContain('<option value="" selected="">Bitte wählen</option>');
    expect(select, asked).not.toMatch(/<option value="\d+" selected="">/);
  }
});
