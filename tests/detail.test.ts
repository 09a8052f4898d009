// /immobilien/{id}: the three lookups, 404 and 410, and what the page states (spec sections 2, 5, 9).
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { pastFormToken } from "./leads-helpers";

const worker = startWorker();
let rentId = 0;

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, {
    objektnr_intern: "D100",
    objektnr_extern: "W-2024-17",
    objekttitel: "Dachterrassenwohnung im 7. Bezirk",
    objektbeschreibung: '<p>Sonnige <strong>Wohnung</strong></p><script>alert("x")</script><img src="x" onerror="alert(1)">',
    lage: "Ruhige Seitengasse.&#13;U3 in 3 Minuten.",
    plz: "1070",
    ort: "Wien",
    politischer_bezirk: "Neubau",
    kaufpreis: 690000,
    anzahl_zimmer: 3,
    anzahl_badezimmer: 2,
    anzahl_sep_wc: 0,
    wohnflaeche: 98.5,
    balkon_terrasse_flaeche: 22,
    etage: "5. OG",
    hwbklasse: "B",
    hwbwert: 38.4,
    fgeeklasse: "A+",
    fgeewert: 0.72,
    energie_gueltig_bis: "2031-03-15",
    aussen_courtage: "3 % des Kaufpreises zzgl. 20 % USt.",
    betriebskostennetto: 210.5,
    heizkostennetto: 0,
    bilder_urls: JSON.stringify([
      "/images/a.webp",
      "/images/b.webp",
      "/images/c.webp",
      "/images/d.webp",
      "/images/e.webp",
      "/images/f.webp",
      "/images/g.webp",
    ]),
    titelbild_url: "/images/a.webp",
    kontakt_vorname: "Lena",
    kontakt_name: "Huber",
    kontakt_tel: "+43 1 555 12 34",
    kontakt_email: "lena.huber@donau-estate.example",
  });
  const rent = await insertProperty(db, {
    objektnr_intern: "D200",
    objektnr_extern: null,
    objekttitel: "Mietwohnung ohne Beschreibung",
    angebot_typ: "Miete",
    objektbeschreibung: null,
    lage: null,
    kaufpreis: null,
    gesamtmietebrutto: 1180,
    aussen_courtage: null,
    hwbklasse: null,
    hwbwert: null,
    fgeeklasse: null,
    fgeewert: null,
    lat_ungenaeher: null,
    lon_ungenaeher: null,
  });
  rentId = rent.id;
  await insertProperty(db, { objektnr_intern: "D300", objekttitel: "Verkaufte Villa", active: 0, withdrawn_at: "2026-01-01T00:00:00Z" });
});

test("a property opens by objektnr_intern with title, subline, price, facts and sanitised description", async () => {
  const res = await worker.fetch("/immobilien/D100");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<h1>Dachterrassenwohnung im 7. Bezirk</h1>");
  // The '·' is bound to the words on both sides (a line neither ends nor starts with it); the
  // object number is a line of its own (ADR 0354, ADR 0361).
  expect(html).toContain(
    '<span class="detail-place">1070 Wien, Neubau</span>\u00a0·\u00a0<span class="detail-kind">Wohnung</span> <span class="detail-ref">Obj.-Nr. W-2024-17</span>',
  );
  expect(html).toContain("€\u00a0690.000");
  expect(html).toContain("Immobilien-Details");
  expect(html).toContain("98,5\u00a0m²");
  expect(html).toContain("5. OG");
  expect(html).not.toContain("Separate WCs");
  expect(html).toContain("<strong>Wohnung</strong>");
  expect(html).not.toContain('alert("x")');
  expect(html).not.toContain("onerror");
  expect(html).toContain("Ruhige Seitengasse.\nU3 in 3 Minuten.");
  expect(html).toContain("Ausstattung");
  expect(html).toContain("Balkon");
});

test("the subline writes the place once with its postcode and leaves 'Kauf' to the badge by the price", async () => {
  const db = await worker.db();
  await insertProperty(db, {
    objektnr_intern: "D400",
    objektnr_extern: "L-3",
    objekttitel: "Stilaltbau in der Landstraße",
    objektart: "wohnung/ETAGE",
    ort: "Wien",
    plz: "1030",
    politischer_bezirk: "Wien 3., Landstraße",
  });
  await insertProperty(db, {
    objektnr_intern: "D401",
    objekttitel: "Reihenhaus in Brunn",
    objektart: "haus/REIHENHAUS",
    angebot_typ: "Pacht",
    ort: "Brunn am Gebirge",
    plz: "2345",
    politischer_bezirk: "Mödling",
  });
  await insertProperty(db, {
    objektnr_intern: "D402",
    objekttitel: "Ohne Postleitzahl",
    ort: "Wien",
    plz: null,
    politischer_bezirk: "Wien 3., Landstraße",
  });
  const subline = async (id: string) => {
    const html = await (await worker.fetch(`/immobilien/${id}`)).text();
    const line = /<p class="detail-subline">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
    return line.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
  };
  const landstrasse = await (await worker.fetch("/immobilien/D400")).text();
  expect(await subline("D400")).toBe("1030 Wien, Landstraße\u00a0·\u00a0Etagenwohnung Obj.-Nr. L-3");
  // The offer type stays where it says more than the badge.
  expect(await subline("D401")).toMatch(/^2345 Brunn am Gebirge, Mödling\u00a0·\u00a0Pacht Obj\.-Nr\. /);
  expect(await subline("D402")).toMatch(/^Wien 3\., Landstraße\u00a0·\u00a0/);
  // 'Kauf' once: the badge beside the price.
  const header = /<header class="detail-header">[\s\S]*?<\/header>/.exec(landstrasse)?.[0] ?? "";
  expect(header.match(/>Kauf</g)).toHaveLength(1);
  expect(header).toContain('property-badge-sale">Kauf</span>');
});

