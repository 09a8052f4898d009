// The Nebenkostenübersicht as a pure function: sale and rental examples, the commission rules,
// and the broker's status from the legal terms.
import { describe, expect, test } from "vitest";
import { faggInfoLines } from "./fagg";
import { DEFAULT_LEGAL_TERMS, legalTermsFrom } from "./legal-terms";
import { besidePriceRows, type NebenkostenListing, nebenkostenTextLines, nebenkostenUebersicht } from "./nebenkosten";
import { propertyLegalInfo } from "./property-legal";

const listing = (overrides: Partial<NebenkostenListing>): NebenkostenListing => ({
  status: "SALE",
  property_type: "apartment",
  kaufpreis: null,
  gesamtmietebrutto: null,
  gesamtmietenetto: null,
  aussen_courtage: null,
  kaution_text: null,
  abstand: null,
  ...overrides,
});

describe("sale", () => {
  test("€ 350.000 with 3 % plus VAT: every figure and the sum", () => {
    const overview = nebenkostenUebersicht(listing({ kaufpreis: 350_000, aussen_courtage: "3 % zzgl. 20 % USt." }), DEFAULT_LEGAL_TERMS);
    // The commission in one line, amount and rule; the mortgage rate once; per cent signs tied to their figures.
    expect(nebenkostenTextLines(overview).slice(0, 7)).toEqual([
      "Grunderwerbsteuer (3,5\u00a0%): €\u00a012.250",
      "Grundbuchseintragung Eigentum (1,1\u00a0%): €\u00a03.850",
      "Provision: €\u00a012.600 (3\u00a0% zzgl. 20\u00a0% USt.)",
      "Vertragserrichtung und Treuhand (etwa 1,5\u00a0%): €\u00a06.300 (Schätzung inkl. 20\u00a0% USt., zuzüglich Barauslagen)",
      "Kaufnebenkosten gesamt: €\u00a035.000",
      "Kaufpreis samt Nebenkosten: €\u00a0385.000",
      "Pfandrechtseintragung: 1,2\u00a0% des Darlehens (nur bei Finanzierung mit Hypothek)",
    ]);
    expect(overview.title).toBe("Einmalige Kosten");
    expect(overview.provision).toBe("3\u00a0% zzgl. 20\u00a0% USt.");
  });

  test("without a price only the rates; without a stated commission the staff default", () => {
    const overview = nebenkostenUebersicht(listing({}), DEFAULT_LEGAL_TERMS);
    expect(overview.lines[0]?.value).toBe("3,5\u00a0% des Kaufpreises");
    expect(overview.provision).toBe("3\u00a0% des Kaufpreises zuzüglich 20\u00a0% USt. (unser Standardsatz)");
  });

  test("a provisionsfrei listing costs the buyer nothing", () => {
    const overview = nebenkostenUebersicht(listing({ kaufpreis: 100_000, aussen_courtage: "provisionsfrei" }), DEFAULT_LEGAL_TERMS);
    expect(overview.lines.find((line) => line.label === "Provision")?.value).toBe("€\u00a00");
  });
});

describe("rent", () => {
  test("a residential rental is provisionsfrei unless the feed states a commission", () => {
    expect(nebenkostenUebersicht(listing({ status: "RENT" }), DEFAULT_LEGAL_TERMS).provision).toContain("provisionsfrei");
    expect(nebenkostenUebersicht(listing({ status: "RENT", aussen_courtage: "2 BMM" }), DEFAULT_LEGAL_TERMS).provision).toBe("2 BMM");
  });

  test("business premises take the staff default and owe the contract fee", () => {
    const overview = nebenkostenUebersicht(listing({ status: "RENT", property_type: "office" }), DEFAULT_LEGAL_TERMS);
    expect(overview.provision).toBe("3 Bruttomonatsmieten zuzüglich 20\u00a0% USt. (unser Standardsatz)");
    expect(overview.lines.find((line) => line.label === "Vertragsgebühr")?.value).toBe("1\u00a0% der Bruttomiete der Vertragsdauer");
  });
});

test("stored terms override the defaults; the FAGG lines name broker and commission", () => {
  const terms = legalTermsFrom([
    { key: "doppelmakler", value: "0" },
    { key: "firma", value: "Muster Makler GmbH" },
    { key: "unbekannt", value: "x" },
    { key: "telefon", value: "  " },
  ]);
  expect(terms.doppelmakler).toBe(false);
  expect(terms.firma).toBe("Muster Makler GmbH");
  expect(terms.telefon).toBe(DEFAULT_LEGAL_TERMS.telefon);
  const overview = nebenkostenUebersicht(listing({ kaufpreis: 200_000 }), terms);
  expect(overview.broker[1]).toContain("nicht als Doppelmakler");
  const lines = faggInfoLines(terms, overview.provision, "https://www.example.at");
  expect(lines[0]).toMatch(/^Makler: Muster Makler GmbH, /);
  expect(lines[2]).toContain("https://www.example.at/widerruf");
});

