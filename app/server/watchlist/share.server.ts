// Merkliste teilen: a link holding only the listing ids and their HMAC-SHA-256 under the site key
// 'watchlist-share'. A changed id or signature is a 404, never someone else's list.
import { WATCHLIST_MAX } from "./watchlist.server";

const ID = /^[1-9]\d{0,9}$/;
/** 128 bits of the MAC: enough against forgery, short enough for a chat message. */
const SIGNATURE_BYTES = 16;
const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function mac(key: string, ids: number[]): Promise<Uint8Array> {
  const hmacKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const full = await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(`watchlist-share:${ids.join(".")}`));
  return new Uint8Array(full).slice(0, SIGNATURE_BYTES);
}

/** The share path for these ids, in the visitor's order: `/merkliste/geteilt?ids=12.7.31&sig=…`. */
export async function shareWatchlistPath(key: string, ids: number[]): Promise<string> {
  const signature = base64url(await mac(key, ids));
  return `/merkliste/geteilt?${new URLSearchParams({ ids: ids.join("."), sig: signature })}`;
}

/** The ids of a share link when its signature holds, else null (the route answers 404). */
export async function verifySharedWatchlist(key: string, idsParam: string | null, signature: string | null): Promise<number[] | null> {
  if (!idsParam || !signature || idsParam.length > 11 * WATCHLIST_MAX || signature.length > 64) return null;
  const parts = idsParam.split(".");
  if (parts.length === 0 || parts.length > WATCHLIST_MAX || !parts.every((part) => ID.test(part))) return null;
  const ids = parts.map(Number);
  if (new Set(ids).size !== ids.length) return null;
  const expected = base64url(await mac(key, ids));
  // Constant-time comparison of the two encodings.
  if (expected.length !== signature.length) return null;
  let difference = 0;
  for (let index = 0; index < expected.length; index++) difference |= expected.charCodeAt(index) ^ signature.charCodeAt(index);
  return difference === 0 ? ids : null;
}
