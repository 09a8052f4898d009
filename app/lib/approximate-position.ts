// The public position of a listing whose address the feed withholds: a circle holding the
// property, its centre moved by a stable pseudo-random 30-80 % of the radius. The offset is an
// HMAC of the listing's number under a key in D1, so the circle stays put across syncs and nobody
// without the key can compute the true point (never stored). ASVS 5.0 V14.2.4.

export interface PublicPosition {
  lat: number;
  lon: number;
  radius: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const MIN_SHARE = 0.3;
const MAX_SHARE = 0.8;

/** 32 bytes of HMAC-SHA-256(key, "listing-position:" + id). */
export async function positionSeed(key: string, listingId: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, encoder.encode(`listing-position:${listingId}`)));
}

/**
 * Move (lat, lon) by `share` × radius in direction `bearing`, both read from the seed: an angle
 * anywhere on the circle, a distance between 30 % and 80 % of the radius (uniform in area, so
 * the centre is not drawn towards the true point).
 */
export function offsetCentre(lat: number, lon: number, radius: number, seed: Uint8Array): PublicPosition {
  const angle = (readUint32(seed, 0) / 2 ** 32) * 2 * Math.PI;
  const u = readUint32(seed, 4) / 2 ** 32;
  const share = Math.sqrt(MIN_SHARE ** 2 + u * (MAX_SHARE ** 2 - MIN_SHARE ** 2));
  const distance = share * radius;
  const dLat = (distance * Math.cos(angle)) / EARTH_RADIUS_M;
  const dLon = (distance * Math.sin(angle)) / (EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + (dLat * 180) / Math.PI), lon: round6(lon + (dLon * 180) / Math.PI), radius };
}

/** Metres between two points (haversine); for tests and checks. */
export function distanceMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    ((bytes[offset] ?? 0) * 2 ** 24 + ((bytes[offset + 1] ?? 0) << 16) + ((bytes[offset + 2] ?? 0) << 8) + (bytes[offset + 3] ?? 0)) >>> 0
  );
}

/** Six decimals (~0.1 m): finer digits would only look exact. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
