// The inquiry's own page: the whole message, phone and reply links,
// the property with its picture, every payload field in German, the delivery in plain words, and
// one-click status that returns to the page. Admin only, like every staff page.
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import { insertInquiry, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const text = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");

test("the detail shows message, phone, reply link, property, German field labels and the delivery", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const property = await insertProperty(db, { objekttitel: "Dachterrasse im Dritten", titelbild_url: "/images/fallback.webp" });
  await insertInquiry(db, {
    id: "detail-property",
    kind: "property",
    subject: "Anfrage zu Dachterrasse im Dritten",
    sender_name: "Lena Leitner",
    sender_email: "lena@example.at",
    sender_phone: "+43 660 123 45 67",
    property_id: String(property.id),
    payload: JSON.stringify({
      anrede: "Frau",
      vorname: "Lena",
      nachname: "Leitner",
      tel: "+43 660 123 45 67",
      email: "lena@example.at",
      anfrage: "Ist die Wohnung noch frei?\nIch könnte am Freitag besichtigen. <script>alert(1)</script>",
      vorzeitigerBeginn: true,
      faggInfo: ["Provision: 3 % zzgl. USt.", "Rücktrittsrecht: 14 Tage"],
      ganzNeuesFeld: "bleibt sichtbar",
    }),
  });
  await db
    .insertInto("inquiry_emails")
    .values({
      id: "detail-property-mail",
      inquiry_id: "detail-property",
      template: "internal",
      recipient: "office@example.at",
      state: "sent",
      attempts: 1,
      sent_at: "2026-11-24T23:38:00.000Z",
      created_at: "2026-11-24T23:37:00.000Z",
      updated_at: "2026-11-24T23:38:00.000Z",
    })
    .execute();

  const res = await expectAdminOnly(roles, (client) => client.get("/admin/inquiries/detail-property"), { method: "GET" });
  expect(res.status).toBe(200);
  const html = await text(res);
  expect(html).toContain("<h1>Anfrage zu Dachterrasse im Dritten</h1>");
  // The person right under the subject, before the actions (review 57).
  expect(html).toMatch(/<\/h1><p class="staff-inquiry-person">von (<!-- -->)?<strong>Lena Leitner<\/strong><\/p>/);
  // The whole message, escaped, line breaks kept by CSS (pre-wrap).
  expect(html).toContain("Ist die Wohnung noch frei?\nIch könnte am Freitag besichtigen. &lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain('href="tel:+436601234567"');
  expect(html).toContain('href="mailto:lena@example.at?subject=Re%3A%20Anfrage%20zu%20Dachterrasse%20im%20Dritten"');
  expect(html).toContain(`href="/immobilien/${property.objektnr_intern}"`);
  expect(html).toMatch(/<a class="staff-property" href="[^"]+"><img src="\/images\/fallback[^"]*\.webp"/);
  expect(html).toContain("Dachterrasse im Dritten");
  // Fields in German; booleans and lists in words; unknown keys still shown.
  // The same labels as the office mail (one map, lib/inquiry-labels.ts).
  expect(html).toMatch(/<dt>Vorzeitiger Beginn verlangt \(§ 10 FAGG\)<\/dt><dd>Ja<\/dd>/);
  expect(html).toMatch(
    /<dt>FAGG-Information \(vor dem Absenden angezeigt\)<\/dt><dd>Provision: 3 % zzgl\. USt\.\nRücktrittsrecht: 14 Tage<\/dd>/,
  );
  expect(html).toMatch(/<dt>ganzNeuesFeld<\/dt><dd>bleibt sichtbar<\/dd>/);
  expect(html).not.toContain("<dt>anfrage</dt>");
  // Name, e-mail and phone stand once, in the Kontakt card; the form's list keeps the rest.
  expect(html).toMatch(/<dt>Anrede<\/dt><dd>Frau<\/dd>/);
  for (const shownInContact of ["Vorname", "Nachname", "E-Mail", "Telefon"])
    expect(html).not.toMatch(new RegExp(`<div class="staff-fact"><dt>${shownInContact}</dt>`));
  // Delivery in plain words, Vienna time.
  expect(html).toContain("Benachrichtigung ans Büro: zugestellt an office@example.at am 25.11.2026 um 00:38");
});

test("legal kinds are labelled: a Widerruf shows its contract text as the message", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  await insertInquiry(db, {
    id: "detail-widerruf",
    kind: "widerruf",
    subject: "Widerruf",
    payload: JSON.stringify({ name: "Max Muster", email: "max@example.at", vertrag: "Maklervertrag vom 1.11.", referenz: "T100123" }),
  });
  const html = await text(await roles.admin.get("/admin/inquiries/detail-widerruf"));
  expect(html).toContain('<p class="staff-kind">Widerruf · ');
  expect(html).toContain('<p class="staff-message">Maklervertrag vom 1.11.</p>');
  expect(html).toMatch(/<dt>Referenz<\/dt><dd>T100123<\/dd>/);
});

