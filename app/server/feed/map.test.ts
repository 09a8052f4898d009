import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { PROPERTY_WRITE_COLUMNS } from "~/db/property-columns";
import { deriveObjektnrIntern, type MappedRow, mapImmobilie } from "./map";
import { parseFeed } from "./parse";

function mapFile(name: string) {
  const feed = parseFeed(readFileSync(`tests/fixtures/openimmo/${name}`, "utf8"));
  return { feed, results: feed.objects.map((o) => mapImmobilie(o.node, o)) };
}

function rowsOf(name: string): MappedRow[] {
  return mapFile(name).results.map((r) => {
    if (!r.ok) throw new Error(r.reason);
    return r.row;
  });
}

const images = (row: MappedRow) => JSON.parse(row.bilder_urls) as string[];

describe("sample feeds (tests/fixtures/openimmo, see SOURCES.md)", () => {
  test("justimmo detail: office for sale in 1030 Wien", () => {
    const [row] = rowsOf("justimmo-api-v1-realty-detail-buero-kauf.xml");
    expect(row).toMatchObject({
      objektnr_intern: "195439",
      objektnr_extern: "34",
      openimmo_obid: "OBGC201309171129328278o9prei3s5",
      objekttitel: "DEMOOBJEKT! Elegantes Büro neben Bristol und Oper",
      lage: "Im schönen Grünen",
      objektart: "buero_praxen/PRAXIS",
      property_type: "office",
      angebot_typ: "Kauf",
      status: "SALE",
      objektstatus: "aktiv",
      plz: "1030",
      ort: "Wien",
      bundesland: "Wien",
      district_label: "Wien 3. Bezirk",
      kaufpreis: 450000,
      price_value: 450000,
      gesamtmietebrutto: null,
      betriebskostennetto: 500,
      heizkostennetto: 126,
      sonstigekostennetto: 15,
      monatlichekostenbrutto: 906.6,
      kaution_text: "3 Bruttomonatsmieten",
      aussen_courtage: "16.200,00 € inkl. 20% USt.",
      nutzflaeche: 150,
      wohnflaeche: null,
      area_value: 150,
      garagen_flaeche: 20.57,
      stellplatz_flaeche: 36.85,
      anzahl_stellplaetze: 2,
      kueche: "OFFEN",
      fahrstuhl: "PERSONEN",
      hwbwert: 44,
      hwbklasse: "B",
      fgeewert: 0.96,
      fgeeklasse: "B",
      energie_gueltig_bis: "2012-09-12",
      // the approximate position (ungenaue_verortung_*), never the exact one
      lat_ungenaeher: 48.2545374,
      lon_ungenaeher: 16.4100298,
      umkreis_meter: 250,
      address: "Stephansplatz 1",
      kontakt_name: "Diem",
      kontakt_vorname: "Alexander",
      kontakt_tel: "+43 1 888 74 72",
      kontakt_email: "a.diem@bgcc.at",
      kontakt_firma: "B&G Consulting & Commerce GmbH - 7",
      kontakt_url: "https://testversion.justimmo.at/",
      kontakt_feedback_email: "1599-201312-9d80416d@oi-feedback.justimmo.at",
    });
    // The ausstattung flags (open kitchen, bath, floor, fireplace, sauna, alarm, underground parking,
    // cable TV) as the Ausstattung's chips (ADR 0362).
    expect(JSON.parse(row?.amenities ?? "")).toEqual([
      "garage",
      "stellplatz",
      "aufzug",
      "einbaukueche",
      "offene_kueche",
      "badewanne",
      "bad_fenster",
      "parkett",
      "kamin",
      "sauna",
      "alarmanlage",
      "tiefgarage",
      "kabel_sat_tv",
    ]);
    // 11 pictures, title image first, the LINKS attachment left out, http upgraded to https
    const pics = images(row as MappedRow);
    expect(pics).toHaveLength(11);
    expect(pics[0]).toBe("https://files.justimmo.at/public/pic/big/AHA0s6aAaT.jpg");
    expect(row?.titelbild_url).toBe(pics[0]);
    expect(pics).not.toContain("https://www.justimmo.at/");
    // entity-escaped HTML arrives as sanitised HTML, &#13; dropped
    expect(row?.objektbeschreibung).toMatch(/^<p>DEMOOBJEKT! Bitte nicht anfragen!<\/p>/);
    expect(row?.objektbeschreibung).not.toMatch(/\r|&lt;/);
  });

  test("justimmo list: seven objects, energy in energiepass, justimmo rent prices, floor strings", () => {
    const { feed, results } = mapFile("justimmo-api-v1-realty-list-7-objects.xml");
    expect(feed).toMatchObject({ root: "justimmo", transfer: "VOLL" });
    const rows = results.map((r) => (r.ok ? r.row : null));
    expect(rows.map((r) => r?.objektnr_intern)).toEqual(["436942", "195429", "195425", "195422", "66079", "66078", "195425"]);
    expect(rows.map((r) => r?.objektnr_extern)).toEqual(["O-7/154", "O-7/899", "O-7/33439", "O-7/19", "O-7/18", "O-7/80", "112"]);
    const [house, land, flat, office, kg, dg, flat2] = rows as MappedRow[];
    expect(house).toMatchObject({
      openimmo_obid: "OBGC2015063011462764948h6rlswr7",
      objektart: "haus/REIHENHAUS",
      property_type: "house",
      kaufpreis: 2200000,
      nutzflaeche: 4000,
      etage: "EG",
      hwbklasse: "A",
      fgeeklasse: "B",
    });
    expect(land).toMatchObject({
      objektart: "land_und_forstwirtschaft",
      property_type: "land",
      kaufpreis: 275000,
      wohnflaeche: 77,
      anzahl_zimmer: 4,
      hwbwert: 23,
      hwbklasse: "A",
      fgeewert: 1.01,
      fgeeklasse: "C",
    });
    expect(flat).toMatchObject({
      objektstatus: "vermittelt",
      status: "RENT",
      angebot_typ: "Miete/Pacht",
      gesamtmietebrutto: 1280,
      price_value: 1280,
      kaution_text: "2,00 €",
      hwbwert: 20,
      fgeewert: 0.99,
      lat_ungenaeher: 48.2087578,
      lon_ungenaeher: 16.3911503,
      umkreis_meter: 500,
      address: "Seidlgasse 2",
    });
    // warmmiete is justimmo's gross total rent; netto = warmmiete − gesamtmiete_ust
    expect(office).toMatchObject({
      gesamtmietebrutto: 10460,
      gesamtmietenetto: 9585,
      etage: "16",
      baujahr: 2008,
      hwbklasse: "A++",
      hwbwert: 10,
      fgeewert: 0.69,
      kueche: "EBK",
    });
    expect(dg).toMatchObject({
      etage: "1. DG",
      kaufpreis: 120000,
      reparaturruecklage_netto: 230,
      balkon_terrasse_flaeche: 20,
      kontakt_name: "Stehmann",
      kontakt_vorname: "Aurel",
    });
    expect(kg).toMatchObject({ etage: "2. KG", kaufpreis: 200000, balkon_terrasse_flaeche: 12, lat_ungenaeher: 48.2087578 });
    expect(flat2).toMatchObject({
      gesamtmietenetto: 1480,
      gesamtmietebrutto: 1740,
      umkreis_meter: 250,
      energie_gueltig_bis: "2018-12-26",
      hwbwert: 123,
    });
    // double-escaped entities (&amp;uuml;) end up as the letter
    expect(land?.objektbeschreibung).toContain("Grünruhelage");
    expect(images(land as MappedRow)[0]).toBe(land?.titelbild_url);
    expect(images(land as MappedRow)).toHaveLength(9);
    for (const row of rows) expect(row?.kontakt_feedback_email).toMatch(/@oi-feedback\.justimmo\.at$/);
  });

  test("justimmo 2013 detail: one line, energy only in epass_* fields, KAUF and MIETE_PACHT both set", () => {
    const [row] = rowsOf("justimmo-api-v1-realty-detail-2013-minified.xml");
    expect(row).toMatchObject({
      objektnr_intern: "195439",
      objektnr_extern: "34",
      openimmo_obid: "OBGC201309171129328278o9prei3s5",
      angebot_typ: "Kauf, Miete/Pacht",
      status: "RENT",
      objektstatus: "verkauft",
      kaufpreis: null,
      gesamtmietebrutto: 60000,
      price_value: 60000,
      betriebskostennetto: 50000,
      heizkostennetto: 10000,
      hwbwert: 44,
      hwbklasse: "B",
      fgeewert: 0.96,
      fgeeklasse: "B",
      plz: "2460",
      district_label: null,
      lat_ungenaeher: 48.0168636,
      lon_ungenaeher: 16.7801812,
      nutzflaeche: 15,
      kontakt_email: "a.diem@bgcc.at",
    });
    expect(images(row as MappedRow)).toHaveLength(8);
    expect(row?.titelbild_url).toBe("https://files.justimmo.at/public/pic/big/AH6hJRzdDi.jpg");
  });

  test("justimmo summary list: flat id / objektnummer / titel fields", () => {
    const { feed, results } = mapFile("justimmo-api-v1-realty-list-summary-format.xml");
    expect(feed.transfer).toBe("VOLL");
    const rows = results.map((r) => (r.ok ? r.row : null));
    expect(rows.map((r) => [r?.objektnr_intern, r?.objektnr_extern, r?.openimmo_obid])).toEqual([
      ["123456", "123", null],
      ["123457", "124", null],
      ["123458", "125", null],
    ]);
    expect(rows[0]).toMatchObject({
      objekttitel: "Test object",
      ort: "Some Place",
      plz: "1234",
      angebot_typ: "Kauf",
      status: "SALE",
      kaufpreis: null,
      bilder_urls: "[]",
    });
    expect(rows[0]?.objektbeschreibung).toContain("<li>point one</li>");
  });

  test("estateOffice OpenImmo 1.2.6: BOM, CRLF, namespaces, TEIL, true/false flags, empty elements", () => {
    const { feed, results } = mapFile("openimmo-1.2.6-estateoffice-teil-change.xml");
    expect(feed).toMatchObject({ root: "openimmo", transfer: "TEIL" });
    const result = results[0];
    expect(result?.ok && result.action).toBe("upsert");
    const row = result?.ok ? result.row : null;
    expect(row).toMatchObject({
      objektnr_intern: "XXXX",
      objektnr_extern: "IC1955",
      openimmo_obid: "XXXX",
      objekttitel: "Ruhiglage! Sanierte Altbauwohnung mit Balkon",
      objektart: "wohnung/ETAGE",
      angebot_typ: "Kauf",
      kaufpreis: 277000,
      wohnflaeche: 55,
      anzahl_zimmer: 2,
      baujahr: 1905,
      etage: "1",
      plz: "10585",
      ort: "Berlin",
      kueche: "OFFEN",
      fahrstuhl: "PERSONEN",
      hwbwert: null,
      kontakt_tel: "+49 30 0000000",
      kontakt_email: "xxx@xxx.de",
      kontakt_firma: "Muserfirma",
      // bare file names from a ZIP push feed have no public URL here (map.ts pictureUrls)
      titelbild_url: null,
      bilder_urls: "[]",
    });
    expect(JSON.parse(row?.amenities ?? "")).toEqual(["aufzug", "moebliert", "einbaukueche", "offene_kueche", "parkett"]);
    // plain-text description becomes a paragraph with line breaks
    expect(row?.objektbeschreibung).toMatch(/^<p>Informationen zur Wohnung:<br>- sehr ruhig gelegen im Hinterhaus!<br>/);
  });
});