test("Preisdetails show rows above 0 and always the Provision; Energieausweis shows classes and validity", async () => {
  const html = await (await worker.fetch("/immobilien/D100")).text();
  expect(html).toContain("Preisdetails");
  expect(html).toContain("Betriebskosten netto");
  expect(html).not.toContain("Heizkosten netto");
  expect(html).toContain("3\u00a0% des Kaufpreises zzgl. 20\u00a0% USt.");
  expect(html).toContain("Energieausweis");
  expect(html).toContain("energy-class-b");
  expect(html).toContain("energy-class-ap");
  expect(html).toContain("38,4\u00a0kWh/m²a");
  expect(html).toContain("0,72");
  expect(html).toContain("Gültig bis");
  expect(html).toContain("15.03.2031");
});

test("the gallery shows a main image and 4 thumbnails with '+2 mehr', each a link to the file", async () => {
  const html = await (await worker.fetch("/immobilien/D100")).text();
  expect(html).toContain("+2 mehr");
  expect(html).toMatch(/<a href="\/images\/a.webp" class="gallery-main"/);
  for (const image of ["b", "c", "d", "e", "f", "g"]) expect(html).toContain(`href="/images/${image}.webp"`);
  expect(html).toContain("<dialog");
});

test("contact card links tel: and mailto:, and the map card loads without a consent click (ADR 0162)", async () => {
  const html = await (await worker.fetch("/immobilien/D100")).text();
  // A feed contact without a team entry has no Anrede on file (ADR 0332).
  expect(html).toContain("Ihre Ansprechperson");
  expect(html).toContain('href="tel:+4315551234"');
  expect(html).toContain('href="mailto:lena.huber@donau-estate.example');
  expect(html).not.toContain("Karte laden");
  expect(html).toContain("Lage auf der Karte");
  expect(html).toContain("Immobilie anfragen");
  expect(html).not.toContain("maplibre-gl.css");
});

test("title, description, canonical URL, Open Graph image and JSON-LD are set", async () => {
  const html = await (await worker.fetch("/immobilien/D100")).text();
  expect(html).toContain("<title>Dachterrassenwohnung im 7. Bezirk | Donau Estate</title>");
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:8787\/immobilien\/D100"/);
  expect(html).toContain('property="og:image" content="http://localhost:8787/images/a.webp"');
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "[]";
  const items = JSON.parse(ld) as { "@type": string; offers?: { price: number } }[];
  expect(items.map((item) => item["@type"])).toEqual(["BreadcrumbList", "RealEstateListing"]);
  expect(items[1]?.offers?.price).toBe(690000);
});

test("a property also opens by row id and by the external object number", async () => {
  const byId = await worker.fetch(`/immobilien/${rentId}`);
  expect(byId.status).toBe(200);
  expect(await byId.text()).toContain("Mietwohnung ohne Beschreibung");
  const byExtern = await worker.fetch("/immobilien/W-2024-17");
  expect(byExtern.status).toBe(200);
  expect(await byExtern.text()).toContain("Dachterrassenwohnung im 7. Bezirk");
});

test("missing texts, energy data and coordinates read as the spec says; no commission means provisionsfrei", async () => {
  const html = await (await worker.fetch("/immobilien/D200")).text();
  expect(html).toContain("Keine Beschreibung verfügbar.");
  expect(html).toContain("Keine Lagebeschreibung verfügbar.");
  expect(html).toContain("Keine Koordinaten für diese Immobilie verfügbar.");
  expect(html).toContain("provisionsfrei");
  // No energy data: the card says HWB and fGEE are missing and what the law makes of it (ADR 0381).
  expect(html).toContain("HWB und fGEE liegen uns für diese Immobilie noch nicht vor.");
  expect(html).toContain("dem Alter und der Art des Gebäudes entsprechende Gesamtenergieeffizienz als vereinbart");
  expect(html).not.toContain("HWB (Heizwärmebedarf)");
  expect(html).toContain("€\u00a01.180 / Monat");
});

