// What decides a visit, in the detail page's key facts (review 58, ADR 0362): a sale's monthly
// costs, the Etage with or without a lift, Zustand, Heizung and 'verfügbar', each only when known;
// a rent's price is its monthly total and its badge says so; 'Immobilien-Details' keeps only what
// the key facts leave out; long values get room instead of breaking; the feed's ausstattung flags
// fill the Ausstattung.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const altbau = {
  objekttitel: "Altbauwohnung im 2. Stock",
  objektart: "wohnung/ETAGE",
  plz: "1030",
  wohnflaeche: 78,
  nutzflaeche: 84,
  anzahl_zimmer: 3,
  anzahl_badezimmer: 1,
  etage: "2",
  baujahr: 1905,
  kaufpreis: 420_000,
  fahrstuhl: "PERSONEN",
  heizungsart: "ETAGE",
  befeuerung: "GAS",
  zustand: "VOLL_SANIERT",
  verfuegbar_ab: "sofort",
  betriebskostennetto: 210.4,
  reparaturruecklage_netto: 80.2,
  balkon_terrasse_flaeche: 6.5,
} as const;

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, { ...altbau, objektnr_intern: "HF1", extraAmenities: ["parkett", "badewanne", "bad_fenster"] });
  await insertProperty(db, {
    ...altbau,
    objektnr_intern: "HF2",
    objekttitel: "Altbauwohnung zu mieten",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1450,
    gesamtmietenetto: 1250,
    fahrstuhl: null,
    heizungsart: "FERN, FUSSBODEN",
    befeuerung: null,
    verfuegbar_ab: "1. März 2027",
    kaution_text: "3 Bruttomonatsmieten",
    befristung: "5 Jahre befristet",
  });
  // An old row, or one a later OpenImmo version filled: nothing known, codes the page does not know.
  await insertProperty(db, {
    ...altbau,
    objektnr_intern: "HF3",
    fahrstuhl: "vielleicht",
    heizungsart: "KAMIN",
    befeuerung: "ATOM, ",
    zustand: "WIE_NEU",
    verfuegbar_ab: "   ",
    betriebskostennetto: null,
    reparaturruecklage_netto: null,
  });
  await insertProperty(db, { ...altbau, objektnr_intern: "HF4", zustand: "TEIL_VOLLRENOVIERUNGSBED", verfuegbar_ab: "nach Vereinbarung" });
  // Electric hot water beside the heating: the rooms are heated centrally, not "by" hot water.
  await insertProperty(db, { ...altbau, objektnr_intern: "HF5", heizungsart: "ZENTRAL", befeuerung: "WASSER-ELEKTRO" });
  // The feed's gross monthly costs beside the net parts: the cost table's first monthly row.
  await insertProperty(db, { ...altbau, objektnr_intern: "HF6", monatlichekostenbrutto: 311.64 });
  // The gross is the net sum: the Rücklage and the costs without USt.
  await insertProperty(db, { ...altbau, objektnr_intern: "HF7", monatlichekostenbrutto: 290.6 });
  await insertProperty(db, { ...altbau, objektnr_intern: "HF8", heizungsart: "ZENTRAL", befeuerung: "GAS" });
  await insertProperty(db, { ...altbau, objektnr_intern: "HF10", heizungsart: "ETAGE, FUSSBODEN", befeuerung: null });
  // Review 61's rent (seed 210260): gesamtmietenetto is the rent without the Betriebskosten.
  await insertProperty(db, {
    ...altbau,
    objektnr_intern: "HF9",
    objekttitel: "Büro zu mieten",
    angebot_typ: "Miete",
    kaufpreis: null,
    reparaturruecklage_netto: null,
    gesamtmietenetto: 2776.32,
    betriebskostennetto: 476.31,
    gesamtmietebrutto: 3577.89,
    summemietenetto_brutto: 3053.95,
    gesamtbelastungbrutto: 3577.89,
    kaution_text: "3 Bruttomonatsmieten",
    aussen_courtage: "provisionsfrei",
  });
  // A house with its plot (seed 211725, review 62: a 'Villa mit Park' without a Grundstücksfläche).
  await insertProperty(db, {
    objektnr_intern: "HF20",
    objekttitel: "Villa mit Park",
    objektart: "haus/VILLA",
    plz: "2500",
    ort: "Baden",
    wohnflaeche: 456,
    anzahl_zimmer: 9,
    grundstuecksflaeche: 1110,
    kaufpreis: 4_220_000,
    fahrstuhl: "PERSONEN",
  });
  // An office: its rooms are Räume.
  await insertProperty(db, {
    objektnr_intern: "HF21",
    objekttitel: "Bürofläche in Brunn",
    objektart: "buero_praxen/BUEROFLAECHE",
    property_type: "office",
    wohnflaeche: null,
    nutzflaeche: 150.5,
    anzahl_zimmer: 5,
  });
});

