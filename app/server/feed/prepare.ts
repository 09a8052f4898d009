// Prepares each feed object for the planner: the hash of its XML, compared before anything is
// parsed, and only when that does not settle it the mapped row with its content hash. No I/O.
import { offsetCentre, positionSeed } from "~/lib/approximate-position";
import { type MappedRow, mapImmobilie, type PositionPrivacy } from "./map";
import type { FeedObject } from "./parse";
import type { PlanItem, PlanObject } from "./plan";

/** Bump when the mapping changes so that the next run rewrites every row once. */
const MAPPING_VERSION = "6";

/** Each object of a batch with its XML hash; mapping waits until the planner asks. */
export async function prepareBatch(objects: readonly FeedObject[], positionKey: string): Promise<PlanItem[]> {
  return Promise.all(
    objects.map(async (object) => ({
      xmlHash: await feedXmlHash(object, positionKey),
      map: () => prepareObject(object, positionKey),
    })),
  );
}

/** SHA-256 of what the mapping reads: the XML, the provider's name, the mapping and the position key. */
async function feedXmlHash(object: FeedObject, positionKey: string): Promise<string> {
  const input = `${MAPPING_VERSION}\n${positionKey}\n${object.anbieterFirma ?? ""}\n${object.oversized ? 1 : 0}\n${object.xml}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(input));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Map one object (DESIGN.md section 5 step 3); a row to write gets its public position and content hash. */
async function prepareObject(object: FeedObject, positionKey: string): Promise<PlanObject> {
  const result = mapImmobilie(object.node, { anbieterFirma: object.anbieterFirma, oversized: object.oversized });
  if (!result.ok) return result;
  const row = await withPublicPosition(result.row, result.position, positionKey);
  return {
    ok: true,
    action: result.action,
    keys: result.keys,
    row,
    amenities: result.amenities,
    hash: await contentHash(row, result.amenities),
  };
}

/**
 * With the address withheld only an offset circle is published, and no position at all without a
 * radius from the feed: the true point is never written.
 */
async function withPublicPosition(row: MappedRow, position: PositionPrivacy, key: string): Promise<MappedRow> {
  if (!position.withheld) return row;
  const { lat_ungenaeher: lat, lon_ungenaeher: lon } = row;
  if (lat === null || lon === null || position.radius === null) return { ...row, lat_ungenaeher: null, lon_ungenaeher: null };
  const centre = offsetCentre(lat, lon, position.radius, await positionSeed(key, row.objektnr_intern));
  return { ...row, lat_ungenaeher: centre.lat, lon_ungenaeher: centre.lon, umkreis_meter: Math.round(position.radius) };
}

/** SHA-256 of the mapped row and its amenities: equal hash = nothing to rewrite. */
async function contentHash(row: MappedRow, amenities: readonly string[]): Promise<string> {
  const data = new TextEncoder().encode(JSON.stringify([MAPPING_VERSION, row, amenities]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}
