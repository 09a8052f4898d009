// Active listings for a district landing page and a broker's page, with the shared CARD_COLUMNS
// so they render the same cards as the search. Both filters are indexed.
import type { SelectQueryBuilder } from "kysely";
import type { Db } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { DistrictMatch } from "~/lib/content/districts";
import { CARD_COLUMNS, type CardRow } from "~/lib/property-view";

type PropertyQuery<O> = SelectQueryBuilder<Database, "immobilien", O>;

/** Active rows of the district or places; null when a place list is empty (nothing can match). */
function inDistrict<O>(query: PropertyQuery<O>, match: DistrictMatch): PropertyQuery<O> | null {
  const active = query.where("active", "=", 1);
  if ("districtLabel" in match) return active.where("district_label", "=", match.districtLabel);
  const places = [...match.places];
  if (places.length === 0) return null;
  return active.where((eb) => eb.or([eb("ort", "in", places), eb("politischer_bezirk", "in", places)]));
}

export async function listActivePropertiesInDistrict(
  db: Db,
  { match, limit = 12 }: { match: DistrictMatch; limit?: number },
): Promise<CardRow[]> {
  const query = inDistrict(db.selectFrom("immobilien").select(CARD_COLUMNS), match);
  return query ? query.orderBy("objektnr_intern", "desc").limit(limit).execute() : [];
}

export async function listActivePropertiesByContactEmail(
  db: Db,
  { email, limit = 12 }: { email: string; limit?: number },
): Promise<CardRow[]> {
  return db
    .selectFrom("immobilien")
    .select(CARD_COLUMNS)
    .where("active", "=", 1)
    .where("kontakt_email", "=", email)
    .orderBy("objektnr_intern", "desc")
    .limit(limit)
    .execute();
}

/**
 * Status, price and area of every active property of a district with both a price and an area:
 * the district page's price-per-m² sentence. Same filter as the listing above.
 */
export async function listDistrictPriceRows(db: Db, { match }: { match: DistrictMatch }) {
  const query = inDistrict(
    // 'pro m² Wohnfläche': a plot's or a shop's Nutzfläche is no Wohnfläche.
    db
      .selectFrom("immobilien")
      .select(["status", "price_value", "wohnflaeche as area_value"])
      .where("price_value", ">", 0)
      .where("wohnflaeche", ">", 0),
    match,
  );
  return query ? query.execute() : [];
}

/**
 * The same rows for one postal code, with the place name: the valuation's thank-you compares the
 * owner's address with our live offers there.
 */
export async function listPostalCodePriceRows(db: Db, { plz }: { plz: string }) {
  return db
    .selectFrom("immobilien")
    .select(["status", "price_value", "wohnflaeche as area_value", "ort"])
    .where("active", "=", 1)
    .where("plz", "=", plz)
    .where("price_value", ">", 0)
    .where("wohnflaeche", ">", 0)
    .execute();
}