async function page(path: string): Promise<string> {
  const res = await worker.fetch(path);
  expect(res.status).toBe(200);
  return res.text();
}

/** The key facts under the price as [value, label, class] in page order. */
function keyFacts(html: string): [string, string, string][] {
  const list = /<ul class="detail-keyfacts"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [
    ...list.matchAll(
      /<li(?: class="([^"]*)")?><span class="detail-keyfact-value">([^<]*)<\/span> <span class="detail-keyfact-label">([^<]*)<\/span><\/li>/g,
    ),
  ].map((m) => [(m[2] ?? "").replace(/\u00a0/g, " "), m[3] ?? "", m[1] ?? ""]);
}

/** The dt labels of 'Immobilien-Details'. */
function detailLabels(html: string): string[] {
  const list = /<dl class="detail-facts">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1] ?? "");
}

test("a flat for sale: monthly costs, the floor with its lift, Zustand, Heizung and 'verfügbar' under the price", async () => {
  const facts = keyFacts(await page("/immobilien/HF1"));
  expect(facts.map(([value, label]) => [value, label])).toEqual([
    ["78 m²", "Wohnfläche"],
    ["3", "Zimmer"],
    ["€ 5.385", "Kaufpreis pro m²"],
    ["€ 290,60", "BK netto + Rücklage mtl."],
    ["2. OG", "Etage, mit Lift"],
    ["1905", "Baujahr"],
    ["vollsaniert", "Zustand"],
    ["Gas", "Heizung"],
    ["sofort", "Verfügbar"],
  ]);
});

test("'Immobilien-Details' leaves out what the key facts say and keeps the rest", async () => {
  const html = await page("/immobilien/HF1");
  const labels = detailLabels(html);
  for (const shown of ["Wohnfläche", "Zimmer", "Kaufpreis pro m²", "Etage", "Baujahr"]) expect(labels).not.toContain(shown);
  expect(labels).toEqual(expect.arrayContaining(["Badezimmer", "Nutzfläche", "Balkon/Terrasse"]));
});

