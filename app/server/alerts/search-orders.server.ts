// One list of every search order for /admin/suchauftraege: e-mail alerts ("Suche speichern" and the
// Suchauftrag form with the tick), Suchauftrag leads without an alert, and staff-kept profiles,
// newest first, a page at a time, each with its current number of matching listings.
import type { Db } from "~/db/client.server";
import { formatViennaDateTime } from "~/lib/admin-format";
import { describeFilters } from "~/lib/filter-labels";
import { type ListPage, pageOf } from "~/lib/list-page";
import { parseSearchParams } from "~/lib/property-filters";
import { OBJECT_TYPES, PROFILE_TYPES } from "~/lib/schemas/options";
import { parseCriteria, type SearchProfileCriteria } from "~/lib/schemas/search-profile";
import { formatPhone } from "~/lib/schemas/shared";
import { ORDERS_PAGE_SIZE, type OrderFilter, type OrderRow } from "~/lib/search-orders";
import { searchOrderAlertFilters } from "~/server/alerts/pages.server";
import { alertFilters, listSearchAlerts } from "~/server/alerts/queries.server";
import {
  countMatches,
  listSearchOrderLeads,
  listSearchProfiles,
  type MatchSearch,
  profileSearchParams,
  type SearchOrderLeadRow,
} from "~/server/alerts/search-profiles.queries.server";

export const ORDERS_LIMIT = 500;
/** An alert and a lead of the same address this close in time came from one form submission. */
const SAME_SUBMISSION_MS = 2 * 60 * 1000;

