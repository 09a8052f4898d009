// The inbox reads like a mail program and the lead page like a CRM record (ADR 0319): each row shows
// the message's first line and, for an address that wrote before, "3. Anfrage" linking to all its
// leads; the search is always in view; the privacy tools are one line above the list; the inbox
// filters by listing; the lead's Verlauf names the team member or shows the login address muted;
// its property links to the public page and to the leads about it. Admin only.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertAgent, insertInquiry, insertInquiryEmail, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
let counter = 0;

async function lead(fields: { subject: string; email: string; message?: string; kind?: string; propertyId?: number; minutesAgo?: number }) {
  const db = await worker.db();
  const id = `preview-${++counter}-${Date.now()}`;
  const at = new Date(Date.now() - (fields.minutesAgo ?? 0) * 60_000).toISOString();
  await insertInquiry(db, {
    id,
    kind: fields.kind ?? "contact",
    subject: fields.subject,
    sender_email: fields.email,
    property_id: fields.propertyId === undefined ? null : String(fields.propertyId),
    payload: JSON.stringify(fields.message === undefined ? {} : { message: fields.message, anfrage: fields.message }),
    created_at: at,
    updated_at: at,
  });
  return id;
}

function rowOf(html: string, subject: string) {
  const at = html.indexOf(subject);
  return html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
}

test("a row shows the first line of the message, plain text, cut near 90 characters with an ellipsis", async () => {
  const roles = await staffRoles(worker);
  const long =
    "Guten Tag, wir interessieren uns sehr für die Dachgeschoßwohnung mit Terrasse und hätten gerne einen Termin am Samstag.\nZweite Zeile bleibt weg.";
  await lead({ subject: "Vorschau lang Josefstadt", email: `lang-${Date.now()}@example.at`, message: long });
  await lead({ subject: "Vorschau Markup Mariahilf", email: `markup-${Date.now()}@example.at`, message: "\n  <b>Fett</b> gemeint\nmehr" });
  await lead({ subject: "Vorschau leer Simmering", email: `leer-${Date.now()}@example.at` });

  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  const preview = rowOf(inbox, "Vorschau lang Josefstadt").match(/<span class="staff-preview">([^<]*)<\/span>/)?.[1] ?? "";
  expect(preview.startsWith("Guten Tag, wir interessieren uns sehr für die Dachgeschoßwohnung")).toBe(true);
  expect(preview.endsWith("…")).toBe(true);
  expect(preview.length).toBeLessThanOrEqual(90);
  expect(preview).not.toContain("Zweite Zeile");
  // Markup is text, never HTML; the first non-empty line is taken.
  expect(rowOf(inbox, "Vorschau Markup Mariahilf")).toContain('<span class="staff-preview">&lt;b&gt;Fett&lt;/b&gt; gemeint</span>');
  expect(rowOf(inbox, "Vorschau leer Simmering")).not.toContain("staff-preview");
});

test("a row of another form shows that form's message, and a payload that is not JSON shows none, never a 500", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  await lead({ subject: "Vorschau Widerruf Favoriten", email: `widerruf-${Date.now()}@example.at`, kind: "widerruf" });
  await db
    .updateTable("inquiries")
    .set({ payload: JSON.stringify({ vertrag: "Suchauftrag vom 3. November", faggInfo: "Lange Rechtsbelehrung" }) })
    .where("subject", "=", "Vorschau Widerruf Favoriten")
    .execute();
  await lead({ subject: "Vorschau kaputt Hietzing", email: `kaputt-${Date.now()}@example.at` });
  await db.updateTable("inquiries").set({ payload: "kein JSON {" }).where("subject", "=", "Vorschau kaputt Hietzing").execute();

  const res = await roles.admin.get("/admin/inquiries");
  expect(res.status).toBe(200);
  const inbox = await text(res);
  expect(rowOf(inbox, "Vorschau Widerruf Favoriten")).toContain('<span class="staff-preview">Suchauftrag vom 3. November</span>');
  expect(rowOf(inbox, "Vorschau kaputt Hietzing")).not.toContain("staff-preview");
});

