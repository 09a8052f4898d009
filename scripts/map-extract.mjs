// `npm run map:extract`: cuts Vienna and Lower Austria, zoom 0-15, out of a published Protomaps
// daily build with HTTP range requests into one PMTiles v3 archive for R2. A deploy step, run
// where there is internet:
//
//   npm run map:extract -- [--source URL] [--bbox W,S,E,N] [--minzoom 0] [--maxzoom 15] [--out FILE]
//                          [--dry-run: only the size, from the directories]
//
// Tile data is fetched in merged ranges and streamed to a temporary file, so memory stays at the
// directory entries whatever the archive's size.
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { bytesToHeader, readVarint, tileIdToZxy, zxyToTileId } from "pmtiles";
import { archivePrefix, tilesInBounds } from "./map-pmtiles.mjs";

const here = dirname(fileURLToPath(import.meta.url));
/** Vienna and Lower Austria with a small margin (west, south, east, north). */
export const REGION = [14.4, 47.4, 17.1, 49.05];
/** Merge two tile ranges when the gap between them is at most this (bytes): fewer requests. */
const MERGE_GAP = 256 * 1024;
/** Never ask for more than this in one request. */
const MAX_REQUEST = 32 * 1024 * 1024;
const PARALLEL = 4;

/** The newest Protomaps daily build we assume exists: yesterday's (UTC). */
export function defaultSource(now = new Date()) {
  const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  return `https://build.protomaps.com/${day}.pmtiles`;
}

