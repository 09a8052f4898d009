// A plot's structured facts on its detail page (ADR 0339): the key facts under the price name the
// Grundfläche, the price per m², the Widmung and the Erschließung; 'Immobilien-Details' adds only
// what they leave out, Bebaubar nach and Altlasten (ADR 0362), each only when the feed gave it;
// the view carries them as plain fields. And a plot
// with no other plot of its offer shows listings of its use, never homes, under Ähnliche Immobilien.
import { beforeAll, expect, test } from "vitest";
import { type DetailRow, toPropertyDetailView } from "~/lib/property-view";
import { buildProperty, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const plot = {
  objekttitel: "Betriebsbaugrund an der Südautobahn",
  objektart: "grundstueck/GEWERBE",
  ort: "Brunn am Gebirge",
  plz: "2345",
  wohnflaeche: null,
  nutzflaeche: 3418,
  anzahl_zimmer: null,
  anzahl_badezimmer: null,
  kaufpreis: 1_220_000,
  baujahr: null,
  hwbklasse: null,
} as const;

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, {
    ...plot,
    objektnr_intern: "PF1",
    widmung: "Bauland-Betriebsgebiet",
    erschliessung: "VOLLERSCHLOSSEN",
    bebaubar_nach: "BAULAND_OHNE_B_PLAN",
    altlasten: "Kein Eintrag im Verdachtsflächenkataster",
  });
  // Only a Widmung; an Erschließung code the page does not know.
  await insertProperty(db, { ...plot, objektnr_intern: "PF2", widmung: "Grünland", erschliessung: "HALB" });
  await insertProperty(db, { ...plot, objektnr_intern: "PF3" });
  // For rent: the only plot, a hall and a flat.
  const rent = { angebot_typ: "Miete", kaufpreis: null, plz: "2345", anzahl_zimmer: null, wohnflaeche: null } as const;
  await insertProperty(db, {
    ...rent,
    objektnr_intern: "RP",
    objekttitel: "Gewerbegrund zu pachten",
    objektart: "grundstueck/GEWERBE",
    gesamtmietebrutto: 2000,
  });
  await insertProperty(db, {
    ...rent,
    objektnr_intern: "RH",
    objekttitel: "Halle zu mieten",
    objektart: "hallen_lager_prod/LAGERHALLE",
    gesamtmietebrutto: 4000,
  });
  await insertProperty(db, {
    ...rent,
    objektnr_intern: "RF",
    objekttitel: "Wohnung zu mieten",
    objektart: "wohnung/ETAGE",
    anzahl_zimmer: 2,
    wohnflaeche: 60,
    gesamtmietebrutto: 2100,
  });
});

async function page(path: string): Promise<string> {
  const res = await worker.fetch(path);
  expect(res.status).toBe(200);
  return res.text();
}

/** The dt/dd pairs of 'Immobilien-Details', in order. */
function details(html: string): [string, string][] {
  const list = /<dl class="detail-facts">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1] ?? "", (m[2] ?? "").replace(/\u00a0/g, " ")]);
}

/** The key facts under the price as [label, value], in order. */
function keyFacts(html: string): [string, string][] {
  const list = /<ul class="detail-keyfacts"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<span class="detail-keyfact-value">([^<]*)<\/span> <span class="detail-keyfact-label">([^<]*)<\/span>/g)].map(
    (m) => [m[2] ?? "", (m[1] ?? "").replace(/\u00a0/g, " ")],
  );
}

test("a plot's key facts: Grundfläche, price per m², Widmung, Erschließung; the details add Bebaubar nach and Altlasten", async () => {
  const html = await page("/immobilien/PF1");
  expect(keyFacts(html)).toEqual([
    ["Grundfläche", "3.418 m²"],
    ["Kaufpreis pro m²", "€ 357"],
    ["Widmung", "Bauland-Betriebsgebiet"],
    ["Erschließung", "voll erschlossen"],
  ]);
  // Said once: the details card no longer repeats the key facts (review 58).
  expect(details(html)).toEqual([
    ["Bebaubar nach", "Bauland ohne Bebauungsplan"],
    ["Altlasten", "Kein Eintrag im Verdachtsflächenkataster"],
  ]);
});

test("only the facts the feed gave; an unknown code is left out, not shown raw; no empty details card", async () => {
  const html = await page("/immobilien/PF2");
  expect(keyFacts(html)).toEqual([
    ["Grundfläche", "3.418 m²"],
    ["Kaufpreis pro m²", "€ 357"],
    ["Widmung", "Grünland"],
  ]);
  expect(html).not.toContain("HALB");
  expect(html).not.toContain("Immobilien-Details");
  const none = await page("/immobilien/PF3");
  expect(keyFacts(none).map(([label]) => label)).toEqual(["Grundfläche", "Kaufpreis pro m²"]);
  expect(details(none)).toEqual([]);
});

test("the view carries the facts as plain fields for the key facts strip", () => {
  const row = (overrides: Partial<DetailRow>) =>
    ({ ...buildProperty({ ...plot, objektnr_intern: "V1" }), id: 1, ...overrides }) as DetailRow;
  const view = toPropertyDetailView(
    row({ widmung: " Bauland-Betriebsgebiet ", erschliessung: "ORTSUEBLICHERSCHLOSSEN", bebaubar_nach: "B_PLAN", altlasten: "keine" }),
  );
  expect(view).toMatchObject({
    zoning: "Bauland-Betriebsgebiet",
    servicing: "ortsüblich erschlossen",
    buildableUnder: "Bebauungsplan",
    contamination: "keine",
  });
  expect(toPropertyDetailView(row({}))).toMatchObject({ zoning: null, servicing: null, buildableUnder: null, contamination: null });
});

test("with no other plot of its offer a Gewerbegrund shows commercial listings of its offer, never a home", async () => {
  const res = await worker.fetch("/immobilien/RP");
  expect(res.status).toBe(200);
  const section = /<section class="similar"[\s\S]*?<\/section>/.exec(await res.text())?.[0] ?? "";
  expect([...section.matchAll(/<h3 class="property-card-title">([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["Halle zu mieten"]);
});