test("a lead from an address that wrote before says '3. Anfrage' and links to all leads of that address", async () => {
  const roles = await staffRoles(worker);
  const address = `wiederholt-${Date.now()}@example.at`;
  await lead({ subject: "Erste Anfrage Wieden", email: address, minutesAgo: 30 });
  await lead({ subject: "Zweite Anfrage Wieden", email: address.toUpperCase(), minutesAgo: 20 });
  await lead({ subject: "Dritte Anfrage Wieden", email: address, minutesAgo: 10 });
  // A system mail from the same address is no enquiry of that person.
  await lead({ subject: "Konto Wieden", email: address, kind: "verification", minutesAgo: 5 });
  await lead({ subject: "Einzige Anfrage Liesing", email: `einmal-${Date.now()}@example.at` });

  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  const third = rowOf(inbox, "Dritte Anfrage Wieden");
  expect(third).toContain(`href="/admin/inquiries?q=${encodeURIComponent(address)}"`);
  expect(third).toMatch(/class="staff-repeat"[^>]*>3\. Anfrage<span class="staff-sr-only"> von 3 dieser Adresse, alle zeigen<\/span>/);
  expect(rowOf(inbox, "Zweite Anfrage Wieden")).toContain(">2. Anfrage<");
  expect(rowOf(inbox, "Einzige Anfrage Liesing")).not.toContain("staff-repeat");

  // The link lists exactly that address's leads.
  const filtered = await text(await roles.admin.get(`/admin/inquiries?q=${encodeURIComponent(address)}`));
  expect(filtered).toContain("3 gefundene Anfragen");
  expect(filtered).not.toContain("Einzige Anfrage Liesing");
});

test("the search stands above the list outside the filter fold and keeps the other filters; the fold keeps the search", async () => {
  const roles = await staffRoles(worker);
  const inbox = await text(await roles.admin.get("/admin/inquiries?status=done&q=muster"));
  const start = inbox.lastIndexOf("<form", inbox.indexOf('role="search"'));
  const search = inbox.slice(start, inbox.indexOf("</form>", start));
  expect(inbox.indexOf('role="search"')).toBeLessThan(inbox.indexOf('class="staff-filter-fold"'));
  expect(search).toMatch(/^<form [^>]*method="get"/);
  const field = search.match(/<input id="inbox-q"[^>]*>/)?.[0] ?? "";
  expect(field).toContain('type="search"');
  expect(field).toContain('name="q"');
  expect(field).toContain('value="muster"');
  expect(search).toContain('placeholder="Name oder E-Mail"');
  expect(search).toContain('<input type="hidden" name="status" value="done"/>');
  const fold = inbox.slice(
    inbox.indexOf('class="staff-filter-fold"'),
    inbox.indexOf("</details>", inbox.indexOf('class="staff-filter-fold"')),
  );
  expect(fold).toContain('<input type="hidden" name="q" value="muster"/>');
  expect(fold).not.toContain('type="search"');
  // The search is not counted behind "Filter (n)": only the status is folded away.
  expect(fold).toContain("<summary>Filter (1)</summary>");
});

test("the retention line and the person-data tools are one fold at the end of the page, whole", async () => {
  const roles = await staffRoles(worker);
  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  const fold = inbox.indexOf('id="personendaten"');
  const line = inbox.indexOf('class="staff-privacy-line"');
  // After the list, not in the way of working it (ADR 0340, 0365): the fold's own summary line.
  expect(fold).toBeGreaterThan(inbox.indexOf("</table>"));
  expect(line).toBeGreaterThan(fold);
  expect(line).toBeLessThan(inbox.indexOf("</summary>", fold));
  expect(inbox).toContain("Löschfrist 6 Monate nach Eingang, außer „Behalten“");
  expect(inbox).toMatch(/<details class="staff-card staff-person-data" id="personendaten">/);
  // Folded, but nothing of it dropped.
  expect(inbox).toContain("Auskunft (Art. 15) und Löschung (Art. 17) für eine E-Mail-Adresse");
  expect(inbox).toContain("sechs Monate nach Eingang automatisch gelöscht");
  const opened = await text(await roles.admin.get("/admin/inquiries?dsgvo=1"));
  expect(opened).toMatch(/<details class="staff-card staff-person-data" id="personendaten" open="">/);
});

