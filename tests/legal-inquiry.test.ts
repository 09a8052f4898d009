// The property inquiry as a distance broker contract through the real Worker:
// the FAGG notice and the § 10 checkbox before sending, the Nebenkostenübersicht on the detail
// page for a sale and a rental listing (worked examples), the § 10 flag stored with its time,
// and the inquirer's confirmation mail carrying both (durable medium).
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, waitForDelivery, waitForSentEmail } from "./leads-helpers";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  // Sale: € 350.000, 3 % plus 20 % VAT stated in the feed.
  await insertProperty(db, {
    objektnr_intern: "L100",
    objekttitel: "Dachgeschoßwohnung im 7. Bezirk",
    kaufpreis: 350000,
    aussen_courtage: "3 % zzgl. 20 % USt.",
  });
  // Residential rental without a stated commission: provisionsfrei for the tenant (§ 17a MaklerG).
  await insertProperty(db, {
    objektnr_intern: "L200",
    objekttitel: "Mietwohnung am Augarten",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1200,
    kaution_text: "3 Bruttomonatsmieten",
  });
  // Business premises with a commission stated in the feed.
  await insertProperty(db, {
    objektnr_intern: "L300",
    objekttitel: "Geschäftslokal Mariahilfer Straße",
    objektart: "Büro/Praxen",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 3000,
    gesamtmietenetto: 2500,
    aussen_courtage: "3 BMM zzgl. 20 % USt.",
    status: "RENT",
    property_type: "office",
  });
});

