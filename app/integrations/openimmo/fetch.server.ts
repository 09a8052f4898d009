// Fetch the OpenImmo feed (DESIGN.md section 5 step 1). The URL comes from api_credentials
// (service 'justimmo': `username` = URL, possibly with embedded user:password, `password` = the
// basic-auth password). SSRF care: only http(s), a time-out and a size limit enforced while the
// body streams in. A ZIP holding one XML file is unpacked (fflate). `fetch` is injected.
import { unzipSync } from "fflate";
import { FeedError } from "./errors";

export const FEED_TIMEOUT_MS = 30_000;
export const FEED_MAX_BYTES = 50 * 1024 * 1024;

export interface FetchFeedArgs {
  url: string;
  password: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Returns the feed's XML text (BOM kept; the parser strips it). */
export async function fetchFeed({
  url,
  password,
  fetch,
  timeoutMs = FEED_TIMEOUT_MS,
  maxBytes = FEED_MAX_BYTES,
}: FetchFeedArgs): Promise<string> {
  const { target, authorization } = feedRequest(url, password);
  let response: Response;
  try {
    response = await fetch(target, {
      method: "GET",
      headers: {
        Accept: "application/xml, text/xml, application/zip;q=0.9, */*;q=0.5",
        ...(authorization ? { Authorization: authorization } : {}),
      },
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
    });
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
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(response, maxBytes);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw isTimeout(error) ? new FeedError("timeout") : new FeedError("network", error instanceof Error ? error.message : undefined);
  }
  return decodeFeedBytes(bytes, maxBytes);
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
  // Basic auth over plain http hands the password to anyone on the path (ADR 0063). The admin
  // form refuses such a URL; this also stops rows stored before that rule.
  if (authorization && url.protocol === "http:") throw new FeedError("insecure_credentials");
  return { target: url.toString(), authorization };
}

/** Plain XML or a ZIP (magic PK\x03\x04) holding exactly one .xml file. */
export function decodeFeedBytes(bytes: Uint8Array, maxBytes = FEED_MAX_BYTES): string {
  let xmlBytes = bytes;
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    let tooLarge = false;
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes, {
        filter: (file) => {
          if (!isXmlEntry(file.name)) return false;
          // Zip-bomb guard: the declared size is checked before anything is inflated.
          if (file.originalSize > maxBytes) {
            tooLarge = true;
            return false;
          }
          return true;
        },
      });
    } catch {
      throw new FeedError("zip");
    }
    if (tooLarge) throw new FeedError("too_large");
    const names = Object.keys(files);
    const only = names.length === 1 ? files[names[0] as string] : undefined;
    if (!only) throw new FeedError("zip");
    xmlBytes = only;
  }
  const text = new TextDecoder("utf-8").decode(xmlBytes);
  if (text.replace(/^\uFEFF/, "").trim() === "") throw new FeedError("empty");
  return text;
}

function isXmlEntry(name: string): boolean {
  return /\.xml$/i.test(name) && !name.startsWith("__MACOSX/") && !name.split("/").some((part) => part.startsWith("."));
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedError("too_large");
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

function base64Utf8(value: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
