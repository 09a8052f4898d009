// The staff work list of every listing (/admin/immobilien): the card columns plus where a row
// comes from, its other numbers and how many leads name it. A brokerage keeps well under the cap.
import { sql } from "kysely";
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
  created_at: string;
};

/** Every stored listing, live ones first, then the newest number first. */
export async function listStaffListings(db: Db): Promise<StaffListingRow[]> {
  return db
    .selectFrom("immobilien")
    .select([...CARD_COLUMNS, "objektnr_extern", "openimmo_obid", "source", "active", "created_at"])
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

export type InquiryListingRow = CardRow & { objektnr_extern: string | null };

/**
 * The listing each lead names (the inbox's listing cell), for a page of lead ids: one query, the
 * listing found by its primary key; leads without a (still stored) listing are not in the map.
 */
export async function listListingsOfInquiries(db: Db, { ids }: { ids: string[] }): Promise<Map<string, InquiryListingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("inquiries as i")
    .innerJoin("immobilien as p", (join) => join.on(sql<boolean>`p.id = CAST(i.property_id AS INTEGER)`))
    .select(["i.id as inquiry_id", "p.objektnr_extern as objektnr_extern", ...CARD_COLUMNS.map((column) => `p.${column}` as const)])
    .where("i.id", "in", ids)
    .where("i.property_id", "is not", null)
    .execute();
  return new Map(rows.map(({ inquiry_id, ...row }) => [inquiry_id, row as InquiryListingRow]));
}