async function inquiry(overrides: Record<string, string> = {}) {
  return {
    intent: "inquiry",
    website: "",
    formStartedAt: await pastFormToken(),
    anrede: "Frau",
    vorname: "Lena",
    nachname: "Lechner",
    tel: "+43 660 7654321",
    email: "lena.lechner@example.at",
    anfrage: "Ich möchte die Wohnung gerne besichtigen.",
    ...overrides,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** The page's costs block as text. */
const costsBlock = (html: string) => text(html.match(/<section id="kosten"[\s\S]*?<\/section>/)?.[0] ?? "");

test("a sale listing shows the Nebenkostenübersicht with every figure and the broker's status", async () => {
  const html = costsBlock(await (await worker.fetch("/immobilien/L100")).text());
  expect(html).toContain("Einmalige Kosten");
  expect(html).toContain("Grunderwerbsteuer (3,5 %) € 12.250");
  expect(html).toContain("Grundbuchseintragung Eigentum (1,1 %) € 3.850");
  // The commission in one row: the stated rule as its small print, its amount as the value.
  expect(html).toContain("Provision 3 % zzgl. 20 % USt. € 12.600");
  expect(html).not.toContain("Maklerprovision (3,6 % inkl. USt.)");
  expect(html.match(/3 % zzgl\. 20 % USt\./g)?.length).toBe(2); // the commission row and the folded calculator
  expect(html).toContain("Vertragserrichtung und Treuhand (etwa 1,5 %) Schätzung inkl. 20 % USt., zuzüglich Barauslagen € 6.300");
  expect(html).toContain("Kaufnebenkosten gesamt € 35.000");
  expect(html).toContain("Kaufpreis samt Nebenkosten € 385.000");
  // The rate once, in the value.
  expect(html).toContain("Pfandrechtseintragung nur bei Finanzierung mit Hypothek 1,2 % des Darlehens");
  expect(html).toContain("Donau Estate Immobilien GmbH wird bei diesem Geschäft als Immobilienmakler tätig.");
  expect(html).toContain("als Doppelmakler tätig sein");
});

test("a residential rental is provisionsfrei for the tenant; business premises show the stated commission", async () => {
  const page = await (await worker.fetch("/immobilien/L200")).text();
  const flat = costsBlock(page);
  expect(flat).toContain("Monatliche Kosten");
  expect(flat).toContain("Einmalige Kosten");
  // Kaution and commission stand once, under 'Einmalige Kosten'; the commission row says
  // 'provisionsfrei', the reason as its small print.
  expect(flat).toContain("Kaution 3 Bruttomonatsmieten");
  expect(flat).not.toContain("wird am Ende der Miete zurückgezahlt");
  expect(flat).toContain("Provision Erstauftraggeberprinzip, § 17a MaklerG provisionsfrei");
  expect(flat).not.toContain("Maklerprovision");
  expect(flat).toContain("Vertragsgebühr Mietverträge über Wohnraum sind gebührenfrei");
  expect(flat).not.toContain("Monatliche Miete (brutto)");
  expect(text(page)).toContain("Für Sie entsteht durch die Anfrage keine Provision.");
  const shop = costsBlock(await (await worker.fetch("/immobilien/L300")).text());
  // The stated months in euros on the rent without its USt. (§ 24 ImmMV): 3 × € 2.500 + 20 % USt.
  expect(shop).toContain("Provision 3 BMM zzgl. 20 % USt.: 3 × € 2.500 Gesamtmiete ohne USt. + 20 % USt. € 9.000");
  expect(shop).not.toContain("Laut Angebot");
  // A fixed-term business lease: the fee on the term's rent, capped at eighteen years' rent.
  expect(shop).toContain("höchstens vom Achtzehnfachen der Jahresbruttomiete");
  expect(shop).toContain("1 % der Bruttomiete der Vertragsdauer");
});

test("a tenant who pays no commission reads no withdrawal text and gets no § 10 checkbox", async () => {
  const html = await (await worker.fetch("/immobilien/L200")).text();
  const plain = text(html);
  expect(plain).toContain("Bevor Sie senden: Makler und Kosten");
  expect(plain).toContain("Sie zahlen uns nichts; ein Rücktrittsrecht nach dem FAGG betrifft diese Anfrage daher nicht.");
  expect(plain).not.toContain("Rücktrittsfrist");
  expect(plain).not.toContain("binnen 14 Tagen");
  expect(html).not.toContain('name="vorzeitigerBeginn"');
  // A forged tick is not stored as a § 10 request, and the mail names no withdrawal right.
  const res = await worker.fetch("/immobilien/L200", formPost(await inquiry({ email: "frei.mieter@example.at", vorzeitigerBeginn: "on" })));
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", "frei.mieter@example.at").executeTakeFirstOrThrow();
  const payload = JSON.parse(row.payload);
  expect(payload.vorzeitigerBeginn).toBe(false);
  expect(payload.vorzeitigerBeginnAm).toBeNull();
  await waitForDelivery(db, row.id);
  const mail = await waitForSentEmail(
    (m) => m.subject.startsWith("Ihre Anfrage bei") && (m.headers.to ?? "").includes("frei.mieter@example.at"),
  );
  expect(mail.text).toContain("Informationen zu Makler und Provision");
  expect(mail.text).not.toContain("Rücktrittsrecht:");
  expect(mail.text).not.toContain("binnen 14 Tagen");
  expect(mail.text).not.toContain("§ 10 FAGG");
});

test("on business premises the withdrawal text and the § 10 checkbox are for consumers only", async () => {
  const plain = text(await (await worker.fetch("/immobilien/L300")).text());
  expect(plain).toContain("Bevor Sie senden: Maklervertrag und Rücktrittsrecht für Verbraucher:innen");
  expect(plain).toContain("nur wenn Sie als Verbraucher:in und nicht für Ihr Unternehmen anfragen (§ 1 KSchG)");
  expect(plain).toContain("auch vor der Gründung eines Unternehmens sind Sie Verbraucher:in (§ 1 Abs. 3 KSchG)");
  expect(plain).toContain("Nur wenn Sie als Verbraucher:in anfragen: Ich verlange ausdrücklich");
  // The commission in euros in the notice too.
  expect(plain).toContain("Provision: 3 BMM zzgl. 20 % USt., das sind € 9.000");
});

test("the inquiry form states broker, commission and withdrawal right before sending, with the § 10 checkbox", async () => {
  const html = await (await worker.fetch("/immobilien/L100")).text();
  const plain = text(html);
  expect(plain).toContain("Bevor Sie senden: Maklervertrag und Rücktrittsrecht");
  expect(plain).toContain("Makler: Donau Estate Immobilien GmbH, Musterplatz 1, 1010 Wien");
  expect(plain).toContain("Provision: 3 % zzgl. 20 % USt. Sie wird nur fällig");
  // '20' and '%' never on two lines (no-break spaces).
  expect(html).toContain("Provision: 3\u00a0% zzgl. 20\u00a0% USt.");
  expect(plain).toContain("binnen 14 Tagen ohne Angabe von Gründen vom Maklervertrag zurücktreten (§ 11 FAGG)");
  expect(html).toContain('href="/ruecktrittsbelehrung#muster-widerrufsformular"');
  expect(html).toMatch(/<input id="property-inquiry-\d+-vorzeitigerBeginn"[^>]* type="checkbox" name="vorzeitigerBeginn" value="on"\/>/);
  expect(plain).toContain("Ich verlange ausdrücklich, dass Sie schon vor Ablauf der 14-tägigen Rücktrittsfrist für mich tätig werden.");
  // The anchor before the form is not required: a visitor may send without ticking it.
  expect(html).not.toMatch(/required=""[^>]*name="vorzeitigerBeginn"/);
});

test("the Rücktrittsbelehrung page carries the model withdrawal form", async () => {
  const res = await worker.fetch("/ruecktrittsbelehrung");
  expect(res.status).toBe(200);
  const html = text(await res.text());
  expect(html).toContain("Sie können binnen 14 Tagen ohne Angabe von Gründen von diesem Vertrag zurücktreten.");
  expect(html).toContain("Muster-Widerrufsformular");
  expect(html).toContain("Hiermit trete(n) ich/wir (*) von dem von mir/uns (*) abgeschlossenen Vertrag");
});

test("an inquiry with the § 10 request stores the flag with its time and mails the inquirer FAGG and Nebenkosten", async () => {
  const before = Date.now();
  const res = await worker.fetch("/immobilien/L100", formPost(await inquiry({ vorzeitigerBeginn: "on" })));
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db
    .selectFrom("inquiries")
    .selectAll()
    .where("kind", "=", "property")
    .where("sender_email", "=", "lena.lechner@example.at")
    .executeTakeFirstOrThrow();
  const payload = JSON.parse(row.payload);
  expect(payload.vorzeitigerBeginn).toBe(true);
  expect(Date.parse(payload.vorzeitigerBeginnAm)).toBeGreaterThanOrEqual(before - 1000);
  expect(payload.faggInformiertAm).toBe(payload.vorzeitigerBeginnAm);
  expect(payload.faggInfo[0]).toContain("Makler: Donau Estate Immobilien GmbH");
  expect(payload.nebenkosten).toContain("Grunderwerbsteuer (3,5\u00a0%): €\u00a012.250");
  const { emails } = await waitForDelivery(db, row.id);
  expect(emails.map((e) => e.template).sort()).toEqual(["inquiry-confirmation", "internal"]);
  const mail = await waitForSentEmail((m) => m.subject === "Ihre Anfrage bei Donau Estate: Dachgeschoßwohnung im 7. Bezirk");
  expect(mail.headers.to).toContain("lena.lechner@example.at");
  // The inquiry by reference, not by the typed name or text (ADR 0222).
  expect(mail.text).toContain("Guten Tag,");
  expect(mail.text).toContain(`Eingangsnummer: ${payload.eingangsnummer}`);
  expect(mail.text).not.toContain("Lena");
  expect(mail.text).not.toContain("besichtigen");
  expect(mail.text).toContain("Informationen zum Maklervertrag und zu Ihrem Rücktrittsrecht");
  expect(mail.text).toContain("Provision: 3\u00a0% zzgl. 20\u00a0% USt.");
  expect(mail.text).toContain(`Sie haben am ${payload.vorzeitigerBeginnText} ausdrücklich verlangt`);
  expect(mail.text).toContain("Nebenkostenübersicht (§ 30b KSchG)");
  expect(mail.text).toContain("Kaufnebenkosten gesamt: €\u00a035.000");
  expect(mail.text).toContain("/ruecktrittsbelehrung");
  const office = await waitForSentEmail((m) => m.subject.startsWith("Anfrage: Dachgeschoßwohnung") && m.text.includes("Lena"));
  expect(office.text).toContain("Vorzeitiger Beginn verlangt (§ 10 FAGG): Ja");
});

test("without the tick the flag is stored as false with no time, and the mail has no § 10 section", async () => {
  const res = await worker.fetch("/immobilien/L200", formPost(await inquiry({ email: "ohne.haekchen@example.at", vorname: "Otto" })));
  expect(res.status).toBe(303);
  const db = await worker.db();
  const row = await db.selectFrom("inquiries").selectAll().where("sender_email", "=", "ohne.haekchen@example.at").executeTakeFirstOrThrow();
  const payload = JSON.parse(row.payload);
  expect(payload.vorzeitigerBeginn).toBe(false);
  expect(payload.vorzeitigerBeginnAm).toBeNull();
  const mail = await waitForSentEmail((m) => m.subject === "Ihre Anfrage bei Donau Estate: Mietwohnung am Augarten");
  expect(mail.text).not.toContain("Ihr Verlangen nach sofortigem Beginn");
  expect(mail.text).toContain("Provision: Für Mieter:innen provisionsfrei");
});

test("staff-edited legal terms change the notice and the overview", async () => {
  const db = await worker.db();
  await db
    .insertInto("legal_settings")
    .values([
      { key: "doppelmakler", value: "0" },
      { key: "naheverhaeltnis", value: "Die Verkäuferin ist eine Tochtergesellschaft." },
      { key: "provisionMieteGewerbe", value: "2 Bruttomonatsmieten zuzüglich 20 % USt." },
    ])
    .execute();
  const html = text(await (await worker.fetch("/immobilien/L100")).text());
  expect(html).toContain("nicht als Doppelmakler");
  expect(html).toContain("Wirtschaftliches oder familiäres Naheverhältnis: Die Verkäuferin ist eine Tochtergesellschaft.");
  await db.deleteFrom("legal_settings").execute();
});

test("past three confirmations a day for one address the inquiry is stored and the office mailed, without a confirmation", async () => {
  const email = "viele.anfragen@example.at";
  for (let i = 0; i < 4; i++) {
    const res = await worker.fetch(
      "/immobilien/L200",
      formPost(await inquiry({ email, vorname: `Viel${i}` }), { "CF-Connecting-IP": `198.51.100.${i + 50}` }),
    );
    expect(res.status).toBe(303);
  }
  const db = await worker.db();
  const rows = await db.selectFrom("inquiries").select(["id", "payload"]).where("sender_email", "=", email).execute();
  expect(rows).toHaveLength(4);
  const templates = await db
    .selectFrom("inquiry_emails")
    .select("template")
    .where(
      "inquiry_id",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  expect(templates.filter((t) => t.template === "internal")).toHaveLength(4);
  expect(templates.filter((t) => t.template === "inquiry-confirmation")).toHaveLength(3);
  expect(rows.filter((row) => JSON.parse(row.payload).sendToCustomer === false)).toHaveLength(1);
});