function inline(body: string, { root = "openimmo", prefix = "" } = {}): ReturnType<typeof mapImmobilie> {
  const p = prefix ? `${prefix}:` : "";
  const ns = prefix ? ` xmlns:${prefix}="http://www.openimmo.de"` : "";
  const xml =
    root === "openimmo"
      ? `<${p}openimmo${ns}><${p}uebertragung umfang="VOLL"/><${p}anbieter><${p}immobilie>${body}</${p}immobilie></${p}anbieter></${p}openimmo>`
      : `<justimmo><immobilie>${body}</immobilie></justimmo>`;
  const feed = parseFeed(xml);
  const first = feed.objects[0];
  if (!first) throw new Error("no object");
  return mapImmobilie(first.node, first);
}

const ids =
  "<verwaltung_techn><objektnr_intern>1</objektnr_intern><objektnr_extern>E-1</objektnr_extern></verwaltung_techn><freitexte><objekttitel>T</objekttitel></freitexte>";

function row(body: string, options?: Parameters<typeof inline>[1]): MappedRow {
  const result = inline(`${ids}${body}`, options);
  if (!result.ok) throw new Error(result.reason);
  return result.row;
}

test("a mapped row sets exactly the shared write columns the seed writes too", () => {
  // app/db/property-columns.ts: the writer sets these columns; a missing one would keep an old value.
  expect(Object.keys(row("")).sort()).toEqual([...PROPERTY_WRITE_COLUMNS].sort());
});

