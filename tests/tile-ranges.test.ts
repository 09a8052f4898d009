// The tile route's reads from R2 are bounded: its loader runs against the local R2 binding,
// recording every `get`. Each read has a range of at most 16 KiB or one tile or leaf directory,
// and once header and directories are cached a tile costs exactly one read of its bytes.

import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import type { LoaderFunctionArgs } from "react-router";
import { beforeAll, expect, test } from "vitest";
import { loader } from "~/routes/karte.kacheln.$z.$x.$y";
import { buildDemoArchive } from "../scripts/map-demo.mjs";
import { PMTilesWriter, tilesInBounds } from "../scripts/map-pmtiles.mjs";
import { startWorker } from "./harness";

const worker = startWorker();
const HEADER_READ = 16_384;

interface Read {
  key: string;
  range: { offset?: number; length?: number } | undefined;
}

/** The R2 binding with every get recorded (and everything else passed through). */
function recording(bucket: R2Bucket, reads: Read[]): R2Bucket {
  return new Proxy(bucket, {
    get(target, property) {
      if (property === "get") {
        return async (key: string, options?: R2GetOptions) => {
          reads.push({ key, range: options?.range as Read["range"] });
          const object = (await target.get(key, options)) as R2ObjectBody | null;
          if (!object) return object;
          // The local binding's objects are proxies into workerd: read the bytes once here.
          const etag = object.etag;
          const data = await new Response(object.body).arrayBuffer();
          return { etag, body: data, arrayBuffer: async () => data };
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

class BufferSource implements Source {
  constructor(private readonly bytes: Uint8Array) {}
  getKey() {
    return "buffer";
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    // A copy: the demo archive is a Buffer, whose slice() is a view into a larger pool.
    const copy = new Uint8Array(Math.max(0, Math.min(length, this.bytes.byteLength - offset)));
    copy.set(this.bytes.subarray(offset, offset + copy.length));
    return { data: copy.buffer };
  }
}

async function tile(bucket: R2Bucket, path: string, headers: Record<string, string> = {}) {
  const [z, x, yExt] = path.split("/");
  const args = {
    params: { z, x, y: yExt },
    request: new Request(`http://localhost/karte/kacheln/${path}`, { headers }),
    context: { env: { MAPS: bucket } },
  } as unknown as LoaderFunctionArgs;
  return (await loader(args)) as Response;
}

/** An archive with leaf directories (a small root limit forces them), as a real extract has. */
function archiveWithLeaves() {
  const writer = new PMTilesWriter({ rootLimit: 256 });
  let n = 0;
  // Vienna and Lower Austria to zoom 13: about 6,000 tiles, so more than one leaf of 4,096.
  for (let z = 0; z <= 13; z++) {
    for (const [x, y] of tilesInBounds([14.4, 47.4, 17.1, 49.05], z))
      writer.addTile(z, x, y, new Uint8Array([0x1a, 0x02, 0x08, n++ % 251]));
  }
  return writer.finish({ bounds: [14.4, 47.4, 17.1, 49.05], minZoom: 0, maxZoom: 13, center: [16.37, 48.2, 10], metadata: { demo: true } });
}

let demo: Uint8Array;
beforeAll(async () => {
  demo = buildDemoArchive();
});

test("every R2 read of the tile route has a range, bounded by 16 KiB or one tile; cached reads fetch just the tile", async () => {
  const env = await worker.env();
  const raw = env.MAPS as R2Bucket;
  await raw.put("basemap.pmtiles", demo);
  const reads: Read[] = [];
  const bucket = recording(raw, reads);
  const archive = new PMTiles(new BufferSource(demo));
  expect((await archive.getHeader()).leafDirectoryLength).toBe(0);
  const paths = ["14/8936/5681.mvt", "14/8937/5681.mvt", "10/558/355.mvt", "12/2234/1420.mvt", "14/0/0.mvt", "5/17/11.mvt"];
  let largestTile = 0;
  for (const path of paths) {
    const [z, x, y] = path.replace(".mvt", "").split("/").map(Number) as [number, number, number];
    const res = await tile(bucket, path);
    expect([200, 204], path).toContain(res.status);
    const data = await archive.getZxy(z, x, y);
    if (data) largestTile = Math.max(largestTile, data.data.byteLength);
  }
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) {
    expect(read.key).toBe("basemap.pmtiles");
    expect(read.range, "no read without a range").toBeDefined();
    expect(read.range?.length).toBeGreaterThan(0);
    expect(read.range?.length).toBeLessThanOrEqual(Math.max(HEADER_READ, largestTile));
  }
  // The whole archive is never read at once (it is larger than any single read).
  expect(Math.max(...reads.map((read) => read.range?.length ?? Number.POSITIVE_INFINITY))).toBeLessThan(demo.byteLength);

  // Warm: one read per tile, exactly the tile's compressed bytes; 304 and 204 read nothing more
  // than the (cached) header needs.
  reads.length = 0;
  const res = await tile(bucket, "14/8936/5681.mvt");
  expect(res.status).toBe(200);
  expect(reads).toHaveLength(1);
  expect(reads[0]?.range?.length).toBeLessThanOrEqual(largestTile);
  reads.length = 0;
  const etag = res.headers.get("ETag") as string;
  expect((await tile(bucket, "14/8936/5681.mvt", { "If-None-Match": etag })).status).toBe(304);
  expect(reads).toHaveLength(0);
  expect((await tile(bucket, "14/0/0.mvt")).status).toBe(204);
  expect(reads).toHaveLength(0);
  console.info(`tile reads: header ${HEADER_READ} B, largest demo tile ${largestTile} B, archive ${demo.byteLength} B`);
});

test("with leaf directories: a cold tile reads the header, one leaf and the tile, each ranged and small", async () => {
  const env = await worker.env();
  const bytes = archiveWithLeaves();
  // A separate bucket object per test would need a second binding; the same key with a new
  // upload gets a new etag, which resets the reader's cache.
  const raw = env.MAPS as R2Bucket;
  await raw.put("basemap.pmtiles", bytes);
  const header = await new PMTiles(new BufferSource(bytes)).getHeader();
  expect(header.leafDirectoryLength).toBeGreaterThan(0);
  const reads: Read[] = [];
  const bucket = recording(raw, reads);
  const [x, y] = [...tilesInBounds([16.37, 48.2, 16.371, 48.201], 13)][0] ?? [0, 0];
  const res = await tile(bucket, `13/${x}/${y}.mvt`);
  expect(res.status).toBe(200);
  expect(new Uint8Array(await res.arrayBuffer())[0]).toBe(0x1a);
  expect(reads.length).toBeGreaterThanOrEqual(3);
  expect(reads.length).toBeLessThanOrEqual(4);
  for (const read of reads) {
    expect(read.range).toBeDefined();
    expect(read.range?.length).toBeLessThanOrEqual(HEADER_READ);
  }
  // The leaf read is one leaf, not all of them.
  const leafReads = reads.filter(
    (read) => (read.range?.offset ?? 0) >= header.leafDirectoryOffset && (read.range?.offset ?? 0) < header.tileDataOffset,
  );
  expect(leafReads).toHaveLength(1);
  expect(leafReads[0]?.range?.length).toBeLessThan(Number(header.leafDirectoryLength));
});
