// The inbox as a to-do list (ADR 0331): "Zu erledigen zuerst" by default ("Neu" and overdue first,
// longest waiting on top, then the rest newest first), "Neueste zuerst" as the other order, the
// CSV always newest first; "Mir zuweisen" in an unassigned row (admin only, same origin only,
// back to the same list with a toast); the row's status saves only with its button; the lead's
// message once at the top whatever key its form used; "Rückruf erbeten" without a number says so.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const HOUR = 60 * 60_000;
let counter = 0;

async function lead(
  tag: string,
  fields: { subject: string; hoursAgo: number; status: string; kind?: string; payload?: object; phone?: string },
) {
  const id = `todo-${++counter}-${Date.now()}`;
  const at = new Date(Date.now() - fields.hoursAgo * HOUR).toISOString();
  await insertInquiry(await worker.db(), {
    id,
    kind: fields.kind ?? "contact",
    subject: fields.subject,
    sender_name: `${tag} ${counter}`,
    sender_email: `${id}@example.at`,
    sender_phone: fields.phone ?? null,
    payload: JSON.stringify(fields.payload ?? {}),
    created_at: at,
    updated_at: at,
    status: fields.status,
  });
  return id;
}

/** The subjects of the list's rows (or the CSV's lines), top to bottom. */
function order(body: string, subjects: string[], wrap = (subject: string) => `>${subject}</a>`): string[] {
  const found = subjects.map((subject) => ({ subject, at: body.indexOf(wrap(subject)) }));
  expect(found.every(({ at }) => at >= 0)).toBe(true);
  return found.sort((a, b) => a.at - b.at).map(({ subject }) => subject);
}

