// The search filter object: the URL of /immobilien is the filter state. Parsing never throws:
// letters, negatives, huge numbers, unknown sentinels or repeated scalars mean "no filter".
import { priceReducedSince } from "./price-reduction";
import { AMENITIES, type AmenityKey, type OfferStatus } from "./property-derive";
import { RADIUS_MAX_KM, RADIUS_MIN_KM, type RadiusPlace, radiusPlace } from "./radius-places";

export const PAGE_SIZE = 12;
const KEYWORD_MAX_LENGTH = 100;
const YEAR_MIN = 1800;

/** 'Any' sentinels of the old site's dropdowns (spec section 4); each means no filter. */
export const SENTINELS = {
  propertyType: "all_types",
  location: "all_districts",
  status: "all_status",
  bedrooms: "any_bedrooms",
  bathrooms: "any_bathrooms",
} as const;

/** 'newest' is the time a listing was first stored (created_at, the 'Neu' badge's date). */
export type SortBy = "newest" | "price" | "area" | "reduced";
export type SortOrder = "asc" | "desc";

/**
 * Sorting as one control (DESIGN.md section 3): `sort=<value>`, default as the spec
 * (newest first: first stored, then the higher object number). The old pair `sortBy` +
 * `sortOrder` is still read, so that saved links keep their order (`sortBy=objektnr`, the old name
 * of 'newest', included); new links carry `sort` only.
 */
export const SORT_OPTIONS = [
  { value: "neueste", label: "Neueste", sortBy: "newest", sortOrder: "desc" },
  { value: "preis-aufsteigend", label: "Preis aufsteigend", sortBy: "price", sortOrder: "asc" },
  { value: "preis-absteigend", label: "Preis absteigend", sortBy: "price", sortOrder: "desc" },
  { value: "flaeche-absteigend", label: "Wohnfläche absteigend", sortBy: "area", sortOrder: "desc" },
  { value: "flaeche-aufsteigend", label: "Wohnfläche aufsteigend", sortBy: "area", sortOrder: "asc" },
  { value: "preis-gesenkt", label: "Zuletzt im Preis gesenkt", sortBy: "reduced", sortOrder: "desc" },
  { value: "aelteste", label: "Älteste", sortBy: "newest", sortOrder: "asc" },
] as const satisfies readonly { value: string; label: string; sortBy: SortBy; sortOrder: SortOrder }[];

export type SortKey = (typeof SORT_OPTIONS)[number]["value"];

/** The control's value for a sort pair; a pair without its own option (old links) shows its field's first option. */
export function sortKeyOf(filters: Pick<SearchFilters, "sortBy" | "sortOrder">): SortKey {
  const exact = SORT_OPTIONS.find((option) => option.sortBy === filters.sortBy && option.sortOrder === filters.sortOrder);
  return (exact ?? SORT_OPTIONS.find((option) => option.sortBy === filters.sortBy) ?? SORT_OPTIONS[0]).value;
}

/** `sort` first; else the old `sortBy` / `sortOrder` pair. */
function parseSort(params: URLSearchParams): { sortBy: SortBy; sortOrder: SortOrder } {
  const option = SORT_OPTIONS.find((candidate) => candidate.value === single(params, "sort"));
  if (option) return { sortBy: option.sortBy, sortOrder: option.sortOrder };
  const sortByRaw = single(params, "sortBy");
  const sortBy: SortBy = sortByRaw === "price" || sortByRaw === "area" || sortByRaw === "reduced" ? sortByRaw : "newest";
  const sortOrderRaw = single(params, "sortOrder");
  const defaultOrder: SortOrder = sortBy === "newest" || sortBy === "reduced" ? "desc" : "asc";
  const sortOrder: SortOrder = sortOrderRaw === "asc" ? "asc" : sortOrderRaw === "desc" ? "desc" : defaultOrder;
  return { sortBy, sortOrder };
}

export interface SearchFilters {
  keyword: string | null;
  propertyType: string | null;
  location: string | null;
  status: OfferStatus | null;
  priceMin: number | null;
  priceMax: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingAreaMin: number | null;
  livingAreaMax: number | null;
  yearBuiltMin: number | null;
  yearBuiltMax: number | null;
  amenities: AmenityKey[];
  /** 'Preis gesenkt': reductions since this time (ISO), set from `priceReduced=1`. */
  priceReducedSince: string | null;
  /** Map area: west, south, east, north of the published circle centres. */
  bereich: Bounds | null;
  /** Radius around a place: `umkreis` km around `um`, on the published circle centres. */
  umkreis: Radius | null;
  sortBy: SortBy;
  sortOrder: SortOrder;
}

export type Bounds = [west: number, south: number, east: number, north: number];

/**
 * `bereich=west,south,east,north`: four decimal degrees, west < east, south < north;
 * anything else means no area (ignored like every unusable filter value). Rounded to 4 places
 * (about 10 m), so a shared URL stays short and equal areas give equal URLs.
 */