test("the broker's role names only the other side this listing has: a sale's Verkäufer:in, a rent's Vermieter:in", () => {
  const sale = nebenkostenUebersicht(listing({ kaufpreis: 200_000 }), DEFAULT_LEGAL_TERMS).broker.join(" ");
  expect(sale).toContain("für die abgebende Seite (Verkäufer:in)");
  expect(sale).not.toContain("Vermieter:in");
  const rent = nebenkostenUebersicht(listing({ status: "RENT" }), DEFAULT_LEGAL_TERMS).broker.join(" ");
  expect(rent).toContain("für die abgebende Seite (Vermieter:in)");
  expect(rent).not.toContain("Verkäufer:in");
});

describe("beside the price rows", () => {
  type Row = { label: string; value: string; group: "price" | "monthly" | "once" };
  const labels = (lines: { label: string }[]) => lines.map((line) => line.label);

  test("a rent's monthly rows stay price rows; Kaution, Provision and Ablöse are the one-off costs, each once", () => {
    const overview = nebenkostenUebersicht(
      listing({ status: "RENT", gesamtmietebrutto: 1200, kaution_text: "3 BMM", abstand: 5000 }),
      DEFAULT_LEGAL_TERMS,
    );
    const rows: Row[] = [
      { label: "Gesamtmiete brutto", value: "€ 1.200 / Monat", group: "monthly" },
      { label: "Ablöse", value: "€ 5.000", group: "once" },
      { label: "Kaution", value: "3 BMM", group: "once" },
      { label: "Provision", value: "provisionsfrei", group: "once" },
    ];
    const block = besidePriceRows(rows, overview);
    expect(labels(block.rows)).toEqual(["Gesamtmiete brutto"]);
    expect(labels(block.overview.lines)).toEqual(["Kaution", "Provision", "Ablöse", "Vertragsgebühr"]);
    // 'provisionsfrei' as the value, the § 17a reason as small print; the FAGG text keeps the full sentence.
    expect(block.overview.lines[1]).toMatchObject({ value: "provisionsfrei", note: "Erstauftraggeberprinzip, § 17a MaklerG" });
    expect(block.overview.provision).toBe("Für Mieter:innen provisionsfrei (Erstauftraggeberprinzip, § 17a MaklerG).");
  });

  test("a Kaution the feed does not state stays in the overview", () => {
    const overview = nebenkostenUebersicht(listing({ status: "RENT" }), DEFAULT_LEGAL_TERMS);
    const block = besidePriceRows([{ label: "Provision", value: "provisionsfrei", group: "once" } as Row], overview);
    expect(block.overview.lines[0]).toMatchObject({ label: "Kaution", value: "Laut Mietvertrag, auf Anfrage" });
  });

  test("a sale's commission is one line, amount and rule; an unstated one is the staff default, not 'provisionsfrei'", () => {
    const stated = besidePriceRows(
      [
        { label: "Kaufpreis", value: "€ 350.000", group: "price" },
        { label: "Provision", value: "3 % zzgl. 20 % USt.", group: "once" },
      ] as Row[],
      nebenkostenUebersicht(listing({ kaufpreis: 350_000, aussen_courtage: "3 % zzgl. 20 % USt." }), DEFAULT_LEGAL_TERMS),
    );
    expect(labels(stated.rows)).toEqual(["Kaufpreis"]);
    expect(stated.overview.lines.filter((line) => line.key === "provision")).toEqual([
      { label: "Provision", value: "€\u00a012.600", key: "provision", note: "3\u00a0% zzgl. 20\u00a0% USt." },
    ]);
    expect(stated.overview.lines.filter((line) => line.total).map((line) => [line.label, line.value])).toEqual([
      ["Kaufnebenkosten gesamt", "€\u00a035.000"],
      ["Kaufpreis samt Nebenkosten", "€\u00a0385.000"],
    ]);
    const unstated = besidePriceRows(
      [{ label: "Provision", value: "provisionsfrei", group: "once" } as Row],
      nebenkostenUebersicht(listing({}), DEFAULT_LEGAL_TERMS),
    );
    expect(unstated.rows).toEqual([]);
    expect(unstated.overview.lines.find((line) => line.key === "provision")?.value).toBe(
      "3\u00a0% des Kaufpreises zuzüglich 20\u00a0% USt. (unser Standardsatz)",
    );
  });

  test("a sale's Ablöse joins the one-off costs", () => {
    const block = besidePriceRows(
      [{ label: "Ablöse", value: "€ 8.000", group: "once" } as Row],
      nebenkostenUebersicht(listing({ kaufpreis: 350_000 }), DEFAULT_LEGAL_TERMS),
    );
    expect(block.overview.lines[0]).toMatchObject({ label: "Ablöse", value: "€ 8.000" });
  });
});