function rowOf(html: string, subject: string) {
  const at = html.indexOf(subject);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

test("'Zu erledigen zuerst' is the default: Neu and overdue on top, longest waiting first, then newest first; CSV stays newest first", async () => {
  const roles = await staffRoles(worker);
  const tag = `reihe${Date.now()}`;
  await lead(tag, { subject: "Bewertung seit zwei Tagen", hoursAgo: 50, status: "new", kind: "valuation" });
  await lead(tag, { subject: "Offen seit gestern", hoursAgo: 30, status: "in_progress" });
  await lead(tag, { subject: "Offen seit zwei Stunden", hoursAgo: 2, status: "in_progress" });
  await lead(tag, { subject: "Erledigt vor einer Stunde", hoursAgo: 1, status: "done" });
  await lead(tag, { subject: "Neu vor zehn Minuten", hoursAgo: 0.17, status: "new" });
  await lead(tag, { subject: "Erledigt vor drei Tagen", hoursAgo: 72, status: "done" });
  const subjects = [
    "Bewertung seit zwei Tagen",
    "Offen seit gestern",
    "Offen seit zwei Stunden",
    "Erledigt vor einer Stunde",
    "Neu vor zehn Minuten",
    "Erledigt vor drei Tagen",
  ];

  const todo = await text(await roles.admin.get(`/admin/inquiries?q=${tag}`));
  expect(order(todo, subjects)).toEqual([
    "Bewertung seit zwei Tagen",
    "Offen seit gestern",
    "Neu vor zehn Minuten",
    "Erledigt vor einer Stunde",
    "Offen seit zwei Stunden",
    "Erledigt vor drei Tagen",
  ]);
  expect(todo).toContain("Gefilterte Anfragen, zu erledigen zuerst");
  // The two orders as links that keep the search; the current one is marked.
  expect(todo).toMatch(/<nav aria-label="Reihenfolge" class="staff-sort">/);
  expect(todo).toMatch(new RegExp(`<a aria-current="true" href="/admin/inquiries\\?q=${tag}"[^>]*>Zu erledigen zuerst</a>`));
  expect(todo).toMatch(new RegExp(`<a href="/admin/inquiries\\?q=${tag}&amp;sortierung=neueste"[^>]*>Neueste zuerst</a>`));

  const newest = await text(await roles.admin.get(`/admin/inquiries?q=${tag}&sortierung=neueste`));
  expect(order(newest, subjects)).toEqual([
    "Neu vor zehn Minuten",
    "Erledigt vor einer Stunde",
    "Offen seit zwei Stunden",
    "Offen seit gestern",
    "Bewertung seit zwei Tagen",
    "Erledigt vor drei Tagen",
  ]);
  expect(newest).toContain("Gefilterte Anfragen, neueste zuerst");
  expect(newest).toMatch(/<a aria-current="true" href="[^"]*sortierung=neueste"[^>]*>Neueste zuerst<\/a>/);
  // The search and the rows' forms keep the order; the filter count does not count it.
  expect(newest).toMatch(/<input type="hidden" name="sortierung" value="neueste"\/>/);
  expect(newest).toContain(`name="back" value="?q=${tag}&amp;sortierung=neueste"`);
  expect(newest).toContain("<summary>Filter</summary>");
  // A made-up order is the default, never an error.
  const odd = await roles.admin.get(`/admin/inquiries?q=${tag}&sortierung=%3Cx%3E`);
  expect(odd.status).toBe(200);
  expect(order(await text(odd), subjects)[0]).toBe("Bewertung seit zwei Tagen");

  // The export is a record: newest first whichever order the list shows.
  for (const query of [`q=${tag}`, `q=${tag}&sortierung=neueste`]) {
    const csv = await text(await roles.admin.get(`/admin/inquiries.csv?${query}`));
    expect(order(csv, subjects, (subject) => subject)).toEqual([
      "Neu vor zehn Minuten",
      "Erledigt vor einer Stunde",
      "Offen seit zwei Stunden",
      "Offen seit gestern",
      "Bewertung seit zwei Tagen",
      "Erledigt vor drei Tagen",
    ]);
  }
});

test("'Mir zuweisen' in an unassigned row: admin only, from this site, back to the same list with a toast; a bad id is a German 404", async () => {
  const roles = await staffRoles(worker);
  const tag = `zeile${Date.now()}`;
  const id = await lead(tag, { subject: "Zeile ohne Zuständigen", hoursAgo: 3, status: "new" });
  const before = await text(await roles.admin.get(`/admin/inquiries?q=${tag}&sortierung=neueste`));
  const row = rowOf(before, "Zeile ohne Zuständigen");
  expect(row).toContain('<span class="staff-unassigned">Niemand</span>');
  expect(row).toContain('<input type="hidden" name="mir" value="1"/>');
  expect(row).toContain(`name="back" value="?q=${tag}&amp;sortierung=neueste"`);
  expect(row).toContain('aria-label="Mir zuweisen: Zeile ohne Zuständigen">Mir zuweisen</button>');
  // The status changes only by a button of its own (ADR 0340): no select in the row.
  expect(row).not.toContain("<select");
  expect(row).toContain('aria-label="Erledigt: Zeile ohne Zuständigen">Erledigt</button>');

  const post = (client: Parameters<Parameters<typeof expectAdminOnly>[1]>[0], headers?: Record<string, string>) =>
    client.post("/admin/inquiries", { intent: "assign", inquiryId: id, mir: "1", back: `?q=${tag}&sortierung=neueste` }, headers);
  const res = await expectAdminOnly(roles, post);
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe(`/admin/inquiries?q=${tag}&sortierung=neueste`);
  const db = await worker.db();
  const stored = await db.selectFrom("inquiries").select(["assignee_id", "status"]).where("id", "=", id).executeTakeFirstOrThrow();
  expect(stored.assignee_id).not.toBeNull();
  // Taken by oneself, the "Neu" lead is being worked on (ADR 0331).
  expect(stored.status).toBe("in_progress");

  const after = await text(await roles.admin.get(`/admin/inquiries?q=${tag}&sortierung=neueste`));
  expect(after).toContain("Zuständigkeit gespeichert");
  expect(after).toContain("Die Anfrage „Zeile ohne Zuständigen“ ist jetzt Ihnen zugewiesen und in Bearbeitung.");
  const assigned = rowOf(after, ">Zeile ohne Zuständigen</a>");
  expect(assigned).toContain('<span class="staff-assignee-me"> (ich)</span>');
  expect(assigned).not.toContain(">Mir zuweisen</button>");

  // A done lead offers no "Mir zuweisen": nobody needs to take it.
  await lead(tag, { subject: "Zeile erledigt", hoursAgo: 4, status: "done" });
  const done = rowOf(await text(await roles.admin.get(`/admin/inquiries?q=${tag}`)), ">Zeile erledigt</a>");
  expect(done).toContain("Niemand zuständig");
  expect(done).not.toContain("Mir zuweisen");

  // A lead that does not exist (deleted meanwhile, or a made-up id): 404 in German, nothing stored.
  const missing = await roles.admin.post("/admin/inquiries", { intent: "assign", inquiryId: "gibt-es-nicht", mir: "1", back: "" });
  expect(missing.status).toBe(404);
  expect(await text(missing)).toContain("Anfrage nicht gefunden.");
  // No id at all: 400, "Unbekannte Aktion."
  const empty = await roles.admin.post("/admin/inquiries", { intent: "assign", inquiryId: "", mir: "1" });
  expect(empty.status).toBe(400);
});

test("the lead's message stands once, at the top, whichever key its form stored it under", async () => {
  const roles = await staffRoles(worker);
  const tag = `nachricht${Date.now()}`;
  const message = "Ist die Wohnung noch frei? Ich würde sie gern am Samstag besichtigen.";
  // A listing lead whose text stands under "message" (the listing form writes "anfrage").
  const id = await lead(tag, {
    subject: "Anfrage mit fremdem Schlüssel",
    hoursAgo: 1,
    status: "new",
    kind: "property",
    payload: { message },
  });
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).not.toContain("Diese Anfrage enthält keine eigene Nachricht.");
  expect(page).toContain(`<p class="staff-message">${message}</p>`);
  // Once in the page's markup (the loader's data for the app carries it as well): not again in the facts.
  expect(page.split(`>${message}<`)).toHaveLength(2);
  expect(page).not.toContain(`<dd>${message}</dd>`);
  // Its kind's own key still wins when both are there.
  const both = await lead(tag, {
    subject: "Anfrage mit beiden Schlüsseln",
    hoursAgo: 1,
    status: "new",
    kind: "property",
    payload: { anfrage: "Der eigene Text.", message: "Ein zweiter Text." },
  });
  const bothPage = await text(await roles.admin.get(`/admin/inquiries/${both}`));
  expect(bothPage).toContain('<p class="staff-message">Der eigene Text.</p>');
  // The inbox row previews the same text.
  expect(rowOf(await text(await roles.admin.get(`/admin/inquiries?q=${tag}`)), "Anfrage mit fremdem Schlüssel")).toContain(
    '<span class="staff-preview">Ist die Wohnung noch frei? Ich würde sie gern am Samstag besichtigen.</span>',
  );
  // Without any message the page says so, once.
  const none = await lead(tag, { subject: "Anfrage ohne Text", hoursAgo: 1, status: "new", kind: "property", payload: {} });
  expect(await text(await roles.admin.get(`/admin/inquiries/${none}`))).toContain("Diese Anfrage enthält keine eigene Nachricht.");
});

