// Fetches the OpenImmo feed from the URL in api_credentials. SSRF care: only http(s), time-outs
// for the answer and each body read, and a size limit enforced while streaming. The body is
// handed on as text chunks, never held whole; a ZIP with one XML file is inflated chunk by chunk.
import { Unzip, UnzipInflate, unzipSync } from "fflate";
import { FeedError } from "./errors";

export const FEED_TIMEOUT_MS = 30_000;
/** XML bytes per feed (plain, or inflated from a ZIP); streamed, so no longer bound by memory. */
export const FEED_MAX_BYTES = 256 * 1024 * 1024;
/** A ZIP is held compressed while its directory is read (the directory sits at its end). */
export const FEED_MAX_ZIP_BYTES = 24 * 1024 * 1024;
/** Compressed bytes pushed into the inflater at once: bounds what one step can unpack (~1:1000). */
const INFLATE_STEP = 4096;

export interface FetchFeedArgs {
  url: string;
  password: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Returns the feed's XML text (tests and small callers; the sync streams with openFeed). */
export async function fetchFeed(args: FetchFeedArgs): Promise<string> {
  let text = "";
  for await (const chunk of await openFeed(args)) text += chunk;
  if (text.trim() === "") throw new FeedError("empty");
  return text;
}

/**
 * Request the feed and check the answer; the body then comes as UTF-8 text chunks (BOM dropped)
 * while it streams in. Errors while streaming are FeedErrors too (too_large, timeout, network, zip).
 */
export async function openFeed({
  url,
  password,
  fetch,
  timeoutMs = FEED_TIMEOUT_MS,
  maxBytes = FEED_MAX_BYTES,
}: FetchFeedArgs): Promise<AsyncIterable<string>> {
  const { target, authorization } = feedRequest(url, password);
  // One controller for the request and the body: the timer runs only while we wait on the server,
  // so a long run that writes between reads is not cut off.
  const controller = new AbortController();
  const wait = idleTimer(controller, timeoutMs);
  let response: Response;
  try {
    response = await wait(
      fetch(target, {
        method: "GET",
        headers: {
          Accept: "application/xml, text/xml, application/zip;q=0.9, */*;q=0.5",
          ...(authorization ? { Authorization: authorization } : {}),
        },
        redirect: "follow",
        signal: controller.signal,
      }),
    );
  } catch (error) {
    throw isTimeout(error) ? new FeedError("timeout") : new FeedError("network", error instanceof Error ? error.message : undefined);
  }
  if (response.status === 401 || response.status === 403) throw new FeedError("auth", `HTTP ${response.status}`);
  if (response.status === 404) throw new FeedError("not_found", "HTTP 404");
  if (!response.ok) throw new FeedError("http", `HTTP ${response.status}`);
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedError("too_large");
  }
  return feedText(bodyChunks(response, wait), maxBytes);
}

