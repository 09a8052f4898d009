// The basemap served by us: tiles from the PMTiles archive in R2 through the real
// Worker, with the demo archive generated from scripts/map-demo.geojson.
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { beforeAll, describe, expect, test } from "vitest";
import { buildDemoArchive } from "../scripts/map-demo.mjs";
import { startWorker } from "./harness";

const worker = startWorker();
// Neubau (Wien 7.) at zoom 14 and 10.
const NEUBAU_Z14 = "/karte/kacheln/14/8936/5681.mvt";

function layerNames(bytes: ArrayBuffer) {
  const tile = new VectorTile(new PbfReader(new Uint8Array(bytes)));
  const names: Record<string, string[]> = {};
  for (const [layerName, layer] of Object.entries(tile.layers)) {
    names[layerName] = [];
    for (let i = 0; i < layer.length; i++) {
      const name = layer.feature(i).properties.name;
      if (typeof name === "string") names[layerName].push(name);
    }
  }
  return names;
}

test("without an uploaded archive tiles and TileJSON answer 404 with a German text, not a 500", async () => {
  const tile = await worker.fetch(NEUBAU_Z14);
  expect(tile.status).toBe(404);
  expect(await tile.text()).toBe("Keine Karte eingerichtet.");
  const json = await worker.fetch("/karte/kacheln.json");
  expect(json.status).toBe(404);
});

describe("with the demo archive in R2", () => {
  beforeAll(async () => {
    const env = await worker.env();
    await env.MAPS?.put("basemap.pmtiles", buildDemoArchive());
  });

  test("a tile is vector data in the Protomaps schema, with long-lived caching and an ETag", async () => {
    const res = await worker.fetch(NEUBAU_Z14);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
    expect(res.headers.get("Cache-Control")).toContain("max-age=86400");
    expect(res.headers.get("ETag")).toMatch(/^".+-14-8936-5681"$/);
    const names = layerNames(await res.arrayBuffer());
    expect(names.places).toContain("Neubau");
    expect(names.roads).toEqual(expect.arrayContaining(["Mariahilfer Straße", "Neubaugasse"]));
    expect(Object.keys(names)).toEqual(expect.arrayContaining(["earth", "roads", "places"]));
  });

  test("outside Vienna at detail zoom: Baden and Brunn have their streets and town labels, open land is earth (ADR 0382)", async () => {
    const baden = layerNames(await (await worker.fetch("/karte/kacheln/14/8930/5694.mvt")).arrayBuffer());
    expect(baden.places).toContain("Baden");
    expect(baden.roads).toEqual(expect.arrayContaining(["Vöslauer Straße", "Kaiser-Franz-Ring"]));
    const brunn = layerNames(await (await worker.fetch("/karte/kacheln/14/8933/5688.mvt")).arrayBuffer());
    expect(brunn.places).toContain("Brunn am Gebirge");
    expect(brunn.roads).toEqual(expect.arrayContaining(["Wiener Straße"]));
    // The Waldviertel has no demo features, yet at zoom 12 and 14 it is land, not a missing tile.
    for (const path of ["/karte/kacheln/14/8883/5647.mvt", "/karte/kacheln/12/2220/1411.mvt"]) {
      const res = await worker.fetch(path);
      expect(res.status, path).toBe(200);
      expect(Object.keys(layerNames(await res.arrayBuffer())), path).toContain("earth");
    }
  });

  test("tiles are for our own map only: no CORS header for another site, same-origin resource policy (ADR 0224)", async () => {
    const res = await worker.fetch(NEUBAU_Z14, { headers: { Origin: "https://fremde-karte.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(res.headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    const json = await worker.fetch("/karte/kacheln.json", { headers: { Origin: "https://fremde-karte.example" } });
    expect(json.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  test("a matching If-None-Match gets 304 without a body; another ETag gets the tile", async () => {
    const first = await worker.fetch(NEUBAU_Z14);
    const etag = first.headers.get("ETag") as string;
    const again = await worker.fetch(NEUBAU_Z14, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await worker.fetch(NEUBAU_Z14, { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  test("inside the zoom range without data: 204; outside the archive or a malformed address: 404", async () => {
    expect((await worker.fetch("/karte/kacheln/14/0/0.mvt")).status).toBe(204);
    expect((await worker.fetch("/karte/kacheln/15/17872/11362.mvt")).status).toBe(404);
    for (const path of [
      "/karte/kacheln/14/99999999/1.mvt",
      "/karte/kacheln/3/9/1.mvt",
      "/karte/kacheln/a/b/c.mvt",
      "/karte/kacheln/1/0/0.png",
    ]) {
      const res = await worker.fetch(path);
      expect(res.status, path).toBe(404);
    }
  });

  test("TileJSON names our tile URL, the zoom range and the demo attribution, never OpenStreetMap for demo data", async () => {
    const res = await worker.fetch("/karte/kacheln.json");
    expect(res.status).toBe(200);
    const json = (await res.json()) as { tiles: string[]; minzoom: number; maxzoom: number; attribution: string };
    expect(json.tiles).toEqual([`${worker.url().origin}/karte/kacheln/{z}/{x}/{y}.mvt`]);
    expect([json.minzoom, json.maxzoom]).toEqual([0, 14]);
    expect(json.attribution).toContain("Demo-Kartendaten");
    expect(json.attribution).not.toContain("OpenStreetMap");
  });
});