describe("rent commission in euros and who can withdraw", () => {
  test("stated months of rent become euros: months × Gesamtmiete without USt. (§ 24 ImmMV), plus 20 % USt. where stated", () => {
    const overview = nebenkostenUebersicht(
      listing({
        status: "RENT",
        property_type: "office",
        gesamtmietebrutto: 3823.84,
        gesamtmietenetto: 3186.53,
        aussen_courtage: "3 Bruttomonatsmieten zzgl. 20 % USt.",
      }),
      DEFAULT_LEGAL_TERMS,
    );
    const line = overview.lines.find((l) => l.label === "Provision");
    // 3 × 3.186,53 = 9.559,59, plus 20 % = 11.471,51; never USt. on the rent's own USt.
    expect(line?.value).toBe("€\u00a011.471,51");
    expect(line?.note).toBe("3 Bruttomonatsmieten zzgl. 20\u00a0% USt.: 3 × €\u00a03.186,53 Gesamtmiete ohne USt. + 20\u00a0% USt.");
    expect(overview.provision).toBe("3 Bruttomonatsmieten zzgl. 20\u00a0% USt., das sind €\u00a011.471,51");
    expect(overview.provision).not.toContain("Laut Angebot");
    // A feed whose net rent is the bare rent (the table's 'Miete netto'): the base adds the
    // Betriebs- and Heizkosten, as the cost table's Gesamtmiete does (review 65 F1).
    const bare = nebenkostenUebersicht(
      listing({
        status: "RENT",
        property_type: "office",
        gesamtmietebrutto: 3823.84,
        gesamtmietenetto: 2656.54,
        betriebskostennetto: 349.52,
        heizkostennetto: 180.47,
        aussen_courtage: "3 Bruttomonatsmieten zzgl. 20 % USt.",
      }),
      DEFAULT_LEGAL_TERMS,
    ).lines.find((l) => l.label === "Provision");
    expect(bare?.value).toBe("€\u00a011.471,51");
    expect(bare?.note).toContain("3 × €\u00a03.186,53 Gesamtmiete ohne USt.");
    // The staff default gets its figure too; without a net rent only the rule.
    expect(
      nebenkostenUebersicht(
        listing({ status: "RENT", property_type: "office", gesamtmietebrutto: 1200, gesamtmietenetto: 1000 }),
        DEFAULT_LEGAL_TERMS,
      ).provision,
    ).toBe("3 Bruttomonatsmieten zuzüglich 20\u00a0% USt. (unser Standardsatz), das sind €\u00a03.600");
    expect(
      nebenkostenUebersicht(listing({ status: "RENT", property_type: "office", gesamtmietebrutto: 1200 }), DEFAULT_LEGAL_TERMS).provision,
    ).toBe("3 Bruttomonatsmieten zuzüglich 20\u00a0% USt. (unser Standardsatz)");
    expect(nebenkostenUebersicht(listing({ status: "RENT", aussen_courtage: "2 BMM" }), DEFAULT_LEGAL_TERMS).provision).toBe("2 BMM");
  });

  test("the FAGG scope: none without a commission, consumers only on business premises, else consumer", () => {
    const scope = (overrides: Partial<NebenkostenListing>) =>
      propertyLegalInfo(listing(overrides), DEFAULT_LEGAL_TERMS, "https://x.at").fagg;
    const flat = scope({ status: "RENT", gesamtmietebrutto: 900 });
    expect(flat.scope).toBe("none");
    expect(flat.earlyStartLabel).toBeNull();
    expect(flat.links).toEqual([]);
    expect(flat.lines.join(" ")).not.toContain("Rücktrittsrecht:");
    expect(scope({ kaufpreis: 100_000, aussen_courtage: "provisionsfrei" }).scope).toBe("none");
    const office = scope({ status: "RENT", property_type: "office", gesamtmietebrutto: 900 });
    expect(office.scope).toBe("if-consumer");
    expect(office.earlyStartLabel).toMatch(/^Nur wenn Sie als Verbraucher:in anfragen: Ich verlange ausdrücklich/);
    expect(office.lines[2]).toContain("§ 1 Abs. 3 KSchG");
    expect(office.lines[3]).toMatch(/^Rücktrittsrecht:/);
    const sale = scope({ kaufpreis: 300_000 });
    expect(sale.scope).toBe("consumer");
    expect(sale.lines[2]).toMatch(/^Rücktrittsrecht:/);
    // A residential rental whose tenant was the first to commission the broker pays, and may withdraw.
    expect(scope({ status: "RENT", aussen_courtage: "2 BMM", gesamtmietebrutto: 900 }).scope).toBe("consumer");
  });
});

test("the sale's note names no exemption that has run out (the Grundbuch one for a Hauptwohnsitz ended with June 2026)", () => {
  const overview = nebenkostenUebersicht(listing({ status: "SALE", kaufpreis: 400_000 }), DEFAULT_LEGAL_TERMS);
  expect(overview.hinweis).toContain("gesetzliche Befreiungen");
  expect(overview.hinweis).not.toContain("Hauptwohnsitz");
});
