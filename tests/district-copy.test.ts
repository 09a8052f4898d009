// The 15 district landing pages each have their own copy: no long paragraph of
// a page's main content appears on a second district page, and the price-per-m² sentence comes
// from that district's live active listings.
import { expect, test } from "vitest";
import { DISTRICTS } from "~/lib/content/districts";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

/** The text of every <p> and <li> in <main> (site-wide header, footer and banner are chrome). */
function mainParagraphs(html: string): string[] {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return [...main.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    (m[2] ?? "")
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

test("no paragraph over 120 characters appears on two district pages, not even with the place name swapped", async () => {
  const seen = new Map<string, string>();
  const repeats: string[] = [];
  for (const district of DISTRICTS) {
    const res = await worker.fetch(`/immobilien/makler-beauftragen/${district.slug}`);
    expect(res.status).toBe(200);
    const long = mainParagraphs(await res.text()).filter((text) => text.length > 120);
    expect(long.length, `${district.slug} has its own long copy`).toBeGreaterThanOrEqual(5);
    // A template that only fills in the place ('… im 7. Bezirk …') counts as a repeat too.
    const names = [district.name, district.inPlace, district.shortName].sort((a, b) => b.length - a.length);
    const normalised = long.map((text) => names.reduce((t, name) => t.split(name).join("{Ort}"), text));
    for (const text of new Set(normalised)) {
      const first = seen.get(text);
      if (first) repeats.push(`${district.slug} repeats ${first}: ${text.slice(0, 80)}…`);
      else seen.set(text, district.slug);
    }
  }
  expect(repeats).toEqual([]);
});

test("the price per m² range comes from the district's active listings, with a sentence when there are none", async () => {
  const db = await worker.db();
  const neubau = { district_label: "Wien 7. Bezirk", plz: "1070", politischer_bezirk: "Neubau" };
  await insertProperty(db, { ...neubau, kaufpreis: 450000, wohnflaeche: 75 }); // 6.000 €/m²
  await insertProperty(db, { ...neubau, kaufpreis: 1100000, wohnflaeche: 100 }); // 11.000 €/m²
  await insertProperty(db, { ...neubau, kaufpreis: 990000, wohnflaeche: 110, active: 0 }); // withdrawn: not counted
  await insertProperty(db, { ...neubau, angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: 1500, wohnflaeche: 100 }); // 15 €/m²
  const html = await (await worker.fetch("/immobilien/makler-beauftragen/wien-7-bezirk-neubau")).text();
  expect(html).toContain("Unsere 2 aktuellen Kaufangebote in Neubau liegen zwischen €\u00a06.000 und €\u00a011.000 pro m² Wohnfläche.");
  expect(html).toContain("Unser aktuelles Mietangebot in Neubau kostet €\u00a015 pro m² Wohnfläche im Monat.");

  const empty = await (await worker.fetch("/immobilien/makler-beauftragen/baden")).text();
  expect(empty).toContain("Derzeit haben wir in Baden kein aktives Angebot mit Preis und Wohnfläche, das einen Quadratmeterpreis zeigt.");
});
