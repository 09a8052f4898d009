// Spec closure (spec audit: requirements without a test): behaviour that existed without a test that
// would fail when it broke. Each test names the spec lines it covers; where the spec says "content
// not shown" it asserts our German copy, so a lost section or list item turns the test red.
// Browser-only behaviour (scroll to top, the map's zoom) is in tests/e2e/spec-closure.spec.ts.
import { beforeAll, expect, test } from "vitest";
import { toPropertyDetailView } from "~/lib/property-view";
import { searchOrderAlertFilters } from "~/server/alerts/pages.server";
import { insertFeedCredentials, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";
import { stripTags } from "./spec-helpers";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, {
    objektnr_intern: "C100",
    objektnr_extern: "W-2026-77",
    openimmo_obid: "OBID-C100-XYZ",
    kontakt_feedback_email: "feedback@makler.example.at",
    objekttitel: "Dachgeschoßwohnung mit Terrasse",
  });
});

/** Visible text: tags stripped and the entities React writes decoded. */
function textOf(html: string): string {
  return stripTags(html)
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** The markup of the <section> labelled by the heading with this id. */
function section(html: string, labelledBy: string): string {
  const block = new RegExp(`<section\\b[^>]*aria-labelledby="${labelledBy}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1];
  if (block === undefined) throw new Error(`no section labelled by #${labelledBy}`);
  return block;
}

/** The visible texts of the <li> elements of the first list in `html` with this class. */
function listItems(html: string, className: string): string[] {
  const list = new RegExp(`<(ul|ol)\\b[^>]*class="${className}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2];
  if (list === undefined) throw new Error(`no list with class="${className}"`);
  return [...list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1] ?? ""));
}

/** The texts of every <h3> in `html`, in order. */
function subheadings(html: string): string[] {
  return [...html.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1] ?? ""));
}

/** The text of the page's one <h1> (throws unless there is exactly one). */
function h1Of(html: string): string {
  const all = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  if (all.length !== 1) throw new Error(`expected one <h1>, found ${all.length}`);
  return textOf(all[0]?.[1] ?? "");
}

async function page(path: string): Promise<string> {
  const res = await worker.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

test("the footer carries the company blurb next to the logo", async () => {
  // public-site.md line 38, 'Footer: company blurb'.
  const html = await page("/kontakt");
  const about = section(html, "footer-about-title");
  expect(textOf(about)).toContain(
    "Donau Estate Immobilien GmbH – Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich. Wir verkaufen, vermieten und bewerten Wohnungen, Häuser und Zinshäuser mit persönlicher Betreuung und genauer Kenntnis der Wiener Bezirke.",
  );
});

test("the home page shows services, about, testimonials and the call to action below the hero", async () => {
  // public-site.md line 42: 'services, about, featured properties, testimonials, call to action'.
  const html = await page("/");
  const services = section(html, "services-title");
  expect(textOf(services)).toContain("Unsere Leistungen");
  expect(subheadings(services)).toEqual(["Immobilie verkaufen", "Immobilie vermieten", "Immobilie bewerten", "Suchauftrag"]);
  expect(services).toContain('href="/immobilien/suchauftrag"');

  const about = section(html, "about-title");
  expect(textOf(about)).toContain("Über Donau Estate");
  expect(textOf(about)).toContain("Wir sind ein unabhängiges Maklerbüro mit Sitz in der Wiener Innenstadt.");
  expect(about).toMatch(/href="\/uber-uns"[^>]*>Das Team kennenlernen</);
  // "Donau Estate in Zahlen" counts the database (lib/content/home.test.ts has every case): here one
  // listing for sale; the year is the one Über uns states.
  const figures = listItems(about, "home-figures");
  expect(figures[0]).toBe("1 Immobilieaktuell im Angebot");
  expect(figures[1]).toBe("seit 2009in Wien tätig");
  expect(about).toMatch(/<a[^>]*class="home-figure-link"[^>]*href="\/immobilien"|<a[^>]*href="\/immobilien"[^>]*class="home-figure-link"/);

  const testimonials = section(html, "testimonials-title");
  expect(textOf(testimonials)).toContain("Das sagen unsere Kundinnen und Kunden");
  const captions = [...testimonials.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => textOf(m[1] ?? ""));
  expect(captions).toEqual([
    "Familie K., Wien 8. BezirkVerkauf einer Eigentumswohnung, März 2026",
    "Sabine R., MödlingKauf eines Reihenhauses, Juni 2025",
    "Andreas P., Wien 19. BezirkVermietung einer Altbauwohnung, Oktober 2025",
  ]);
  expect(testimonials.match(/<blockquote>/g)).toHaveLength(3);

  const cta = section(html, "cta-title");
  expect(textOf(cta)).toContain("Was ist Ihre Immobilie wert?");
  expect(textOf(cta)).toContain("Erhalten Sie eine kostenlose, unverbindliche Ersteinschätzung");
  expect(cta).toMatch(/href="\/immobilien\/bewertung"[^>]*>Jetzt Immobilie bewerten</);
  expect(cta).toMatch(/href="\/kontakt"[^>]*>Kontakt aufnehmen</);
});

test("a property inquiry stores propertyId, propertyTitle, contactFeedbackEmail, openimmoObid and objektnrExtern", async () => {
  // public-site.md section 3, 'Property inquiry payload'.
  const res = await worker.fetch(
    "/immobilien/C100",
    formPost({
      formStartedAt: await pastFormToken(),
      intent: "inquiry",
      website: "",
      anrede: "Frau",
      vorname: "Lena",
      nachname: "Berger",
      tel: "+436767654321",
      email: "lena.berger@example.at",
      anfrage: "Ist die Wohnung noch frei? Ich bitte um einen Besichtigungstermin.",
    }),
  );
  expect(res.status).toBe(303);
  const db = await worker.db();
  const property = await db.selectFrom("immobilien").select("id").where("objektnr_intern", "=", "C100").executeTakeFirstOrThrow();
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["payload", "property_id"])
    .where("kind", "=", "property")
    .where("sender_email", "=", "lena.berger@example.at")
    .executeTakeFirstOrThrow();
  const payload = JSON.parse(inquiry.payload) as Record<string, unknown>;
  expect(payload).toMatchObject({
    anrede: "Frau",
    vorname: "Lena",
    nachname: "Berger",
    tel: "+436767654321",
    email: "lena.berger@example.at",
    anfrage: "Ist die Wohnung noch frei? Ich bitte um einen Besichtigungstermin.",
    propertyId: property.id,
    propertyTitle: "Dachgeschoßwohnung mit Terrasse",
    contactFeedbackEmail: "feedback@makler.example.at",
    openimmoObid: "OBID-C100-XYZ",
    objektnrExtern: "W-2026-77",
  });
  expect(payload.subject).toContain("W-2026-77");
  expect(inquiry.property_id).toBe(String(property.id));
});

test("umkreis_meter defaults to 500 in the database and the detail map draws that radius", async () => {
  // public-site.md section 3 (umkreis_meter) and section 2 'map card': the circle around the
  // approximate location. The value handed to the map is the detail view's coordinates.radius.
  const env = await worker.env();
  const columns = await env.DB.prepare("SELECT name, dflt_value FROM pragma_table_info('immobilien') WHERE name = 'umkreis_meter'").all();
  expect(columns.results).toEqual([{ name: "umkreis_meter", dflt_value: "500" }]);
  const db = await worker.db();
  // The factory's row names no umkreis_meter, so the column's default applies.
  const inserted = await insertProperty(db, {
    objektnr_intern: "C200",
    objekttitel: "Ohne Radius",
    lat_ungenaeher: 48.2,
    lon_ungenaeher: 16.37,
  });
  expect(inserted).not.toHaveProperty("umkreis_meter");
  const row = await db.selectFrom("immobilien").selectAll().where("objektnr_intern", "=", "C200").executeTakeFirstOrThrow();
  expect(row.umkreis_meter).toBe(500);
  expect(toPropertyDetailView(row).coordinates).toEqual({ lat: 48.2, lon: 16.37, radius: 500 });
  // A feed radius wins; an unusable one falls back to the same 500 m.
  expect(toPropertyDetailView({ ...row, umkreis_meter: 250 }).coordinates?.radius).toBe(250);
  expect(toPropertyDetailView({ ...row, umkreis_meter: 0 }).coordinates?.radius).toBe(500);
});

test("the marketing page has its <h1>, hero text and button, and the four info sections", async () => {
  // leads-legal-admin.md section 2, 'Marketing page: a hero and info sections'.
  const html = await page("/immobilien/vermarktung");
  expect(h1Of(html)).toBe("Immobilie vermarkten");
  expect(textOf(html)).toContain(
    "Verkaufen oder vermieten Sie Ihre Immobilie in Wien und Niederösterreich zum bestmöglichen Preis – mit einer ehrlichen Bewertung, professioneller Präsentation und persönlicher Begleitung bis zum Abschluss.",
  );
  expect(html).toMatch(/href="#kontakt-formular"[^>]*>Jetzt unverbindlich anfragen</);
  const info = section(html, "warum-wir");
  expect(textOf(info)).toContain("Warum mit Donau Estate vermarkten?");
  expect(subheadings(info)).toEqual([
    "Marktkenntnis vor Ort",
    "Präsentation, die verkauft",
    "Geprüfte Interessent:innen",
    "Sicherheit bis zum Schluss",
  ]);
  expect(info).toMatch(/href="\/immobilien\/bewertung"[^>]*>kostenlose Immobilienbewertung</);
});

test("careers: 5 benefits, 6 tasks, 5 profile items, the team quote and the career-changer section", async () => {
  // leads-legal-admin.md section 2, 'Careers page'.
  const html = await page("/uber-uns/karriere");
  expect(h1Of(html)).toBe("Karriere bei Donau Estate");
  const benefits = section(html, "warum");
  expect(textOf(benefits)).toContain("Warum Donau Estate als Ihr Arbeitgeber für Makler?");
  expect(listItems(benefits, "check-list")).toEqual([
    "Attraktive, erfolgsabhängige Vergütung mit transparenter Provisionsbeteiligung",
    "Strukturierte Einschulung und laufende Weiterbildung",
    "Moderne Arbeitsmittel: CRM, Portal-Schnittstellen und digitale Verträge",
    "Ein Büro im Herzen Wiens und flexible Arbeitszeiten",
    "Ein kollegiales Team, das Wissen teilt und sich gegenseitig unterstützt",
  ]);
  const tasksAt = html.indexOf("<h2>Ihre Aufgaben</h2>");
  const profileAt = html.indexOf("<h2>Ihr Profil</h2>");
  expect(tasksAt).toBeGreaterThan(0);
  expect(profileAt).toBeGreaterThan(tasksAt);
  expect(listItems(html.slice(tasksAt, profileAt), "check-list")).toEqual([
    "Akquise neuer Objekte in Wien und Niederösterreich",
    "Bewertung von Immobilien gemeinsam mit unserem Team",
    "Erstellung aussagekräftiger Exposés und Inserate",
    "Durchführung von Besichtigungen mit Interessent:innen",
    "Verhandlung von Kauf- und Mietverträgen bis zum Abschluss",
    "Persönliche Betreuung von Eigentümer:innen, Käufer:innen und Mieter:innen",
  ]);
  expect(listItems(html.slice(profileAt), "check-list")).toEqual([
    "Freude am Umgang mit Menschen und ausgeprägte Kommunikationsstärke",
    "Selbstständige, strukturierte und zuverlässige Arbeitsweise",
    "Verhandlungsgeschick und Abschlussorientierung",
    "Sehr gute Deutschkenntnisse, Englisch von Vorteil",
    "Führerschein B und Ortskenntnis in Wien",
  ]);
  const quote = /<blockquote class="team-quote">([\s\S]*?)<\/blockquote>/.exec(html)?.[1] ?? "";
  expect(textOf(quote)).toBe(
    "„Bei uns zählt jede:r im Team. Wir teilen Wissen, feiern Abschlüsse gemeinsam und lassen niemanden allein.“— Mag. Jürgen Österreicher, Geschäftsführung",
  );
  const changers = section(html, "quereinstieg");
  expect(textOf(changers)).toContain("Quereinsteiger:innen willkommen");
  expect(textOf(changers)).toContain("Was zählt, ist Ihre Begeisterung für Menschen und Immobilien.");
});

test("broker page: hero, seven benefit blocks, 4 'Für wen' items and three steps", async () => {
  // leads-legal-admin.md section 2, 'Independent broker page'.
  const html = await page("/uber-uns/selbststandige-makler");
  expect(h1Of(html)).toBe("Selbstständig als Immobilienmakler:in – mit Donau Estate im Rücken");
  expect(textOf(html)).toContain("Wir liefern Marke, Werkzeuge und Vermarktung");
  expect(html).toMatch(/href="#zusammenarbeit"[^>]*>Jetzt Kontakt aufnehmen</);
  // Brand, tools such as a property CRM, portals, contract templates, e-mail and phone app,
  // marketing material, full flexibility.
  const benefits = section(html, "vorteile");
  expect(subheadings(benefits)).toEqual([
    "Eine starke Marke",
    "Professionelle Tools",
    "Automatische Portal-Einträge",
    "Digitale Vertragsvorlagen",
    "Eigene E-Mail-Adresse und Telefon-App",
    "Marketingmaterial",
    "Volle Flexibilität",
  ]);
  expect(textOf(benefits)).toContain("Ein Immobilien-CRM für Objekte");
  const ideal = section(html, "ideal");
  expect(textOf(ideal)).toContain("Für wen ist das ideal?");
  expect(listItems(ideal, "check-list")).toEqual([
    "Erfahrene Makler:innen, die sich selbstständig machen möchten",
    "Selbstständige, die eine starke Marke und moderne Werkzeuge suchen",
    "Quereinsteiger:innen mit Verkaufserfahrung und Gewerbeberechtigung",
    "Makler:innen, die Verwaltungsarbeit abgeben und mehr Zeit für Kund:innen haben wollen",
  ]);
  const steps = section(html, "ablauf");
  expect(subheadings(steps)).toEqual(["Kontakt", "Kennenlernen", "Start"]);
  expect(textOf(steps)).toContain(
    "Keine Fixkosten: Sie zahlen keine monatlichen Gebühren. Nur ein Anteil Ihrer Provisionen bleibt bei uns",
  );
});

/** The toast (title, text) and the inline alert with the same words (as tests/form-failure.test.ts). */
function expectFailureToast(html: string) {
  const title = "Fehler beim Senden";
  const text = "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";
  expect(html).toContain(`class="toast toast-error"><div><strong>${title}</strong><p>${text}</p>`);
  expect(html).toMatch(/class="form-errors" role="alert"/);
  expect(html).toContain(`${title}: ${text}`);
}

test("marketing form and search order: when storing fails, the spec's failure toast and every value stay", async () => {
  // leads-legal-admin.md section 8: 'Marketing form and search order failure: Fehler beim Senden /
  // Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.'; section 4: data kept.
  const env = await worker.env();
  await env.DB.exec("ALTER TABLE inquiries RENAME TO inquiries_weg");
  try {
    const marketing = await worker.fetch(
      "/immobilien/vermarktung",
      formPost({
        formStartedAt: await pastFormToken(),
        vorname: "Karl",
        nachname: "Huber",
        email: "karl.huber@example.at",
        tel: "0676 5556677",
        propertyType: "Reihenhaus",
        anfrage: "Reihenhaus in Perchtoldsdorf, Verkauf im Frühjahr gewünscht.",
      }),
    );
    expect(marketing.status).toBe(503);
    const marketingHtml = await marketing.text();
    expectFailureToast(marketingHtml);
    for (const value of ['value="Karl"', 'value="Huber"', 'value="karl.huber@example.at"', 'value="0676 5556677"', 'value="Reihenhaus"']) {
      expect(marketingHtml).toContain(value);
    }
    expect(marketingHtml).toContain("Reihenhaus in Perchtoldsdorf, Verkauf im Frühjahr gewünscht.</textarea>");

    const order = await worker.fetch(
      "/immobilien/suchauftrag",
      formPost({
        formStartedAt: await pastFormToken(),
        marketingType: "miete",
        usageType: "wohnen",
        "objectTypes.wohnung": "on",
        priceMax: "1800",
        areaMin: "65",
        location: "Wien 1070 Neubau",
        salutation: "herr",
        firstName: "Jakob",
        lastName: "Weiß",
        phone: "+43 660 9998877",
        email: "jakob.weiss@example.at",
        message: "Gerne mit Balkon.",
        privacyConsent: "on",
      }),
    );
    expect(order.status).toBe(503);
    const orderHtml = await order.text();
    expectFailureToast(orderHtml);
    for (const value of [
      'value="Wien 1070 Neubau"',
      'value="Jakob"',
      'value="Weiß"',
      'value="+43 660 9998877"',
      'value="jakob.weiss@example.at"',
      'value="1800"',
      'value="65"',
    ]) {
      expect(orderHtml).toContain(value);
    }
    expect(orderHtml).toContain("Gerne mit Balkon.</textarea>");
    expect(orderHtml).toMatch(/<input[^>]*value="miete"[^>]*checked=""|<input[^>]*checked=""[^>]*value="miete"/);
  } finally {
    await env.DB.exec("ALTER TABLE inquiries_weg RENAME TO inquiries");
  }
});

test("a search order's area becomes a 'Wohnfläche' alert filter only for homes (ADR 0013)", () => {
  // The listing's 'Wohnfläche' filter ignores Nutzfläche: an office search order's 200 m² must not
  // turn into an alert that no office measured by Nutzfläche could ever match.
  const now = new Date("2026-11-25T08:00:00Z");
  const order = { marketingType: "kauf", objectTypes: {}, areaMin: "200", areaMax: "400" };
  const home = new URLSearchParams(searchOrderAlertFilters({ ...order, usageType: "wohnen" }, now));
  expect([home.get("livingAreaMin"), home.get("livingAreaMax")]).toEqual(["200", "400"]);
  for (const usageType of ["gewerbe", "anlage"]) {
    const other = new URLSearchParams(searchOrderAlertFilters({ ...order, usageType }, now));
    expect(other.get("status"), usageType).toBe("SALE");
    expect(other.has("livingAreaMin"), usageType).toBe(false);
    expect(other.has("livingAreaMax"), usageType).toBe(false);
  }
});

test("the broker form's limits beyond 'required' (ADR 0013): too long or control characters get a German 400", async () => {
  // leads-legal-admin.md section 5 'Broker form: no other rules'; we keep maximum lengths and
  // refuse control characters (ADR 0013), with the form's values kept and nothing stored.
  const db = await worker.db();
  const before = await db.selectFrom("inquiries").select("id").execute();
  const res = await worker.fetch(
    "/uber-uns/selbststandige-makler",
    formPost({
      formStartedAt: await pastFormToken(),
      name: "M".repeat(101),
      email: "maria@example.at",
      phone: "0699 1234567\r\nBcc: x@example.at",
      experience: "8 Jahre",
      message: "Zusammenarbeit?",
    }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Bitte geben Sie höchstens 100 Zeichen ein.");
  expect(html).toContain("Bitte verwenden Sie nur gültige Zeichen.");
  expect(html).toContain('value="maria@example.at"');
  expect(await db.selectFrom("inquiries").select("id").execute()).toHaveLength(before.length);
});

test("a district's price per m² Wohnfläche leaves out listings measured only by Nutzfläche (ADR 0145)", async () => {
  const db = await worker.db();
  const hietzing = { district_label: "Wien 13. Bezirk", plz: "1130", politischer_bezirk: "Hietzing" };
  await insertProperty(db, { ...hietzing, objektnr_intern: "C301", kaufpreis: 800000, wohnflaeche: 100 }); // 8.000 €/m²
  // A plot: 1.000 m² Nutzfläche for € 600.000 would read as 600 €/m² Wohnfläche.
  await insertProperty(db, { ...hietzing, objektnr_intern: "C302", kaufpreis: 600000, wohnflaeche: null, nutzflaeche: 1000 });
  const html = await page("/immobilien/makler-beauftragen/wien-13-bezirk-hietzing");
  expect(html).toContain("Unser aktuelles Kaufangebot in Hietzing kostet €\u00a08.000 pro m² Wohnfläche.");
});
