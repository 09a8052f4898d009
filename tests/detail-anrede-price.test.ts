// The detail page after the second design review (ADR 0332): the contact card's heading follows
// the team member's Anrede, and a flat's or house's key facts name its price (or rent) per m² of
// Wohnfläche, computed from the page's own figures only.
import { beforeAll, describe, expect, test } from "vitest";
import { contactPersonLabel } from "~/lib/agent-anrede";
import { pricePerSquareMetreFact } from "~/lib/price-per-metre";
import { insertAgent, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

/** The value after a fact's <dt>, or null when the page has no such fact. */
/** A key fact under the price (ADR 0362: figure over label; the €/m² says "pro m²" in its label). */
function factValue(html: string, label: string): string | null {
  const match = new RegExp(`<span class="detail-keyfact-value">([^<]*)</span> <span class="detail-keyfact-label">${label}</span>`).exec(
    html.replaceAll("<!-- -->", ""),
  );
  return match?.[1] ?? null;
}

beforeAll(async () => {
  const db = await worker.db();
  const frau = await insertAgent(db, { name: "Sophie Anrede", slug: "sophie-anrede", email: "sophie.anrede@donau-estate.example" });
  const herr = await insertAgent(db, { name: "Paul Anrede", slug: "paul-anrede", email: "paul.anrede@donau-estate.example" });
  await db.updateTable("agents").set({ anrede: "Frau" }).where("id", "=", frau).execute();
  await db.updateTable("agents").set({ anrede: "Herr" }).where("id", "=", herr).execute();
  await insertProperty(db, {
    objektnr_intern: "A100",
    objekttitel: "Altbauwohnung bei Frau Anrede",
    kaufpreis: 690000,
    wohnflaeche: 98.5,
    kontakt_vorname: "Sophie",
    kontakt_name: "Anrede",
    kontakt_email: "Sophie.Anrede@donau-estate.example",
  });
  await insertProperty(db, {
    objektnr_intern: "A200",
    objekttitel: "Mietwohnung bei Herrn Anrede",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1180,
    wohnflaeche: 74,
    kontakt_vorname: "Paul",
    kontakt_name: "Anrede",
    kontakt_email: "paul.anrede@donau-estate.example",
  });
  await insertProperty(db, {
    objektnr_intern: "A300",
    objekttitel: "Wohnung ohne Teammitglied und ohne Wohnfläche",
    kaufpreis: 350000,
    wohnflaeche: null,
    nutzflaeche: 60,
    kontakt_vorname: "Feed",
    kontakt_name: "Kontakt",
    kontakt_email: "feed.kontakt@example.at",
  });
});

describe("the contact heading by Anrede", () => {
  test("Frau, Herr and keine Angabe", () => {
    expect(contactPersonLabel("Frau")).toBe("Ihre Ansprechpartnerin");
    expect(contactPersonLabel("Herr")).toBe("Ihr Ansprechpartner");
    expect(contactPersonLabel(null)).toBe("Ihre Ansprechperson");
    expect(contactPersonLabel("Divers")).toBe("Ihre Ansprechperson");
  });

  test("a woman's listing says 'Ihre Ansprechpartnerin' in its one card", async () => {
    const html = await (await worker.fetch("/immobilien/A100")).text();
    expect(html).toContain('<h2 id="contact-title">Ihre Ansprechpartnerin</h2>');
    expect(html).not.toContain("Ihr Ansprechpartner<");
    // One card and no compact agent rows (ADR 0338); nothing is a second 'Anfrage senden'.
    expect(html.match(/class="detail-card detail-contact"/g)).toHaveLength(1);
    expect(html).not.toContain("detail-agent-row");
    expect(html).not.toMatch(/<a [^>]*href="#anfrage"[^>]*>Anfrage senden</);
  });

  test("a man's listing keeps the spec's 'Ihr Ansprechpartner'; a feed contact without a team entry is neutral", async () => {
    const man = await (await worker.fetch("/immobilien/A200")).text();
    expect(man).toContain('<h2 id="contact-title">Ihr Ansprechpartner</h2>');
    const unknown = await (await worker.fetch("/immobilien/A300")).text();
    expect(unknown).toContain('<h2 id="contact-title">Ihre Ansprechperson</h2>');
    expect(unknown).not.toContain("Ihr Ansprechpartner<");
  });
});

describe("price per m²", () => {
  test("the rule: homes by Wohnfläche, plots by Grundfläche, nothing without a price or an area", () => {
    const home = { kind: "home", areaKind: "Wohnfläche" } as const;
    expect(pricePerSquareMetreFact({ ...home, status: "SALE", price: 690000, area: 98.5 })).toEqual({
      label: "Kaufpreis pro m²",
      value: "€\u00a07.005 / m²",
      after: "Wohnfläche",
    });
    expect(pricePerSquareMetreFact({ ...home, status: "RENT", price: 1180, area: 74 })).toEqual({
      label: "Miete pro m²",
      value: "€\u00a015,95 / m²",
      after: "Wohnfläche",
    });
    expect(pricePerSquareMetreFact({ kind: "land", areaKind: "Grundfläche", status: "SALE", price: 420000, area: 1172.5 })?.value).toBe(
      "€\u00a0358 / m²",
    );
    expect(pricePerSquareMetreFact({ ...home, status: "SALE", price: null, area: 98.5 })).toBeNull();
    expect(pricePerSquareMetreFact({ ...home, status: "SALE", price: 690000, area: 0 })).toBeNull();
    // A Nutzfläche standing in for a home's missing Wohnfläche: nothing; business premises: by
    // their Nutzfläche (ADR 0337).
    expect(pricePerSquareMetreFact({ kind: "home", areaKind: "Nutzfläche", status: "SALE", price: 350000, area: 60 })).toBeNull();
    expect(pricePerSquareMetreFact({ kind: "commercial", areaKind: "Nutzfläche", status: "SALE", price: 900000, area: 300 })).toEqual({
      label: "Kaufpreis pro m²",
      value: "€\u00a03.000 / m²",
      after: "Nutzfläche",
    });
    expect(pricePerSquareMetreFact({ kind: "land", areaKind: "Grundfläche", status: "RENT", price: 800, area: 1000 })).toBeNull();
  });

  test("the detail page's key facts: Kaufpreis pro m² after the Wohnfläche, Gesamtmiete pro m² for a rental, none without a Wohnfläche", async () => {
    const sale = await (await worker.fetch("/immobilien/A100")).text();
    expect(factValue(sale, "Kaufpreis pro m²")).toBe("€\u00a07.005");
    expect(factValue(sale, "Wohnfläche")).not.toBeNull();
    expect(sale.indexOf(">Wohnfläche</span>")).toBeLessThan(sale.indexOf(">Kaufpreis pro m²</span>"));
    const rent = await (await worker.fetch("/immobilien/A200")).text();
    // The figure is the gross total over the area: named as the badge and the cards name it.
    expect(factValue(rent, "Gesamtmiete pro m²")).toBe("€\u00a015,95");
    expect(factValue(rent, "Miete pro m²")).toBeNull();
    expect(factValue(rent, "Kaufpreis pro m²")).toBeNull();
    const none = await (await worker.fetch("/immobilien/A300")).text();
    expect(factValue(none, "Kaufpreis pro m²")).toBeNull();
    expect(factValue(none, "Miete pro m²")).toBeNull();
  });
});