/** Bytes [offset, offset + length) of `url`, retried; a server that ignores Range is an error. */
async function fetchRange(url, offset, length, fetchImpl, { allowShort = false } = {}) {
  let lastError;
  for (let attempt = 1; attempt <= 4; attempt++) {
    try {
      const res = await fetchImpl(url, { headers: { Range: `bytes=${offset}-${offset + length - 1}` } });
      if (res.status !== 206) {
        await res.body?.cancel();
        throw new Error(`${url}: Antwort ${res.status} statt 206 (Range-Anfragen nötig)`);
      }
      const data = new Uint8Array(await res.arrayBuffer());
      if (data.length !== length && !(allowShort && data.length > 0 && data.length < length))
        throw new Error(`${url}: ${data.length} statt ${length} Bytes`);
      return data;
    } catch (error) {
      lastError = error;
      if (attempt < 4) await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
  throw lastError;
}

function decompress(bytes, compression) {
  if (compression === 1) return bytes; // none
  if (compression === 2) return new Uint8Array(gunzipSync(bytes));
  throw new Error(`Nicht unterstützte Kompression der Verzeichnisse: ${compression}`);
}

/** A directory's entries (PMTiles v3 spec, "Directories"). */
function parseDirectory(bytes) {
  const position = { buf: bytes, pos: 0 };
  const count = readVarint(position);
  const entries = Array.from({ length: count }, () => ({ tileId: 0, runLength: 0, length: 0, offset: 0 }));
  let last = 0;
  for (const entry of entries) {
    last += readVarint(position);
    entry.tileId = last;
  }
  for (const entry of entries) entry.runLength = readVarint(position);
  for (const entry of entries) entry.length = readVarint(position);
  entries.forEach((entry, i) => {
    const value = readVarint(position);
    const previous = entries[i - 1];
    entry.offset = value === 0 && previous ? previous.offset + previous.length : value - 1;
  });
  return entries;
}

/** Every tileId of the region at each zoom, sorted. */
export function wantedTileIds(bounds, minZoom, maxZoom) {
  const ids = [];
  for (let z = minZoom; z <= maxZoom; z++) for (const [x, y] of tilesInBounds(bounds, z)) ids.push(zxyToTileId(z, x, y));
  return ids.sort((a, b) => a - b);
}

/** First index in sorted `ids` with ids[i] >= value. */
function lowerBound(ids, value) {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ids[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The source's tiles among `wanted`: [{tileId, offset, length}] with offsets into its data
 * section. Leaf directories are read only when a wanted tile can be in them.
 */
async function locateTiles(read, header, wanted) {
  const found = [];
  const visit = async (offset, length, from, to) => {
    const entries = parseDirectory(decompress(await read(offset, length), header.internalCompression));
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      const end = entry.runLength > 0 ? entry.tileId + entry.runLength : (entries[i + 1]?.tileId ?? to);
      const first = lowerBound(wanted, Math.max(entry.tileId, from));
      if (first >= wanted.length || wanted[first] >= Math.min(end, to)) continue;
      if (entry.runLength === 0) {
        await visit(header.leafDirectoryOffset + entry.offset, entry.length, entry.tileId, Math.min(end, to));
        continue;
      }
      for (let k = first; k < wanted.length && wanted[k] < end; k++) {
        found.push({ tileId: wanted[k], offset: entry.offset, length: entry.length });
      }
    }
  };
  await visit(header.rootDirectoryOffset, header.rootDirectoryLength, 0, Number.MAX_SAFE_INTEGER);
  return found;
}

/** Distinct source ranges, sorted by offset, merged into requests of at most MAX_REQUEST bytes. */
export function planRequests(tiles, gap = MERGE_GAP, max = MAX_REQUEST) {
  const distinct = [...new Map(tiles.map((tile) => [tile.offset, tile])).values()].sort((a, b) => a.offset - b.offset);
  const requests = [];
  for (const tile of distinct) {
    const current = requests.at(-1);
    const end = tile.offset + tile.length;
    if (current && tile.offset - (current.offset + current.length) <= gap && end - current.offset <= max) {
      current.length = Math.max(current.length, end - current.offset);
      current.tiles.push(tile);
    } else {
      requests.push({ offset: tile.offset, length: tile.length, tiles: [tile] });
    }
  }
  return requests;
}

/**
 * Cuts `bounds` at zooms minZoom..maxZoom out of the archive at `source` and writes `out`.
 * Returns figures for the log and the tests.
 */
export async function extractRegion({
  source,
  out,
  bounds = REGION,
  minZoom = 0,
  maxZoom = 15,
  fetchImpl = fetch,
  log = () => {},
  dryRun = false,
}) {
  let requestCount = 0;
  let bytesRead = 0;
  const read = async (offset, length, options) => {
    requestCount++;
    const bytes = await fetchRange(source, offset, length, fetchImpl, options);
    bytesRead += bytes.length;
    return bytes;
  };
  // Header and (usually) the root directory in one request; a small archive answers shorter.
  const start = await read(0, 16_384, { allowShort: true });
  const header = bytesToHeader(start.buffer.slice(start.byteOffset, start.byteOffset + start.byteLength));
  if (header.specVersion !== 3) throw new Error(`Nur PMTiles v3 wird unterstützt (Quelle: v${header.specVersion}).`);
  const low = Math.max(minZoom, header.minZoom);
  const high = Math.min(maxZoom, header.maxZoom);
  const wanted = wantedTileIds(bounds, low, high);
  log(`Quelle ${source}: z${header.minZoom}-${header.maxZoom}; gesucht ${wanted.length} Kacheln (z${low}-${high})`);
  const readDir = (offset, length) =>
    offset + length <= start.length ? Promise.resolve(start.subarray(offset, offset + length)) : read(offset, length);
  const tiles = await locateTiles(readDir, header, wanted);
  const metadataBytes = await readDir(header.jsonMetadataOffset, header.jsonMetadataLength);
  const sourceMetadata = JSON.parse(new TextDecoder().decode(decompress(metadataBytes, header.internalCompression)));
  const requests = planRequests(tiles);
  log(`${tiles.length} Kacheln vorhanden, ${requests.length} Bereichsanfragen`);
  if (dryRun) {
    // The size from the directories alone (like `pmtiles extract --dry-run`): no tile data read.
    const distinct = new Map(tiles.map((tile) => [tile.offset, tile.length]));
    const bytes = [...distinct.values()].reduce((sum, length) => sum + length, 0);
    return { tiles: tiles.length, contents: distinct.size, bytes, requests: requestCount, bytesRead, zooms: [], dryRun: true };
  }

  // Tile data streams into a temporary file in source order; each distinct source range once.
  mkdirSync(dirname(out), { recursive: true });
  const dataPath = `${out}.data.tmp`;
  const data = await open(dataPath, "w");
  const placed = new Map(); // source offset → { offset, length } in the new data section
  let dataLength = 0;
  try {
    for (let i = 0; i < requests.length; i += PARALLEL) {
      const batch = requests.slice(i, i + PARALLEL);
      const bodies = await Promise.all(batch.map((request) => read(header.tileDataOffset + request.offset, request.length)));
      for (const [k, request] of batch.entries()) {
        for (const tile of request.tiles) {
          const bytes = bodies[k].subarray(tile.offset - request.offset, tile.offset - request.offset + tile.length);
          await data.write(bytes, 0, bytes.length, dataLength);
          placed.set(tile.offset, { offset: dataLength, length: tile.length });
          dataLength += tile.length;
        }
      }
      if ((i / PARALLEL) % 25 === 0)
        log(`  ${Math.min(i + PARALLEL, requests.length)}/${requests.length} Anfragen, ${(dataLength / 1e6).toFixed(1)} MB`);
    }
  } finally {
    await data.close();
  }

  // Directory entries in tileId order, runs of the same content merged.
  const entries = [];
  for (const tile of tiles.sort((a, b) => a.tileId - b.tileId)) {
    const stored = placed.get(tile.offset);
    const previous = entries.at(-1);
    if (previous && previous.tileId + previous.runLength === tile.tileId && previous.offset === stored.offset) {
      previous.runLength++;
      continue;
    }
    entries.push({ tileId: tile.tileId, runLength: 1, offset: stored.offset, length: stored.length });
  }
  const firstSeen = [];
  const seen = new Set();
  for (const entry of entries) {
    if (!seen.has(entry.offset)) {
      seen.add(entry.offset);
      firstSeen.push(entry.offset);
    }
  }
  // Clustered: new content appears in tileId order (repeats may point back), as in the source.
  const clustered = firstSeen.every((offset, i) => i === 0 || offset > firstSeen[i - 1]);
  const centerZoom = Math.min(high, 10);
  const prefix = archivePrefix({
    entries,
    dataLength,
    addressedTiles: tiles.length,
    tileContents: placed.size,
    clustered,
    tileCompression: header.tileCompression,
    tileType: header.tileType,
    bounds,
    minZoom: low,
    maxZoom: high,
    center: [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, centerZoom],
    metadata: {
      ...sourceMetadata,
      demo: false,
      extract: { source, bounds, minzoom: low, maxzoom: high, created: new Date().toISOString() },
    },
  });
  const partPath = `${out}.part`;
  const output = createWriteStream(partPath);
  output.write(prefix);
  await pipeline(createReadStream(dataPath), output);
  rmSync(dataPath);
  renameSync(partPath, out);
  const zooms = new Set(tiles.map((tile) => tileIdToZxy(tile.tileId)[0]));
  return {
    tiles: tiles.length,
    contents: placed.size,
    bytes: prefix.length + dataLength,
    requests: requestCount,
    bytesRead,
    zooms: [...zooms],
  };
}

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bbox = argument("bbox", REGION.join(",")).split(",").map(Number);
  if (bbox.length !== 4 || bbox.some((value) => !Number.isFinite(value)) || bbox[0] >= bbox[2] || bbox[1] >= bbox[3]) {
    console.error("--bbox erwartet west,süd,ost,nord in Grad, z. B. 14.4,47.4,17.1,49.05");
    process.exit(2);
  }
  const out = argument("out", join(here, "..", ".wrangler", "map", "basemap.pmtiles"));
  const started = Date.now();
  const result = await extractRegion({
    source: argument("source", process.env.MAP_SOURCE_URL ?? defaultSource()),
    out,
    bounds: bbox,
    minZoom: Number(argument("minzoom", "0")),
    maxZoom: Number(argument("maxzoom", "15")),
    log: (line) => console.log(line),
    dryRun: process.argv.includes("--dry-run"),
  });
  if (result.dryRun) {
    console.log(`Trockenlauf: ${(result.bytes / 1e6).toFixed(1)} MB Kacheldaten, ${result.tiles} Kacheln (${result.contents} verschieden)`);
    process.exit(0);
  }
  console.log(
    `${out}: ${(result.bytes / 1e6).toFixed(1)} MB, ${result.tiles} Kacheln (${result.contents} verschieden), ` +
      `${result.requests} Anfragen, ${(result.bytesRead / 1e6).toFixed(1)} MB gelesen, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log("Weiter mit: npm run map:upload");
}
