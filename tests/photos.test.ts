// Listing photos through the real Worker: the cron syncs a feed whose pictures live on a local
// "provider"; the photo-jobs consumer fetches each once, renders WebP variants (miniflare's sharp)
// into R2, and pages show them from /bilder/. Tests build on each other, like consecutive cron runs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker();

let server: Server;
let origin = "";
let feedXml = "";
/** Requests per image path, to prove what was (not) fetched again. */
const hits = new Map<string, number>();
const pictures = new Map<string, Buffer>();

async function jpeg(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

beforeAll(async () => {
  pictures.set("/img/a.jpg", await jpeg(2400, 1600, { r: 200, g: 60, b: 60 }));
  pictures.set("/img/b.jpg", await jpeg(1800, 1200, { r: 60, g: 200, b: 60 }));
  pictures.set("/img/small.jpg", await jpeg(300, 200, { r: 60, g: 60, b: 200 }));
  pictures.set("/img/c.jpg", await jpeg(1200, 900, { r: 120, g: 120, b: 20 }));
  pictures.set("/img/d.jpg", await jpeg(1000, 1000, { r: 20, g: 120, b: 120 }));
  pictures.set("/img/corrupt.jpg", Buffer.from("das ist kein JPEG"));
  server = createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/feed.xml") {
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(feedXml);
      return;
    }
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const body = pictures.get(path);
    if (!body) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = await worker.env();
  await env.DB.prepare("INSERT INTO api_credentials (service_name, username, password) VALUES ('justimmo', ?, ?)")
    .bind(`${origin}/feed.xml`, "")
    .run();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function object(n: number, images: string[]): string {
  const anhaenge = images
    .map(
      (path, i) =>
        `<anhang location="EXTERN"${i === 0 ? ' gruppe="TITELBILD"' : ""}><format>jpg</format><daten><pfad>${origin}${path}</pfad></daten></anhang>`,
    )
    .join("");
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>${400000 + n}</kaufpreis></preise>
    <flaechen><wohnflaeche>70</wohnflaeche><anzahl_zimmer>3</anzahl_zimmer></flaechen>
    <freitexte><objekttitel>Fotowohnung ${n}</objekttitel></freitexte>
    <anhaenge>${anhaenge}</anhaenge>
    <verwaltung_techn><objektnr_intern>${7000 + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>FOTO${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

function serveFeed(objects: [number, string[]][]): void {
  feedXml = `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="VOLL" version="1.2.7"/><anbieter><firma>Foto Estate</firma>${objects
    .map(([n, images]) => object(n, images))
    .join("")}</anbieter></openimmo>`;
}

async function runCron(at = new Date()) {
  const env = await worker.env();
  await worker.scheduled("0 * * * *", at);
  return env.DB.prepare("SELECT status, error_message FROM sync_runs ORDER BY id DESC LIMIT 1").first<{
    status: string;
    error_message: string | null;
  }>();
}

interface ImageRow {
  id: number;
  objektnr: string;
  source_url: string;
  position: number;
  state: string;
  content_hash: string | null;
  variants: string;
  width: number | null;
  height: number | null;
  error: string | null;
  removed_at: string | null;
}

async function imageRows(): Promise<ImageRow[]> {
  const env = await worker.env();
  const { results } = await env.DB.prepare(
    `SELECT p.id, i.objektnr_intern AS objektnr, p.source_url, p.position, p.state, p.content_hash, p.variants, p.width, p.height,
            p.error, p.removed_at
     FROM property_images p JOIN immobilien i ON i.id = p.property_id ORDER BY i.objektnr_intern, p.position`,
  ).all<ImageRow>();
  return results;
}

/** The queue consumer runs by itself; wait until `ready` holds and no job is pending. */
async function settled(ready: (rows: ImageRow[]) => boolean = () => true): Promise<ImageRow[]> {
  for (let i = 0; i < 300; i++) {
    const rows = await imageRows();
    if (rows.length > 0 && ready(rows) && rows.every((row) => row.state !== "pending" || row.removed_at !== null)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`photo jobs did not finish: ${JSON.stringify(await imageRows())}`);
}

const imagePath = (path: string) => `${origin.replace("http:", "https:")}${path}`;

test("a synced property's pictures are fetched once, stored in R2 as WebP variants, never upscaled", async () => {
  serveFeed([
    [1, ["/img/a.jpg", "/img/missing.jpg", "/img/small.jpg", "/img/corrupt.jpg"]],
    [2, ["/img/missing-too.jpg"]],
    [3, ["/img/b.jpg"]],
  ]);
  const run = await runCron();
  // A missing or broken picture never fails the sync.
  expect(run).toMatchObject({ status: "success", error_message: null });
  const rows = await settled((found) => found.length === 6);
  expect(rows.map((row) => [row.objektnr, row.source_url, row.state])).toEqual([
    ["7001", imagePath("/img/a.jpg"), "ready"],
    ["7001", imagePath("/img/missing.jpg"), "failed"],
    ["7001", imagePath("/img/small.jpg"), "ready"],
    ["7001", imagePath("/img/corrupt.jpg"), "failed"],
    ["7002", imagePath("/img/missing-too.jpg"), "failed"],
    ["7003", imagePath("/img/b.jpg"), "ready"],
  ]);
  expect(rows[1]?.error).toBe("HTTP 404");
  expect(rows[3]?.error).toMatch(/kein lesbares Bild/);
  // Each picture was fetched exactly once (a 404 is not retried).
  for (const path of ["/img/a.jpg", "/img/missing.jpg", "/img/small.jpg", "/img/corrupt.jpg", "/img/b.jpg"]) {
    expect(hits.get(path), path).toBe(1);
  }

  const a = rows[0] as ImageRow;
  expect(JSON.parse(a.variants)).toEqual([480, 960, 1600]);
  expect([a.width, a.height]).toEqual([1600, 1067]);
  const small = rows[2] as ImageRow;
  expect(JSON.parse(small.variants)).toEqual([300]);
  expect([small.width, small.height]).toEqual([300, 200]);
  expect(JSON.parse((rows[5] as ImageRow).variants)).toEqual([480, 960, 1600]);

  const env = await worker.env();
  const listed = await env.PHOTOS.list({ prefix: "bilder/" });
  expect(listed.objects.map((object) => object.key).sort()).toEqual(
    [
      `bilder/${a.content_hash}-480.webp`,
      `bilder/${a.content_hash}-960.webp`,
      `bilder/${a.content_hash}-1600.webp`,
      `bilder/${small.content_hash}-300.webp`,
      `bilder/${rows[5]?.content_hash}-480.webp`,
      `bilder/${rows[5]?.content_hash}-960.webp`,
      `bilder/${rows[5]?.content_hash}-1600.webp`,
    ].sort(),
  );
  // The stored files really are WebP of the recorded size.
  for (const width of [480, 960, 1600]) {
    const response = await worker.fetch(`/bilder/${a.content_hash}-${width}.webp`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, Math.round((1600 * width) / 2400)]);
  }
});

test("the detail page and the cards show the stored photos with srcset, width and height; never the provider's URL", async () => {
  const [a, , small] = await imageRows();
  const detail = await (await worker.fetch("/immobilien/7001")).text();
  expect(detail).not.toContain("127.0.0.1");
  expect(detail).toContain(
    `srcSet="/bilder/${a?.content_hash}-480.webp 480w, /bilder/${a?.content_hash}-960.webp 960w, /bilder/${a?.content_hash}-1600.webp 1600w"`,
  );
  expect(detail).toMatch(new RegExp(`<img src="/bilder/${a?.content_hash}-1600.webp"[^>]*width="1600" height="1067"`));
  expect(detail).toContain(`<meta property="og:image" content="http://localhost:8787/bilder/${a?.content_hash}-1600.webp"/>`);
  // Two ready photos in feed order; the failed ones are left out.
  expect(detail).toContain("Bild 2 von 2 vergrößern");
  expect(detail).toContain(`/bilder/${small?.content_hash}-300.webp`);

  const listing = await (await worker.fetch("/immobilien?q=Fotowohnung")).text();
  expect(listing).not.toContain("127.0.0.1");
  expect(listing).toMatch(new RegExp(`<img src="/bilder/${a?.content_hash}-480.webp" srcSet="[^"]+1600w" sizes="[^"]+"`));
  // A property whose only picture failed shows the fallback, as a property without pictures does.
  const failedOnly = await (await worker.fetch("/immobilien/7002")).text();
  expect(failedOnly).toContain('src="/images/fallback.webp"');
});

test("/bilder/ serves a variant as immutable WebP with an ETag, answers 304 to a matching If-None-Match and 404 to unknown keys", async () => {
  const [a] = await imageRows();
  const path = `/bilder/${a?.content_hash}-960.webp`;
  const response = await worker.fetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("image/webp");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  const etag = response.headers.get("ETag");
  expect(etag).toMatch(/^".+"$/);
  await response.arrayBuffer();

  const again = await worker.fetch(path, { headers: { "If-None-Match": etag as string } });
  expect(again.status).toBe(304);

  for (const unknown of [
    `/bilder/${"0".repeat(32)}-960.webp`,
    `/bilder/${a?.content_hash}-961.webp`,
    "/bilder/../wrangler.toml",
    "/bilder/x.webp",
    "/bilder/",
  ]) {
    const missing = await worker.fetch(unknown);
    expect(missing.status, unknown).toBe(404);
    await missing.arrayBuffer();
  }
});

test("an unchanged re-run fetches no picture again, and a changed property fetches only its new picture", async () => {
  hits.clear();
  expect(await runCron()).toMatchObject({ status: "success" });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect([...hits.values()].reduce((sum, n) => sum + n, 0)).toBe(0);

  // Property 3 changes (price) and gets a second picture; its first stays as it is.
  feedXml = feedXml.replace("<kaufpreis>400003</kaufpreis>", "<kaufpreis>410000</kaufpreis>");
  serveFeed([
    [1, ["/img/a.jpg", "/img/missing.jpg", "/img/small.jpg", "/img/corrupt.jpg"]],
    [2, ["/img/missing-too.jpg"]],
    [3, ["/img/c.jpg", "/img/b.jpg"]],
  ]);
  expect(await runCron()).toMatchObject({ status: "success" });
  const rows = await settled((found) => found.some((row) => row.source_url === imagePath("/img/c.jpg")));
  expect(Object.fromEntries(hits)).toEqual({ "/img/c.jpg": 1 });
  expect(rows.filter((row) => row.objektnr === "7003").map((row) => [row.source_url, row.position, row.state])).toEqual([
    [imagePath("/img/c.jpg"), 0, "ready"],
    [imagePath("/img/b.jpg"), 1, "ready"],
  ]);
});

test("images of a withdrawn property and dropped images are deleted, rows and R2 objects, only after the 30-day grace period; staff uploads of the same picture stay", async () => {
  // Property 3 leaves the feed (withdrawn); property 1 drops its small picture and gains d.jpg.
  serveFeed([
    [1, ["/img/a.jpg", "/img/missing.jpg", "/img/corrupt.jpg", "/img/d.jpg"]],
    [2, ["/img/missing-too.jpg"]],
  ]);
  const now = new Date();
  expect(await runCron(now)).toMatchObject({ status: "success" });
  const rows = await settled((found) => found.some((row) => row.source_url === imagePath("/img/d.jpg")));
  const byPath = (path: string) => rows.find((row) => row.source_url === imagePath(path)) as ImageRow;
  expect(byPath("/img/small.jpg").removed_at).not.toBeNull();
  const env = await worker.env();
  const keysOf = (row: ImageRow) => (JSON.parse(row.variants) as number[]).map((w) => `bilder/${row.content_hash}-${w}.webp`);
  const goneKeys = [...keysOf(byPath("/img/small.jpg")), ...keysOf(byPath("/img/b.jpg"))];
  // Staff uploaded the same picture as c.jpg (migration 0056): its variants must outlive the feed's.
  const sharedKeys = keysOf(byPath("/img/c.jpg"));
  await env.DB.prepare(
    "INSERT INTO staff_images (content_hash, variants, width, height, content_type, bytes, uploaded_by, created_at) VALUES (?, ?, 1, 1, 'image/jpeg', 1, 'staff@example.at', ?)",
  )
    .bind(byPath("/img/c.jpg").content_hash, byPath("/img/c.jpg").variants, now.toISOString())
    .run();

  // The dropped picture is no longer shown at once; its file stays during the grace period.
  const detail = await (await worker.fetch("/immobilien/7001")).text();
  expect(detail).not.toContain(`${byPath("/img/small.jpg").content_hash}`);
  expect(detail).toContain(`/bilder/${byPath("/img/d.jpg").content_hash}-960.webp`);
  expect(await runCron(new Date(now.getTime() + 29 * 86_400_000))).toMatchObject({ status: "success" });
  for (const key of goneKeys) expect(await env.PHOTOS.head(key), key).not.toBeNull();

  expect(await runCron(new Date(now.getTime() + 31 * 86_400_000))).toMatchObject({ status: "success" });
  const left = await imageRows();
  expect(left.map((row) => row.source_url)).toEqual(
    ["/img/a.jpg", "/img/missing.jpg", "/img/corrupt.jpg", "/img/d.jpg", "/img/missing-too.jpg"].map(imagePath),
  );
  for (const key of goneKeys) expect(await env.PHOTOS.head(key), key).toBeNull();
  for (const key of sharedKeys) expect(await env.PHOTOS.head(key), key).not.toBeNull();
  // The photos still in use stay.
  for (const key of keysOf(byPath("/img/a.jpg"))) expect(await env.PHOTOS.head(key), key).not.toBeNull();
});

test("a picture whose retries ran out (provider down) is tried again a day later by the ten-minute cron; a 404 is not", async () => {
  const env = await worker.env();
  // As left by four failed deliveries a day ago (the retries themselves wait minutes, see ADR 0033).
  await env.DB.prepare("UPDATE property_images SET state = 'failed', attempts = 4, error = 'HTTP 503', updated_at = ? WHERE source_url = ?")
    .bind(new Date(Date.now() - 25 * 3_600_000).toISOString(), imagePath("/img/missing-too.jpg"))
    .run();
  pictures.set("/img/missing-too.jpg", await jpeg(800, 600, { r: 90, g: 30, b: 150 }));
  hits.clear();
  await worker.scheduled("*/10 * * * *");
  const rows = await settled((found) => found.some((row) => row.source_url === imagePath("/img/missing-too.jpg") && row.state === "ready"));
  expect(rows.find((row) => row.source_url === imagePath("/img/missing.jpg"))?.state).toBe("failed");
  expect(Object.fromEntries(hits)).toEqual({ "/img/missing-too.jpg": 1 });
  expect(await (await worker.fetch("/immobilien/7002")).text()).toContain("/bilder/");
});

test("seed pictures (the site's own files) take the same path: the ten-minute cron queues them, the Worker reads them from its assets", async () => {
  const env = await worker.env();
  await env.DB.prepare(
    `INSERT INTO immobilien (objektnr_intern, objekttitel, status, source, active, titelbild_url, bilder_urls)
     VALUES ('seed-foto', 'Demo-Altbau', 'SALE', 'seed', 1, '/images/properties/altbau-1.webp', ?)`,
  )
    .bind(JSON.stringify(["/images/properties/altbau-1.webp", "/images/properties/living-1.webp"]))
    .run();
  // Before the pipeline has them, the own files show as they always did.
  expect(await (await worker.fetch("/immobilien/seed-foto")).text()).toContain('src="/images/properties/altbau-1.webp"');
  hits.clear();
  await worker.scheduled("*/10 * * * *");
  const rows = (await settled((found) => found.some((row) => row.objektnr === "seed-foto"))).filter((row) => row.objektnr === "seed-foto");
  expect(rows.map((row) => [row.source_url, row.state, JSON.parse(row.variants), row.width, row.height])).toEqual([
    ["/images/properties/altbau-1.webp", "ready", [480, 960, 1200], 1200, 800],
    ["/images/properties/living-1.webp", "ready", [480, 960, 1200], 1200, 800],
  ]);
  expect(hits.size).toBe(0);
  const detail = await (await worker.fetch("/immobilien/seed-foto")).text();
  expect(detail).toContain(`<img src="/bilder/${rows[0]?.content_hash}-1200.webp"`);
  // A second run finds nothing left to queue.
  await worker.scheduled("*/10 * * * *");
  const again = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM property_images p JOIN immobilien i ON i.id = p.property_id WHERE i.objektnr_intern = 'seed-foto'",
  ).first<{ n: number }>();
  expect(again?.n).toBe(2);
});
