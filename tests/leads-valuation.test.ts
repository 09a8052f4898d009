// The valuation wizard without JavaScript: every step posts, the server checks every step up to
// the current one, and the final submit stores one inquiry with two e-mails.
import { expect, test } from "vitest";
import { insertAgent, insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, waitForDelivery, waitForSentEmail } from "./leads-helpers";

const worker = startWorker();

const STEP_VALUES = [
  { propertyType: "apartment" },
  { livingArea: "78,5", yearBuilt: "1990-2000", condition: "Gut", rooms: "3", hasBalcony: "on" },
  { postalCode: "1070", city: "Wien", street: "Neubaugasse 12" },
  { salesIntention: "selling" },
  {
    firstName: "Eva",
    lastName: "Bewerter",
    email: "eva.bewerter@example.at",
    phone: "+436641234567",
    contactPreference: "phone",
    agreeToTerms: "on",
  },
];

function upTo(step: number): Record<string, string> {
  return Object.assign({}, ...STEP_VALUES.slice(0, step + 1));
}

function post(step: number, intent: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return worker.fetch("/immobilien/bewertung", formPost({ step: String(step), intent, ...fields }, headers));
}

async function countValuations() {
  const db = await worker.db();
  const row = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", "valuation")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test("the wizard starts at step 1 of 5 with the intro and no Back button (ADR 0207, 0013)", async () => {
  const res = await worker.fetch("/immobilien/bewertung");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("Kostenlose Immobilienbewertung");
  expect(html).toContain("Schritt <!-- -->1<!-- --> von <!-- -->5");
  expect(html).toContain("20<!-- -->%");
  expect(html).not.toMatch(/<button[^>]*value="back"/);
  // What the owner gets back, and whom they give an address to (review 58, ADR 0366).
  expect(html).toContain("nennen Ihnen unsere Makler:innen eine Preisspanne aus aktuellen Verkäufen in Ihrer Umgebung, mit");
  const register = /<section class="content-credentials" aria-labelledby="bewertung-berufsrecht">[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(register).toContain("Eingetragen und geprüft");
  expect(register).toContain("Immobilienmakler (reglementiertes Gewerbe)");
  // The second step has it, enabled.
  const second = await (await post(0, "next", upTo(0))).text();
  expect(second).toContain("Schritt <!-- -->2<!-- --> von <!-- -->5");
  expect(second).toMatch(/<button[^>]*value="back"/);
  expect(second).not.toMatch(/<button[^>]*value="back"[^>]*disabled=""/);
});

test("each step refuses to go on with the spec's messages, in order", async () => {
  let html = await (await post(0, "next", {})).text();
  expect(html).toContain("Bitte wählen Sie einen Immobilientyp aus");

  let res = await post(1, "next", upTo(0));
  expect(res.status).toBe(400);
  html = await res.text();
  expect(html).toContain("Bitte geben Sie die Wohnfläche ein");
  expect(html).toContain("Wohnfläche ist erforderlich");
  expect(html).toContain("Baujahr ist erforderlich");
  expect(html).toContain("Zustand ist erforderlich");

  html = await (await post(1, "next", { ...upTo(0), livingArea: "80" })).text();
  expect(html).toContain("Bitte geben Sie das Baujahr ein");
  html = await (await post(1, "next", { ...upTo(0), livingArea: "80", yearBuilt: "1990" })).text();
  expect(html).toContain("Bitte wählen Sie den Zustand der Immobilie aus");
  html = await (await post(1, "next", { ...upTo(0), livingArea: "80.123", yearBuilt: "19", condition: "Gut" })).text();
  expect(html).toContain("Bitte geben Sie eine gültige Zahl ein");
  expect(html).toContain("Bitte geben Sie ein gültiges Baujahr oder Zeitraum an (z.B. 2000 oder 1990-2000)");

  html = await (await post(2, "next", upTo(1))).text();
  expect(html).toContain("Bitte füllen Sie alle Pflichtfelder zur Adresse aus");
  html = await (await post(2, "next", { ...upTo(1), postalCode: "123", city: "W", street: "ab" })).text();
  expect(html).toContain("Bitte geben Sie eine gültige Postleitzahl ein");
  expect(html).toContain("Bitte geben Sie einen gültigen Ort ein");
  expect(html).toContain("Bitte geben Sie eine gültige Straße und Hausnummer ein");

  html = await (await post(3, "next", upTo(2))).text();
  expect(html).toContain("Bitte wählen Sie Ihr Anliegen aus");

  res = await post(4, "submit", {
    ...upTo(3),
    formStartedAt: await pastFormToken(),
    firstName: "E",
    lastName: "B",
    email: "eva@",
    phone: "12345",
  });
  expect(res.status).toBe(400);
  html = await res.text();
  for (const message of [
    "Vorname muss mindestens 2 Zeichen lang sein",
    "Nachname muss mindestens 2 Zeichen lang sein",
    "Ungültige E-Mail-Adresse",
    "Ungültige Telefonnummer",
    "Sie müssen den Datenschutzbestimmungen zustimmen",
  ]) {
    expect(html).toContain(message);
  }
  expect(await countValuations()).toBe(0);
});

