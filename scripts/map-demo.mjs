// The demo basemap: a small PMTiles archive cut from scripts/map-demo.geojson and the seeded
// streets (scripts/seed/streets.mjs; simplified, not survey data), so `npm start`, the tests and
// the e2e server show a map the real style renders, with the street of every demo listing.
// Usage: node scripts/map-demo.mjs [out.pmtiles] (default .wrangler/map/demo.pmtiles).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { PMTilesWriter, tilesInBounds } from "./map-pmtiles.mjs";
import { LOCATIONS } from "./seed/locations.mjs";
import { STREETS } from "./seed/streets.mjs";

const here = dirname(fileURLToPath(import.meta.url));
export const DEMO_ATTRIBUTION = "Demo-Kartendaten (vereinfacht) · Schema © Protomaps · keine echten OpenStreetMap-Daten";
export const DEMO_REGION = [14.3, 47.3, 17.3, 49.1];
const MAX_ZOOM = 14;

/** A line widened to a polygon of `metres` (a river band); good enough at city scale. */
function band(line, metres) {
  const left = [];
  const right = [];
  line.forEach(([lon, lat], i) => {
    const [ax, ay] = line[Math.max(0, i - 1)];
    const [bx, by] = line[Math.min(line.length - 1, i + 1)];
    const cos = Math.cos((lat * Math.PI) / 180);
    const dx = (bx - ax) * cos;
    const dy = by - ay;
    const norm = Math.hypot(dx, dy) || 1;
    const half = metres / 2 / 111_320;
    const nx = (-dy / norm) * (half / cos);
    const ny = (dx / norm) * half;
    left.push([lon + nx, lat + ny]);
    right.push([lon - nx, lat - ny]);
  });
  return [[...left, ...right.reverse(), left[0]]];
}

function layersOf(geojson) {
  const layers = new Map();
  const add = (name, feature) => {
    if (!layers.has(name)) layers.set(name, []);
    layers.get(name).push(feature);
  };
  for (const feature of geojson.features) {
    const { layer, buffer_m: buffer, ...properties } = feature.properties;
    add(layer, { type: "Feature", properties, geometry: feature.geometry });
    if (buffer) {
      add(layer, {
        type: "Feature",
        properties: { kind: "water" },
        geometry: { type: "Polygon", coordinates: band(feature.geometry.coordinates, buffer) },
      });
    }
  }
  return layers;
}

/**
 * The demo features: the GeoJSON file, plus each seeded street the file does not draw yet, as a
 * named road (labelled at detail zoom), so a listing's circle lies on a street of that name.
 */
export function demoFeatures() {
  const geojson = JSON.parse(readFileSync(join(here, "map-demo.geojson"), "utf8"));
  const drawn = new Set(geojson.features.filter((f) => f.properties.layer === "roads").map((f) => f.properties.name));
  const streets = LOCATIONS.flatMap((loc) =>
    loc.streets
      .filter((name) => loc.bundesland !== "Wien" || !drawn.has(name))
      .map((name) => ({
        type: "Feature",
        properties: { layer: "roads", kind: "major_road", kind_detail: "tertiary", name, "name:de": name, min_zoom: 12 },
        geometry: { type: "LineString", coordinates: STREETS[loc.key][name] },
      })),
  );
  return { ...geojson, features: [...geojson.features, ...streets] };
}

/** The demo archive's bytes: zoom 0-14 for the whole region (empty land is one shared tile). */
export function buildDemoArchive() {
  const geojson = demoFeatures();
  const indexes = [...layersOf(geojson)].map(([name, features]) => [
    name,
    new GeoJSONVT({ type: "FeatureCollection", features }, { maxZoom: MAX_ZOOM, indexMaxZoom: 4, tolerance: 3, buffer: 64 }),
  ]);
  const writer = new PMTilesWriter();
  for (let z = 0; z <= MAX_ZOOM; z++) {
    for (const [x, y] of tilesInBounds(DEMO_REGION, z)) {
      const tile = {};
      for (const [name, index] of indexes) {
        const part = index.getTile(z, x, y);
        if (part && part.features.length > 0) tile[name] = part;
      }
      if (Object.keys(tile).length > 0) writer.addTile(z, x, y, fromGeojsonVt(tile, { version: 2, extent: 4096 }));
    }
  }
  const layerNames = indexes.map(([name]) => name);
  return writer.finish({
    bounds: DEMO_REGION,
    minZoom: 0,
    maxZoom: MAX_ZOOM,
    center: [16.3721, 48.2085, 11],
    metadata: {
      name: "Donau Estate Demo-Karte",
      attribution: DEMO_ATTRIBUTION,
      demo: true,
      vector_layers: layerNames.map((id) => ({ id, fields: {} })),
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? join(here, "..", ".wrangler", "map", "demo.pmtiles");
  mkdirSync(dirname(out), { recursive: true });
  const bytes = buildDemoArchive();
  writeFileSync(out, bytes);
  console.log(`${out}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
