// Exact positions are never published (ASVS 5.0 V14.2.4). When the feed withholds the
// address, the detail page and karte.json show only a circle whose centre is moved 30-80 % of the
// radius away from the true point, the same circle on every sync; without a radius, no map at all.
import { expect, test } from "vitest";
import { distanceMetres } from "~/lib/approximate-position";
import type { MapMarker } from "~/lib/map-marker";
import { startWorker } from "./harness";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker();
const EXACT = { lat: 48.2087578, lon: 16.3725042 };

function object(n: number, geo: string, released: boolean): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1010</plz><ort>Wien</ort><strasse>Geheimgasse</strasse><hausnummer>7</hausnummer>${geo}</geo>
    <kontaktperson><name>Huber</name><email_direkt>huber@example.at</email_direkt></kontaktperson>
    <preise><kaufpreis>400000</kaufpreis></preise>
    <flaechen><wohnflaeche>70</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>Wohnung ${n}</objekttitel><objektbeschreibung>Text</objektbeschreibung></freitexte>
    <verwaltung_objekt><objektadresse_freigeben>${released ? "1" : "0"}</objektadresse_freigeben></verwaltung_objekt>
    <verwaltung_techn><objektnr_intern>${n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>POS${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

const exactPoint = `<geokoordinaten breitengrad="${EXACT.lat}" laengengrad="${EXACT.lon}"/>`;
const radius = (metres: number) => `<user_defined_simplefield feldname="ungenaue_verortung_radius">${metres}</user_defined_simplefield>`;

let body = "";
serveLocalFeed(worker, (_req, res) => {
  res.writeHead(200, { "Content-Type": "application/xml" });
  res.end(body);
});

function feed(description: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><openimmo><uebertragung umfang="VOLL"/><anbieter><firma>Donau Estate</firma>
    ${object(7101, exactPoint + radius(400), false)}
    ${object(7102, exactPoint, false)}
    ${object(7103, exactPoint, true)}
    <!-- ${description} --></anbieter></openimmo>`;
}

async function sync() {
  const env = await worker.env();
  await worker.scheduled("0 * * * *");
  for (let i = 0; i < 100; i++) {
    const run = await env.DB.prepare("SELECT status FROM sync_runs WHERE status != 'running' ORDER BY id DESC LIMIT 1").first<{
      status: string;
    }>();
    if (run) return run.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no sync run");
}

async function markers(): Promise<MapMarker[]> {
  return ((await (await worker.fetch("/immobilien/karte.json")).json()) as { markers: MapMarker[] }).markers;
}

const exactDigits = [String(EXACT.lat), String(EXACT.lon), "48.20875", "16.37250"];

test("a withheld address publishes an offset circle, stable across syncs; without radius no map", async () => {
  body = feed("erster Lauf");
  expect(await sync()).toBe("success");
  const first = await markers();
  const withheld = first.find((marker) => marker.href === "/immobilien/7101");
  expect(withheld).toBeDefined();
  const distance = distanceMetres(EXACT, { lat: withheld?.lat ?? 0, lon: withheld?.lon ?? 0 });
  expect(distance).toBeGreaterThanOrEqual(0.3 * 400 - 1);
  expect(distance).toBeLessThanOrEqual(0.8 * 400 + 1);
  // No radius known for a withheld address: no marker and no map on the page.
  expect(first.find((marker) => marker.href === "/immobilien/7102")).toBeUndefined();

  const detail = await (await worker.fetch("/immobilien/7101")).text();
  const noRadius = await (await worker.fetch("/immobilien/7102")).text();
  const json = JSON.stringify(first.filter((marker) => marker.href !== "/immobilien/7103"));
  for (const digits of exactDigits) {
    expect(detail).not.toContain(digits);
    expect(noRadius).not.toContain(digits);
    expect(json).not.toContain(digits);
  }
  // The database holds the published centre only.
  const db = await worker.db();
  const rows = await db.selectFrom("immobilien").select(["objektnr_intern", "lat_ungenaeher", "lon_ungenaeher"]).execute();
  expect(rows.find((row) => row.objektnr_intern === "7101")?.lat_ungenaeher).not.toBe(EXACT.lat);
  expect(rows.find((row) => row.objektnr_intern === "7102")?.lat_ungenaeher).toBeNull();

  // A changed object (another description) is rewritten: its circle stays where it was.
  body = feed("zweiter Lauf").replace("<objektbeschreibung>Text</objektbeschreibung>", "<objektbeschreibung>Neu</objektbeschreibung>");
  expect(await sync()).toBe("success");
  const again = (await markers()).find((marker) => marker.href === "/immobilien/7101");
  expect([again?.lat, again?.lon]).toEqual([withheld?.lat, withheld?.lon]);
});

test("a released address keeps its position", async () => {
  const released = (await markers()).find((marker) => marker.href === "/immobilien/7103");
  expect([released?.lat, released?.lon]).toEqual([EXACT.lat, EXACT.lon]);
});
