// Kaufnebenkosten on the detail page: worked figures through the real
// route, server-rendered, adjustable with a GET form.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "K1", kaufpreis: 300000, aussen_courtage: "3 % des Kaufpreises zzgl. 20 % USt." });
  await insertProperty(db, { objektnr_intern: "K2", kaufpreis: 450000, aussen_courtage: null });
  await insertProperty(db, { objektnr_intern: "K3", kaufpreis: 249990, aussen_courtage: "provisionsfrei" });
  await insertProperty(db, { objektnr_intern: "K4", kaufpreis: 500000, aussen_courtage: "2% zzgl. USt." });
  await insertProperty(db, { objektnr_intern: "K5", kaufpreis: null, aussen_courtage: null });
  await insertProperty(db, { objektnr_intern: "M1", angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: 1200 });
});

/** The calculator's rows as 'label | amount' lines, tags and React's text separators removed. */
async function costs(path: string): Promise<{ status: number; rows: string[]; section: string }> {
  const res = await worker.fetch(path);
  const html = await res.text();
  const section = /<section[^>]*id="kaufnebenkosten"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const text = (s: string) =>
    s
      .replace(/<small>[\s\S]*?<\/small>/g, "")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "")
      .trim();
  // Per cent signs are tied to their figures by a no-break space ('3,5 %'); amounts keep theirs.
  const label = (s: string) => text(s).replace(/\u00a0%/g, " %");
  const rows = [...section.matchAll(/<tr>\s*<th[^>]*>([\s\S]*?)<\/th>\s*<td>([\s\S]*?)<\/td>\s*<\/tr>/g)].map(
    (m) => `${label(m[1] ?? "")} | ${text(m[2] ?? "")}`,
  );
  return { status: res.status, rows, section };
}

test("a sale listing shows the costs for its price: 300.000 with 3 % + 20 % USt. Provision", async () => {
  const { status, rows, section } = await costs("/immobilien/K1");
  expect(status).toBe(200);
  expect(rows).toEqual([
    "Grunderwerbsteuer (3,5 %) | €\u00a010.500",
    "Grundbuchseintragung (1,1 %) | €\u00a03.300",
    "Maklerprovision (3,6 %) | €\u00a010.800",
    "Vertragserrichtung (1,5 %) | €\u00a05.400",
    "Nebenkosten gesamt | €\u00a030.000",
    "Gesamtkosten inkl. Kaufpreis | €\u00a0330.000",
  ]);
  expect(section).toContain("Laut Angebot: 3 % des Kaufpreises zzgl. 20 % USt.");
  // The stated total is in the table above: the folded calculator does not repeat it as 'ca.'.
  expect(section).toContain('<span class="costs-summary-total">mit Finanzierung</span>');
  expect(section).toContain("Unverbindliche Schätzung");
  // The form is a GET form back to this page, prefilled with the listing's price.
  expect(section).toMatch(/<form class="costs-form" action="\/immobilien\/K1#kaufnebenkosten" method="get"/);
  expect(section).toContain('value="300.000"');
});

test("a loan adds the Pfandrechtseintragung and the Vertragserrichtung rate can be changed", async () => {
  const { rows } = await costs("/immobilien/K1?darlehen=200.000&vertragserrichtung=2");
  expect(rows).toEqual([
    "Grunderwerbsteuer (3,5 %) | €\u00a010.500",
    "Grundbuchseintragung (1,1 %) | €\u00a03.300",
    "Maklerprovision (3,6 %) | €\u00a010.800",
    "Vertragserrichtung (2 %) | €\u00a07.200",
    "Pfandrechtseintragung (1,2 % des Darlehens) | €\u00a02.400",
    "Nebenkosten gesamt | €\u00a034.200",
    "Gesamtkosten inkl. Kaufpreis | €\u00a0334.200",
  ]);
});