test("Abbrechen on the deletion step goes back to the same search and filters with the tools open", async () => {
  const roles = await staffRoles(worker);
  const preview = await roles.admin.post("/admin/inquiries?status=done&q=muster", {
    intent: "preview-delete",
    email: "abbruch@example.at",
  });
  const html = await text(preview);
  expect(html).toContain("Wirklich löschen?");
  expect(html).toMatch(
    /<a class="button button-secondary" href="\/admin\/inquiries\?status=done&amp;q=muster&amp;dsgvo=1"[^>]*>Abbrechen<\/a>/,
  );
});

test("the inbox lists the leads about one listing; a bad listing number lists all, never a 500", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const property = await insertProperty(db, { objekttitel: "Altbau am Karmelitermarkt" });
  const email = `objekt-${Date.now()}@example.at`;
  await lead({ subject: "Zum Objekt Leopoldstadt", email, propertyId: property.id });
  await lead({ subject: "Ohne Objekt Leopoldstadt", email: `ohne-${Date.now()}@example.at` });

  const filtered = await expectAdminOnly(roles, (client) => client.get(`/admin/inquiries?objekt=${property.id}`), { method: "GET" });
  const html = await text(filtered);
  expect(html).toContain("Zum Objekt Leopoldstadt");
  expect(html).not.toContain("Ohne Objekt Leopoldstadt");
  expect(html).toContain("1 gefundene Anfrage");
  expect(html).toMatch(/Nur Anfragen zu „Altbau am Karmelitermarkt“ · <a href="\/admin\/inquiries"[^>]*>alle Objekte<\/a>/);
  // The other forms keep the listing.
  expect(html.match(/<input type="hidden" name="objekt" value="\d+"\/>/g)).toHaveLength(2);

  const bad = await roles.admin.get("/admin/inquiries?objekt=1%20OR%201");
  expect(bad.status).toBe(200);
  const all = await text(bad);
  expect(all).toContain("Ohne Objekt Leopoldstadt");
  expect(all).not.toContain("Nur Anfragen zu");
});

test("the lead's property links to its public page and to every lead about it; the note follows the message", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const property = await insertProperty(db);
  const id = await lead({ subject: "Lead mit Objekt Alsergrund", email: `mitobjekt-${Date.now()}@example.at`, propertyId: property.id });
  const page = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(page).toMatch(new RegExp(`href="/admin/inquiries\\?objekt=${property.id}"[^>]*>Alle Anfragen zu diesem Objekt</a>`));
  expect(page).toMatch(/<a class="staff-property" href="\/immobilien\/[^"]+">/);
  // The Objektnr. in the facts is the same link.
  expect(page).toMatch(/<dt>Objektnr\.<\/dt><dd><a href="\/immobilien\/[^"]+">/);
  // The lead opens on the next actions and the message; the internal note heads the side column
  // (beside the message on a desktop, after it on a phone), before the property and the Verlauf.
  const headStart = page.indexOf('class="staff-inquiry-head"');
  const head = page.slice(headStart, page.indexOf("</header>", headStart));
  expect(head.indexOf('class="staff-next"')).toBeGreaterThan(-1);
  expect(head).not.toContain('id="inquiry-note"');
  const side = page.indexOf('class="staff-inquiry-side"');
  expect(page.indexOf('class="staff-message"')).toBeLessThan(side);
  expect(side).toBeLessThan(page.indexOf('id="inquiry-note"'));
  expect(page.indexOf('id="inquiry-note"')).toBeLessThan(page.indexOf('id="inquiry-property"'));
});

