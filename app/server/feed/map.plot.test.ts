// A plot's structured facts from the feed (ADR 0339): the Widmung from a user_defined_simplefield
// named "widmung", the Erschließung and 'bebaubar nach' codes of zustand_angaben, Altlasten as text,
// and the plot's size from grundstuecksflaeche when it has no nutzflaeche. Our own small samples.
import { describe, expect, test } from "vitest";
import { BEBAUBAR_NACH_LABELS, codeLabel, ERSCHLIESSUNG_LABELS } from "~/lib/listing-facts";
import { type MappedRow, mapImmobilie } from "./map";
import { parseFeed } from "./parse";

function mapped(xml: string): MappedRow[] {
  return parseFeed(xml).objects.map((object) => {
    const result = mapImmobilie(object.node, object);
    if (!result.ok) throw new Error(result.reason);
    return result.row;
  });
}

/** One OpenImmo object around `inner` (objektart, flaechen, zustand_angaben …). */
function plot(inner: string, objektart = '<grundstueck grundst_typ="GEWERBE"/>'): MappedRow {
  const [row] = mapped(
    `<?xml version="1.0" encoding="UTF-8"?>
<openimmo>
  <uebertragung umfang="TEIL"/>
  <anbieter>
    <firma>Muster Immobilien</firma>
    <immobilie>
      <objektkategorie><vermarktungsart KAUF="true"/><objektart>${objektart}</objektart></objektkategorie>
      <geo><plz>2345</plz><ort>Brunn am Gebirge</ort></geo>
      <preise><kaufpreis>1200000</kaufpreis></preise>
      ${inner}
      <freitexte><objekttitel>Betriebsgrund an der Südautobahn</objekttitel></freitexte>
      <verwaltung_techn><objektnr_intern>P-1</objektnr_intern><aktion/><openimmo_obid>OBPLOT1</openimmo_obid></verwaltung_techn>
    </immobilie>
  </anbieter>
</openimmo>`,
  );
  if (!row) throw new Error("no row");
  return row;
}

describe("plot facts from the feed", () => {
  test("Widmung, Erschließung, bebaubar nach and Altlasten are read into their columns", () => {
    const row = plot(`
      <flaechen><grundstuecksflaeche>3418</grundstuecksflaeche></flaechen>
      <zustand_angaben>
        <erschliessung erschl_attr="VOLLERSCHLOSSEN"/>
        <bebaubar_nach bebaubar_attr="BAULAND_OHNE_B_PLAN"/>
        <altlasten>Keine Eintragung im Verdachtsflächenkataster.</altlasten>
        <user_defined_simplefield feldname="widmung">Bauland-Betriebsgebiet
</user_defined_simplefield>
      </zustand_angaben>`);
    expect(row).toMatchObject({
      widmung: "Bauland-Betriebsgebiet",
      erschliessung: "VOLLERSCHLOSSEN",
      bebaubar_nach: "BAULAND_OHNE_B_PLAN",
      altlasten: "Keine Eintragung im Verdachtsflächenkataster.",
      // A plot without nutzflaeche: its grundstuecksflaeche is its Grundfläche.
      nutzflaeche: 3418,
      property_type: "land",
    });
  });

  test("the codes are matched leniently and stored as the XSD writes them", () => {
    const row = plot(
      '<zustand_angaben><erschliessung erschl_attr=" ortsueblicherschlossen "/><bebaubar_nach bebaubar_attr="kein_bauland"/></zustand_angaben>',
    );
    expect(row.erschliessung).toBe("ORTSUEBLICHERSCHLOSSEN");
    expect(row.bebaubar_nach).toBe("KEIN BAULAND");
  });

  test("an unknown code, an empty attribute or no zustand_angaben leave the columns empty, and the object is still imported", () => {
    const unknown = plot(
      '<zustand_angaben><erschliessung erschl_attr="HALB"/><bebaubar_nach bebaubar_attr=""/><altlasten>  </altlasten></zustand_angaben>',
    );
    expect(unknown).toMatchObject({ objektnr_intern: "P-1", erschliessung: null, bebaubar_nach: null, altlasten: null, widmung: null });
    expect(plot("")).toMatchObject({ erschliessung: null, bebaubar_nach: null, altlasten: null, widmung: null });
  });

  test("the Widmung only from a field named widmung (also on the object itself), never guessed from others", () => {
    const onObject = plot('<user_defined_simplefield feldname="Widmung">Bauland-Wohngebiet, Bauklasse I</user_defined_simplefield>');
    expect(onObject.widmung).toBe("Bauland-Wohngebiet, Bauklasse I");
    const other = plot(
      '<zustand_angaben><user_defined_simplefield feldname="flaechenwidmung_alt">Grünland</user_defined_simplefield></zustand_angaben>',
    );
    expect(other.widmung).toBeNull();
  });

  test("markup in the texts is dropped and a long Altlasten text is cut at a word", () => {
    const long = `${"Das Gutachten nennt keine Belastung des Bodens. ".repeat(20)}Ende`;
    const row = plot(
      `<zustand_angaben><altlasten>&lt;b&gt;${long}&lt;/b&gt;</altlasten><user_defined_simplefield feldname="widmung">&lt;p&gt;Bauland-Kerngebiet&lt;/p&gt;</user_defined_simplefield></zustand_angaben>`,
    );
    expect(row.widmung).toBe("Bauland-Kerngebiet");
    expect(row.altlasten?.length).toBeLessThanOrEqual(500);
    expect(row.altlasten).toMatch(/^Das Gutachten .* …$/);
    expect(row.altlasten).not.toContain("<");
  });

  test("a house's grundstuecksflaeche is not its Nutzfläche", () => {
    const house = plot("<flaechen><wohnflaeche>140</wohnflaeche><grundstuecksflaeche>620</grundstuecksflaeche></flaechen>", "<haus/>");
    expect(house.nutzflaeche).toBeNull();
    expect(house.wohnflaeche).toBe(140);
  });
});

test("the codes in words; an unknown one has none", () => {
  expect(codeLabel(ERSCHLIESSUNG_LABELS, "VOLLERSCHLOSSEN")).toBe("voll erschlossen");
  expect(codeLabel(ERSCHLIESSUNG_LABELS, "TEILERSCHLOSSEN")).toBe("teilweise erschlossen");
  expect(codeLabel(ERSCHLIESSUNG_LABELS, "UNERSCHLOSSEN")).toBe("nicht erschlossen");
  expect(codeLabel(ERSCHLIESSUNG_LABELS, "ORTSUEBLICHERSCHLOSSEN")).toBe("ortsüblich erschlossen");
  expect(codeLabel(BEBAUBAR_NACH_LABELS, "B_PLAN")).toBe("Bebauungsplan");
  expect(codeLabel(BEBAUBAR_NACH_LABELS, "KEIN BAULAND")).toBe("kein Bauland");
  expect(codeLabel(ERSCHLIESSUNG_LABELS, "voll erschlossen")).toBeNull();
  expect(codeLabel(ERSCHLIESSUNG_LABELS, null)).toBeNull();
});
