// The photo jobs: reconcile a property's image rows, then per picture fetch the original once,
// name it by its SHA-256, render WebP variants with the Images binding and store them in R2.
// Broken images fail at once, transient failures retry; the page shows the other photos or the
// fallback either way.

import type { Db } from "~/db/client.server";
import { PHOTO_KEY_PATTERN, photoKey, photoName, variantWidths } from "~/lib/responsive-image";
import { sha256Hex } from "~/lib/sha256";
import type { AppEnv } from "~/server/http/env.server";
import { findReadyImageByHash, getPropertyImage, markImageError, markImageReady } from "~/server/photos/queries.server";

/** First delivery plus max_retries (3) in wrangler.toml. */
export const MAX_PHOTO_ATTEMPTS = 4;
export const BACKOFF_BASE_SECONDS = 60;
const FETCH_TIMEOUT_MS = 20_000;
/** Originals above this are refused (a 6000 px JPEG is ~10 MB). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const WEBP_QUALITY = 80;

export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

export class PhotoError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "PhotoError";
  }
}

export interface PhotoDeps {
  fetch: typeof fetch;
  /** Site-relative sources (the seed's /images/...) come from the static assets. */
  assets: Fetcher;
  images: ImagesBinding;
  bucket: R2Bucket;
  /**
   * A https://localhost or 127.0.0.1 source is fetched over http (a local "provider" for tests,
   * benchmarks and the audit): outside production, or when the site itself runs on localhost.
   */
  allowLoopbackHttp: boolean;
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** The photo pipeline's bindings; originals on this host are fetched over plain HTTP outside production. */
export function photoDeps(env: AppEnv): PhotoDeps {
  return {
    fetch: globalThis.fetch.bind(globalThis),
    assets: env.ASSETS,
    images: env.IMAGES,
    bucket: env.PHOTOS,
    allowLoopbackHttp: env.ENVIRONMENT !== "production" || LOOPBACK_HOSTS.includes(new URL(env.SITE_URL).hostname),
  };
}

function sourceRequest(sourceUrl: string, allowLoopbackHttp: boolean): { url: URL; local: boolean } {
  if (sourceUrl.startsWith("/") && !sourceUrl.startsWith("//")) return { url: new URL(sourceUrl, "http://assets.local"), local: true };
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    throw new PhotoError("ungültige Bildadresse", true);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new PhotoError("ungültige Bildadresse", true);
  if (allowLoopbackHttp && LOOPBACK_HOSTS.includes(url.hostname)) url.protocol = "http:";
  return { url, local: false };
}

export async function fetchSource(
  sourceUrl: string,
  deps: Pick<PhotoDeps, "fetch" | "assets" | "allowLoopbackHttp">,
  maxBytes = MAX_SOURCE_BYTES,
): Promise<ArrayBuffer> {
  const { url, local } = sourceRequest(sourceUrl, deps.allowLoopbackHttp);
  let response: Response;
  try {
    response = local
      ? await deps.assets.fetch(url.toString())
      : await deps.fetch(url.toString(), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
  } catch (error) {
    throw new PhotoError(`Abruf fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  if (!response.ok) {
    await response.body?.cancel();
    // 4xx will not change by asking again; 5xx and 429 may.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
    throw new PhotoError(`HTTP ${response.status}`, permanent);
  }
  const length = Number(response.headers.get("Content-Length") ?? "0");
  if (length > maxBytes) {
    await response.body?.cancel();
    throw new PhotoError("Bild zu groß", true);
  }
  const bytes = await readCapped(response, maxBytes);
  if (bytes.byteLength === 0) throw new PhotoError("leere Antwort", true);
  return bytes;
}

/** The body, refused as soon as it passes `max` bytes (a missing or false Content-Length). */
async function readCapped(response: Response, max: number): Promise<ArrayBuffer> {
  if (!response.body) return new ArrayBuffer(0);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw new PhotoError("Bild zu groß", true);
      }
      parts.push(value);
    }
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError(`Abruf abgebrochen: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes.buffer;
}

const streamOf = (bytes: ArrayBuffer) => new Response(bytes).body as ReadableStream<Uint8Array>;

/** Render and store the variants of one original; returns widths and the largest variant's size. */
export async function renderVariants(
  bytes: ArrayBuffer,
  hash: string,
  deps: Pick<PhotoDeps, "images" | "bucket">,
): Promise<{ variants: number[]; width: number; height: number }> {
  let info: Awaited<ReturnType<ImagesBinding["info"]>>;
  try {
    info = await deps.images.info(streamOf(bytes));
  } catch (error) {
    throw new PhotoError(`kein lesbares Bild: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  if (!("width" in info) || !(info.width > 0) || !(info.height > 0)) throw new PhotoError("kein Rasterbild", true);
  const variants = variantWidths(info.width);
  for (const width of variants) {
    let output: ArrayBuffer;
    try {
      const result = await deps.images
        .input(streamOf(bytes))
        .transform({ width, fit: "scale-down" })
        .output({ format: "image/webp", quality: WEBP_QUALITY });
      output = await new Response(result.image()).arrayBuffer();
    } catch (error) {
      throw new PhotoError(`Umwandlung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    await deps.bucket.put(photoKey(hash, width), output, {
      httpMetadata: { contentType: "image/webp", cacheControl: PHOTO_CACHE_CONTROL },
    });
  }
  const largest = variants[variants.length - 1] as number;
  return { variants, width: largest, height: Math.max(1, Math.round((info.height * largest) / info.width)) };
}

type Outcome = { kind: "ack" } | { kind: "retry"; delaySeconds: number };

export async function processPropertyImage({
  db,
  deps,
  imageId,
  attempt,
  now,
}: {
  db: Db;
  deps: PhotoDeps;
  imageId: number;
  attempt: number;
  now: Date;
}): Promise<Outcome> {
  const image = await getPropertyImage(db, imageId);
  // Gone, already done (a redelivered message) or dropped from the list meanwhile: nothing to do.
  if (!image || image.state === "ready" || image.removed_at !== null) return { kind: "ack" };
  const nowIso = now.toISOString();
  try {
    const bytes = await fetchSource(image.source_url, deps);
    const hash = (await sha256Hex(bytes)).slice(0, 32);
    const known = await findReadyImageByHash(db, hash);
    const rendered =
      known?.width && known.height && (await deps.bucket.head(photoKey(hash, known.width)))
        ? { variants: JSON.parse(known.variants) as number[], width: known.width, height: known.height }
        : await renderVariants(bytes, hash, deps);
    if (!rendered.variants.every((w) => PHOTO_KEY_PATTERN.test(photoName(hash, w)))) throw new PhotoError("ungültige Variante", true);
    await markImageReady(db, { id: image.id, propertyId: image.property_id, contentHash: hash, ...rendered, nowIso });
    return { kind: "ack" };
  } catch (error) {
    const permanent = error instanceof PhotoError && error.permanent;
    const final = permanent || attempt >= MAX_PHOTO_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    await markImageError(db, { id: image.id, attempts: attempt, error: message, final, nowIso });
    console.warn(JSON.stringify({ job: "photo", imageId, attempt, final, error: message }));
    return final ? { kind: "ack" } : { kind: "retry", delaySeconds: BACKOFF_BASE_SECONDS * 2 ** (attempt - 1) };
  }
}
