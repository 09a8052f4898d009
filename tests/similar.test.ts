// Ähnliche Immobilien on the detail page: up to three active listings of the same offer type and
// property type, nearest in price and size, the same district weighing as a factor of e.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  // The reference: a 400.000 flat for sale in Neubau (1070).
  await insertProperty(db, { objektnr_intern: "S0", objekttitel: "Referenz Neubau", plz: "1070", kaufpreis: 400000 });
  // Same district, further in price than S2/S3 but district comes first.
  await insertProperty(db, { objektnr_intern: "S1", objekttitel: "Neubau teurer", plz: "1070", kaufpreis: 520000 });
  await insertProperty(db, { objektnr_intern: "S2", objekttitel: "Wieden gleich teuer", plz: "1040", kaufpreis: 405000 });
  await insertProperty(db, { objektnr_intern: "S3", objekttitel: "Favoriten etwas billiger", plz: "1100", kaufpreis: 380000 });
  await insertProperty(db, { objektnr_intern: "S4", objekttitel: "Floridsdorf viel billiger", plz: "1210", kaufpreis: 150000 });
  // Never similar: another offer type, another property type, withdrawn.
  await insertProperty(db, {
    objektnr_intern: "X1",
    objekttitel: "Mietwohnung Neubau",
    plz: "1070",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 1500,
  });
  await insertProperty(db, {
    objektnr_intern: "X2",
    objekttitel: "Haus Neubau",
    plz: "1070",
    objektart: "Einfamilienhaus",
    kaufpreis: 400000,
  });
  await insertProperty(db, {
    objektnr_intern: "X3",
    objekttitel: "Verkauft Neubau",
    plz: "1070",
    kaufpreis: 400000,
    active: 0,
    withdrawn_at: "2026-01-01T00:00:00Z",
  });
  // Alone in its kind: no section at all.
  await insertProperty(db, { objektnr_intern: "L1", objekttitel: "Einziges Grundstück", objektart: "Grundstück", kaufpreis: 90000 });
});

async function similarTitles(path: string): Promise<string[]> {
  const html = await (await worker.fetch(path)).text();
  const section = /<section class="similar"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return [...section.matchAll(/<h3 class="property-card-title">([^<]*)<\/h3>/g)].map((m) => m[1] ?? "");
}

test("up to three similar listings: same district first, then nearest in price", async () => {
  expect(await similarTitles("/immobilien/S0")).toEqual(["Neubau teurer", "Wieden gleich teuer", "Favoriten etwas billiger"]);
});

test("only active listings of the same offer and property type, never the listing itself", async () => {
  const titles = await similarTitles("/immobilien/S4");
  expect(titles).toHaveLength(3);
  expect(titles).not.toContain("Floridsdorf viel billiger");
  for (const other of ["Mietwohnung Neubau", "Haus Neubau", "Verkauft Neubau"]) expect(titles).not.toContain(other);
  // Nearest in price to 150.000, no listing in its district.
  expect(titles).toEqual(["Favoriten etwas billiger", "Referenz Neubau", "Wieden gleich teuer"]);
});

test("a listing without similar ones has no section, and the cards link to the listings", async () => {
  const html = await (await worker.fetch("/immobilien/L1")).text();
  expect(html).not.toContain("Ähnliche Immobilien");
  const reference = await (await worker.fetch("/immobilien/S0")).text();
  expect(reference).toContain('<h2 id="similar-title">Ähnliche Immobilien</h2>');
  expect(reference).toContain('href="/immobilien/S1"');
  expect(reference).toContain("€\u00a0520.000");
});
