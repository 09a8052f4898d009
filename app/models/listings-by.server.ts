// Active properties for the content pages: a district landing page (public-site.md, District
// landing pages) and a broker's page (properties whose kontakt_email is the broker's e-mail).
// Both read only the columns a property card shows; both filters are indexed (0001).
import type { Db } from "~/db/client.server";
import type { PropertyType } from "~/db/schema";

export interface PropertyCardRow {
  id: number;
  objektnr_intern: string;
  objekttitel: string | null;
  objektart: string | null;
  titelbild_url: string | null;
  status: "RENT" | "SALE";
  property_type: PropertyType;
  price_value: number | null;
  anzahl_zimmer: number | null;
  anzahl_badezimmer: number | null;
  area_value: number | null;
  ort: string | null;
  plz: string | null;
  district_label: string | null;
}

const cardColumns = [
  "id",
  "objektnr_intern",
  "objekttitel",
  "objektart",
  "titelbild_url",
  "status",
  "property_type",
  "price_value",
  "anzahl_zimmer",
  "anzahl_badezimmer",
  "area_value",
  "ort",
  "plz",
  "district_label",
] as const;

/** How a landing page finds its properties: a Vienna district label, or Lower Austrian place names. */
export type DistrictMatch = { districtLabel: string } | { places: readonly string[] };

export async function listActivePropertiesInDistrict(
  db: Db,
  { match, limit = 12 }: { match: DistrictMatch; limit?: number },
): Promise<PropertyCardRow[]> {
  let query = db.selectFrom("immobilien").select(cardColumns).where("active", "=", 1);
  if ("districtLabel" in match) {
    query = query.where("district_label", "=", match.districtLabel);
  } else {
    const places = [...match.places];
    if (places.length === 0) return [];
    query = query.where((eb) => eb.or([eb("ort", "in", places), eb("politischer_bezirk", "in", places)]));
  }
  return query.orderBy("objektnr_intern", "desc").limit(limit).execute();
}

export async function listActivePropertiesByContactEmail(
  db: Db,
  { email, limit = 12 }: { email: string; limit?: number },
): Promise<PropertyCardRow[]> {
  return db
    .selectFrom("immobilien")
    .select(cardColumns)
    .where("active", "=", 1)
    .where("kontakt_email", "=", email)
    .orderBy("objektnr_intern", "desc")
    .limit(limit)
    .execute();
}