describe("feed quirks", () => {
  test("energy values: energiepass first, then zustand_angaben, then epass_* fields", () => {
    const all = `<zustand_angaben><energiepass><hwbwert>30</hwbwert><hwbklasse>B</hwbklasse></energiepass><hwbwert>40</hwbwert><fgeewert>0,85</fgeewert>
      <user_defined_simplefield feldname="epass_hwbwert">50</user_defined_simplefield><user_defined_simplefield feldname="epass_fgeeklasse">A+</user_defined_simplefield></zustand_angaben>`;
    expect(row(all)).toMatchObject({ hwbwert: 30, hwbklasse: "B", fgeewert: 0.85, fgeeklasse: "A+" });
    expect(row("<zustand_angaben><hwbwert>40</hwbwert></zustand_angaben>").hwbwert).toBe(40);
    expect(
      row('<zustand_angaben><user_defined_simplefield feldname="EPASS_HWBWERT">55,5\n</user_defined_simplefield></zustand_angaben>')
        .hwbwert,
    ).toBe(55.5);
  });

  test("values with units, currency and German decimal commas", () => {
    const r = row(
      "<preise><kaufpreis>1.234,56</kaufpreis><kaution_text>2,00 €</kaution_text><abstand>€ 5.000,-</abstand></preise><flaechen><wohnflaeche>85 m²</wohnflaeche><anzahl_zimmer>2,5</anzahl_zimmer><nutzflaeche>1.234.567</nutzflaeche></flaechen>",
    );
    expect(r).toMatchObject({
      kaufpreis: 1234.56,
      kaution_text: "2,00 €",
      abstand: 5000,
      wohnflaeche: 85,
      anzahl_zimmer: 2.5,
      nutzflaeche: 1234567,
    });
  });

  test("booleans as 1/0 and true/false", () => {
    expect(row('<objektkategorie><vermarktungsart KAUF="0" MIETE_PACHT="1"/></objektkategorie>')).toMatchObject({
      angebot_typ: "Miete/Pacht",
      status: "RENT",
    });
    expect(row('<objektkategorie><vermarktungsart KAUF="true" MIETE_PACHT="false"/></objektkategorie>')).toMatchObject({
      angebot_typ: "Kauf",
      status: "SALE",
    });
    expect(row('<ausstattung><kueche EBK="1" OFFEN="0"/><fahrstuhl PERSONEN="true" LASTEN="false"/></ausstattung>')).toMatchObject({
      kueche: "EBK",
      fahrstuhl: "PERSONEN",
    });
    expect(
      row(
        "<verwaltung_objekt><objektadresse_freigeben>false</objektadresse_freigeben></verwaltung_objekt><geo><strasse>Gasse</strasse></geo>",
      ).address,
    ).toBeNull();
    expect(
      row(
        "<verwaltung_objekt><objektadresse_freigeben>true</objektadresse_freigeben></verwaltung_objekt><geo><strasse>Gasse</strasse><hausnummer>3</hausnummer></geo>",
      ).address,
    ).toBe("Gasse 3");
  });

  test("aktion is compared case-insensitively; DELETE carries the keys", () => {
    for (const aktion of ["DELETE", "delete", "Delete"]) {
      const result = inline(`<verwaltung_techn><objektnr_intern>7</objektnr_intern><aktion aktionart="${aktion}"/></verwaltung_techn>`);
      expect(result.action).toBe("delete");
      expect(result.keys?.intern).toBe("7");
    }
    for (const aktion of ["CHANGE", "change", "NEW", "", "REFERENZ"])
      expect(inline(`${ids.replace("</verwaltung_techn>", `<aktion aktionart="${aktion}"/></verwaltung_techn>`)}`).action).toBe("upsert");
  });

  test("CDATA descriptions keep their HTML, sanitised", () => {
    const result = inline(
      '<verwaltung_techn><objektnr_intern>1</objektnr_intern></verwaltung_techn><freitexte><objekttitel>T</objekttitel><objektbeschreibung><![CDATA[<p>Sonnig &amp; ruhig<br><script>x()</script><b onclick="y()">fett</b></p>]]></objektbeschreibung></freitexte>',
    );
    expect(result.ok && result.row.objektbeschreibung).toBe("<p>Sonnig &amp; ruhig<br><b>fett</b></p>");
  });

  test("a description only in objekt_text (CDATA with <br>) is the description, German first", () => {
    const texts = (freitexte: string) => {
      const result = inline(
        `<verwaltung_techn><objektnr_intern>1</objektnr_intern></verwaltung_techn><freitexte><objekttitel>T</objekttitel>${freitexte}</freitexte>`,
      );
      if (!result.ok) throw new Error(result.reason);
      return result.row;
    };
    expect(
      texts('<objekt_text lang="de"><![CDATA[Helle Wohnung<br>mit Balkon<script>x()</script>]]></objekt_text>').objektbeschreibung,
    ).toBe("Helle Wohnung<br>mit Balkon");
    const languages = '<objekt_text lang="en">Bright flat</objekt_text><objekt_text lang="de-AT">Helle Wohnung</objekt_text>';
    expect(texts(languages).objektbeschreibung).toBe("<p>Helle Wohnung</p>");
    expect(texts('<objekt_text lang="en">Bright flat</objekt_text>').objektbeschreibung).toBe("<p>Bright flat</p>");
    // objektbeschreibung wins over objekt_text; the three-line teaser is the last resort.
    expect(texts(`<objektbeschreibung>Haupttext</objektbeschreibung>${languages}`).objektbeschreibung).toBe("<p>Haupttext</p>");
    expect(texts("<dreizeiler>Kurz und bündig\nZeile zwei</dreizeiler>").objektbeschreibung).toBe("<p>Kurz und bündig<br>Zeile zwei</p>");
    expect(texts("<dreizeiler/>").objektbeschreibung).toBeNull();
  });

  test("ausstatt_beschr and sonstige_angaben are kept as sanitised HTML of their own", () => {
    const result = inline(
      '<verwaltung_techn><objektnr_intern>1</objektnr_intern></verwaltung_techn><freitexte><objekttitel>T</objekttitel><objektbeschreibung>B</objektbeschreibung><ausstatt_beschr><![CDATA[<ul><li>Parkett</li><li onclick="x()">Einbauküche</li></ul>]]></ausstatt_beschr><sonstige_angaben>Provisionsfrei für Käufer.\n\nBesichtigung nach Vereinbarung.</sonstige_angaben></freitexte>',
    );
    expect(result.ok && result.row).toMatchObject({
      ausstatt_beschr: "<ul><li>Parkett</li><li>Einbauküche</li></ul>",
      sonstige_angaben: "<p>Provisionsfrei für Käufer.</p><p>Besichtigung nach Vereinbarung.</p>",
    });
    expect(row("")).toMatchObject({ ausstatt_beschr: null, sonstige_angaben: null });
  });

  test("namespace prefixes are ignored: elements match by local name", () => {
    const body =
      "<oi:verwaltung_techn><oi:objektnr_intern>9</oi:objektnr_intern></oi:verwaltung_techn><oi:freitexte><oi:objekttitel>Mit Präfix</oi:objekttitel></oi:freitexte><oi:preise><oi:kaufpreis>100</oi:kaufpreis></oi:preise>";
    const result = inline(body, { prefix: "oi" });
    expect(result.ok && result.row).toMatchObject({ objektnr_intern: "9", objekttitel: "Mit Präfix", kaufpreis: 100 });
  });

  test("BOM, CRLF line ends and empty elements", () => {
    const xml =
      '\uFEFF<?xml version="1.0"?>\r\n<openimmo>\r\n<uebertragung umfang="VOLL" />\r\n<anbieter><firma/>\r\n<immobilie><preise><kaufpreis /><stp_garage /></preise><geo><plz></plz><ort>Wien</ort></geo>\r\n<verwaltung_techn><objektnr_intern>5</objektnr_intern><openimmo_obid/></verwaltung_techn></immobilie></anbieter></openimmo>\r\n';
    const feed = parseFeed(xml);
    const first = feed.objects[0];
    const result = first ? mapImmobilie(first.node, first) : null;
    expect(result?.ok && result.row).toMatchObject({
      objektnr_intern: "5",
      openimmo_obid: null,
      kaufpreis: null,
      plz: null,
      ort: "Wien",
      kontakt_firma: null,
    });
  });

  test("justimmo's political district and objektart label fields", () => {
    const r = row(
      '<geo><user_defined_simplefield feldname="politischer_bezirk">Wien 3., Landstraße</user_defined_simplefield></geo><objektkategorie><user_defined_simplefield feldname="objektart_name">Haus</user_defined_simplefield></objektkategorie>',
    );
    expect(r).toMatchObject({ politischer_bezirk: "Wien 3., Landstraße", objektart: "Haus", property_type: "house" });
  });

  test("mixed content: stray text between elements is ignored", () => {
    expect(row('<objektkategorie><nutzungsart WOHNEN="1"/>f<vermarktungsart KAUF="1"/></objektkategorie>').angebot_typ).toBe("Kauf");
  });

  test("images: title image first, only picture groups, https", () => {
    const anhang = (gruppe: string | null, url: string, format = "jpg") =>
      `<anhang location="REMOTE"${gruppe ? ` gruppe="${gruppe}"` : ""}><format>${format}</format><daten><pfad>${url}</pfad></daten></anhang>`;
    const r = row(
      `<anhaenge>${anhang("GRUNDRISS", "http://x.at/plan.png")}${anhang(null, "https://x.at/a.jpg")}${anhang("DOKUMENTE", "https://x.at/expose.pdf", "pdf")}${anhang("TITELBILD", "https://x.at/title.jpg")}${anhang(null, "https://x.at/doc.pdf", "pdf")}${anhang("BILD", "javascript:alert(1)")}${anhang("INNENANSICHTEN", "bild.jpg")}</anhaenge>`,
    );
    expect(JSON.parse(r.bilder_urls)).toEqual(["https://x.at/title.jpg", "https://x.at/plan.png", "https://x.at/a.jpg"]);
    expect(r.titelbild_url).toBe("https://x.at/title.jpg");
  });

  test("an object without any number is skipped with a reason", () => {
    const result = inline("<freitexte><objekttitel>Ohne Nummer</objekttitel></freitexte>");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain("ohne Objektnummer");
  });

  test("without objektnr_intern a stable URL key is derived from objektnr_extern, else the obid", () => {
    const a = inline(
      "<verwaltung_techn><objektnr_extern>O-7/33439</objektnr_extern></verwaltung_techn><freitexte><objekttitel>T</objekttitel></freitexte>",
    );
    expect(a.ok && a.row.objektnr_intern).toBe(deriveObjektnrIntern("O-7/33439"));
    expect(deriveObjektnrIntern("O-7/33439")).toMatch(/^O-7-33439-[0-9a-f]{8}$/);
    expect(deriveObjektnrIntern("O-7/33439")).not.toBe(deriveObjektnrIntern("O-7-33439"));
    expect(deriveObjektnrIntern("IC1955")).toBe("IC1955");
    const b = inline(
      "<verwaltung_techn><openimmo_obid>OBX1</openimmo_obid></verwaltung_techn><freitexte><objekttitel>T</objekttitel></freitexte>",
    );
    expect(b.ok && b.row).toMatchObject({ objektnr_intern: "OBX1", openimmo_obid: "OBX1", objektnr_extern: null });
  });

  test("derived columns and amenities come from deriveColumns plus explicit feed flags", () => {
    const r = row(
      '<geo><plz>1190</plz></geo><preise><kaufpreis>500000</kaufpreis></preise><flaechen><wohnflaeche>120</wohnflaeche><anzahl_terrassen>1</anzahl_terrassen><kellerflaeche>10</kellerflaeche></flaechen><ausstattung><gartennutzung>true</gartennutzung><klimatisiert>1</klimatisiert><moebliert moeb="TEIL"/></ausstattung><objektkategorie><objektart><haus haustyp="VILLA"/></objektart></objektkategorie>',
    );
    expect(r).toMatchObject({
      property_type: "villa",
      district_label: "Wien 19. Bezirk",
      price_value: 500000,
      area_value: 120,
      objektart: "haus/VILLA",
    });
    expect(JSON.parse(r.amenities)).toEqual(["garten", "terrasse", "keller", "moebliert", "klimaanlage"]);
    expect(r.search_text).toBe("t");
  });
});