test("the feed's ausstattung flags are chips in 'Ausstattung'", async () => {
  const html = await page("/immobilien/HF1");
  const chips = /<ul class="detail-chips">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  const names = [...chips.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
  expect(names).toEqual(expect.arrayContaining(["Balkon", "Aufzug", "Badewanne", "Bad mit Fenster", "Parkettboden"]));
});

test("a rent: the badge says Gesamtmiete, no costs beside the total; Fernwärme with floor heating, a date to move in", async () => {
  const html = await page("/immobilien/HF2");
  expect(html).toMatch(/<span class="property-badge-inline property-badge-rent">Gesamtmiete<\/span>/);
  const facts = keyFacts(html);
  expect(facts.map(([, label]) => label)).not.toContain("BK netto + Rücklage mtl.");
  expect(facts.map(([value, label]) => [value, label])).toEqual(
    expect.arrayContaining([
      ["€ 18,59", "Gesamtmiete pro m²"],
      ["2. OG", "Etage"],
      ["Fernwärme", "Heizung"],
      ["01.03.2027", "Verfügbar ab"],
    ]),
  );
  // What a tenant signs besides the rent, last in the row: the Kaution as its amount
  // (3 × € 1.450 gross), the term in words.
  expect(facts.slice(-2)).toEqual([
    ["€ 4.350", "Kaution", ""],
    ["5 Jahre", "Befristung", ""],
  ]);
  // With a Kaution the Baujahr yields its place to it and stays in 'Immobilien-Details'.
  expect(facts.map(([, label]) => label)).not.toContain("Baujahr");
  expect(html).toMatch(/<dt>Baujahr<\/dt><dd>1905<\/dd>/);
});

test("a Kaution in other words is shown as written; a net rent is not multiplied", async () => {
  const db = await worker.db();
  const rent = { ...altbau, angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: 1450, gesamtmietenetto: 1250 };
  await insertProperty(db, { ...rent, objektnr_intern: "HF12", kaution_text: "2 Nettomonatsmieten" });
  await insertProperty(db, { ...rent, objektnr_intern: "HF13", kaution_text: "3 BMM", gesamtmietebrutto: null });
  await insertProperty(db, { ...rent, objektnr_intern: "HF14", kaution_text: "3 BMM" });
  const deposit = async (id: string) => keyFacts(await page(`/immobilien/${id}`)).find(([, label]) => label === "Kaution")?.[0];
  expect(await deposit("HF12")).toBe("2 Nettomonatsmieten");
  expect(await deposit("HF13")).toBe("3 BMM");
  expect(await deposit("HF14")).toBe("€ 4.350");
  // Without a stated term no Befristung; 'unbefristet' reads over 'Mietvertrag'.
  await insertProperty(db, { ...rent, objektnr_intern: "HF15", befristung: "unbefristet" });
  expect(keyFacts(await page("/immobilien/HF15")).find(([, label]) => label === "Mietvertrag")?.[0]).toBe("unbefristet");
  expect(keyFacts(await page("/immobilien/HF14")).map(([, label]) => label)).not.toEqual(expect.arrayContaining(["Befristung"]));
});

test("a sale names no Kaution or term in its key facts, even when the feed has them", async () => {
  const db = await worker.db();
  await insertProperty(db, { ...altbau, objektnr_intern: "HF11", kaution_text: "keine", befristung: "unbefristet" });
  const labels = keyFacts(await page("/immobilien/HF11")).map(([, label]) => label);
  expect(labels).not.toContain("Kaution");
  expect(labels).not.toContain("Mietvertrag");
});

test("unknown codes and empty values show nothing: no Zustand, no Heizung, no 'null', no empty chip", async () => {
  const html = await page("/immobilien/HF3");
  const facts = keyFacts(html);
  const labels = facts.map(([, label]) => label);
  for (const hidden of ["Zustand", "Heizung", "Verfügbar", "BK netto + Rücklage mtl."]) expect(labels).not.toContain(hidden);
  // Exactly the known facts: an unknown code never shows raw ("ATOM" over "KAMIN").
  expect(labels).toEqual(["Wohnfläche", "Zimmer", "Kaufpreis pro m²", "Etage", "Baujahr"]);
  // The lift is unknown ('vielleicht'): the floor is just the floor.
  expect(facts.map(([value, label]) => [value, label])).toContainEqual(["2. OG", "Etage"]);
  expect(facts.every(([value, label]) => value.trim() !== "" && label.trim() !== "")).toBe(true);
  const strip = /<ul class="detail-keyfacts"[^>]*>[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  expect(strip).not.toMatch(/null|undefined|NaN/);
  // No monthly figure at all: the broker offers it, the page never speaks of "the Inserat".
  const monthly = /<div class="costs-group" id="monatliche-kosten">[\s\S]*?<\/div>/.exec(html)?.[0] ?? "";
  expect(monthly).toContain('<p class="costs-none">Auf Anfrage – wir nennen sie Ihnen gern.</p>');
  expect(html).not.toMatch(/im Inserat|laut Inserat|Inserat nicht/i);
});

test("a value too long for a third of a phone's row is marked to take half or the whole row", async () => {
  const facts = keyFacts(await page("/immobilien/HF4"));
  expect(facts).toContainEqual(["renovierungsbedürftig", "Zustand", "detail-keyfact-long"]);
  // 'nach Vereinbarung' is two words for two lines of a phone's third, half a row on a desktop.
  expect(facts).toContainEqual(["nach Vereinbarung", "Verfügbar", "detail-keyfact-wide detail-keyfact-wraps"]);
  expect(facts).toContainEqual(["€ 5.385", "Kaufpreis pro m²", ""]);
});

test("electric hot water is no heating source: the Heizung says the system", async () => {
  const facts = keyFacts(await page("/immobilien/HF5")).map(([value, label]) => [value, label]);
  expect(facts).toContainEqual(["Zentralheizung", "Heizung"]);
  expect(facts.flat()).not.toContain("Warmwasser elektrisch");
});

test("one monthly figure: the gross costs when the feed states them, the same number as in the cost table", async () => {
  const html = await page("/immobilien/HF6");
  const facts = keyFacts(html).map(([value, label]) => [value, label]);
  expect(facts).toContainEqual(["€ 311,64", "Monatskosten brutto"]);
  expect(facts.map(([, label]) => label)).not.toContain("BK netto + Rücklage mtl.");
  expect(html.replace(/\u00a0/g, " ")).toMatch(/Monatskosten brutto<\/dt>\s*<dd>€ 311,64 \/ Monat/);
});

/** The cost table's groups of rows (purchase price, monthly, one-off), each as its rows' labels. */
function priceGroups(html: string): string[][] {
  const section = /<section id="kosten"[\s\S]*?<div class="costs-overview/.exec(html)?.[0] ?? "";
  return [...section.matchAll(/<dl class="detail-rows">([\s\S]*?)<\/dl>/g)].map((list) =>
    [...(list[1] ?? "").matchAll(/<dt>([^<]*)(?:<small>[^<]*<\/small>)?<\/dt>/g)].map((m) => m[1] ?? ""),
  );
}

/** The cost table's rows as [label, value, class] in page order, over all its groups. */
function priceRows(html: string): [string, string, string][] {
  const list = /<section id="kosten"[\s\S]*?<div class="costs-overview/.exec(html)?.[0] ?? "";
  return [...list.matchAll(/<div(?: class="([^"]*)")?><dt>([^<]*)(?:<small>[^<]*<\/small>)?<\/dt><dd>([^<]*)<\/dd><\/div>/g)].map((m) => [
    (m[2] ?? "").replace(/\u00a0/g, " "),
    (m[3] ?? "").replace(/\u00a0/g, " "),
    m[1] ?? "",
  ]);
}

test("the cost table adds up: net lines, the USt. the gross holds beyond them at its rate, then the gross as their total", async () => {
  // HF6: BK 210,40 + 10 % USt. + Rücklage 80,20 (no USt., ADR 0388) = 311,64 gross.
  expect(priceRows(await page("/immobilien/HF6")).filter(([, value]) => value.endsWith("/ Monat"))).toEqual([
    ["Betriebskosten netto", "€ 210,40 / Monat", ""],
    ["Reparaturrücklage", "€ 80,20 / Monat", ""],
    ["USt. (10 %)", "€ 21,04 / Monat", ""],
    ["Monatskosten brutto", "€ 311,64 / Monat", "detail-rows-total"],
  ]);
});

test("without a gross figure the table keeps the net lines and makes up neither tax nor total", async () => {
  const monthly = priceRows(await page("/immobilien/HF1")).filter(([, value]) => value.endsWith("/ Monat"));
  expect(monthly).toEqual([
    ["Betriebskosten netto", "€ 210,40 / Monat", ""],
    ["Reparaturrücklage", "€ 80,20 / Monat", ""],
  ]);
});

test("a gross figure equal to the net lines gets no tax row", async () => {
  const html = await page("/immobilien/HF7");
  const labels = priceRows(html).map(([label]) => label);
  expect(labels).toContain("Monatskosten brutto");
  expect(labels.join()).not.toMatch(/USt\.|Nicht aufgeschlüsselt/);
});

test("a rent's table adds up like a sale's: Miete netto, BK netto, USt., Gesamtmiete brutto; no figure twice (review 61)", async () => {
  const html = await page("/immobilien/HF9");
  const rows = priceRows(html);
  expect(rows.filter(([, value]) => value.endsWith("/ Monat"))).toEqual([
    ["Miete netto", "€ 2.776,32 / Monat", ""],
    ["Betriebskosten netto", "€ 476,31 / Monat", ""],
    ["USt. (10 %)", "€ 325,26 / Monat", ""],
    ["Gesamtmiete brutto", "€ 3.577,89 / Monat", "detail-rows-total"],
  ]);
  // The page's own figures add up: the USt. row is the gross less the net lines, to the cent.
  const cents = (value: string) => Number(value.replace(/[^\d,]/g, "").replace(",", ""));
  const [rent, costs, tax, gross] = rows.filter(([, value]) => value.endsWith("/ Monat")).map(([, value]) => cents(value));
  expect((rent ?? 0) + (costs ?? 0) + (tax ?? 0)).toBe(gross);
  const values = rows.map(([, value]) => value);
  expect(new Set(values).size).toBe(values.length);
  expect(html).not.toMatch(/Summe Miete netto\/brutto|Gesamtbelastung brutto|<dt>Gesamtmiete netto/);
  // The monthly rows under 'Monatliche Kosten'; Kaution and Provision under 'Einmalige Kosten'.
  expect(priceGroups(html)).toEqual([["Miete netto", "Betriebskosten netto", "USt. (10\u00a0%)", "Gesamtmiete brutto"]]);
  expect(oneOffLabels(html)).toEqual(["Kaution", "Provision", "Vertragsgebühr"]);
  expect(html).toMatch(/<h3>Monatliche Kosten<\/h3>/);
  expect(html).toMatch(/<h3 id="nebenkosten-title">Einmalige Kosten<\/h3>/);
  expect(html).not.toMatch(/Preisdetails und Nebenkosten|Nebenkostenübersicht für/);
  expect(html.replace(/\u00a0/g, " ")).toMatch(
    /€ 3\.577,89 \/ Monat<\/span><span class="property-badge-inline property-badge-rent">Gesamtmiete</,
  );
});

test("a sale's Kaufpreis, its monthly rows and its one-off costs stand apart; the commission is one row with its rule", async () => {
  const html = await page("/immobilien/HF6");
  expect(priceGroups(html)).toEqual([
    ["Kaufpreis"],
    ["Betriebskosten netto", "Reparaturrücklage", "USt. (10\u00a0%)", "Monatskosten brutto"],
  ]);
  const oneOff = oneOffLabels(html);
  expect(oneOff.filter((label) => /Provision/.test(label))).toEqual(["Provision"]);
  expect(oneOff).toEqual(expect.arrayContaining(["Kaufnebenkosten gesamt", "Kaufpreis samt Nebenkosten", "Pfandrechtseintragung"]));
  expect(oneOff.join()).not.toMatch(/Maklerprovision/);
  expect(html).not.toMatch(/Summe ohne Finanzierung/);
  // The calculator below does not repeat the stated total as an estimate.
  expect(html).toMatch(/<span class="costs-summary-total">mit Finanzierung<\/span>/);
});

/** The row labels under 'Einmalige Kosten', without their small print. */
function oneOffLabels(html: string): string[] {
  const table = /<div class="costs-overview[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
  return [...table.matchAll(/<th scope="row">([^<]*)/g)].map((m) => m[1] ?? "");
}

test("the heating system beside a named source moves to 'Immobilien-Details'", async () => {
  const html = await page("/immobilien/HF5");
  expect(keyFacts(html).map(([value, label]) => [value, label])).toContainEqual(["Zentralheizung", "Heizung"]);
  const details = await page("/immobilien/HF8");
  expect(keyFacts(details).map(([value, label]) => [value, label])).toContainEqual(["Gas", "Heizung"]);
  expect(details).toMatch(/<dt>Heizungsart<\/dt><dd>Zentralheizung<\/dd>/);
  // Without a source the key fact names the systems themselves: the details card doesn't repeat them.
  const systemsOnly = await page("/immobilien/HF10");
  expect(keyFacts(systemsOnly).map(([value, label]) => [value, label])).toContainEqual(["Etagenheizung, Fußbodenheizung", "Heizung"]);
  expect(detailLabels(systemsOnly)).not.toContain("Heizungsart");
});

test("a heated rent without a Heizkosten line says so under its total, and claims nothing else", async () => {
  // HF2: Fernwärme, Gesamtmiete netto and brutto, no heizkostennetto.
  const html = (await page("/immobilien/HF2")).replace(/\u00a0/g, " ");
  expect(html).toMatch(/<dt>Gesamtmiete brutto<small>Heizkosten: auf Anfrage – wir nennen sie Ihnen gern<\/small><\/dt>/);
  expect(html).not.toMatch(/Heizkosten in den Betriebskosten enthalten/);
  // A sale's monthly costs carry no such note.
  expect(await page("/immobilien/HF6")).not.toContain("Heizkosten: auf Anfrage – wir nennen sie Ihnen gern");
});

test("a house names its plot right after the rooms, and 'Immobilien-Details' does not say it again", async () => {
  const html = await page("/immobilien/HF20");
  const facts = keyFacts(html).map(([value, label]) => [value, label]);
  expect(facts.slice(0, 3)).toEqual([
    ["456 m²", "Wohnfläche"],
    ["9", "Zimmer"],
    ["1.110 m²", "Grundstück"],
  ]);
  expect(detailLabels(html)).not.toContain("Grundstücksfläche");
  // A house's lift is no key figure (it stays among the Ausstattung chips).
  expect(facts.map(([, label]) => label)).not.toContain("Lift");
});

test("an office lists its Räume, not Zimmer", async () => {
  const html = await page("/immobilien/HF21");
  expect(detailLabels(html)).toContain("Räume");
  expect(detailLabels(html)).not.toContain("Zimmer");
});
