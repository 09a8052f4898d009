// Serves the basemap from one PMTiles archive in R2 via range requests, as
// /karte/kacheln/{z}/{x}/{y}.mvt and /karte/kacheln.json. Header and directories stay cached in the
// isolate until the archive's etag changes.
import { EtagMismatch, PMTiles, type RangeResponse, SharedPromiseCache, type Source } from "pmtiles";

export const ARCHIVE_KEY = "basemap.pmtiles";
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>-Mitwirkende · <a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a>';
export const DEMO_ATTRIBUTION = "Demo-Kartendaten (vereinfacht, keine echten Geodaten)";

/** The pmtiles Source over an R2 bucket: every read is one ranged `get`. */
export class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey() {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const object = await this.bucket.get(this.key, {
      range: { offset, length },
      ...(etag ? { onlyIf: { etagMatches: etag } } : {}),
    });
    if (!object) throw new ArchiveMissingError();
    if (!("body" in object)) throw new EtagMismatch();
    const data = await object.arrayBuffer();
    return { data, etag: object.etag, cacheControl: undefined, expires: undefined };
  }
}

export class ArchiveMissingError extends Error {
  constructor() {
    super("basemap archive missing");
    this.name = "ArchiveMissingError";
  }
}

const archives = new WeakMap<R2Bucket, PMTiles>();

/**
 * A missing archive is not remembered: the reader and its cache go, the next request looks again
 * (the archive may have been uploaded since).
 */
async function forgetMissing(bucket: R2Bucket, error: unknown): Promise<boolean> {
  if (!(error instanceof ArchiveMissingError)) return false;
  archives.delete(bucket);
  return true;
}

/** One PMTiles reader per bucket binding and isolate, with its header and directory cache. */
export function archiveFor(bucket: R2Bucket): PMTiles {
  let archive = archives.get(bucket);
  if (!archive) {
    archive = new PMTiles(new R2Source(bucket, ARCHIVE_KEY), new SharedPromiseCache(64));
    archives.set(bucket, archive);
  }
  return archive;
}

export type TileResult =
  | { status: "tile"; data: ArrayBuffer; etag: string }
  | { status: "empty"; etag: string }
  | { status: "outside" }
  | { status: "missing" };

/** A tile's ETag: the archive's R2 etag (a new upload changes it) and the tile address. */
function etagOf(archiveEtag: string | undefined, z: number, x: number, y: number): string {
  return `"${(archiveEtag ?? "pmtiles").replaceAll('"', "")}-${z}-${x}-${y}"`;
}

/** The tile z/x/y as uncompressed MVT (pmtiles decompresses), or why there is none. */
export async function readTile(bucket: R2Bucket, z: number, x: number, y: number): Promise<TileResult> {
  const archive = archiveFor(bucket);
  try {
    const header = await archive.getHeader();
    if (z < header.minZoom || z > header.maxZoom) return { status: "outside" };
    const etag = etagOf(header.etag, z, x, y);
    const tile = await archive.getZxy(z, x, y);
    return tile ? { status: "tile", data: tile.data, etag } : { status: "empty", etag };
  } catch (error) {
    if (await forgetMissing(bucket, error)) return { status: "missing" };
    throw error;
  }
}

/** The ETag a tile would get, from the cached header alone (no R2 read when it is cached). */
export async function tileEtag(bucket: R2Bucket, z: number, x: number, y: number): Promise<string | null> {
  try {
    const header = await archiveFor(bucket).getHeader();
    return etagOf(header.etag, z, x, y);
  } catch (error) {
    if (await forgetMissing(bucket, error)) return null;
    throw error;
  }
}

/** TileJSON for MapLibre: tile URL, zoom range, bounds and our own attribution text. */
export async function tileJson(bucket: R2Bucket, origin: string) {
  const archive = archiveFor(bucket);
  try {
    const header = await archive.getHeader();
    const metadata = (await archive.getMetadata()) as { demo?: boolean } | null;
    return {
      tilejson: "3.0.0",
      scheme: "xyz",
      tiles: [`${origin}/karte/kacheln/{z}/{x}/{y}.mvt`],
      minzoom: header.minZoom,
      maxzoom: header.maxZoom,
      bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
      center: [header.centerLon, header.centerLat, header.centerZoom],
      // No vector_layers: MapLibre would reject the style's layers for source layers a small
      // archive (the demo) lacks; missing layers simply draw nothing.
      // Never the archive's own HTML: our two texts only (ADR 0160).
      attribution: metadata?.demo ? DEMO_ATTRIBUTION : OSM_ATTRIBUTION,
    };
  } catch (error) {
    if (await forgetMissing(bucket, error)) return null;
    throw error;
  }
}