test("another price can be entered in Austrian notation", async () => {
  const { rows } = await costs("/immobilien/K1?kaufpreis=280.000&vertragserrichtung=1%2C25");
  expect(rows).toEqual([
    "Grunderwerbsteuer (3,5 %) | €\u00a09.800",
    "Grundbuchseintragung (1,1 %) | €\u00a03.080",
    "Maklerprovision (3,6 %) | €\u00a010.080",
    "Vertragserrichtung (1,25 %) | €\u00a04.200",
    "Nebenkosten gesamt | €\u00a027.160",
    "Gesamtkosten inkl. Kaufpreis | €\u00a0307.160",
  ]);
});

test("a listing without a Provision statement is estimated with 3 % plus 20 % USt.", async () => {
  const { rows, section } = await costs("/immobilien/K2");
  expect(rows).toEqual([
    "Grunderwerbsteuer (3,5 %) | €\u00a015.750",
    "Grundbuchseintragung (1,1 %) | €\u00a04.950",
    "Maklerprovision (3,6 %) | €\u00a016.200",
    "Vertragserrichtung (1,5 %) | €\u00a08.100",
    "Nebenkosten gesamt | €\u00a045.000",
    "Gesamtkosten inkl. Kaufpreis | €\u00a0495.000",
  ]);
  expect(section).toContain("Ohne eigene Angabe: gerechnet mit 3 % zzgl. 20 % USt.");
});

test("a commission-free listing has no Provision, and cents are shown when there are any", async () => {
  const { rows } = await costs("/immobilien/K3");
  expect(rows).toEqual([
    "Grunderwerbsteuer (3,5 %) | €\u00a08.749,65",
    "Grundbuchseintragung (1,1 %) | €\u00a02.749,89",
    "Maklerprovision (0 %) | €\u00a00",
    "Vertragserrichtung (1,5 %) | €\u00a04.499,82",
    "Nebenkosten gesamt | €\u00a015.999,36",
    "Gesamtkosten inkl. Kaufpreis | €\u00a0265.989,36",
  ]);
});

test("a stated rate plus USt. is used as stated: 2 % zzgl. USt. is 2,4 %", async () => {
  const { rows } = await costs("/immobilien/K4");
  expect(rows).toContain("Maklerprovision (2,4 %) | €\u00a012.000");
  expect(rows).toContain("Nebenkosten gesamt | €\u00a044.000");
});

test("unreadable input gets a German message and the listing's figures, never an error page", async () => {
  const { status, rows, section } = await costs("/immobilien/K1?kaufpreis=abc&darlehen=-5&vertragserrichtung=50");
  expect(status).toBe(200);
  expect(section).toContain("Bitte geben Sie einen Betrag in Euro ein (z. B. 350.000); gerechnet wird mit 300.000.");
  expect(section).toContain("Bitte geben Sie einen Prozentsatz zwischen 0 und 10 ein (z. B. 1,5); gerechnet wird mit 1,5 %.");
  expect(section).toContain('aria-invalid="true"');
  expect(rows).toContain("Nebenkosten gesamt | €\u00a030.000");
  const long = await costs(`/immobilien/K1?kaufpreis=${"9".repeat(5000)}`);
  expect(long.status).toBe(200);
  expect(long.rows).toContain("Nebenkosten gesamt | €\u00a030.000");
});

test("a sale listing without a price asks for one; a rental has no calculator", async () => {
  const noPrice = await costs("/immobilien/K5");
  expect(noPrice.section).toContain("Bitte geben Sie einen Kaufpreis ein, um die Nebenkosten zu berechnen.");
  expect(noPrice.rows).toEqual([]);
  const entered = await costs("/immobilien/K5?kaufpreis=100000");
  expect(entered.rows).toContain("Gesamtkosten inkl. Kaufpreis | €\u00a0110.000");
  const rent = await costs("/immobilien/M1");
  expect(rent.status).toBe(200);
  expect(rent.section).toBe("");
});
