// npm run bench:expose — every seeded listing's PDF exposé through the real document and layout
// code, over a fresh local D1. Photos are made as the consumer makes them (JPEG 1200 px q80, with
// sharp, not timed). Prints per listing and median/p95: PDF size, pages, render CPU time.
//   npm run bench:expose [-- --out DIR]   DIR: also write every PDF there (for pdftoppm)
//   BENCH_EXPOSE_RUNS=3                   renders per listing; the CPU figure is the fastest run
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { getPlatformProxy } from "wrangler";
import { createDb } from "~/db/client.server";
import { toPropertyDetailView } from "~/lib/property-view";
import { EXPOSE_FONTS, EXPOSE_PHOTOS, exposeDocument } from "~/server/expose/generate.server";
import { renderExpose } from "~/server/expose/render.server";
import type { Env } from "~/server/http/env.server";
import { loadLegalTerms } from "~/server/legal/queries.server";
import { getPropertyByRouteId } from "~/server/listings/queries.server";
import { prepareDatabase, root } from "./lib.mjs";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const RUNS = Number(process.env.BENCH_EXPOSE_RUNS ?? 3);
const SITE_URL = "https://www.donau-estate.example";

const persistTo = mkdtempSync(join(tmpdir(), "bench-expose-"));
prepareDatabase({ persistTo });
const proxy = await getPlatformProxy<Env>({ configPath: join(root, "wrangler.toml"), persist: { path: join(persistTo, "v3") } });

/** A photo as the consumer's Images call makes it: JPEG, at most 1200 px wide, quality 80. */
async function jpegOf(src: string): Promise<Uint8Array | null> {
  if (!src.startsWith("/images/")) return null;
  const file = join(root, "public", src);
  return sharp(readFileSync(file))
    .resize({ width: EXPOSE_PHOTOS.width, withoutEnlargement: true })
    .jpeg({ quality: EXPOSE_PHOTOS.quality })
    .toBuffer();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

try {
  const db = createDb(proxy.env.DB);
  const terms = await loadLegalTerms(db);
  const ids = (await db.selectFrom("immobilien").select("objektnr_intern").where("active", "=", 1).orderBy("id").execute()).map(
    (row) => row.objektnr_intern,
  );
  const regular = readFileSync(join(root, "public", EXPOSE_FONTS.regular));
  const bold = readFileSync(join(root, "public", EXPOSE_FONTS.bold));
  if (values.out) mkdirSync(values.out, { recursive: true });

  const sizes: number[] = [];
  const cpu: number[] = [];
  const now = new Date();
  console.log("listing       photos pages      bytes  cpu ms");
  for (const id of ids) {
    const row = await getPropertyByRouteId(db, { routeId: id });
    if (!row) continue;
    const gallery = toPropertyDetailView(row).gallery.filter((photo) => !photo.src.startsWith("/images/fallback"));
    const photos = (await Promise.all(gallery.slice(0, EXPOSE_PHOTOS.max).map((photo) => jpegOf(photo.src)))).filter(
      (photo): photo is Buffer => photo !== null,
    );
    let best = Number.POSITIVE_INFINITY;
    let result: { bytes: Uint8Array; pages: number } | null = null;
    for (let run = 0; run < RUNS; run++) {
      const before = process.cpuUsage();
      const document = exposeDocument(row, terms, SITE_URL, now, null);
      result = await renderExpose(document, { regular, bold, photos });
      const used = process.cpuUsage(before);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    if (!result) continue;
    sizes.push(result.bytes.byteLength);
    cpu.push(best);
    if (values.out) writeFileSync(join(values.out, `expose-${id}.pdf`), result.bytes);
    console.log(
      `${id.padEnd(13)} ${String(photos.length).padStart(6)} ${String(result.pages).padStart(5)} ${String(result.bytes.byteLength).padStart(10)} ${best.toFixed(1).padStart(7)}`,
    );
  }
  sizes.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\n${sizes.length} exposés (best of ${RUNS} renders each, Node ${process.version}):`);
  console.log(`  size      median ${kb(percentile(sizes, 50))}, p95 ${kb(percentile(sizes, 95))}, max ${kb(sizes.at(-1) ?? 0)}`);
  console.log(
    `  CPU time  median ${percentile(cpu, 50).toFixed(0)} ms, p95 ${percentile(cpu, 95).toFixed(0)} ms, max ${(cpu.at(-1) ?? 0).toFixed(0)} ms`,
  );
} finally {
  await proxy.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
