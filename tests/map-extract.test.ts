// `npm run map:extract` offline: a generated source archive served
// by a local HTTP server with Range support stands in for the Protomaps daily build. The output
// must decode, cover exactly the requested bounds and zooms, and be read with bounded requests.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VectorTile } from "@mapbox/vector-tile";
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { PbfReader } from "pbf";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REGION as EXTRACT_REGION, extractRegion, wantedTileIds } from "../scripts/map-extract.mjs";
import { PMTilesWriter, tilesInBounds } from "../scripts/map-pmtiles.mjs";

// The source: "Austria" at zoom 0-12, every tile unique (a point per zoom-12 tile), with
// leaf directories like a real build (a small root limit forces them).
const SOURCE_BOUNDS: [number, number, number, number] = [9.5, 46.4, 17.2, 49.0];
const SOURCE_MAX_ZOOM = 12;
// Vienna and Lower Austria, as the real extract.
const REGION = EXTRACT_REGION as [number, number, number, number];

class BufferSource implements Source {
  constructor(private readonly bytes: Buffer) {}
  getKey() {
    return "buffer";
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const slice = this.bytes.subarray(offset, offset + length);
    return { data: slice.buffer.slice(slice.byteOffset, slice.byteOffset + slice.byteLength) as ArrayBuffer };
  }
}

function buildSource(): Buffer {
  const points = [...tilesInBounds(SOURCE_BOUNDS, SOURCE_MAX_ZOOM)].map(([x, y]) => {
    const n = 2 ** SOURCE_MAX_ZOOM;
    const lon = ((x + 0.5) / n) * 360 - 180;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / n))) * 180) / Math.PI;
    return { type: "Feature" as const, properties: { name: `${x}/${y}` }, geometry: { type: "Point" as const, coordinates: [lon, lat] } };
  });
  const [w, s, e, n] = SOURCE_BOUNDS;
  const land = {
    type: "Feature" as const,
    properties: { kind: "earth" },
    geometry: {
      type: "Polygon" as const,
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
  };
  const places = new GeoJSONVT({ type: "FeatureCollection", features: points }, { maxZoom: SOURCE_MAX_ZOOM, indexMaxZoom: 5 });
  const earth = new GeoJSONVT({ type: "FeatureCollection", features: [land] }, { maxZoom: SOURCE_MAX_ZOOM, indexMaxZoom: 5 });
  const writer = new PMTilesWriter({ rootLimit: 512 });
  for (let z = 0; z <= SOURCE_MAX_ZOOM; z++) {
    for (const [x, y] of tilesInBounds(SOURCE_BOUNDS, z)) {
      const layers: Record<string, unknown> = {};
      const placeTile = places.getTile(z, x, y);
      const earthTile = earth.getTile(z, x, y);
      if (placeTile?.features.length) layers.places = placeTile;
      if (earthTile?.features.length) layers.earth = earthTile;
      // biome-ignore lint/suspicious/noExplicitAny: geojson-vt tiles as vt-pbf takes them
      if (Object.keys(layers).length > 0) writer.addTile(z, x, y, fromGeojsonVt(layers as any, { version: 2, extent: 4096 }));
    }
  }
  return writer.finish({
    bounds: SOURCE_BOUNDS,
    minZoom: 0,
    maxZoom: SOURCE_MAX_ZOOM,
    center: [13.3, 47.7, 6],
    metadata: { name: "Testquelle", attribution: "© OpenStreetMap", vector_layers: [{ id: "places" }, { id: "earth" }] },
  });
}

let source: Buffer;
let server: Server;
let url: string;
let requests: { range: string | undefined; bytes: number }[] = [];
let ignoreRange = false;
const dir = mkdtempSync(join(tmpdir(), "map-extract-"));