test("the Verlauf names a team member by name and shows any other login as its address, muted, never a made-up name", async () => {
  const roles = await staffRoles(worker);
  const id = await lead({ subject: "Lead mit Verlauf Währing", email: `verlauf-${Date.now()}@example.at` });
  const note = await roles.admin.post("/admin/inquiries", { intent: "note", inquiryId: id, note: "Erster Rückruf.", from: "detail" });
  expect(note.status).toBe(303);
  const db = await worker.db();
  const { actor_email: admin } = await db
    .selectFrom("inquiry_events")
    .select("actor_email")
    .where("inquiry_id", "=", id)
    .executeTakeFirstOrThrow();
  const before = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(before).toContain(
    `<span class="staff-timeline-text">Notiz <span class="staff-timeline-by">von <span class="staff-timeline-actor staff-timeline-actor-email" title="${admin}">${admin}</span></span></span>`,
  );

  // The same login is on the team page: its name stands there instead.
  await insertAgent(db, { name: "Mag. Eva Steiner", slug: `verlauf-${Date.now()}`, email: (admin ?? "").toUpperCase() });
  const after = await text(await roles.admin.get(`/admin/inquiries/${id}`));
  expect(after).toContain('<span class="staff-timeline-by">von <span class="staff-timeline-actor">Mag. Eva Steiner</span></span>');
  expect(after).not.toContain(`staff-timeline-actor-email" title="${admin}"`);
});

test("'Zustellung' shows a pill only while an e-mail is on its way or failed; nothing due and delivered are said to screen readers only", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const mark = async (subject: string, state: "queued" | "sending" | "sent" | "failed" | null) => {
    const id = await lead({ subject, email: `zustellung-${counter}-${Date.now()}@example.at` });
    if (state !== null) await insertInquiryEmail(db, id, { state });
  };
  await mark("Zustellung ohne Mail Ottakring", null);
  await mark("Zustellung wartet Hernals", "queued");
  await mark("Zustellung unterwegs Hernals", "sending");
  await mark("Zustellung zugestellt Döbling", "sent");
  await mark("Zustellung fehlgeschlagen Brigittenau", "failed");

  const inbox = await text(await roles.admin.get("/admin/inquiries"));
  const cell = (subject: string) => {
    const row = rowOf(inbox, subject);
    return row.slice(row.indexOf('data-label="Zustellung"'), row.indexOf('data-label="Status"'));
  };
  // Nothing to act on (ADR 0331): no pill and no grey line on every row; the cell is marked quiet
  // (a phone card drops it) and says what it is for screen readers.
  const none = cell("Zustellung ohne Mail Ottakring");
  expect(none).toContain('data-quiet="true"');
  expect(none).not.toContain("staff-badge");
  expect(none).not.toContain("keine E-Mail fällig");
  expect(none).toContain('<span class="staff-sr-only">Keine E-Mail fällig: nicht über ein Formular eingegangen</span>');
  expect(none).not.toContain("Erneut senden");
  const sent = cell("Zustellung zugestellt Döbling");
  expect(sent).toContain('data-quiet="true"');
  expect(sent).not.toContain("staff-badge");
  expect(sent).toContain('<span class="staff-sr-only staff-delivery-sent">E-Mail zugestellt</span>');
  for (const subject of ["Zustellung wartet Hernals", "Zustellung unterwegs Hernals"]) {
    expect(cell(subject)).not.toContain("data-quiet");
    expect(cell(subject)).toContain('<span class="staff-badge staff-delivery-queued">E-Mail wird gesendet</span>');
    expect(cell(subject)).not.toContain("Erneut senden");
  }
  // A failure stays loud, with its button.
  const failed = cell("Zustellung fehlgeschlagen Brigittenau");
  expect(failed).not.toContain("data-quiet");
  expect(failed).toContain('<span class="staff-badge staff-delivery-failed">E-Mail fehlgeschlagen</span>');
  expect(failed).toContain(">Erneut senden</button>");
});