/** Body bytes as they arrive; a read that waits longer than the time-out ends the feed. */
async function* bodyChunks(response: Response, wait: <T>(promise: Promise<T>) => Promise<T>): AsyncGenerator<Uint8Array> {
  if (!response.body) return;
  const reader = response.body.getReader();
  let done = false;
  try {
    for (;;) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await wait(reader.read());
      } catch (error) {
        throw isTimeout(error) ? new FeedError("timeout") : new FeedError("network", error instanceof Error ? error.message : undefined);
      }
      if (result.done) break;
      yield result.value;
    }
    done = true;
  } finally {
    // A consumer that stops early (an error, a run's budget) frees the connection.
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Bytes → text chunks: plain XML is decoded as it streams (at most `maxBytes`); a ZIP (magic
 * PK\x03\x04) is collected (at most FEED_MAX_ZIP_BYTES), its directory checked before anything
 * is inflated, then its one XML entry inflated and decoded step by step (at most `maxBytes`).
 */
export async function* feedText(chunks: AsyncIterable<Uint8Array>, maxBytes = FEED_MAX_BYTES): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  let total = 0;
  let zip: Uint8Array[] | null = null;
  let first = true;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (first && chunk.byteLength > 0) {
      first = false;
      if (isZip(chunk)) zip = [];
    }
    if (zip) {
      if (total > Math.min(maxBytes, FEED_MAX_ZIP_BYTES)) throw new FeedError("too_large");
      zip.push(chunk);
      continue;
    }
    if (total > maxBytes) throw new FeedError("too_large");
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  if (zip) {
    for (const bytes of inflateXmlEntry(concat(zip, total), maxBytes)) {
      const text = decoder.decode(bytes, { stream: true });
      if (text) yield text;
    }
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Split the stored URL into the request target and a basic-auth header (credentials never in the URL sent). */
export function feedRequest(rawUrl: string, password: string): { target: string; authorization: string | null } {
  let url: URL;
  try {
    url = new URL(rawUrl.trim());
  } catch {
    throw new FeedError("bad_url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FeedError("bad_url");
  const user = decodeURIComponent(url.username);
  const pass = password || decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  const authorization = user || pass ? `Basic ${base64Utf8(`${user}:${pass}`)}` : null;
  // Basic auth over plain http hands the password to anyone on the path. The admin
  // form refuses such a URL; this also stops rows stored before that rule.
  if (authorization && url.protocol === "http:") throw new FeedError("insecure_credentials");
  return { target: url.toString(), authorization };
}

/** Plain XML or a ZIP holding exactly one .xml file, decoded whole (tests, small inputs). */
export function decodeFeedBytes(bytes: Uint8Array, maxBytes = FEED_MAX_BYTES): string {
  let text: string;
  if (isZip(bytes)) {
    const decoder = new TextDecoder("utf-8");
    text = "";
    for (const chunk of inflateXmlEntry(bytes, maxBytes)) text += decoder.decode(chunk, { stream: true });
    text += decoder.decode();
  } else {
    text = new TextDecoder("utf-8").decode(bytes);
  }
  if (text.replace(/^\uFEFF/, "").trim() === "") throw new FeedError("empty");
  return text;
}

/**
 * The one XML entry of a ZIP, inflated in steps. Refused before anything is inflated: a broken
 * archive, no or several XML entries, or entries whose declared sizes add up past `maxBytes`
 * (zip bomb). While inflating, the real size is counted too (a declared size can lie).
 */
function* inflateXmlEntry(bytes: Uint8Array, maxBytes: number): Generator<Uint8Array> {
  const xmlEntries: string[] = [];
  let declared = 0;
  try {
    // With a filter that takes nothing, fflate only reads the central directory.
    unzipSync(bytes, {
      filter: (file) => {
        declared += file.originalSize;
        if (isXmlEntry(file.name)) xmlEntries.push(file.name);
        return false;
      },
    });
  } catch {
    throw new FeedError("zip");
  }
  if (declared > maxBytes) throw new FeedError("too_large");
  const name = xmlEntries.length === 1 ? xmlEntries[0] : undefined;
  if (!name) throw new FeedError("zip");

  let out: Uint8Array[] = [];
  let inflated = 0;
  let failure: FeedError | null = null;
  let found = false;
  const unzip = new Unzip((file) => {
    if (file.name !== name || found) return;
    found = true;
    file.ondata = (error, data) => {
      if (error) failure ??= new FeedError("zip");
      else {
        inflated += data.byteLength;
        if (inflated > maxBytes) failure ??= new FeedError("too_large");
        else out.push(data);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0; offset < bytes.length; offset += INFLATE_STEP) {
    try {
      unzip.push(bytes.subarray(offset, offset + INFLATE_STEP), offset + INFLATE_STEP >= bytes.length);
    } catch {
      throw new FeedError("zip");
    }
    if (failure) throw failure;
    const ready = out;
    out = [];
    yield* ready;
  }
  if (!found) throw new FeedError("zip");
}

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function isXmlEntry(name: string): boolean {
  return /\.xml$/i.test(name) && !name.startsWith("__MACOSX/") && !name.split("/").some((part) => part.startsWith("."));
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Races each wait on the server against the time-out; the timer is off between waits. */
function idleTimer(controller: AbortController, timeoutMs: number) {
  return async <T>(promise: Promise<T>): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException("The feed server did not answer in time.", "TimeoutError");
        controller.abort(reason);
        reject(reason);
      }, timeoutMs);
    });
    try {
      return await Promise.race([promise, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function base64Utf8(value: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