beforeAll(async () => {
  source = buildSource();
  server = createServer((req: IncomingMessage, res) => {
    const range = req.headers.range;
    const match = /^bytes=(\d+)-(\d+)$/.exec(range ?? "");
    if (ignoreRange || !match) {
      requests.push({ range, bytes: source.length });
      res.writeHead(200, { "Content-Length": source.length }).end(source);
      return;
    }
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), source.length - 1);
    requests.push({ range, bytes: end - start + 1 });
    res.writeHead(206, { "Content-Range": `bytes ${start}-${end}/${source.length}`, "Content-Length": end - start + 1 });
    res.end(source.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/20261124.pmtiles`;
}, 120_000);

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the extract decodes, covers exactly the requested bounds and zooms, with the source's tiles", async () => {
  const sourceArchive = new PMTiles(new BufferSource(source));
  const sourceHeader = await sourceArchive.getHeader();
  expect(sourceHeader.leafDirectoryLength, "the source needs leaf directories, like a real build").toBeGreaterThan(0);
  requests = [];
  const out = join(dir, "wien-noe.pmtiles");
  const result = await extractRegion({ source: url, out, bounds: REGION, minZoom: 0, maxZoom: 11 });

  const archive = new PMTiles(new BufferSource(readFileSync(out)));
  const header = await archive.getHeader();
  expect([header.minZoom, header.maxZoom]).toEqual([0, 11]);
  expect([header.minLon, header.minLat, header.maxLon, header.maxLat].map((v) => Math.round(v * 100) / 100)).toEqual(REGION);
  const wanted = wantedTileIds(REGION, 0, 11);
  // Every tile of the bounds at every zoom that the source has is there, byte for byte, and
  // decodes; tiles the source lacks (north of 49°) stay absent.
  let present = 0;
  for (let z = 0; z <= 11; z++) {
    for (const [x, y] of tilesInBounds(REGION, z)) {
      const [mine, theirs] = await Promise.all([archive.getZxy(z, x, y), sourceArchive.getZxy(z, x, y)]);
      if (!theirs) {
        expect(mine, `${z}/${x}/${y}`).toBeUndefined();
        continue;
      }
      present++;
      expect(mine, `${z}/${x}/${y}`).toBeDefined();
      expect(Buffer.from(mine?.data ?? new ArrayBuffer(0)).equals(Buffer.from(theirs.data))).toBe(true);
    }
  }
  expect(present).toBeGreaterThan(wanted.length * 0.9);
  expect(header.numAddressedTiles).toBe(present);
  expect(result.tiles).toBe(present);
  const [x11, y11] = [...tilesInBounds([16.37, 48.2, 16.371, 48.201], 11)][0] ?? [0, 0];
  const tile = new VectorTile(new PbfReader(new Uint8Array((await archive.getZxy(11, x11, y11))?.data ?? new ArrayBuffer(0))));
  expect(Object.keys(tile.layers).sort()).toEqual(["earth", "places"]);
  // Nothing outside: Innsbruck (in the source) is not in the extract; nor is zoom 12.
  const [xi, yi] = [...tilesInBounds([11.39, 47.26, 11.4, 47.27], 9)][0] ?? [0, 0];
  expect(await sourceArchive.getZxy(9, xi, yi)).toBeDefined();
  expect(await archive.getZxy(9, xi, yi)).toBeUndefined();
  expect((await archive.getMetadata()) as object).toMatchObject({ attribution: "© OpenStreetMap", demo: false });

  // Read with ranges only, merged: far fewer requests than tiles, and far less than the archive.
  expect(requests.every((request) => request.range?.startsWith("bytes="))).toBe(true);
  expect(requests.length).toBeLessThan(present / 4);
  // Not the whole archive: the low zooms (every point of "Austria") dominate this small source.
  expect(result.bytesRead).toBeLessThan(source.length * 0.75);
  console.info(`extract: ${present} tiles, ${requests.length} requests, ${result.bytesRead} of ${source.length} source bytes read`);
}, 120_000);

test("a dry run gives the extract's size from the directories alone, without tile data", async () => {
  requests = [];
  const out = join(dir, "trocken.pmtiles");
  const dry = await extractRegion({ source: url, out, bounds: REGION, maxZoom: 11, dryRun: true });
  expect(dry.tiles).toBeGreaterThan(300);
  expect(requests.length).toBe(1);
  expect(() => readFileSync(out)).toThrow();
  const real = await extractRegion({ source: url, out, bounds: REGION, maxZoom: 11 });
  // The real archive is the tile data plus header, directories and metadata.
  expect(real.bytes).toBeGreaterThan(dry.bytes);
  expect(real.bytes - dry.bytes).toBeLessThan(20_000);
}, 60_000);

test("a server without Range support is refused with a clear message, no output written", async () => {
  ignoreRange = true;
  try {
    const out = join(dir, "kaputt.pmtiles");
    await expect(extractRegion({ source: url, out, bounds: REGION, maxZoom: 8 })).rejects.toThrow(/Range-Anfragen nötig/);
    expect(() => readFileSync(out)).toThrow();
  } finally {
    ignoreRange = false;
  }
}, 60_000);
