// Ähnliche Immobilien: up to three other active listings of the same offer and property type,
// same district first, then nearest in price (served by the (active, status, price_value) index).
// The detail page asks for more candidates (`limit`) and keeps those of the same use first
// (server/listings/detail-page.server.ts).
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { PropertyType } from "~/db/schema";
import { CARD_COLUMNS, type CardRow } from "~/lib/property-view";

export const SIMILAR_LIMIT = 3;

export async function listSimilarProperties(
  db: Db,
  {
    property,
    limit = SIMILAR_LIMIT,
    types,
  }: {
    limit?: number;
    /** Other property types to draw from instead of the listing's own. */
    types?: PropertyType[];
    property: {
      id: number;
      status: "RENT" | "SALE";
      property_type: PropertyType;
      price_value: number | null;
      district_label: string | null;
    };
  },
): Promise<CardRow[]> {
  let query = db
    .selectFrom("immobilien")
    .select([...CARD_COLUMNS])
    .where("active", "=", 1)
    .where("status", "=", property.status)
    .where("property_type", "in", types ?? [property.property_type])
    .where("id", "!=", property.id);
  if (property.district_label) query = query.orderBy(sql`district_label IS NOT ${property.district_label}`);
  if (property.price_value !== null)
    query = query.orderBy(sql`price_value IS NULL`).orderBy(sql`abs(price_value - ${property.price_value})`);
  return query.orderBy("id").limit(limit).execute();
}
