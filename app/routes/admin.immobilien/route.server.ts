// /admin/immobilien: every listing as staff work with it: number, title, place, price, where it
// comes from and what its advert lacks, with links to its page, its leads and a viewing. Admin only.
import { data } from "react-router";
import { formatPropertyCount } from "~/lib/format";
import { pageOf } from "~/lib/list-page";
import { shownObjektnr, toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import type { RequestContext } from "~/load-context";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listEnergyGaps } from "~/server/listings/energy-gaps.queries.server";
import { countLeadsByListing, listStaffListings, STAFF_LISTINGS_LIMIT } from "~/server/listings/staff-list.queries.server";
import { type ListingFilter, matchesSearch, PAGE_SIZE, readListingFilter, type Sort } from "./filters";

export interface StaffListing {
  id: number;
  objektnr: string;
  title: string;
  href: string;
  thumbnail: string;
  location: string;
  priceText: string;
  offerLabel: "Kauf" | "Miete";
  live: boolean;
  fromFeed: boolean;
  /** One truth for thumbnail and warning: a photo of its own (the stock stand-in is none). */
  hasPhoto: boolean;
  /** A live advert without a photo: the warning. */
  noPhotos: boolean;
  priceValue: number | null;
  createdAt: string;
  /** "HWB", "fGEE" or both when the advert lacks them; empty when complete or a plot. */
  energyMissing: string[];
  priceCut: string | null;
  leads: number;
}

export async function loader({ request, context }: { request: Request; context: RequestContext }) {
  await requireAdmin(request, context);
  const read = readListingFilter(requestUrl(request).searchParams);
  const filter: ListingFilter = read.ok ? read.filter : { fehlt: null, angebot: null, q: "", sort: "neu", seite: 1 };
  const [rows, gaps, leads] = await Promise.all([
    listStaffListings(context.db),
    listEnergyGaps(context.db),
    countLeadsByListing(context.db),
  ]);
  const gapsByNumber = new Map(gaps.map((gap) => [gap.objektnrIntern, gap.missing]));
  const all: StaffListing[] = rows.map((row) => {
    const card = toPropertyCardView(row);
    const live = row.active === 1;
    return {
      id: row.id,
      objektnr: shownObjektnr(row),
      title: row.objekttitel?.trim() || "Ohne Titel",
      href: card.href,
      thumbnail: card.thumbnail,
      location: card.location,
      priceText: card.priceText,
      offerLabel: card.offerLabel === "Miete" ? "Miete" : "Kauf",
      live,
      fromFeed: row.source === "feed",
      // Only a live advert lacks something: a withdrawn one is not shown to anyone.
      hasPhoto: card.hasPhoto,
      noPhotos: live && !card.hasPhoto,
      priceValue: card.priceValue,
      createdAt: row.created_at,
      energyMissing: live ? [...(gapsByNumber.get(row.objektnr_intern) ?? [])] : [],
      priceCut: card.priceReduced ? (card.priceCutText ?? "") : null,
      leads: leads.get(String(row.id)) ?? 0,
    };
  });
  const shown = read.ok
    ? all.filter(
        (listing, index) =>
          (filter.fehlt !== "fotos" || listing.noPhotos) &&
          (filter.fehlt !== "energieausweis" || listing.energyMissing.length > 0) &&
          (filter.angebot === null || listing.offerLabel === (filter.angebot === "kauf" ? "Kauf" : "Miete")) &&
          matchesSearch(
            filter.q,
            [rows[index]?.objektnr_intern ?? null, rows[index]?.objektnr_extern ?? null, rows[index]?.openimmo_obid ?? null],
            listing.title,
          ),
      )
    : [];
  const live = all.filter((listing) => listing.live).length;
  const filtered = Boolean(filter.fehlt || filter.angebot || filter.q);
  const sorted = sortListings(shown, filter.sort);
  const { rows: pageRows, ...paging } = pageOf(sorted, filter.seite, PAGE_SIZE);
  const fromFeed = all.filter((listing) => listing.fromFeed).length;
  return data(
    {
      error: read.ok ? null : read.message,
      filter,
      listings: pageRows,
      // The "fehlt" filters look at live adverts only, so they count against those.
      summary: summaryOf({ total: all.length, live, shown: shown.length, filtered, liveOnly: Boolean(filter.fehlt) }),
      paging: { ...paging, of: sorted.length },
      // Said once above the table when every listing shares it; a column only while they differ.
      source: fromFeed === all.length ? ("feed" as const) : fromFeed === 0 ? ("website" as const) : ("mixed" as const),
      capped: rows.length >= STAFF_LISTINGS_LIMIT,
    },
    // A filter that does not exist is the request's fault: 400, never a 500 or a silent "all".
    { status: read.ok ? 200 : 400 },
  );
}

/** Live ones first always; then the chosen order (newest stored, price ascending per offer, Objektnr.). */
function sortListings(listings: StaffListing[], sort: Sort): StaffListing[] {
  const order = (a: StaffListing, b: StaffListing): number => {
    // Purchase prices and monthly rents are not one scale: Kauf first, then Miete, each cheapest first.
    if (sort === "preis")
      return (
        Number(a.offerLabel === "Miete") - Number(b.offerLabel === "Miete") ||
        (a.priceValue ?? Number.POSITIVE_INFINITY) - (b.priceValue ?? Number.POSITIVE_INFINITY)
      );
    if (sort === "nummer") return a.objektnr.localeCompare(b.objektnr, "de", { numeric: true });
    return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  };
  return [...listings].sort((a, b) => Number(b.live) - Number(a.live) || order(a, b));
}

/** "81 Immobilien, davon 78 online"; filtered "3 von 82 Immobilien", or "1 von 81 Immobilien online". */
function summaryOf({
  total,
  live,
  shown,
  filtered,
  liveOnly,
}: {
  total: number;
  live: number;
  shown: number;
  filtered: boolean;
  liveOnly: boolean;
}): string {
  if (liveOnly) return `${shown} von ${formatPropertyCount(live)} online`;
  if (filtered) return `${shown} von ${formatPropertyCount(total)}`;
  return `${formatPropertyCount(total)}, davon ${live} online`;
}