test("'Rückruf erbeten' without a phone number says to ask by e-mail; with a number it does not", async () => {
  const roles = await staffRoles(worker);
  const tag = `rueckruf${Date.now()}`;
  const payload = { anfrage: "Bitte um Rückruf zur Wohnung.", rueckruf: true, wunsch: "ANRUF" };
  const noPhone = await lead(tag, { subject: "Rückruf ohne Nummer", hoursAgo: 1, status: "new", kind: "property", payload });
  const page = await text(await roles.admin.get(`/admin/inquiries/${noPhone}`));
  expect(page).toContain(
    '<p class="staff-callback-hint"><strong>Rückruf erbeten.</strong> Keine Telefonnummer – bitte per E-Mail nachfragen.</p>',
  );
  // Above the actions: before "Antworten".
  expect(page.indexOf("staff-callback-hint")).toBeLessThan(page.indexOf(">Antworten</a>"));
  const withPhone = await lead(tag, {
    subject: "Rückruf mit Nummer",
    hoursAgo: 1,
    status: "new",
    kind: "property",
    payload,
    phone: "+436601234567",
  });
  expect(await text(await roles.admin.get(`/admin/inquiries/${withPhone}`))).not.toContain("Keine Telefonnummer");
  const noCallback = await lead(tag, {
    subject: "Kein Rückruf",
    hoursAgo: 1,
    status: "new",
    kind: "property",
    payload: { anfrage: "Nur Unterlagen bitte." },
  });
  expect(await text(await roles.admin.get(`/admin/inquiries/${noCallback}`))).not.toContain("Keine Telefonnummer");
});
