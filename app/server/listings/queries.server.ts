// Property reads. Only active rows are public; every search filter uses an index, and count and
// page travel in one D1 batch, so a search is one round trip.
import { type CompiledQuery, type SelectQueryBuilder, sql } from "kysely";
import { rowsOf, runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { PROPERTY_WRITE_COLUMNS } from "~/db/property-columns";
import type { Database } from "~/db/schema";
import { isPropertyTypeKey } from "~/lib/property-derive";
import { PAGE_SIZE, radiusGeometry, type SearchFilters, type SearchQuery, totalPagesFor } from "~/lib/property-filters";
import { CARD_COLUMNS, type CardRow, type DetailColumn, type DetailRow } from "~/lib/property-view";

type PropertyQuery<O> = SelectQueryBuilder<Database, "immobilien", O>;

/** Shortest keyword the trigram index can answer. */
const TRIGRAM = 3;

/** Spec section 7 call 1, with the derived columns that make each rule indexable. */
export function applyFilters<O>(query: PropertyQuery<O>, filters: SearchFilters): PropertyQuery<O> {
  let q = query.where("active", "=", 1);
  if (filters.keyword) {
    // search_text is the lower-cased title, plain description and location text.
    const keyword = filters.keyword.toLowerCase();
    if ([...keyword].length >= TRIGRAM) {
      // FTS5 trigram index (migration 0040); a quoted phrase is a substring match. The unary +
      // keeps SQLite walking the listing index in sort order and testing membership in the
      // materialised match set, so a common keyword does not fetch and sort every match.
      const phrase = `"${keyword.replace(/"/g, '""')}"`;
      q = q.where(sql<boolean>`+id IN (SELECT rowid FROM immobilien_fts WHERE immobilien_fts MATCH ${phrase})`);
    } else {
      // Too short for trigrams: a scan with instr() (not LIKE: D1 caps LIKE patterns at 50 bytes).
      q = q.where(sql<boolean>`instr(search_text, ${keyword}) > 0`);
    }
  }
  if (filters.propertyType) {
    // Options come from the data's objektart (call 6); the six derived type keys also work
    // (links from the home page use them). Any other value matches objektart as a
    // case-insensitive substring (spec section 7, call 1), so '?propertyType=wohnung' finds every
    // 'wohnung/…' code. instr() rather than LIKE: D1 caps LIKE patterns at 50 bytes.
    q = isPropertyTypeKey(filters.propertyType)
      ? q.where("property_type", "=", filters.propertyType)
      : q.where(sql<boolean>`instr(lower(objektart), lower(${filters.propertyType})) > 0`);
  }
  if (filters.location) q = q.where("politischer_bezirk", "=", filters.location);
  if (filters.status) q = q.where("status", "=", filters.status);
  // price_value is gross rent for rentals and purchase price for sales (DESIGN.md section 4).
  if (filters.priceMin !== null) q = q.where("price_value", ">=", filters.priceMin);
  if (filters.priceMax !== null) q = q.where("price_value", "<=", filters.priceMax);
  if (filters.bedrooms !== null) q = q.where("anzahl_zimmer", ">=", filters.bedrooms);
  if (filters.bathrooms !== null) q = q.where("anzahl_badezimmer", ">=", filters.bathrooms);
  // The field says 'Wohnfläche' (spec section 2): plots and commercial units measured only by
  // Nutzfläche do not match it (ADR 0013). Sorting by area still uses area_value.
  if (filters.livingAreaMin !== null) q = q.where("wohnflaeche", ">=", filters.livingAreaMin);
  if (filters.livingAreaMax !== null) q = q.where("wohnflaeche", "<=", filters.livingAreaMax);
  if (filters.yearBuiltMin !== null) q = q.where("baujahr", ">=", filters.yearBuiltMin);
  if (filters.yearBuiltMax !== null) q = q.where("baujahr", "<=", filters.yearBuiltMax);
  // 'Preis gesenkt': reduced within the last 30 days (index on active, price_reduced_at).
  if (filters.priceReducedSince !== null) q = q.where("price_reduced_at", ">=", filters.priceReducedSince);
  if (filters.bereich) {
    // Map area: only the published circle centres, never the exact position.
    const [west, south, east, north] = filters.bereich;
    q = q
      .where("lat_ungenaeher", ">=", south)
      .where("lat_ungenaeher", "<=", north)
      .where("lon_ungenaeher", ">=", west)
      .where("lon_ungenaeher", "<=", east);
  }
  if (filters.umkreis) {
    // Radius: the box narrows, the squared distance decides; published centres only.
    const { box, latFactor, lonFactor, kmSquared } = radiusGeometry(filters.umkreis);
    const { lat, lon } = filters.umkreis.place;
    q = q
      .where("lat_ungenaeher", ">=", box[1])
      .where("lat_ungenaeher", "<=", box[3])
      .where("lon_ungenaeher", ">=", box[0])
      .where("lon_ungenaeher", "<=", box[2])
      .where(
        sql<boolean>`(lat_ungenaeher - ${lat}) * (lat_ungenaeher - ${lat}) * ${latFactor} + (lon_ungenaeher - ${lon}) * (lon_ungenaeher - ${lon}) * ${lonFactor} <= ${kmSquared}`,
      );
  }
  for (const amenity of filters.amenities) {
    // Indexed semi-join on the (amenity, immobilie_id) primary key.
    q = q.where("id", "in", (sub) => sub.selectFrom("immobilien_amenities").select("immobilie_id").where("amenity", "=", amenity));
  }
  return q;
}

function applySort<O>(query: PropertyQuery<O>, filters: SearchFilters): PropertyQuery<O> {
  const direction = filters.sortOrder === "asc" ? sql`ASC` : sql`DESC`;
  if (filters.sortBy === "price")
    return query.orderBy(sql`price_value IS NULL`).orderBy(sql`price_value ${direction}`).orderBy("objektnr_intern", "desc");
  if (filters.sortBy === "area")
    return query.orderBy(sql`area_value IS NULL`).orderBy(sql`area_value ${direction}`).orderBy("objektnr_intern", "desc");
  if (filters.sortBy === "reduced")
    return query.orderBy(sql`price_reduced_at IS NULL`).orderBy(sql`price_reduced_at ${direction}`).orderBy("objektnr_intern", "desc");
  // 'Neueste' / 'Älteste': when the row was first stored, the date behind the 'Neu' badge, so a
  // 'Neu' listing is at the top of 'Neueste'; the object number breaks ties (the whole
  // first import shares one day). Index immobilien_active_created (migration 0095).
  return query.orderBy("created_at", filters.sortOrder).orderBy("objektnr_intern", filters.sortOrder);
}

interface SearchStatements {
  count: CompiledQuery<{ total: number }>;
  page: (page: number) => CompiledQuery<CardRow>;
}

/** The compiled count and page statements of a search (also printed by scripts/bench-search.mjs). */
export function buildSearchStatements(db: Db, filters: SearchFilters): SearchStatements {
  const count = applyFilters(db.selectFrom("immobilien"), filters).select(sql<number>`count(*)`.as("total")).compile();
  const page = (pageNumber: number) =>
    applySort(applyFilters(db.selectFrom("immobilien").select([...CARD_COLUMNS]), filters), filters)
      .limit(PAGE_SIZE)
      .offset((pageNumber - 1) * PAGE_SIZE)
      .compile();
  return { count, page };
}

function optionStatements(db: Db): { types: CompiledQuery<{ value: string }>; locations: CompiledQuery<{ value: string }> } {
  // Spec call 6: distinct, non-null, ordered, blanks removed; only active rows.
  const distinctValues = (column: "objektart" | "politischer_bezirk") =>
    db
      .selectFrom("immobilien")
      .select(sql<string>`${sql.ref(column)}`.as("value"))
      .distinct()
      .where("active", "=", 1)
      .where(column, "is not", null)
      .where(sql<boolean>`trim(${sql.ref(column)}) <> ''`)
      .orderBy(column)
      .compile();
  return { types: distinctValues("objektart"), locations: distinctValues("politischer_bezirk") };
}

export interface FilterOptions {
  types: string[];
  locations: string[];
}

/**
 * How many listings each dropdown choice would find with the other filters as they are:
 * per stored objektart, politischer_bezirk and anzahl_zimmer. A facet ignores
 * its own filter, so the choices beside the current one keep their counts.
 */
export interface FacetCounts {
  types: Record<string, number>;
  locations: Record<string, number>;
  rooms: Record<string, number>;
}

type FacetColumn = "objektart" | "politischer_bezirk" | "anzahl_zimmer";

/**
 * One grouped statement per facet: the search's filters without the facet's own, counted per
 * value. Each groups on an (active, column) index (migration 0001) when no other filter is set.
 */
function facetStatements(db: Db, filters: SearchFilters): Record<keyof FacetCounts, CompiledQuery<{ value: string | number; n: number }>> {
  const grouped = (column: FacetColumn, without: Partial<SearchFilters>) =>
    applyFilters(db.selectFrom("immobilien"), { ...filters, ...without })
      .select([sql<string | number>`${sql.ref(column)}`.as("value"), sql<number>`count(*)`.as("n")])
      .where(column, "is not", null)
      .groupBy(column)
      .compile();
  return {
    types: grouped("objektart", { propertyType: null }),
    locations: grouped("politischer_bezirk", { location: null }),
    rooms: grouped("anzahl_zimmer", { bedrooms: null }),
  };
}

/** SQLite's lower(): ASCII letters only, so the counts match the type filter's instr(lower(…)). */
const sqliteLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The count a dropdown choice shows, from its facet's grouped rows (the same rule as applyFilters). */
export function facetCount(facets: FacetCounts, facet: keyof FacetCounts, value: string): number {
  const rows = Object.entries(facets[facet]);
  if (facet === "rooms") return rows.filter(([rooms]) => Number(rooms) >= Number(value)).reduce((sum, [, n]) => sum + n, 0);
  if (facet === "locations") return facets.locations[value] ?? 0;
  // A type matches objektart as a case-insensitive substring (applyFilters).
  const needle = sqliteLower(value);
  return rows.filter(([objektart]) => sqliteLower(objektart).includes(needle)).reduce((sum, [, n]) => sum + n, 0);
}

function facetsOf(statements: ReturnType<typeof facetStatements>, results: (D1Result | undefined)[]): FacetCounts {
  const facets: FacetCounts = { types: {}, locations: {}, rooms: {} };
  (["types", "locations", "rooms"] as const).forEach((facet, index) => {
    for (const row of rowsOf(statements[facet], results[index])) {
      const key = String(row.value).trim();
      facets[facet][key] = (facets[facet][key] ?? 0) + Number(row.n);
    }
  });
  return facets;
}

interface SearchResult {
  total: number;
  page: number;
  totalPages: number;
  rows: CardRow[];
  options: FilterOptions;
  facets: FacetCounts;
}

/** How many active listings match: the filter sheet's live "n Immobilien anzeigen". */
export async function countProperties(db: Db, filters: SearchFilters): Promise<number> {
  const { rows } = await db.executeQuery(buildSearchStatements(db, filters).count);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Spec call 6, the dropdown options: the published listings' types and locations. A failed read
 * (spec section 8, 'Filter option fetch error') leaves the dropdowns with their default entry.
 */
export async function loadFilterOptions(db: Db): Promise<FilterOptions> {
  const optionQueries = optionStatements(db);
  const values = (result: D1Result | undefined) => rowsOf(optionQueries.types, result).map((row) => row.value.trim());
  try {
    const [types, locations] = await runBatch(db, [optionQueries.types, optionQueries.locations]);
    return { types: values(types), locations: values(locations) };
  } catch (error) {
    console.warn(JSON.stringify({ query: "filter-options", error: String(error) }));
    return { types: [], locations: [] };
  }
}

/**
 * Spec calls 1, 2 and 6: count and page in one D1 batch, the dropdown options in another. A page past the
 * end is clamped to the last page (one more round trip, only for such URLs).
 */
export async function searchProperties(db: Db, { query }: { query: SearchQuery }): Promise<SearchResult> {
  const statements = buildSearchStatements(db, query.filters);
  const facetQueries = facetStatements(db, query.filters);
  // Two batches side by side: a failed option read must not take the results with it. The facet
  // counts ride in the search's batch: still one round trip.
  const [[countResult, pageResult, ...facetResults], options] = await Promise.all([
    runBatch(db, [statements.count, statements.page(query.page), facetQueries.types, facetQueries.locations, facetQueries.rooms]),
    loadFilterOptions(db),
  ]);
  const total = Number(rowsOf(statements.count, countResult)[0]?.total ?? 0);
  const totalPages = totalPagesFor(total);
  // totalPagesFor is at least 1, so no results means page 1; with no rows there is nothing to refetch.
  const page = Math.min(Math.max(1, query.page), totalPages);
  let rows = rowsOf(statements.page(query.page), pageResult);
  if (page !== query.page && total > 0) rows = (await db.executeQuery(statements.page(page))).rows;
  return { total, page, totalPages, rows, options, facets: facetsOf(facetQueries, facetResults) };
}

/**
 * How many listings each of several searches finds, in one batch: an empty search's ways out
 * (one filter left out each) and the home page's figures.
 */
export async function countSearches(db: Db, variants: readonly SearchFilters[]): Promise<number[]> {
  const counts = variants.map((filters) => buildSearchStatements(db, filters).count);
  const results = await runBatch(db, counts);
  return counts.map((statement, index) => Number(rowsOf(statement, results[index])[0]?.total ?? 0));
}

export const DETAIL_COLUMNS = [...new Set([...CARD_COLUMNS, ...PROPERTY_WRITE_COLUMNS, "active", "updated_at"] as const)].filter(
  (column): column is DetailColumn => column !== "search_text",
);

export type PropertyDetailRow = DetailRow;

/**
 * Spec calls 4 and 10: by objektnr_intern, else by row id, else by objektnr_extern, in one
 * statement (each key is indexed). Withdrawn rows are returned too: the route answers 410.
 */
export async function getPropertyByRouteId(db: Db, { routeId }: { routeId: string }): Promise<PropertyDetailRow | null> {
  const query = propertyLookupQuery(db, routeId);
  if (!query) return null;
  return (await query.executeTakeFirst()) ?? null;
}

/** The one statement behind getPropertyByRouteId (also explained by scripts/bench-search.mjs). */
export function propertyLookupQuery(db: Db, routeId: string) {
  const key = routeId.trim().slice(0, 100);
  if (!key) return null;
  const id = /^\d{1,15}$/.test(key) ? Number(key) : -1;
  return db
    .selectFrom("immobilien")
    .select([...DETAIL_COLUMNS])
    .where((eb) => eb.or([eb("objektnr_intern", "=", key), eb("id", "=", id), eb("objektnr_extern", "=", key)]))
    .orderBy(sql`CASE WHEN objektnr_intern = ${key} THEN 0 WHEN id = ${id} THEN 1 ELSE 2 END`)
    .orderBy("active", "desc")
    .limit(1);
}

/**
 * Active listings matching a filter state, for the Suchauftrag alerts: the same rules
 * as the search, so an alert finds exactly what its saved /immobilien URL shows.
 */
export function selectMatchingProperties(db: Db, filters: SearchFilters) {
  return applyFilters(db.selectFrom("immobilien"), filters);
}

/** One listing as a card, with the broker's own reference, active or not: a lead's property in the inbox. */
export async function getPropertyCardById(db: Db, id: number) {
  return db
    .selectFrom("immobilien")
    .select([...CARD_COLUMNS, "objektnr_extern", "active"])
    .where("id", "=", id)
    .executeTakeFirst();
}
