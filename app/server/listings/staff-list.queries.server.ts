// The staff work list of every listing (/admin/immobilien): the card columns plus where a row
// comes from, its other numbers and how many leads name it. A brokerage keeps well under the cap.
import type { Db } from "~/db/client.server";
import { SYSTEM_KINDS } from "~/lib/inquiry-labels";
import { CARD_COLUMNS, type CardRow } from "~/lib/property-view";

/** More rows than any brokerage lists; the page says so if it is ever reached. */
export const STAFF_LISTINGS_LIMIT = 2000;

export type StaffListingRow = CardRow & {
  objektnr_extern: string | null;
  openimmo_obid: string | null;
  source: "feed" | "seed";
  active: number;
};

/** Every stored listing, live ones first, then the newest number first. */
export async function listStaffListings(db: Db): Promise<StaffListingRow[]> {
  return db
    .selectFrom("immobilien")
    .select([...CARD_COLUMNS, "objektnr_extern", "openimmo_obid", "source", "active"])
    .orderBy("active", "desc")
    .orderBy("objektnr_intern", "desc")
    .limit(STAFF_LISTINGS_LIMIT)
    .execute();
}

/** Leads per listing id (as the lead stores it, a string), system mails left out; one grouped read. */
export async function countLeadsByListing(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("inquiries")
    .select(["property_id", (eb) => eb.fn.countAll<number>().as("count")])
    .where("property_id", "is not", null)
    .where("kind", "not in", SYSTEM_KINDS)
    .groupBy("property_id")
    .execute();
  return new Map(rows.map((row) => [String(row.property_id), Number(row.count)]));
}
