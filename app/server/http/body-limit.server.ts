// Reads request bodies with a byte cap (counted on the stream, so a missing or false
// Content-Length does not help): 16 KB for sign-in and consent, 64 KB for lead and staff forms.

export const FORM_BODY_LIMIT = 16 * 1024;
export const MAX_FORM_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "Die Anfrage ist zu groß (höchstens 16 KB).";

/**
 * How far past its cap a refused body is still read and dropped: a browser that is still sending
 * when the answer comes sees a reset connection instead of our German 413 page (a staff upload of
 * a 12 MB photo). Past this, the connection is cut without reading on.
 */
const DRAIN_BYTES = 8 * 1024 * 1024;

/** The body's bytes, or null once it is larger than `limit` (the rest is dropped unkept). */
export async function readBodyWithLimit(request: Request, limit = FORM_BODY_LIMIT): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) {
    if (declared <= limit + DRAIN_BYTES) await drain(request.body, limit + DRAIN_BYTES);
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      reader.releaseLock();
      await drain(request.body, limit + DRAIN_BYTES - total);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Read and drop up to `max` more bytes of a refused body, then cancel the rest. */
async function drain(body: ReadableStream<Uint8Array> | null, max: number): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= max) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to drop.
  }
}

/**
 * A copy of `request` whose body is the capped bytes, for code that reads the body itself (the
 * remix-auth strategy), or null when the body is over the cap.
 */
export async function withLimitedBody(request: Request, limit = FORM_BODY_LIMIT): Promise<Request | null> {
  const body = await readBodyWithLimit(request, limit);
  if (!body) return null;
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

export class FormReadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Read a form body once, with a size cap. Bytes that are not UTF-8 become U+FFFD, which the
 * schemas refuse with a German message (lib/schemas/shared.ts).
 */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  // Counted on the stream (ASVS 5.0 V15.2.2): a chunked body without Content-Length is stopped
  // at the cap instead of being buffered whole first.
  const buffer = await readBodyWithLimit(request, maxBytes);
  if (!buffer) throw new FormReadError(413, "Die Anfrage ist zu groß.");
  if (type.startsWith("application/x-www-form-urlencoded") || type === "") {
    const params = new URLSearchParams(new TextDecoder().decode(buffer));
    const formData = new FormData();
    for (const [key, value] of params) formData.append(key, value);
    return formData;
  }
  if (type.startsWith("multipart/form-data")) {
    try {
      return await new Response(buffer, { headers: { "Content-Type": type } }).formData();
    } catch {
      throw new FormReadError(400, "Das Formular konnte nicht gelesen werden.");
    }
  }
  throw new FormReadError(415, "Nicht unterstütztes Format.");
}

/**
 * Read a JSON body once, with a size cap (POST /api/send-inquiry): only `application/json`, and
 * only an object at the top, each refusal with its German message.
 */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new FormReadError(415, "Bitte senden Sie JSON (Content-Type: application/json).");
  // Counted on the stream (ASVS 5.0 V15.2.2), not only by Content-Length.
  const buffer = await readBodyWithLimit(request, maxBytes);
  if (!buffer) throw new FormReadError(413, "Die Anfrage ist zu groß.");
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    throw new FormReadError(400, "Ungültiges JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new FormReadError(400, "Ungültiges JSON.");
  return body as Record<string, unknown>;
}
