// Marketing, search order and broker forms (page action and POST /api/send-inquiry), and the
// careers page, through the real Worker.
import { expect, test } from "vitest";
import { withDistricts } from "~/lib/schemas/search-order";
import { insertAgent } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken, waitForDelivery, waitForSentEmail } from "./leads-helpers";
import { labelledBy, linksTo } from "./spec-helpers";

const worker = startWorker();

async function latestInquiry(kind: string) {
  const db = await worker.db();
  return db.selectFrom("inquiries").selectAll().where("kind", "=", kind).orderBy("created_at", "desc").executeTakeFirst();
}

async function countKind(kind: string) {
  const db = await worker.db();
  const row = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// --- Marketing -------------------------------------------------------------------------------

async function marketing(overrides: Record<string, string> = {}) {
  return {
    formStartedAt: await pastFormToken(),
    vorname: "Karl",
    nachname: "Huber",
    email: "karl.huber@example.at",
    tel: "0676 5556677",
    propertyType: "Wohnung",
    anfrage: "3-Zimmer-Wohnung im 7. Bezirk, Verkauf gewünscht.",
    ...overrides,
  };
}

test("the marketing page has its sections, the five steps and the form", async () => {
  const res = await worker.fetch("/immobilien/vermarktung");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("So beauftragen Sie uns");
  expect(html).toContain("Kontaktieren Sie uns");
  for (const step of ["Kontaktaufnahme", "Erstgespräch", "Bewertung &amp; Strategie", "Vermarktung", "Abschluss"])
    expect(html).toContain(step);
  expect(html).toContain("Wien &amp; Niederösterreich");
});

test("the marketing form shows each rule's message", async () => {
  const res = await worker.fetch(
    "/immobilien/vermarktung",
    formPost(await marketing({ vorname: "K", nachname: "", email: "x@", tel: "12", propertyType: "W", anfrage: "kurz" })),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  for (const message of [
    "Vorname ist erforderlich",
    "Nachname ist erforderlich",
    "Ungültige E-Mail-Adresse",
    "Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567.",
    "Immobilientyp ist erforderlich",
    "Nachricht ist erforderlich (min. 10 Zeichen)",
  ]) {
    expect(html).toContain(message);
  }
  expect(await countKind("marketing")).toBe(0);
});

test("a marketing inquiry is stored with 'Keine Angabe', its subject and the prefixed text, and mailed", async () => {
  const res = await worker.fetch("/immobilien/vermarktung", formPost(await marketing()));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/immobilien/vermarktung");
  const inquiry = await latestInquiry("marketing");
  expect(inquiry?.subject).toBe("Immobilie vermarkten");
  const payload = JSON.parse(inquiry?.payload ?? "{}");
  expect(payload.anrede).toBe("Keine Angabe");
  expect(payload.anfrage).toBe("Immobilientyp: Wohnung\n\n3-Zimmer-Wohnung im 7. Bezirk, Verkauf gewünscht.");
  await waitForDelivery(await worker.db(), inquiry?.id ?? "");
  const mail = await waitForSentEmail((m) => m.subject === "Immobilie vermarkten" && m.text.includes("Karl"));
  expect(mail.text).toContain("Immobilientyp: Wohnung");
});

test("the marketing form's honeypot and rate limit store nothing", async () => {
  const before = await countKind("marketing");
  const trap = await worker.fetch("/immobilien/vermarktung", formPost(await marketing({ website: "spam" })));
  expect(trap.status).toBe(400);
  const headers = { "CF-Connecting-IP": "198.51.100.9" };
  for (let i = 0; i < 5; i++)
    expect((await worker.fetch("/immobilien/vermarktung", formPost(await marketing(), headers))).status).toBe(303);
  const blocked = await worker.fetch("/immobilien/vermarktung", formPost(await marketing(), headers));
  expect(blocked.status).toBe(429);
  expect(await countKind("marketing")).toBe(before + 5);
});

// --- Search order ----------------------------------------------------------------------------

async function searchOrder(overrides: Record<string, string | string[]> = {}) {
  return {
    formStartedAt: await pastFormToken(),
    marketingType: "kauf",
    usageType: "wohnen",
    "objectTypes.wohnung": "on",
    "objectTypes.doppelhaushaelfte": "on",
    priceMin: "250000",
    priceMax: "450000",
    roomsMin: "3",
    areaMin: "70",
    areaMax: "110",
    location: "Wien 1190 Döbling",
    salutation: "frau",
    firstName: "Petra",
    lastName: "Suchmann",
    phone: "+43 660 1112233",
    email: "petra@example.at",
    contactPerson: "",
    message: "Gerne mit Garten.",
    privacyConsent: "on",
    ...overrides,
  };
}

test("the search order page has both cards, the object types, the button and the note", async () => {
  const html = await (await worker.fetch("/immobilien/suchauftrag")).text();
  for (const text of ["Ihr gewünschtes Objekt", "Ihre Daten", "SENDEN", "Pflichtfelder", "Doppelhaushälfte", "Zinshaus", "kostenlos"]) {
    expect(html).toContain(text);
  }
  // Who sends what: the contact person sends proposals; the optional box adds automatic alerts.
  expect(html).toContain("Ihre Ansprechperson schickt Ihnen passende");
  expect(html).toContain("Neue passende Immobilien automatisch per E-Mail");
  expect(html).toMatch(/id="search-order-alert-hint"[^>]*>Zusätzlich zu den Vorschlägen Ihrer Ansprechperson/);
});

test("the search order takes 'Ganz Wien' as a place, beside a district chip and a typed place", async () => {
  const joined = withDistricts({ districts: ["Ganz Wien", "Wien 7. Bezirk (Neubau)", "unbekannt"], location: "Nähe U6" }) as {
    location: string;
  };
  expect(joined.location).toBe("Ganz Wien, Wien 7. Bezirk (Neubau), Nähe U6");
});

test("the search order offers the team by name for the contact person, no preference first", async () => {
  await insertAgent(await worker.db(), { name: "Mag. Teresa Hofbauer", slug: "teresa-hofbauer" });
  const html = (await (await worker.fetch("/immobilien/suchauftrag")).text()).replace(/<!-- -->/g, "");
  const select = /<select[^>]*name="contactPerson"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
  expect(select).toMatch(/^<option value="">Keine Präferenz<\/option>/);
  expect(select).toContain('<option value="Mag. Teresa Hofbauer">Mag. Teresa Hofbauer</option>');
  // The message field is a few lines; what happens next has its own card.
  expect(html).toMatch(/<textarea[^>]*name="message"[^>]*rows="4"/);
  expect(html).toContain("So geht es weiter");
});

test("the search order shows each rule's message", async () => {
  const res = await worker.fetch(
    "/immobilien/suchauftrag",
    formPost({ formStartedAt: await pastFormToken(), phone: "123", email: "nope" }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  for (const message of [
    "Bitte wählen Sie eine Option",
    "Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567.",
    "Ungültige E-Mail-Adresse",
    "Ort/Region ist erforderlich",
  ]) {
    expect(html).toContain(message);
  }
  // Only what a broker needs to act is required; no consent box (ADR 0389).
  for (const message of ["Vorname ist erforderlich", "Nachname ist erforderlich", "Sie müssen den Datenschutzbestimmungen zustimmen"]) {
    expect(html).not.toContain(message);
  }
  expect(html).not.toContain('name="privacyConsent"');
  const junk = await worker.fetch(
    "/immobilien/suchauftrag",
    formPost(await searchOrder({ location: "Wien\u0000", priceMin: "9".repeat(80) })),
  );
  expect(junk.status).toBe(400);
  const junkHtml = await junk.text();
  expect(junkHtml).toContain("Bitte verwenden Sie nur gültige Zeichen.");
  expect(junkHtml).toContain("Bitte geben Sie höchstens 50 Zeichen ein.");
  expect(await countKind("search_order")).toBe(0);
});

test("a search order needs only the wish and an e-mail; no name is made up from the address", async () => {
  const res = await worker.fetch(
    "/immobilien/suchauftrag",
    formPost({
      formStartedAt: await pastFormToken(),
      marketingType: "miete",
      usageType: "wohnen",
      location: "Mödling",
      email: "nur-mail@example.at",
    }),
  );
  expect(res.status).toBe(303);
  const inquiry = await latestInquiry("search_order");
  expect(inquiry?.sender_name).toBeNull();
  expect(inquiry?.sender_email).toBe("nur-mail@example.at");
  expect(JSON.parse(inquiry?.payload ?? "{}")).toMatchObject({
    anrede: "Keine Angabe",
    vorname: "",
    nachname: "",
    email: "nur-mail@example.at",
  });
});

test("a search order is stored with subject 'Neuer Suchauftrag' and a readable summary, and mailed", async () => {
  const res = await worker.fetch("/immobilien/suchauftrag", formPost(await searchOrder()));
  expect(res.status).toBe(303);
  const inquiry = await latestInquiry("search_order");
  expect(inquiry?.subject).toBe("Neuer Suchauftrag");
  const payload = JSON.parse(inquiry?.payload ?? "{}");
  expect(payload.anrede).toBe("Frau");
  expect(payload.objectTypes).toEqual(["Wohnung", "Doppelhaushälfte"]);
  expect(payload.anfrage).toContain("Gesucht wird: Kauf, Nutzung Wohnen");
  expect(payload.anfrage).toContain("Objektarten: Wohnung, Doppelhaushälfte");
  expect(payload.anfrage).toContain("Preis: €\u00a0250.000 bis €\u00a0450.000");
  expect(payload.anfrage).toContain("Fläche: 70 bis 110 m²");
  await waitForDelivery(await worker.db(), inquiry?.id ?? "");
  const cookie = res.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  expect(await (await worker.fetch("/immobilien/suchauftrag", { headers: { Cookie: cookie } })).text()).toContain("Suchauftrag gesendet");
});

test("district chips count as 'Ort/Region': they join the typed place, each once; unknown chips are dropped", async () => {
  // ADR 0292: chips named `districts`, joined in front of `location` before the spec's checks.
  const html = await (await worker.fetch("/immobilien/suchauftrag")).text();
  expect(html).toContain('name="districts" value="Wien 7. Bezirk (Neubau)"');
  expect(html).toContain('name="districts" value="Mödling"');
  // One column (ADR 0352): the wish, then the person, led by the e-mail and its alert (ADR 0367),
  // then SENDEN, then what happens next.
  expect(html.indexOf('name="marketingType"')).toBeLessThan(html.indexOf('name="email"'));
  expect(html.indexOf('name="email"')).toBeLessThan(html.indexOf('name="emailAlert"'));
  expect(html.indexOf('name="emailAlert"')).toBeLessThan(html.indexOf('name="salutation"'));
  expect(html.indexOf('name="salutation"')).toBeLessThan(html.indexOf('name="firstName"'));
  expect(html.indexOf('name="firstName"')).toBeLessThan(html.indexOf(">SENDEN<"));
  expect(html.indexOf(">SENDEN<")).toBeLessThan(html.indexOf(">So geht es weiter<"));
  // Vienna as one chip; the districts fold, open only when a search brought one along.
  expect(html).toContain('name="districts" value="Ganz Wien"');
  expect(html).toMatch(/<details class="district-more"><summary>Einzelne Bezirke wählen \(1\.–23\.\)<\/summary>/);
  const fromSearch = await (await worker.fetch("/immobilien/suchauftrag?location=Wien+7.%2C+Neubau")).text();
  expect(fromSearch).toMatch(/<details class="district-more" open="">/);
  // Without JavaScript the browser must let a chip stand in for the text field.
  expect(html).not.toMatch(/<input[^>]*name="location"[^>]*required/);

  const res = await worker.fetch(
    "/immobilien/suchauftrag",
    formPost({ ...(await searchOrder({ location: "Mödling, nahe U6" })), districts: ["Wien 7. Bezirk (Neubau)", "Mödling", "Atlantis"] }),
  );
  expect(res.status).toBe(303);
  const payload = JSON.parse((await latestInquiry("search_order"))?.payload ?? "{}");
  expect(payload.location).toBe("Wien 7. Bezirk (Neubau), Mödling, nahe U6");
  expect(payload.anfrage).toContain("Ort/Region: Wien 7. Bezirk (Neubau), Mödling, nahe U6");

  // A chip alone is enough; neither chip nor text keeps the spec's message.
  const chipOnly = await worker.fetch(
    "/immobilien/suchauftrag",
    formPost({ ...(await searchOrder({ location: "" })), districts: "Wien 19. Bezirk (Döbling)" }),
  );
  expect(chipOnly.status).toBe(303);
  expect(JSON.parse((await latestInquiry("search_order"))?.payload ?? "{}").location).toBe("Wien 19. Bezirk (Döbling)");
  const neither = await worker.fetch(
    "/immobilien/suchauftrag",
    formPost({ ...(await searchOrder({ location: "" })), districts: "Atlantis" }),
  );
  expect(neither.status).toBe(400);
  const refused = await neither.text();
  expect(refused).toContain("Ort/Region ist erforderlich");
});

// --- Independent brokers ---------------------------------------------------------------------

async function broker(overrides: Record<string, string> = {}) {
  return {
    formStartedAt: await pastFormToken(),
    name: "Maria Maklerin",
    email: "maria@example.at",
    phone: "0699 1234567",
    experience: "8 Jahre Wohnungsvermittlung",
    message: "Ich interessiere mich für eine Zusammenarbeit.",
    ...overrides,
  };
}

test("the broker page has its sections and the form", async () => {
  const html = await (await worker.fetch("/uber-uns/selbststandige-makler")).text();
  for (const text of ["Für wen ist das ideal?", "Dein Fokus", "Unser Support", "Interesse an einer Zusammenarbeit?", "Keine Fixkosten"]) {
    expect(html).toContain(text);
  }
});

test("the broker form requires every field and stores a valid inquiry with the toast", async () => {
  const bad = await worker.fetch("/uber-uns/selbststandige-makler", formPost({ formStartedAt: await pastFormToken() }));
  expect(bad.status).toBe(400);
  const html = await bad.text();
  for (const message of [
    "Name ist erforderlich",
    "Ungültige E-Mail-Adresse",
    "Telefonnummer ist erforderlich",
    "Bitte beschreiben Sie Ihre Erfahrung",
    "Nachricht ist erforderlich",
  ]) {
    expect(html).toContain(message);
  }
  const res = await worker.fetch("/uber-uns/selbststandige-makler", formPost(await broker()));
  expect(res.status).toBe(303);
  const cookie = res.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  expect(await (await worker.fetch("/uber-uns/selbststandige-makler", { headers: { Cookie: cookie } })).text()).toContain(
    "Nachricht gesendet!",
  );
  const inquiry = await latestInquiry("broker");
  expect(JSON.parse(inquiry?.payload ?? "{}").inquiryType).toBe("Selbstständige Makler Anfrage");
});

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } };
}

test("POST /api/send-inquiry stores and mails a valid broker inquiry", async () => {
  const body = {
    name: "Jakob Json",
    email: "jakob@example.at",
    phone: "0664 9876543",
    experience: "Quereinsteiger",
    message: "Bitte um Rückruf.",
    inquiryType: "Selbstständige Makler Anfrage",
  };
  const res = await worker.fetch("/api/send-inquiry", json(body));
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({ success: true });
  const inquiry = await latestInquiry("broker");
  expect(inquiry?.sender_name).toBe("Jakob Json");
  await waitForDelivery(await worker.db(), inquiry?.id ?? "");
  await waitForSentEmail((m) => m.text.includes("Jakob Json"));
});

test("POST /api/send-inquiry answers 400, 415, 413 and 429 as JSON and stores nothing then", async () => {
  const before = await countKind("broker");
  const bad = await worker.fetch("/api/send-inquiry", json({ name: "", email: "x", inquiryType: "Andere" }));
  expect(bad.status).toBe(400);
  const badBody = (await bad.json()) as { fieldErrors: Record<string, string[]> };
  expect(badBody.fieldErrors.email).toContain("Ungültige E-Mail-Adresse");
  expect(badBody.fieldErrors.phone).toContain("Telefonnummer ist erforderlich");
  expect(badBody.fieldErrors.inquiryType).toEqual(["Ungültiger Anfragetyp"]);
  expect(
    (await worker.fetch("/api/send-inquiry", { method: "POST", body: "{nope", headers: { "Content-Type": "application/json" } })).status,
  ).toBe(400);
  expect((await worker.fetch("/api/send-inquiry", formPost({ name: "x" }))).status).toBe(415);
  expect((await worker.fetch("/api/send-inquiry", json({ message: "x".repeat(40_000) }))).status).toBe(413);
  const trapped = await worker.fetch(
    "/api/send-inquiry",
    json({ name: "Bot", email: "bot@example.at", phone: "0664 1111111", experience: "viel", message: "Hallo", website: "x" }),
  );
  expect(trapped.status).toBe(400);
  expect(await trapped.json()).toEqual({ error: "Ihre Anfrage konnte nicht gesendet werden." });
  expect(await countKind("broker")).toBe(before);

  const headers = { "CF-Connecting-IP": "192.0.2.200" };
  const valid = { name: "Flut", email: "flut@example.at", phone: "0664 1111111", experience: "viel", message: "Hallo" };
  for (let i = 0; i < 5; i++) expect((await worker.fetch("/api/send-inquiry", json(valid, headers))).status).toBe(201);
  const blocked = await worker.fetch("/api/send-inquiry", json(valid, headers));
  expect(blocked.status).toBe(429);
  expect(await blocked.json()).toEqual({ error: "Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut." });
  expect(await countKind("broker")).toBe(before + 5);
});

// --- Careers ---------------------------------------------------------------------------------

test("the careers page lists benefits, tasks, profile and the four steps and links to /kontakt", async () => {
  const res = await worker.fetch("/uber-uns/karriere");
  expect(res.status).toBe(200);
  const html = await res.text();
  for (const text of [
    "Jetzt bewerben",
    "Ihre Aufgaben",
    "Ihr Profil",
    "Online-Bewerbung",
    "Telefonisches Erstgespräch",
    "Persönliches Gespräch im Büro",
    "Entscheidung",
  ]) {
    expect(html).toContain(text);
  }
  // The closing call to action names the office e-mail and links to the contact form itself
  // (leads-legal-admin.md, Careers); the footer's e-mail and the header's 'Kontakt' do not count.
  const closing = labelledBy(html, "jetzt");
  expect(linksTo(closing, "mailto:office@donau-estate.example")).toEqual(["office@donau-estate.example"]);
  expect(linksTo(closing, "/kontakt")).toEqual(["Zum Kontaktformular"]);
  expect(html).toMatch(/Warum .* Makler\?/);
});