test("an unknown property answers 404 with the spec's text", async () => {
  const res = await worker.fetch("/immobilien/GIBTESNICHT");
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain("Immobilie nicht gefunden");
  expect(html).toContain("Immobilie nicht gefunden: GIBTESNICHT. Die Immobilie ist möglicherweise nicht mehr verfügbar.");
});

test("a withdrawn property answers 410 'nicht mehr verfügbar' with links to the search", async () => {
  const res = await worker.fetch("/immobilien/D300");
  expect(res.status).toBe(410);
  const html = await res.text();
  expect(html).toContain("Diese Immobilie ist nicht mehr verfügbar.");
  expect(html).toContain('href="/immobilien"');
  expect(html).not.toContain("Verkaufte Villa");
  // What is still on offer, like it (same offer and use), under the message: a dead link from a
  // portal or a bookmark leads on instead of ending.
  const offered = html.slice(html.indexOf('<h2 id="similar-title">'));
  expect(offered).toContain('<h2 id="similar-title">Diese Immobilien sind noch verfügbar</h2>');
  const links = [...offered.matchAll(/<a class="property-card-link" href="(\/immobilien\/[^"]+)"/g)].map((match) => match[1]);
  expect(links.length).toBeGreaterThan(0);
  expect(links.length).toBeLessThanOrEqual(3);
  expect(links).not.toContain("/immobilien/D300");
});

test("an unknown link shows the newest listings on offer under its message", async () => {
  const res = await worker.fetch("/immobilien/GIBTESAUCHNICHT");
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain('<h2 id="similar-title">Diese Immobilien sind noch verfügbar</h2>');
  expect(html.match(/class="property-card-link"/g)?.length).toBe(3);
});

test("odd ids never cause a 500", async () => {
  for (const id of ["%20", "-1", "99999999999999999999", "%3Cscript%3E", "a".repeat(300)]) {
    const res = await worker.fetch(`/immobilien/${id}`);
    expect(res.status, id).toBe(404);
  }
});

test("the inquiry card posts to the detail page without JavaScript and stores the inquiry", async () => {
  const html = await (await worker.fetch("/immobilien/D100")).text();
  expect(html).toContain("Immobilie anfragen");
  const res = await worker.fetch(
    "/immobilien/D100",
    formPost({
      intent: "inquiry",
      formStartedAt: await pastFormToken(),
      anrede: "Frau",
      vorname: "Eva",
      nachname: "Berger",
      tel: "+43 660 1234567",
      email: "eva.berger@example.com",
      anfrage: "Ist die Wohnung noch verfügbar? Ich hätte gerne einen Termin.",
    }),
  );
  expect([302, 303]).toContain(res.status);
  // Back to the form's place, which now shows the confirmation (ADR 0167).
  expect(res.headers.get("Location")).toBe("/immobilien/D100?gesendet#anfrage");
  const confirmed = await (await worker.fetch("/immobilien/D100?gesendet")).text();
  expect(confirmed).toContain("Anfrage gesendet");
  const db = await worker.db();
  const stored = await db.selectFrom("inquiries").select(["kind", "subject"]).where("kind", "=", "property").execute();
  expect(stored).toEqual([{ kind: "property", subject: "Anfrage: Dachterrassenwohnung im 7. Bezirk (Obj.-Nr.: W-2024-17)" }]);
});

test("an invalid inquiry answers 400 with the spec's messages; a withdrawn property refuses it", async () => {
  const res = await worker.fetch(
    "/immobilien/D100",
    formPost({ intent: "inquiry", anrede: "", vorname: "", nachname: "", tel: "1", email: "x", anfrage: "kurz" }),
  );
  expect(res.status).toBe(400);
  const html = await res.text();
  expect(html).toContain("Gültige E-Mail-Adresse ist erforderlich");
  expect(html).toContain("Anfrage ist erforderlich (min. 10 Zeichen)");
  const gone = await worker.fetch("/immobilien/D300", formPost({ intent: "inquiry", email: "a@b.at", anfrage: "Noch verfügbar bitte?" }));
  expect(gone.status).toBe(410);
});

test("'Zur Merkliste' shows beside 'Merken' only once the Merkliste holds something", async () => {
  const db = await worker.db();
  const saved = await insertProperty(db, { objektnr_intern: "D500", objekttitel: "Gemerkte Wohnung" });
  const empty = await (await worker.fetch("/immobilien/D500")).text();
  expect(empty).toContain("Merken");
  expect(empty).not.toContain("Zur Merkliste");
  const listed = await (await worker.fetch("/immobilien/D500", { headers: { Cookie: `merkliste=${saved.id}` } })).text();
  expect(listed).toContain("Gemerkt – von der Merkliste entfernen");
  expect(listed).toContain('<a href="/merkliste" data-discover="true">Zur Merkliste</a>');
});