test("Next carries the answers forward as hidden inputs and Back returns with them", async () => {
  const next = await post(1, "next", upTo(1));
  expect(next.status).toBe(200);
  const html = await next.text();
  expect(html).toContain("Schritt <!-- -->3<!-- --> von <!-- -->5");
  expect(html).toContain('type="hidden" name="propertyType" value="apartment"');
  expect(html).toContain('type="hidden" name="livingArea" value="78,5"');

  const back = await post(2, "back", { ...upTo(1), postalCode: "10" });
  const backHtml = await back.text();
  expect(backHtml).toContain("Schritt <!-- -->2<!-- --> von <!-- -->5");
  expect(backHtml).toContain('value="78,5"');
  expect(backHtml).toContain('type="hidden" name="postalCode" value="10"');
});

test("a changed hidden answer is caught again on the last step and sends the visitor back", async () => {
  const res = await post(4, "submit", { ...upTo(4), formStartedAt: await pastFormToken(), propertyType: "schloss" });
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Schritt <!-- -->1<!-- --> von <!-- -->5");
  expect(html).toContain("Bitte wählen Sie einen Immobilientyp aus");
  const junk = await post(4, "submit", {
    ...upTo(4),
    formStartedAt: await pastFormToken(),
    street: "Gasse\u0007 1",
    city: "x".repeat(150),
  });
  const junkHtml = await junk.text();
  expect(junk.status).toBe(400);
  expect(junkHtml).toContain("Bitte verwenden Sie nur gültige Zeichen.");
  expect(junkHtml).toContain("Bitte geben Sie höchstens 100 Zeichen ein.");
  expect(await countValuations()).toBe(0);
});

test("the final step stores the request, shows the thank-you step and sends both e-mails", async () => {
  const res = await post(4, "submit", { ...upTo(4), formStartedAt: await pastFormToken() });
  expect(res.status).toBe(303);
  // The postal code, the kind and the area travel on: no name, street or e-mail in the address.
  const location = "/immobilien/bewertung?danke&plz=1070&art=apartment&flaeche=78%2C5";
  expect(res.headers.get("Location")).toBe(location);
  const cookie = res.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const thanks = await (await worker.fetch(location, { headers: { Cookie: cookie } })).text();
  const recap = /<div class="wizard-done-recap">[\s\S]*?<\/div><\/dl>/.exec(thanks.replaceAll("<!-- -->", ""))?.[0] ?? "";
  expect(recap).toContain("<h2>Ihre Angaben</h2>");
  expect(recap).toContain("<dt>Immobilie</dt><dd>Wohnung</dd>");
  expect(recap).toContain("<dt>Wohnfläche</dt><dd>78,5\u00a0m²</dd>");
  expect(recap).toContain("<dt>Postleitzahl</dt><dd>1070</dd>");
  expect(thanks).toContain("Bewertungsanfrage gesendet");
  expect(thanks).toContain("Vielen Dank für Ihre Bewertungsanfrage!");
  expect(thanks).not.toContain("Schritt <!-- -->");
  expect(thanks).not.toContain("Bewertung anfordern");
  // After converting: no selling points, the papers to prepare and a call as the next step.
  expect(thanks).not.toContain("Kostenlos &amp; unverbindlich");
  expect(thanks).toContain("Was Sie schon vorbereiten können");
  expect(thanks).toMatch(/<a class="button" href="tel:\+[\d]+">[^<]+ anrufen<\/a>/);

  const db = await worker.db();
  const inquiry = await db.selectFrom("inquiries").selectAll().where("kind", "=", "valuation").executeTakeFirstOrThrow();
  expect(inquiry.subject).toBe("Immobilienbewertung: Wohnung in 1070 Wien");
  const payload = JSON.parse(inquiry.payload);
  expect(payload).toMatchObject({
    propertyTitle: "Immobilienbewertung",
    livingArea: "78,5",
    hasBalcony: true,
    hasGarden: false,
    contactPreference: "phone",
  });
  const { emails } = await waitForDelivery(db, inquiry.id);
  expect(emails.map((e) => [e.template, e.recipient]).sort()).toEqual([
    ["customer", "eva.bewerter@example.at"],
    ["internal", "office@donau-estate.example"],
  ]);
  const internal = await waitForSentEmail((m) => m.subject === "Immobilienbewertung: Wohnung in 1070 Wien");
  expect(internal.html).toContain("Neubaugasse 12");
  expect(internal.headers["reply-to"]).toContain("eva.bewerter@example.at");
  const confirmation = await waitForSentEmail((m) => m.subject === "Ihre Immobilienbewertungsanfrage bei Donau Estate");
  expect(confirmation.headers.to).toBe("<eva.bewerter@example.at>");
  expect(confirmation.text).toContain("Guten Tag Eva Bewerter");
  expect(confirmation.text).toContain("Objekt: Immobilienbewertung Bestätigung");
  expect(internal.text).toMatch(/Objekt: Immobilienbewertung\r?\n/);
});

