// What decides a visit, from the feed (ADR 0362): Heizungsart and Befeuerung flags, the Zustand
// code and 'verfügbar ab', read from the sample feeds and from our own small objects; unknown or
// empty values leave the columns empty and the object is still imported. Also the ausstattung
// flags the samples carry that now fill the page's Ausstattung.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { BEFEUERUNG_LABELS, codeLabel, codeLabels, HEIZUNGSART_LABELS, ZUSTAND_LABELS } from "~/lib/listing-facts";
import { type MappedRow, mapImmobilie } from "./map";
import { parseFeed } from "./parse";

function mapped(xml: string): MappedRow[] {
  return parseFeed(xml).objects.map((object) => {
    const result = mapImmobilie(object.node, object);
    if (!result.ok) throw new Error(result.reason);
    return result.row;
  });
}

const fixture = (name: string) => mapped(readFileSync(`tests/fixtures/openimmo/${name}`, "utf8"));
const amenities = (row: MappedRow | undefined) => JSON.parse(row?.amenities ?? "[]") as string[];

/** One OpenImmo flat around `inner` (ausstattung, zustand_angaben, verwaltung_objekt …). */
function flat(inner: string): MappedRow {
  const [row] = mapped(`<openimmo><uebertragung umfang="TEIL"/><anbieter><firma>Muster</firma><immobilie>
    <objektkategorie><vermarktungsart KAUF="true"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1030</plz><ort>Wien</ort><etage>2</etage></geo>
    <preise><kaufpreis>450000</kaufpreis></preise>
    ${inner}
    <freitexte><objekttitel>Altbau im 2. Stock</objekttitel></freitexte>
    <verwaltung_techn><objektnr_intern>H-1</objektnr_intern><aktion/><openimmo_obid>OBH1</openimmo_obid></verwaltung_techn>
  </immobilie></anbieter></openimmo>`);
  if (!row) throw new Error("no row");
  return row;
}

describe("Heizung, Zustand and 'verfügbar ab' from the feed", () => {
  test("the estateOffice sample: Etagenheizung on gas, teil-/vollsaniert, available at once", () => {
    const [row] = fixture("openimmo-1.2.6-estateoffice-teil-change.xml");
    expect(row).toMatchObject({ heizungsart: "ETAGE", befeuerung: "GAS", zustand: "TEIL_VOLLSANIERT", verfuegbar_ab: "frei" });
    expect(codeLabels(HEIZUNGSART_LABELS, row?.heizungsart)).toEqual(["Etagenheizung"]);
    expect(codeLabels(BEFEUERUNG_LABELS, row?.befeuerung)).toEqual(["Gas"]);
    expect(codeLabel(ZUSTAND_LABELS, row?.zustand)).toBe("saniert");
    // Its open kitchen and parquet now reach the Ausstattung, beside the lift and the furniture.
    expect(amenities(row)).toEqual(["aufzug", "moebliert", "einbaukueche", "offene_kueche", "parkett"]);
  });

  test("the justimmo list: Fernwärme with Fußbodenheizung on Erdwärme, Erstbezug and 'sofort'", () => {
    const rows = fixture("justimmo-api-v1-realty-list-7-objects.xml");
    expect(rows.map((row) => row.heizungsart)).toContain("FERN, FUSSBODEN");
    const district = rows.find((row) => row.heizungsart === "FERN, FUSSBODEN");
    expect(district).toMatchObject({ befeuerung: "ERDWAERME" });
    expect(codeLabels(HEIZUNGSART_LABELS, district?.heizungsart)).toEqual(["Fernwärme", "Fußbodenheizung"]);
    expect(rows.map((row) => row.zustand)).toEqual(expect.arrayContaining(["ERSTBEZUG", "NEUWERTIG"]));
    expect(rows.map((row) => row.verfuegbar_ab)).toContain("sofort");
    // Objects without the elements say nothing.
    expect(rows.some((row) => row.heizungsart === null && row.zustand === null && row.verfuegbar_ab === null)).toBe(true);
  });

  test("the justimmo office for sale: its flags fill the Ausstattung, its date stays as written", () => {
    const [row] = fixture("justimmo-api-v1-realty-detail-buero-kauf.xml");
    expect(row).toMatchObject({ heizungsart: "FUSSBODEN", befeuerung: "SOLAR", verfuegbar_ab: "November 2015" });
    expect(amenities(row)).toEqual(
      expect.arrayContaining(["offene_kueche", "badewanne", "bad_fenster", "parkett", "kamin", "sauna", "alarmanlage", "tiefgarage"]),
    );
  });

  test("several flags are kept in the XSD's order, false ones dropped, codes written as the XSD does", () => {
    const row =
      flat(`<ausstattung><heizungsart FUSSBODEN="1" ZENTRAL="true" OFEN="0"/><befeuerung WASSER-ELEKTRO="1" LUFTWP="true"/></ausstattung>
      <zustand_angaben><zustand zustand_art=" voll_saniert "/></zustand_angaben>
      <verwaltung_objekt><verfuegbar_ab>  1. März 2027
</verfuegbar_ab></verwaltung_objekt>`);
    expect(row).toMatchObject({
      heizungsart: "ZENTRAL, FUSSBODEN",
      befeuerung: "LUFTWP, WASSER-ELEKTRO",
      zustand: "VOLL_SANIERT",
      verfuegbar_ab: "1. März 2027",
    });
  });

  test("unknown codes, empty elements and a paragraph instead of a date leave the columns empty or short; the object is imported", () => {
    const unknown = flat(`<ausstattung><heizungsart KAMIN="1"/><befeuerung ATOM="1"/></ausstattung>
      <zustand_angaben><zustand zustand_art="WIE_NEU"/></zustand_angaben>
      <verwaltung_objekt><verfuegbar_ab>   </verfuegbar_ab></verwaltung_objekt>`);
    expect(unknown).toMatchObject({ objektnr_intern: "H-1", heizungsart: null, befeuerung: null, zustand: null, verfuegbar_ab: null });
    expect(flat("")).toMatchObject({ heizungsart: null, befeuerung: null, zustand: null, verfuegbar_ab: null });
    const long = flat(
      `<verwaltung_objekt><verfuegbar_ab>${"Nach Absprache mit der Hausverwaltung und dem Vormieter ".repeat(4)}</verfuegbar_ab></verwaltung_objekt>`,
    );
    expect(long.verfuegbar_ab?.length).toBeLessThanOrEqual(60);
    expect(long.verfuegbar_ab).toMatch(/…$/);
  });
});

