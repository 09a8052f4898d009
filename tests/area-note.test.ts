// A home whose Nutzfläche is larger than its Wohnfläche says which area the € per m² uses and
// says that balconies and cellars are no part of a Nutzfläche; a home without the gap says nothing.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertProperty(db, {
    objektnr_intern: "AREA1",
    objekttitel: "Altbauwohnung mit Keller",
    kaufpreis: 820000,
    wohnflaeche: 164,
    nutzflaeche: 181.5,
    kellerflaeche: 10.5,
  });
  await insertProperty(db, {
    objektnr_intern: "AREA2",
    objekttitel: "Wohnung ohne Nutzfläche",
    kaufpreis: 300000,
    wohnflaeche: 70,
    nutzflaeche: null,
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

test("the larger Nutzfläche is explained beside the facts, the € per m² on the Wohnfläche", async () => {
  const page = text(await (await worker.fetch("/immobilien/AREA1")).text());
  expect(page).toContain("Der Preis pro m² rechnet mit der Wohnfläche (164 m²).");
  expect(page).toContain("Balkone, Terrassen und Keller zählen nicht zur Nutzfläche (§ 2 Abs 7 WEG)");
  expect(page).toContain(
    "die Aufstellung der Nutzfläche (181,5 m²) senden wir Ihnen gern auf Anfrage. Gesondert angegeben: Kellerfläche 10,5 m².",
  );
  expect(page).not.toContain("Inserat");
  expect(text(await (await worker.fetch("/immobilien/AREA2")).text())).not.toContain("rechnet mit der Wohnfläche");
});
