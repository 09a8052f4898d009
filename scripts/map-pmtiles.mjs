// A small PMTiles v3 writer for map-demo.mjs and map-extract.mjs: the `pmtiles` package reads
// archives but has no writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md).
import { gzipSync } from "node:zlib";
import { zxyToTileId } from "pmtiles";

const HEADER_BYTES = 127;
const ROOT_LIMIT = 16_384 - HEADER_BYTES;
const LEAF_ENTRIES = 4096;

function writeVarint(out, value) {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** A directory (entries sorted by tileId), serialised and gzip-compressed as the spec describes. */
function serializeDirectory(entries) {
  const out = [];
  writeVarint(out, entries.length);
  let last = 0;
  for (const entry of entries) {
    writeVarint(out, entry.tileId - last);
    last = entry.tileId;
  }
  for (const entry of entries) writeVarint(out, entry.runLength);
  for (const entry of entries) writeVarint(out, entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    if (previous && entry.offset === previous.offset + previous.length) writeVarint(out, 0);
    else writeVarint(out, entry.offset + 1);
  });
  return gzipSync(Uint8Array.from(out));
}

/** Root and leaf directories: everything in the root when it fits, else leaves of 4096 entries. */
function buildDirectories(entries, rootLimit = ROOT_LIMIT) {
  const root = serializeDirectory(entries);
  if (root.length <= rootLimit) return { root, leaves: Buffer.alloc(0) };
  const leafParts = [];
  const rootEntries = [];
  let offset = 0;
  for (let i = 0; i < entries.length; i += LEAF_ENTRIES) {
    const chunk = entries.slice(i, i + LEAF_ENTRIES);
    const leaf = serializeDirectory(chunk);
    rootEntries.push({ tileId: chunk[0].tileId, runLength: 0, length: leaf.length, offset });
    leafParts.push(leaf);
    offset += leaf.length;
  }
  return { root: serializeDirectory(rootEntries), leaves: Buffer.concat(leafParts) };
}

function setUint64(view, at, value) {
  view.setBigUint64(at, BigInt(value), true);
}

/**
 * Header, root directory, metadata and leaf directories: everything of an archive before its tile
 * data (which follows at the returned length). `entries` are sorted by tileId, with offsets into
 * the data section; compressions and tile type use the spec's codes (gzip = 2, MVT = 1).
 */
export function archivePrefix({
  entries,
  dataLength,
  addressedTiles,
  tileContents,
  clustered,
  tileCompression,
  tileType,
  bounds,
  minZoom,
  maxZoom,
  center,
  metadata,
  rootLimit = ROOT_LIMIT,
}) {
  const { root, leaves } = buildDirectories(entries, rootLimit);
  const metadataBytes = gzipSync(Buffer.from(JSON.stringify(metadata)));
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  const bytes = new Uint8Array(header.buffer);
  bytes.set(new TextEncoder().encode("PMTiles"), 0);
  header.setUint8(7, 3);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadataBytes.length;
  const dataOffset = leavesOffset + leaves.length;
  setUint64(header, 8, rootOffset);
  setUint64(header, 16, root.length);
  setUint64(header, 24, metadataOffset);
  setUint64(header, 32, metadataBytes.length);
  setUint64(header, 40, leavesOffset);
  setUint64(header, 48, leaves.length);
  setUint64(header, 56, dataOffset);
  setUint64(header, 64, dataLength);
  setUint64(header, 72, addressedTiles);
  setUint64(header, 80, entries.length);
  setUint64(header, 88, tileContents);
  header.setUint8(96, clustered ? 1 : 0); // clustered: tile data in tileId order
  header.setUint8(97, 2); // internal compression: gzip
  header.setUint8(98, tileCompression);
  header.setUint8(99, tileType);
  header.setUint8(100, minZoom);
  header.setUint8(101, maxZoom);
  const e7 = (value) => Math.round(value * 1e7);
  header.setInt32(102, e7(bounds[0]), true);
  header.setInt32(106, e7(bounds[1]), true);
  header.setInt32(110, e7(bounds[2]), true);
  header.setInt32(114, e7(bounds[3]), true);
  header.setUint8(118, center[2]);
  header.setInt32(119, e7(center[0]), true);
  header.setInt32(123, e7(center[1]), true);
  return Buffer.concat([bytes, root, metadataBytes, leaves]);
}

/**
 * Collects tiles (uncompressed MVT) and returns the archive bytes. Identical tiles are stored
 * once (e.g. the all-water or all-land tiles of a region); tiles are gzip-compressed.
 */
export class PMTilesWriter {
  #tiles = new Map();
  #rootLimit;

  /** @param {{rootLimit?: number}} [options] a smaller root forces leaf directories (tests). */
  constructor({ rootLimit = ROOT_LIMIT } = {}) {
    this.#rootLimit = rootLimit;
  }

  addTile(z, x, y, mvt) {
    this.#tiles.set(zxyToTileId(z, x, y), mvt);
  }

  get size() {
    return this.#tiles.size;
  }

  /** @param {{bounds: [number, number, number, number], minZoom: number, maxZoom: number, center: [number, number, number], metadata: object}} info */
  finish({ bounds, minZoom, maxZoom, center, metadata }) {
    const ids = [...this.#tiles.keys()].sort((a, b) => a - b);
    const contents = new Map();
    const dataParts = [];
    const entries = [];
    let dataLength = 0;
    for (const tileId of ids) {
      const compressed = gzipSync(this.#tiles.get(tileId));
      const key = compressed.toString("base64");
      let stored = contents.get(key);
      if (!stored) {
        stored = { offset: dataLength, length: compressed.length };
        contents.set(key, stored);
        dataParts.push(compressed);
        dataLength += compressed.length;
      }
      const previous = entries.at(-1);
      if (previous && previous.tileId + previous.runLength === tileId && previous.offset === stored.offset) previous.runLength++;
      else entries.push({ tileId, runLength: 1, offset: stored.offset, length: stored.length });
    }
    const prefix = archivePrefix({
      entries,
      dataLength,
      addressedTiles: ids.length,
      tileContents: contents.size,
      clustered: true,
      tileCompression: 2,
      tileType: 1,
      bounds,
      minZoom,
      maxZoom,
      center,
      metadata,
      rootLimit: this.#rootLimit,
    });
    return Buffer.concat([prefix, ...dataParts]);
  }
}

/** Tile column/row of a longitude/latitude at zoom z (Web Mercator). */
export function lonLatToTile(lon, lat, z) {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

/** Every tile of zoom z that covers [west, south, east, north]. */
export function* tilesInBounds([west, south, east, north], z) {
  const [x0, y0] = lonLatToTile(west, north, z);
  const [x1, y1] = lonLatToTile(east, south, z);
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) yield [x, y];
}