describe("a rent's term from max_mietdauer", () => {
  const term = (inner: string) => flat(`<verwaltung_objekt>${inner}</verwaltung_objekt>`).befristung;

  test("the justimmo list: 'unbefristet' and five years as max_dauer JAHR", () => {
    const rows = fixture("justimmo-api-v1-realty-list-7-objects.xml");
    expect(rows.map((row) => row.befristung)).toEqual(expect.arrayContaining(["unbefristet", "5 Jahre befristet"]));
  });

  test("units in German, singular for one; a number without a known unit or zero is not guessed", () => {
    expect(term(`<max_mietdauer max_dauer="monat">18</max_mietdauer>`)).toBe("18 Monate befristet");
    expect(term(`<max_mietdauer max_dauer="JAHR">1</max_mietdauer>`)).toBe("1 Jahr befristet");
    expect(term(`<max_mietdauer max_dauer="WOCHE">6</max_mietdauer>`)).toBe("6 Wochen befristet");
    expect(term(`<max_mietdauer>5</max_mietdauer>`)).toBeNull();
    expect(term(`<max_mietdauer max_dauer="JAHR">0</max_mietdauer>`)).toBeNull();
    expect(term(`<max_mietdauer> UNBEFRISTET </max_mietdauer>`)).toBe("unbefristet");
    expect(term(`<max_mietdauer>   </max_mietdauer>`)).toBeNull();
    expect(term("")).toBeNull();
  });

  test("other words stay as short text, never a paragraph", () => {
    expect(term(`<max_mietdauer>befristet bis Ende 2028</max_mietdauer>`)).toBe("befristet bis Ende 2028");
    const long = term(`<max_mietdauer>${"befristet nach Vereinbarung mit der Eigentümerin ".repeat(3)}</max_mietdauer>`);
    expect(long?.length).toBeLessThanOrEqual(40);
  });
});

test("a house's Grundstücksfläche is stored beside its Wohnfläche, a flat without one has none", () => {
  expect(flat("<flaechen><wohnflaeche>164</wohnflaeche><grundstuecksflaeche>1110</grundstuecksflaeche></flaechen>")).toMatchObject({
    wohnflaeche: 164,
    grundstuecksflaeche: 1110,
  });
  expect(flat("<flaechen><wohnflaeche>64</wohnflaeche></flaechen>").grundstuecksflaeche).toBeNull();
});
