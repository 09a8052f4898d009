// GET /bilder/<hash>-<width>.webp from R2. Content-addressed names never change, so they are
// cached for a year as immutable.
import { photoKeyOfPath } from "~/lib/responsive-image";
import { PHOTO_CACHE_CONTROL } from "./process.server";

export async function servePhoto(request: Request, bucket: R2Bucket): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Methode nicht erlaubt", {
      status: 405,
      headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const key = photoKeyOfPath(new URL(request.url).pathname);
  if (!key) return notFound();
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": PHOTO_CACHE_CONTROL,
    ETag: object.httpEtag,
  });
  // R2 answers any failed precondition with the metadata but no body. RFC 9110 section 13.2.2:
  // a failed If-Match or If-Unmodified-Since is 412; only If-None-Match/If-Modified-Since give 304.
  if (!("body" in object)) return new Response(null, { status: failedIfMatch(request, object) ? 412 : 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(request.method === "HEAD" ? null : object.body, { status: 200, headers });
}

/** Whether the request's If-Match (or, without one, If-Unmodified-Since) is what failed. */
function failedIfMatch(request: Request, object: R2Object): boolean {
  const ifMatch = request.headers.get("If-Match");
  if (ifMatch !== null) {
    const tags = ifMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return !tags.includes("*") && !tags.includes(object.httpEtag);
  }
  const since = Date.parse(request.headers.get("If-Unmodified-Since") ?? "");
  return Number.isFinite(since) && object.uploaded.getTime() > since + 999;
}

function notFound(): Response {
  return new Response("Bild nicht gefunden", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
