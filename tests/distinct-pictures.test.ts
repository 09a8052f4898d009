// One picture, one card (review 64): a feed may give several listings the same photo. Ähnliche
// Immobilien leaves out a listing that shows the page's own first picture and shows each picture
// once; "Aktuelle Immobilien" on the home page shows each picture once and a building before an
// empty plot while the newest listings allow it.
import { beforeAll, expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const picture = (name: string) => `/images/properties/${name}.webp`;

beforeAll(async () => {
  const db = await worker.db();
  // Ähnliche: flats for sale in Rudolfsheim (1150), nearest in price in the order of their numbers.
  for (const [n, price, photo] of [
    ["R0", 300_000, "altbau-2"],
    ["R1", 300_500, "altbau-2"],
    ["R2", 301_000, "modern-2"],
    ["R3", 302_000, "modern-2"],
    ["R4", 303_000, "house-2"],
    ["R5", 304_000, "villa-2"],
  ] as const) {
    await insertProperty(db, {
      objektnr_intern: n,
      objekttitel: `Rail ${n}`,
      plz: "1150",
      kaufpreis: price,
      titelbild_url: picture(photo),
      bilder_urls: JSON.stringify([picture(photo), picture("living-1")]),
      created_at: "2026-01-01T09:00:00.000Z",
    });
  }
  // Aktuelle Immobilien: the newest, alternating Wien and Niederösterreich; N1 repeats W1's
  // picture, W2 and N3 are plots.
  for (const [n, bundesland, plz, ort, day, photo, objektart] of [
    ["W1", "Wien", "1030", "Wien", "20", "altbau-5", "Wohnung"],
    ["N1", "Niederösterreich", "2500", "Baden", "19", "altbau-5", "Wohnung"],
    ["W2", "Wien", "1220", "Wien", "18", "land-1", "Grundstück"],
    ["N2", "Niederösterreich", "2500", "Baden", "17", "house-3", "Einfamilienhaus"],
    ["W3", "Wien", "1030", "Wien", "16", "altbau-6", "Wohnung"],
    ["N3", "Niederösterreich", "2340", "Mödling", "15", "land-3", "Grundstück"],
    ["W4", "Wien", "1030", "Wien", "14", "modern-5", "Wohnung"],
    ["N4", "Niederösterreich", "2340", "Mödling", "13", "house-5", "Einfamilienhaus"],
    ["W5", "Wien", "1030", "Wien", "12", "modern-6", "Wohnung"],
    ["N5", "Niederösterreich", "2340", "Mödling", "11", "house-6", "Einfamilienhaus"],
  ] as const) {
    await insertProperty(db, {
      objektnr_intern: n,
      objekttitel: `Home ${n}`,
      objektart,
      bundesland,
      plz,
      ort,
      kaufpreis: 2_000_000,
      titelbild_url: picture(photo),
      bilder_urls: JSON.stringify([picture(photo)]),
      created_at: `2026-11-${day}T09:00:00.000Z`,
    });
  }
});

async function similar(path: string): Promise<string[]> {
  const html = await (await worker.fetch(path)).text();
  const section = /<section class="similar"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return [...section.matchAll(/<h3 class="property-card-title">([^<]*)<\/h3>/g)].map((m) => m[1] ?? "");
}

async function featured(): Promise<string[]> {
  const html = await (await worker.fetch("/")).text();
  const section = html.slice(html.indexOf('id="featured-title"'), html.indexOf('id="services-title"'));
  return [...section.matchAll(/href="\/immobilien\/([^"?#]+)"/g)].map((m) => m[1] as string).filter((v, i, a) => a.indexOf(v) === i);
}

test("Ähnliche Immobilien never shows the page's own picture, nor one picture twice", async () => {
  // R1 shows R0's picture, R3 the one R2 already shows: both give way to the next nearest.
  expect(await similar("/immobilien/R0")).toEqual(["Rail R2", "Rail R4", "Rail R5"]);
  expect(await similar("/immobilien/R1")).toEqual(["Rail R2", "Rail R4", "Rail R5"]);
  // From R2's page its twin R3 is left out, R0 and R1 share a picture: one of them shows.
  expect(await similar("/immobilien/R2")).toEqual(["Rail R1", "Rail R4", "Rail R5"]);
});

test("Aktuelle Immobilien: each picture once, buildings before plots, newest first", async () => {
  // Without the rule: W1, N1 (W1's picture), W2 (a plot), N2, W3, N3 (a plot).
  expect(await featured()).toEqual(["W1", "N2", "W3", "W4", "N4", "W5"]);
});