test("one click sets the status and returns to the page; an unknown id is a 404, never a 500", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  await insertInquiry(db, { id: "detail-status", subject: "Rückruf bitte" });
  const detail = await text(await roles.admin.get("/admin/inquiries/detail-status"));
  // One form per button, no dropdown.
  expect(detail).toContain('aria-label="Erledigt: Rückruf bitte"');
  expect(detail).not.toContain("Status setzen");
  const res = await expectAdminOnly(roles, (client, headers) =>
    client.post("/admin/inquiries", { intent: "status", inquiryId: "detail-status", status: "done", from: "detail" }, headers),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin/inquiries/detail-status");
  const row = await db.selectFrom("inquiries").select("status").where("id", "=", "detail-status").executeTakeFirstOrThrow();
  expect(row.status).toBe("done");
  // Done leaves the open filter.
  const open = await text(await roles.admin.get("/admin/inquiries?status=new"));
  expect(open).not.toContain('href="/admin/inquiries/detail-status"');

  const missing = await roles.admin.get("/admin/inquiries/gibt-es-nicht");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Anfrage nicht gefunden");
});

test("the lead page puts Anrufen, Antworten and Erledigt first, one Objektnr. with its picture, the legal texts folded", async () => {
  const roles = await staffRoles(worker);
  const db = await worker.db();
  const property = await insertProperty(db, {
    objekttitel: "Altbau am Karmelitermarkt",
    objektnr_extern: "DE-4711",
    titelbild_url: "/images/fallback.webp",
  });
  await insertInquiry(db, {
    id: "lead-work-tool",
    kind: "property",
    subject: "Anfrage zu Altbau am Karmelitermarkt",
    sender_name: "Karl Kern",
    sender_email: "karl@example.at",
    sender_phone: "0660 111 22 33",
    property_id: String(property.id),
    payload: JSON.stringify({
      anrede: "Herr",
      anfrage: "Gibt es einen Keller?",
      propertyId: String(property.id),
      propertyTitle: "Altbau am Karmelitermarkt",
      objektnrExtern: "DE-4711",
      openimmoObid: "OBID-99",
      faggInfo: ["Provision: 3 % zzgl. USt."],
      nebenkosten: "Grunderwerbsteuer 3,5 %",
    }),
  });
  const html = await text(await roles.admin.get("/admin/inquiries/lead-work-tool"));
  // The next step stands before the facts: call, reply with the subject.
  const next = html.indexOf('class="staff-next"');
  expect(next).toBeGreaterThan(html.indexOf("<h1>"));
  expect(next).toBeLessThan(html.indexOf('id="inquiry-facts"'));
  const bar = html.slice(next, html.indexOf('id="inquiry-facts"'));
  expect(bar).toContain('<a class="button" href="tel:06601112233">Anrufen</a>');
  expect(bar).toContain(
    '<a class="button button-secondary" href="mailto:karl@example.at?subject=Re%3A%20Anfrage%20zu%20Altbau%20am%20Karmelitermarkt">Antworten</a>',
  );
  // "Erledigt" is in the "Bearbeitung" card (ADR 0340): beside the message on a wide screen, right
  // after it on a phone.
  const work = html.slice(html.indexOf('id="inquiry-work"'), html.indexOf("</section>", html.indexOf('id="inquiry-work"')));
  expect(work).toMatch(/<input type="hidden" name="status" value="done"\/>.*aria-label="Erledigt: Anfrage zu Altbau am Karmelitermarkt"/s);
  expect(html.indexOf('id="inquiry-work"')).toBeGreaterThan(html.indexOf('class="staff-message"'));
  // One property reference: the broker's Objektnr. with the picture; the ids are not listed again.
  // The Objektnr. links to the listing's public page while it is listed (ADR 0319).
  expect(html).toMatch(/<dt>Objektnr\.<\/dt><dd><a href="\/immobilien\/[^"]+">DE-4711<\/a><\/dd>/);
  expect(html).toMatch(
    /<a class="staff-property" href="[^"]+"><img src="\/images\/fallback[^"]*"[^>]*\/><span><strong class="staff-property-ref">Objektnr\. DE-4711<\/strong>/,
  );
  for (const label of ["Objekt-ID", "OpenImmo-ID", "Objektnummer", "Objekt"]) expect(html).not.toContain(`<dt>${label}</dt>`);
  // The legal snapshots are kept but folded behind one summary.
  const legal = html.slice(html.indexOf('<details class="staff-card staff-legal">'));
  expect(legal).toMatch(/^<details class="staff-card staff-legal"><summary>Angezeigte Rechtstexte<\/summary>/);
  expect(legal.slice(0, legal.indexOf("</details>"))).toContain(
    "<dt>Nebenkostenübersicht (§ 30b KSchG)</dt><dd>Grunderwerbsteuer 3,5 %</dd>",
  );
  expect(legal.slice(0, legal.indexOf("</details>"))).toContain("<dt>FAGG-Information (vor dem Absenden angezeigt)</dt>");
  // The facts have the fixed label column; a lead without phone makes the reply the primary action.
  expect(html).toContain('<dl class="staff-facts staff-facts-fixed"><dt>Name</dt><dd>Karl Kern</dd>');
  await insertInquiry(db, { id: "lead-no-phone", kind: "contact", subject: "Frage", sender_email: "ohne@example.at", sender_phone: null });
  const noPhone = await text(await roles.admin.get("/admin/inquiries/lead-no-phone"));
  expect(noPhone).not.toContain(">Anrufen</a>");
  expect(noPhone).toContain('<a class="button" href="mailto:ohne@example.at?subject=Re%3A%20Frage">Antworten</a>');
  expect(noPhone).not.toContain("Angezeigte Rechtstexte");
});
