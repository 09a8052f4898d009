// Request bodies read with a byte cap (issue 12 item 7; ASVS 5.0 V4/V13 resource limits): the
// sign-in form and the cookie-consent form are a few hundred bytes, so anything past 16 KB is
// refused with 413 before it is buffered or parsed. The cap is counted on the stream, so a body
// without (or with a false) Content-Length is stopped as well.

export const FORM_BODY_LIMIT = 16 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "Die Anfrage ist zu groß (höchstens 16 KB).";

/** The body's bytes, or null once it is larger than `limit` (the rest is not read). */
export async function readBodyWithLimit(request: Request, limit = FORM_BODY_LIMIT): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
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

/**
 * A copy of `request` whose body is the capped bytes, for code that reads the body itself (the
 * remix-auth strategy), or null when the body is over the cap.
 */
export async function withLimitedBody(request: Request, limit = FORM_BODY_LIMIT): Promise<Request | null> {
  const body = await readBodyWithLimit(request, limit);
  if (!body) return null;
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
