// Search orders for the staff list /admin/suchauftraege (ADR 0390): the staff-kept search profiles
// (internal, no mails), the Suchauftrag leads, and how many active listings each search matches now.
import { sql } from "kysely";
import { rowsOf, runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { parseSearchParams, type SearchFilters } from "~/lib/property-filters";
import type { SearchProfileCriteria } from "~/lib/schemas/search-profile";
import { alertFilters } from "~/server/alerts/queries.server";
import { selectMatchingProperties } from "~/server/listings/queries.server";

/** A staff-kept profile is deleted this many months after its last change (like an inquiry). */
export const SEARCH_PROFILE_RETENTION_MONTHS = 6;

const UUID = /^[0-9a-f-]{36}$/;

export interface SearchProfileRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  marketing: string;
  criteria: string;
  inquiry_id: string | null;
  created_at: string;
  updated_at: string;
}

const PROFILE_COLUMNS = ["id", "email", "name", "phone", "marketing", "criteria", "inquiry_id", "created_at", "updated_at"] as const;

export async function createSearchProfile(
  db: Db,
  args: {
    email: string;
    name: string;
    phone: string | null;
    marketing: "kauf" | "miete";
    criteria: SearchProfileCriteria;
    inquiryId: string | null;
    createdBy: string;
    now: Date;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  const at = args.now.toISOString();
  await db
    .insertInto("search_profiles")
    .values({
      id,
      email: args.email,
      name: args.name,
      phone: args.phone,
      marketing: args.marketing,
      criteria: JSON.stringify(args.criteria),
      inquiry_id: args.inquiryId,
      created_by: args.createdBy,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function getSearchProfile(db: Db, id: string): Promise<SearchProfileRow | null> {
  if (!UUID.test(id)) return null;
  return (await db.selectFrom("search_profiles").select(PROFILE_COLUMNS).where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function deleteSearchProfile(db: Db, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const result = await db.deleteFrom("search_profiles").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listSearchProfiles(db: Db, { limit }: { limit: number }): Promise<SearchProfileRow[]> {
  return db.selectFrom("search_profiles").select(PROFILE_COLUMNS).orderBy("created_at", "desc").limit(limit).execute();
}

/** The newest profile made from this inquiry, if any (the inquiry view links to it). */
export async function searchProfileIdForInquiry(db: Db, inquiryId: string): Promise<string | null> {
  const row = await db
    .selectFrom("search_profiles")
    .select("id")
    .where("inquiry_id", "=", inquiryId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface SearchOrderLeadRow {
  id: string;
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  payload: string;
  created_at: string;
}

/** The Suchauftrag form's leads, newest first (with and without the e-mail option). */
export async function listSearchOrderLeads(db: Db, { limit }: { limit: number }): Promise<SearchOrderLeadRow[]> {
  return db
    .selectFrom("inquiries")
    .select(["id", "sender_name", "sender_email", "sender_phone", "payload", "created_at"])
    .where("kind", "=", "search_order")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}

export async function getSearchOrderLead(db: Db, id: string): Promise<SearchOrderLeadRow | null> {
  if (!UUID.test(id)) return null;
  return (
    (await db
      .selectFrom("inquiries")
      .select(["id", "sender_name", "sender_email", "sender_phone", "payload", "created_at"])
      .where("id", "=", id)
      .where("kind", "=", "search_order")
      .executeTakeFirst()) ?? null
  );
}

/** A profile's criteria as the search's own filters (districts and rooms-up-to are added on top). */
export function profileSearchParams(marketing: string, criteria: SearchProfileCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set("status", marketing === "miete" ? "RENT" : "SALE");
  if (criteria.objektart) params.set("propertyType", criteria.objektart);
  if (criteria.bezirke.length === 1) params.set("location", criteria.bezirke[0] ?? "");
  const put = (name: string, value: number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  put("priceMin", criteria.preisVon);
  put("priceMax", criteria.preisBis);
  put("bedrooms", criteria.zimmerVon);
  put("livingAreaMin", criteria.flaecheVon);
  put("livingAreaMax", criteria.flaecheBis);
  return params;
}

function profileMatches(db: Db, profile: { marketing: string; criteria: SearchProfileCriteria }, now: Date) {
  const filters: SearchFilters = parseSearchParams(profileSearchParams(profile.marketing, profile.criteria), now).filters;
  let query = selectMatchingProperties(db, { ...filters, location: null });
  const { bezirke, zimmerBis } = profile.criteria;
  if (bezirke.length > 0) query = query.where("politischer_bezirk", "in", bezirke);
  if (zimmerBis !== null) query = query.where("anzahl_zimmer", "<=", zimmerBis);
  return query;
}

/** What a search is counted by: a profile's criteria, or an alert's stored /immobilien filters. */
export type MatchSearch = { kind: "profile"; marketing: string; criteria: SearchProfileCriteria } | { kind: "filters"; filters: string };

function matchQuery(db: Db, search: MatchSearch, now: Date) {
  return search.kind === "profile" ? profileMatches(db, search, now) : selectMatchingProperties(db, alertFilters(search.filters, now));
}

/** The current number of active listings each search matches, in D1 batches of 50 statements. */
export async function countMatches(db: Db, searches: readonly MatchSearch[], now: Date): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < searches.length; i += 50) {
    const queries = searches.slice(i, i + 50).map((search) => matchQuery(db, search, now).select(sql<number>`count(*)`.as("total")));
    const results = await runBatch(db, queries);
    queries.forEach((query, index) => {
      counts.push(Number(rowsOf(query, results[index])[0]?.total ?? 0));
    });
  }
  return counts;
}

/** A profile's current matches for the staff list, newest first. */
export async function listProfileMatches(
  db: Db,
  profile: { marketing: string; criteria: SearchProfileCriteria },
  { now, limit }: { now: Date; limit: number },
) {
  return profileMatches(db, profile, now)
    .select([
      "id",
      "objektnr_intern",
      "objektnr_extern",
      "objekttitel",
      "politischer_bezirk",
      "price_value",
      "anzahl_zimmer",
      "wohnflaeche",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Retention: a profile untouched for six months goes (the contact's data with it). */
export async function purgeExpiredSearchProfiles(db: Db, { now }: { now: Date }): Promise<number> {
  const before = new Date(now.getTime());
  before.setUTCMonth(before.getUTCMonth() - SEARCH_PROFILE_RETENTION_MONTHS);
  const result = await db.deleteFrom("search_profiles").where("updated_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