function payloadOf(lead: SearchOrderLeadRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(lead.payload);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A Suchauftrag lead's criteria as /immobilien filters, the way its alert would have stored them. */
export function leadFilters(payload: Record<string, unknown>, now: Date): string {
  const labels = Array.isArray(payload.objectTypes) ? payload.objectTypes : [];
  const objectTypes = Object.fromEntries(OBJECT_TYPES.map((type) => [type.key, labels.includes(type.label)]));
  return searchOrderAlertFilters(
    {
      marketingType: text(payload.marketingType) ?? "kauf",
      usageType: text(payload.usageType),
      objectTypes,
      priceMin: text(payload.priceMin),
      priceMax: text(payload.priceMax),
      roomsMin: text(payload.roomsMin),
      areaMin: text(payload.areaMin),
      areaMax: text(payload.areaMax),
    },
    now,
  );
}

function marketingOfFilters(filters: string, now: Date): "kauf" | "miete" | null {
  const status = alertFilters(filters, now).status;
  return status === "RENT" ? "miete" : status === "SALE" ? "kauf" : null;
}

/** A profile's criteria in one line: the search's own labels, then districts and rooms-up-to. */
export function describeProfile(marketing: string, criteria: SearchProfileCriteria, now: Date): string {
  const base = describeFilters(parseSearchParams(profileSearchParams(marketing, { ...criteria, bezirke: [] }), now).filters);
  const parts = [base];
  if (criteria.objektart) {
    const type = PROFILE_TYPES.find((option) => option.value === criteria.objektart);
    if (type && !base.includes(type.label)) parts.push(type.label);
  }
  if (criteria.zimmerBis !== null) parts.push(`Zimmer bis ${criteria.zimmerBis}`);
  if (criteria.bezirke.length > 0) parts.push(criteria.bezirke.join(", "));
  return parts.join(" · ");
}

function matchesFilter(row: OrderRow, filter: OrderFilter): boolean {
  if (filter.art && row.marketing !== filter.art) return false;
  if (filter.status && row.state !== filter.status) return false;
  if (filter.q) {
    const needle = filter.q.toLowerCase();
    if (!row.email.toLowerCase().includes(needle) && !(row.name ?? "").toLowerCase().includes(needle)) return false;
  }
  return true;
}

export interface OrdersPage extends ListPage<OrderRow> {
  /** Every search order, before the filters. */
  total: number;
  /** Those the filters leave, on all pages. */
  matching: number;
}

export async function loadSearchOrders(db: Db, { now, filter }: { now: Date; filter: OrderFilter }): Promise<OrdersPage> {
  const [alerts, leads, profiles] = await Promise.all([
    listSearchAlerts(db, { limit: ORDERS_LIMIT }),
    listSearchOrderLeads(db, { limit: ORDERS_LIMIT }),
    listSearchProfiles(db, { limit: ORDERS_LIMIT }),
  ]);
  const profileLeads = new Set(profiles.map((profile) => profile.inquiry_id).filter((id): id is string => id !== null));
  const usedLeads = new Set<string>();
  const pending: { row: Omit<OrderRow, "matches">; search: MatchSearch }[] = [];

  for (const alert of alerts) {
    const at = Date.parse(alert.created_at);
    // The Suchauftrag form stores its lead and its alert in the same request.
    const lead = leads.find(
      (candidate) =>
        !usedLeads.has(candidate.id) &&
        candidate.sender_email?.toLowerCase() === alert.email.toLowerCase() &&
        Math.abs(Date.parse(candidate.created_at) - at) <= SAME_SUBMISSION_MS,
    );
    if (lead) usedLeads.add(lead.id);
    pending.push({
      row: {
        key: `alert:${alert.id}`,
        kind: "alert",
        id: alert.id,
        name: lead?.sender_name ?? null,
        email: alert.email,
        phone: lead?.sender_phone ? formatPhone(lead.sender_phone) : null,
        summary: describeFilters(alertFilters(alert.filters, now)),
        marketing: marketingOfFilters(alert.filters, now),
        source: lead ? "Suchauftrag-Formular mit E-Mail-Benachrichtigung" : "Suche speichern",
        state: alert.confirmed_at ? "bestaetigt" : "offen",
        created: formatViennaDateTime(alert.created_at) ?? "",
        createdAt: alert.created_at,
        lastMail: formatViennaDateTime(alert.last_notified_at),
        matchesHref: `/immobilien${alert.filters ? `?${alert.filters}` : ""}`,
        inquiryId: lead?.id ?? null,
      },
      search: { kind: "filters", filters: alert.filters },
    });
  }

  for (const lead of leads) {
    if (usedLeads.has(lead.id) || profileLeads.has(lead.id)) continue;
    const payload = payloadOf(lead);
    const filters = leadFilters(payload, now);
    const location = text(payload.location);
    pending.push({
      row: {
        key: `lead:${lead.id}`,
        kind: "lead",
        id: lead.id,
        name: lead.sender_name,
        email: lead.sender_email ?? "",
        phone: lead.sender_phone ? formatPhone(lead.sender_phone) : null,
        summary: [describeFilters(alertFilters(filters, now)), location].filter(Boolean).join(" · "),
        marketing: marketingOfFilters(filters, now),
        source: "Suchauftrag-Formular",
        state: "anfrage",
        created: formatViennaDateTime(lead.created_at) ?? "",
        createdAt: lead.created_at,
        lastMail: null,
        matchesHref: `/immobilien?${filters}`,
        inquiryId: lead.id,
      },
      search: { kind: "filters", filters },
    });
  }

  for (const profile of profiles) {
    const criteria = parseCriteria(profile.criteria);
    pending.push({
      row: {
        key: `profile:${profile.id}`,
        kind: "profile",
        id: profile.id,
        name: profile.name,
        email: profile.email,
        phone: profile.phone ? formatPhone(profile.phone) : null,
        summary: describeProfile(profile.marketing, criteria, now),
        marketing: profile.marketing === "miete" ? "miete" : "kauf",
        source: profile.inquiry_id ? "Team, aus Anfrage" : "Team",
        state: "intern",
        created: formatViennaDateTime(profile.created_at) ?? "",
        createdAt: profile.created_at,
        lastMail: null,
        matchesHref: `/admin/suchauftraege?profil=${profile.id}#treffer`,
        inquiryId: profile.inquiry_id,
      },
      search: { kind: "profile", marketing: profile.marketing, criteria },
    });
  }

  const shown = pending.filter((entry) => matchesFilter({ ...entry.row, matches: 0 }, filter));
  shown.sort((a, b) => (a.row.createdAt < b.row.createdAt ? 1 : a.row.createdAt > b.row.createdAt ? -1 : 0));
  // The matches are counted for the page's rows only: a count is a query per search.
  const { rows: onPage, ...paging } = pageOf(shown, filter.seite, ORDERS_PAGE_SIZE);
  const counts = await countMatches(
    db,
    onPage.map((entry) => entry.search),
    now,
  );
  return {
    ...paging,
    rows: onPage.map((entry, index) => ({ ...entry.row, matches: counts[index] ?? 0 })),
    total: pending.length,
    matching: shown.length,
  };
}

/** Suchauftrag object types (the form's keys) as a profile's objektart. */
const PROFILE_TYPE_OF: Record<string, string> = {
  wohnung: "apartment",
  haus: "house",
  buero: "office",
  grundstueck: "land",
  geschaeftslokal: "commercial",
};

/** "Als Suchprofil anlegen": a Suchauftrag lead's contact and criteria as the profile form's values. */
export function prefillFromLead(lead: SearchOrderLeadRow) {
  const payload = payloadOf(lead);
  const field = (key: string) => text(payload[key]) ?? "";
  const labels = Array.isArray(payload.objectTypes) ? payload.objectTypes : [];
  const keys = OBJECT_TYPES.filter((type) => labels.includes(type.label)).map((type) => type.key);
  return {
    anfrage: lead.id,
    email: lead.sender_email ?? "",
    name: lead.sender_name ?? "",
    telefon: lead.sender_phone ?? "",
    vermarktung: field("marketingType") === "miete" ? "miete" : "kauf",
    // One object type carries over; several leave the choice to staff.
    objektart: keys.length === 1 ? (PROFILE_TYPE_OF[keys[0] ?? ""] ?? "") : "",
    preisVon: field("priceMin"),
    preisBis: field("priceMax"),
    flaecheVon: field("areaMin"),
    flaecheBis: field("areaMax"),
    zimmerVon: field("roomsMin"),
    zimmerBis: field("roomsMax"),
    ort: field("location"),
  };
}