export function parseBounds(value: string | null): Bounds | null {
  if (value === null || value.length > 80) return null;
  const parts = value.split(",");
  if (parts.length !== 4 || !parts.every((part) => /^-?\d{1,3}(\.\d{1,12})?$/.test(part.trim()))) return null;
  const [west, south, east, north] = parts.map((part) => Math.round(Number(part) * 1e4) / 1e4) as Bounds;
  if (west < -180 || east > 180 || south < -90 || north > 90 || west >= east || south >= north) return null;
  return [west, south, east, north];
}

export function formatBounds(bounds: Bounds): string {
  return bounds.map((value) => String(value)).join(",");
}

export interface Radius {
  km: number;
  place: RadiusPlace;
}

/**
 * `umkreis=<km>&um=<place>`. Unlike the other filters a half-usable radius is not
 * silently dropped: the visitor asked for it in a form, so `error` says in German what is wrong
 * (shown in the filter form and above the results) and the search runs without it.
 */
export function parseRadius(params: URLSearchParams): { radius: Radius | null; error: string | null } {
  const kmValues = params.getAll("umkreis");
  const placeValues = params.getAll("um");
  if (kmValues.length === 0 && placeValues.length === 0) return { radius: null, error: null };
  const kmRaw = kmValues.length === 1 ? (kmValues[0] ?? "").trim() : null;
  const placeRaw = placeValues.length === 1 ? (placeValues[0] ?? "").trim() : null;
  // No place is no radius: the filter form always sends a distance, and its place list starts
  // with "Kein Umkreis".
  if (placeValues.length <= 1 && !placeRaw) return { radius: null, error: null };
  const place = placeRaw ? radiusPlace(placeRaw) : undefined;
  if (!place) return { radius: null, error: "Bitte wählen Sie für die Umkreissuche einen Ort aus der Liste." };
  const km = kmRaw && /^\d{1,3}([.,]\d{1,2})?$/.test(kmRaw) ? Number(kmRaw.replace(",", ".")) : Number.NaN;
  if (!(km >= RADIUS_MIN_KM && km <= RADIUS_MAX_KM)) {
    return { radius: null, error: "Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km." };
  }
  return { radius: { km, place }, error: null };
}

const KM_PER_DEGREE_LAT = 111.32;

/**
 * The radius as a box for the index plus the squared-distance factors: an equirectangular
 * distance, exact to well under 1 % at these few kilometres, and plain arithmetic that
 * SQLite evaluates without trigonometric functions.
 */
export function radiusGeometry({ km, place }: Radius) {
  const kmPerDegreeLon = KM_PER_DEGREE_LAT * Math.cos((place.lat * Math.PI) / 180);
  const dLat = km / KM_PER_DEGREE_LAT;
  const dLon = km / kmPerDegreeLon;
  return {
    box: [place.lon - dLon, place.lat - dLat, place.lon + dLon, place.lat + dLat] as Bounds,
    latFactor: KM_PER_DEGREE_LAT ** 2,
    lonFactor: kmPerDegreeLon ** 2,
    kmSquared: km * km,
  };
}

/** Distance in km from the radius's place (the same formula as the SQL filter). */
export function radiusDistanceKm({ place }: Radius, lat: number, lon: number): number {
  const { latFactor, lonFactor } = radiusGeometry({ km: 1, place });
  return Math.sqrt((lat - place.lat) ** 2 * latFactor + (lon - place.lon) ** 2 * lonFactor);
}

export interface SearchQuery {
  filters: SearchFilters;
  /** Requested page (≥ 1); the model clamps it to the last page. */
  page: number;
  /** Why the requested Umkreis is unusable, in German; the filters then leave it out. */
  radiusError: string | null;
}

/** The only value of a scalar parameter; a repeated scalar (an array) is ambiguous → null. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length !== 1) return null;
  // Control characters (a NUL byte made the keyword index answer 503) mean nothing in a search.
  const value = (values[0] ?? "").replace(/\p{Cc}/gu, " ").trim();
  return value === "" ? null : value;
}

/** A value counts only if numeric and greater than 0 (spec section 5), and not absurdly large. */
function positiveNumber(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,15}([.,]\d{1,4})?$/.test(value)) return null;
  const number = Number(value.replace(",", "."));
  return Number.isFinite(number) && number > 0 && number <= max ? number : null;
}

/** A dropdown value: any non-sentinel text up to 120 characters (kept zod-free: this module ships to the browser). */
function choice(value: string | null, sentinel: string): string | null {
  if (value === null || value === sentinel || value.length > 120) return null;
  return value;
}

function yearBound(value: string | null, currentYear: number): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= YEAR_MIN && year <= currentYear ? year : null;
}

const AMENITY_KEYS = new Set<string>(AMENITIES.map((amenity) => amenity.key));