test("the final step keeps its bot traps and rate limit", async () => {
  const before = await countValuations();
  const trap = await post(4, "submit", { ...upTo(4), formStartedAt: await pastFormToken(), website: "x" });
  expect(trap.status).toBe(400);
  expect(await trap.text()).toContain("Schritt <!-- -->5<!-- --> von <!-- -->5");
  const headers = { "CF-Connecting-IP": "203.0.113.5" };
  for (let i = 0; i < 5; i++)
    expect((await post(4, "submit", { ...upTo(4), formStartedAt: await pastFormToken() }, headers)).status).toBe(303);
  const blocked = await post(4, "submit", { ...upTo(4), formStartedAt: await pastFormToken() }, headers);
  expect(blocked.status).toBe(429);
  expect(await blocked.text()).toContain("Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.");
  expect(await countValuations()).toBe(before + 5);
});

test("the thank-you compares with our live offer prices at the owner's postal code, labelled as offer prices", async () => {
  const db = await worker.db();
  const here = { plz: "1160", ort: "Wien", politischer_bezirk: "Ottakring" };
  await insertProperty(db, { ...here, kaufpreis: 300000, wohnflaeche: 60 }); // 5.000 €/m²
  await insertProperty(db, { ...here, kaufpreis: 480000, wohnflaeche: 80 }); // 6.000 €/m²
  await insertProperty(db, { ...here, kaufpreis: 990000, wohnflaeche: 90, active: 0 }); // withdrawn: not counted
  await insertProperty(db, { plz: "2340", ort: "Mödling", kaufpreis: 420000, wohnflaeche: 100 });
  // Two rents there too: a valuation compares with sale offers only (review 59).
  for (const rent of [1200, 1500]) {
    await insertProperty(db, { ...here, angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: rent, wohnflaeche: 60 });
  }

  const vienna = await (await worker.fetch("/immobilien/bewertung?danke&plz=1160")).text();
  expect(vienna).toContain("Zum Vergleich: unsere Angebote in Ihrer Nähe");
  // Two offers are named as figures: a bar between two points says nothing (review 55).
  const plain = vienna.replaceAll("<!-- -->", "");
  expect(plain).toContain("<strong>2 Kaufangebote im 16. Bezirk</strong> <span>pro m² Wohnfläche</span>");
  expect(plain).toContain('<p class="price-range-values">€\u00a05.000 und €\u00a06.000</p>');
  expect(plain).not.toContain("price-range-bar");
  expect(vienna).not.toContain("Mietangebot");
  expect(vienna).toContain("Das sind Angebotspreise");
  // One offer is no comparison: no block (review 58, ADR 0361).
  const lower = (await (await worker.fetch("/immobilien/bewertung?danke&plz=2340")).text()).replaceAll("<!-- -->", "");
  expect(lower).toContain("Vielen Dank für Ihre Bewertungsanfrage!");
  expect(lower).not.toContain("Zum Vergleich");
  expect(lower).not.toContain("1 Kaufangebot");
  // From three on: a bar with a dot per offer, the ends and the middle named.
  await insertProperty(db, { ...here, kaufpreis: 330000, wohnflaeche: 60 }); // 5.500 €/m²
  const three = (await (await worker.fetch("/immobilien/bewertung?danke&plz=1160")).text()).replaceAll("<!-- -->", "");
  const bar = /<figure class="price-range">(.*?)<\/figure>/s.exec(three)?.[1] ?? "";
  expect(bar).toContain("<strong>3 Kaufangebote im 16. Bezirk</strong>");
  expect(bar.match(/<circle /g)).toHaveLength(3);
  expect(bar).toMatch(/cx="0\.0%".*cx="50\.0%".*cx="100\.0%"/s);
  expect(bar).toContain('<span class="visually-hidden">von </span>€\u00a05.000');
  expect(bar).toContain('<span class="price-range-middle">Mitte €\u00a05.500</span>');
  expect(bar).toContain('<span class="visually-hidden">bis </span>€\u00a06.000');

  // No offers there, a malformed or missing code: the thank-you without the comparison, never an error.
  for (const path of ["/immobilien/bewertung?danke&plz=9999", "/immobilien/bewertung?danke&plz=%3Cb%3E1", "/immobilien/bewertung?danke"]) {
    const res = await worker.fetch(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Vielen Dank für Ihre Bewertungsanfrage!");
    expect(html).not.toContain("Zum Vergleich");
  }
});

test("the thank-you's recap echoes only the wizard's own shapes, and none without a known kind", async () => {
  const recapOf = async (query: string) => {
    const res = await worker.fetch(`/immobilien/bewertung?${query}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    return /<div class="wizard-done-recap">[\s\S]*?<\/dl>/.exec(html)?.[0] ?? null;
  };
  expect(await recapOf("danke&plz=1070")).toBeNull();
  expect(await recapOf("danke&art=schloss&flaeche=80&plz=1070")).toBeNull();
  const odd = await recapOf("danke&art=land&flaeche=%3Cb%3E1%3C%2Fb%3E&plz=Ruf+0900+an");
  expect(odd).toContain("<dd>Grundstück</dd>");
  expect(odd).not.toContain("Fläche");
  expect(odd).not.toContain("Postleitzahl");
  expect(odd).not.toContain("0900");
  const land = await recapOf("danke&art=land&flaeche=1250&plz=2345");
  expect(land).toContain("<dt>Fläche</dt><dd>1250\u00a0m²</dd>");
});

test("beside the first step: the person who answers and the reply date; under it, how a valuation runs", async () => {
  await insertAgent(await worker.db(), { name: "Mag. Petra Lindner", slug: "petra-lindner-bewertung", sortOrder: -1 });
  const html = (await (await worker.fetch("/immobilien/bewertung")).text()).replaceAll("<!-- -->", "");
  const expert = /<section class="valuation-expert card"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect(expert).toContain('<h2 id="bewertung-person">Ihre Ansprechperson</h2>');
  expect(expert).toContain("<strong>Mag. Petra Lindner</strong>");
  expect(expert).toMatch(
    /Bei einer Anfrage heute melden wir uns bis <strong>(Montag|Dienstag|Mittwoch|Donnerstag|Freitag), \d{2}\.\d{2}\.\d{4}<\/strong>\./,
  );
  const steps = /<section class="valuation-steps"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  expect([...steps.matchAll(/<li><strong>([^<]+)<\/strong>/g)].map((m) => m[1])).toEqual([
    "Angaben machen",
    "Erste Einschätzung",
    "Termin vor Ort",
  ]);
  // The steps are for the questions: the thank-you shows neither.
  const thanks = await (await worker.fetch("/immobilien/bewertung?danke")).text();
  expect(thanks).not.toContain("valuation-steps");
  expect(thanks).not.toContain("valuation-expert");
});
