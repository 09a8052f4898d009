// The feed stores objektart as OpenImmo codes (`wohnung/ETAGE`); visitors read German words on
// the card, the detail page and in the 'Immobilientyp' options, while the option values stay the
// stored text that the filter matches (spec section 7 call 1: case-insensitive substring).
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, { objektnr_intern: "T001", objekttitel: "Etagenwohnung mit Lift", objektart: "wohnung/ETAGE" });
  await insertProperty(db, { objektnr_intern: "T002", objekttitel: "Doppelhaushälfte mit Garten", objektart: "haus/DOPPELHAUSHAELFTE" });
  await insertProperty(db, { objektnr_intern: "T003", objekttitel: "Ordination nahe AKH", objektart: "buero_praxen/PRAXISFLAECHE" });
});

test("the type options show German words and keep the stored codes as values", async () => {
  const html = await (await worker.fetch("/immobilien")).text();
  const block = /<select[^>]*name="propertyType"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
  // The hits beside each choice (' (1)', ADR 0178) are search-facets.test.ts's subject.
  const options = [...block.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [
    m[1],
    m[2]?.replace(/ \(\d+\)$/, ""),
  ]);
  // Grouped Wohnen, Haus, Gewerbe, Grundstück (ADR 0177).
  expect(options).toEqual([
    ["all_types", "Alle Typen"],
    ["wohnung/ETAGE", "Etagenwohnung"],
    ["haus/DOPPELHAUSHAELFTE", "Doppelhaushälfte"],
    ["buero_praxen/PRAXISFLAECHE", "Praxisfläche"],
  ]);
  expect(html).not.toMatch(/>wohnung\/ETAGE</);
});

test("a chosen code filters and stays selected; cards name the type in words", async () => {
  const html = await (await worker.fetch("/immobilien?propertyType=haus%2FDOPPELHAUSHAELFTE")).text();
  expect(html).toContain("Gefunden: 1 Immobilie · Doppelhaushälfte<");
  expect(html).toMatch(/<option[^>]*value="haus\/DOPPELHAUSHAELFTE"[^>]*selected[^>]*>Doppelhaushälfte \(1\)</);
  expect(html).toMatch(/property-badge-type">Doppelhaushälfte</);
});

test("the detail subline names the type in words when the offer type is missing (spec: 'offer type (or type)')", async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "T004", objekttitel: "Ohne Angebotsart", objektart: "wohnung/ETAGE", angebot_typ: null });
  const html = await (await worker.fetch("/immobilien/T004")).text();
  // Each part after the first carries its '·' inside its own span (ADR 0354).
  expect(html).toMatch(
    /class="detail-subline"><span class="detail-place">[^<]*<\/span>\u00a0·\u00a0<span class="detail-kind">Etagenwohnung<\/span>/,
  );
  expect(html).not.toMatch(/>wohnung\/ETAGE</);
});

test("the type filter matches objektart case-insensitively as a substring (spec section 7, call 1)", async () => {
  const html = await (await worker.fetch("/immobilien?propertyType=WOHNUNG")).text();
  expect(html).toContain("Etagenwohnung mit Lift");
  expect(html).not.toContain("Doppelhaushälfte mit Garten");
  const praxis = await (await worker.fetch("/immobilien?propertyType=praxis")).text();
  expect(praxis).toContain("Ordination nahe AKH");
  expect(praxis).not.toContain("Etagenwohnung mit Lift");
});