export function parseSearchParams(params: URLSearchParams, now: Date): SearchQuery {
  const currentYear = now.getFullYear();
  const keywordRaw = single(params, "keyword");
  const keyword = keywordRaw ? keywordRaw.replace(/\s+/g, " ").slice(0, KEYWORD_MAX_LENGTH).trim() || null : null;
  const statusRaw = single(params, "status");
  const status = statusRaw === "RENT" || statusRaw === "SALE" ? statusRaw : null;
  const bedrooms = single(params, "bedrooms");
  const bathrooms = single(params, "bathrooms");
  const { sortBy, sortOrder } = parseSort(params);
  const amenities = [...new Set(params.getAll("amenities").filter((key) => AMENITY_KEYS.has(key)))] as AmenityKey[];
  const pageRaw = single(params, "page");
  const page = pageRaw && /^\d{1,6}$/.test(pageRaw) && Number(pageRaw) >= 1 ? Number(pageRaw) : 1;
  const radius = parseRadius(params);
  return {
    filters: {
      keyword,
      propertyType: choice(single(params, "propertyType"), SENTINELS.propertyType),
      location: choice(single(params, "location"), SENTINELS.location),
      status,
      priceMin: positiveNumber(single(params, "priceMin"), 1e10),
      priceMax: positiveNumber(single(params, "priceMax"), 1e10),
      bedrooms: bedrooms === SENTINELS.bedrooms ? null : positiveNumber(bedrooms, 50),
      bathrooms: bathrooms === SENTINELS.bathrooms ? null : positiveNumber(bathrooms, 20),
      livingAreaMin: positiveNumber(single(params, "livingAreaMin"), 1e6),
      livingAreaMax: positiveNumber(single(params, "livingAreaMax"), 1e6),
      yearBuiltMin: yearBound(single(params, "yearBuiltMin"), currentYear),
      yearBuiltMax: yearBound(single(params, "yearBuiltMax"), currentYear),
      amenities,
      priceReducedSince: single(params, "priceReduced") === "1" ? priceReducedSince(now) : null,
      bereich: parseBounds(single(params, "bereich")),
      umkreis: radius.radius,
      sortBy,
      sortOrder,
    },
    page,
    radiusError: radius.error,
  };
}

/** This search on a page of /immobilien, in the list or the Karte view (the results' links). */
export function searchHref(filters: SearchFilters, page = 1, view: "liste" | "karte" = "liste"): string {
  const query = toSearchParams(filters, page);
  if (view === "karte") query.set("ansicht", "karte");
  return query.size > 0 ? `/immobilien?${query}` : "/immobilien";
}

/** Query string for a filter state (pagination links, canonical URLs); defaults are left out. */
export function toSearchParams(filters: SearchFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null && value !== "") params.append(name, String(value));
  };
  put("keyword", filters.keyword);
  put("propertyType", filters.propertyType);
  put("location", filters.location);
  put("status", filters.status);
  put("priceMin", filters.priceMin);
  put("priceMax", filters.priceMax);
  put("bedrooms", filters.bedrooms);
  put("bathrooms", filters.bathrooms);
  put("livingAreaMin", filters.livingAreaMin);
  put("livingAreaMax", filters.livingAreaMax);
  put("yearBuiltMin", filters.yearBuiltMin);
  put("yearBuiltMax", filters.yearBuiltMax);
  for (const amenity of filters.amenities) params.append("amenities", amenity);
  put("priceReduced", filters.priceReducedSince ? 1 : null);
  if (filters.bereich) put("bereich", formatBounds(filters.bereich));
  if (filters.umkreis) {
    put("umkreis", filters.umkreis.km);
    put("um", filters.umkreis.place.key);
  }
  if (filters.sortBy !== "newest" || filters.sortOrder !== "desc") {
    const exact = SORT_OPTIONS.some((option) => option.sortBy === filters.sortBy && option.sortOrder === filters.sortOrder);
    // A pair without its own option (an old link such as reduced ascending) keeps the old form.
    if (exact) put("sort", sortKeyOf(filters));
    else {
      put("sortBy", filters.sortBy);
      put("sortOrder", filters.sortOrder);
    }
  }
  if (page > 1) put("page", page);
  return params;
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  const { sortBy: _sortBy, sortOrder: _sortOrder, amenities, ...rest } = filters;
  return amenities.length > 0 || Object.values(rest).some((value) => value !== null);
}

/** Up to this many pages, every number shows: no ellipsis at all. */
export const ALL_PAGES_UP_TO = 7;

/**
 * Page numbers to show (spec section 9, ADR 0322): 1, current ±1, last, with null for an
 * ellipsis; every page when there are at most seven, and never an ellipsis in place of a single
 * page (that page shows instead).
 */
export function paginationItems(current: number, total: number): (number | null)[] {
  if (total <= 1) return [];
  if (total <= ALL_PAGES_UP_TO) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, current - 1, current, current + 1, total].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === "number" && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}

export function totalPagesFor(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}
