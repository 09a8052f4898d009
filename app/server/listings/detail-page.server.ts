// The property detail page's data (/immobilien/{id}): the listing as the page shows it, with its
// contact, viewing offer, legal texts, price history, media, Kaufnebenkosten and similar listings.
// The route does only the HTTP part: status codes, headers, meta tags and the inquiry form's token.

import type { Db } from "~/db/client.server";
import type { PropertyType } from "~/db/schema";
import { distinctPictures } from "~/lib/distinct-pictures";
import { formatAmount, formatDecimal, isPositiveNumber } from "~/lib/format";
import { type ListingMedia, mediaView, parseListingMedia } from "~/lib/listing-media";
import { besidePriceRows } from "~/lib/nebenkosten";
import { toPriceHistoryView } from "~/lib/price-history-view";
import { propertyLegalInfo } from "~/lib/property-legal";
import { firstPictureOf, type PropertyCardView, toPropertyCardView, toPropertyDetailView } from "~/lib/property-view";
import {
  commissionFromListing,
  DEFAULT_CONTRACT_BP,
  type PurchaseCostsProps,
  parseEuroCents,
  parsePercentBp,
  purchaseCosts,
} from "~/lib/purchase-costs";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { rankSimilar } from "~/lib/similar-rank";
import { site } from "~/lib/site";
import { bookableRange, formatViewingDayShort, formatViewingTime } from "~/lib/viewing-time";
import { listFeaturedProperties } from "~/server/appearance/queries.server";
import type { WorkerContext } from "~/server/context";
import { loadLegalTerms } from "~/server/legal/queries.server";
import { listPriceHistory } from "~/server/listings/price-history.queries.server";
import { getPropertyByRouteId, type PropertyDetailRow } from "~/server/listings/queries.server";
import { listSimilarProperties, SIMILAR_LIMIT } from "~/server/listings/similar.queries.server";
import { floorPlanPhotos } from "~/server/photos/floor-plans.server";
import { findAgentByEmail } from "~/server/team/queries.server";
import { findNextFreeSlot } from "~/server/viewings/queries.server";

/** `?medien=video-1`: the visitor pressed 'Video laden' without JavaScript (consent by click). */
const MEDIA_PARAM = "medien";

/** Spec section 8: a listing the page can show, or why not (the route answers 404, 410 or 503). */
export type ListingLookup = { state: "active" | "withdrawn"; row: PropertyDetailRow } | { state: "missing" | "unreadable" };

/** Lookup by objektnr_intern, then row id, then objektnr_extern; a failed read is 'unreadable'. */
export async function findListing(db: Db, routeId: string): Promise<ListingLookup> {
  const row = await getPropertyByRouteId(db, { routeId }).catch((error) => {
    console.warn(JSON.stringify({ route: "immobilien.$id", error: String(error) }));
    return undefined;
  });
  if (row === undefined) return { state: "unreadable" };
  if (!row) return { state: "missing" };
  if (row.active !== 1) return { state: "withdrawn", row };
  return { state: "active", row };
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== "";

/** Everything the detail page shows of an active listing; `url` is the page URL (calculator, media). */
export async function listingPage(context: WorkerContext, { row, url }: { row: PropertyDetailRow; url: URL }) {
  const { db, env } = context;
  const property = toPropertyDetailView(row);
  // Feed HTML was sanitised when stored; sanitise again when shown (DESIGN.md section 3).
  const descriptionHtml = sanitizeHtml(row.objektbeschreibung);
  // Further feed texts (OpenImmo freitexte), each in its own section when it has any text.
  const textSections = [
    { id: "equipment", title: "Ausstattungsbeschreibung", html: sanitizeHtml(row.ausstatt_beschr) },
    { id: "other", title: "Sonstige Angaben", html: sanitizeHtml(row.sonstige_angaben) },
  ].filter((section) => hasText(section.html));
  const styleUrl = env.MAP_STYLE_URL;
  const provider = /^https?:\/\//.test(styleUrl) ? new URL(styleUrl).hostname : `${site.brand} (eigener Server, kein Drittanbieter)`;
  // FAGG notice and Nebenkostenübersicht from the staff-edited legal terms.
  const legal = propertyLegalInfo(row, await loadLegalTerms(db), env.SITE_URL);
  // One costs block: each figure once, in the price rows or in the overview.
  const costs = besidePriceRows(property.priceRows, legal.overview);
  const media = parseListingMedia(row.medien);
  const [similar, agent, nextSlot, history, plans] = await Promise.all([
    similarListings(db, row),
    // The contact card's photo and role; a failed read only loses the photo.
    findAgentByEmail(db, { email: property.contact?.email ?? null }).catch(() => null),
    // Online viewing booking: offered when the listing has a free slot; a failed read
    // only hides the offer.
    findNextFreeSlot(db, { immobilieId: row.id, ...bookableRange(context.now()) }).catch(() => null),
    listPriceHistory(db, { immobilieId: row.id }),
    floorPlans(db, row.id, media),
  ]);
  return {
    property: { ...property, priceRows: costs.rows },
    descriptionHtml: hasText(descriptionHtml) ? descriptionHtml : null,
    textSections,
    map: { styleUrl, provider },
    inquirySubject: `Anfrage: ${property.title} (Obj.-Nr.: ${property.objektnrExtern ?? property.id})`,
    // The listing's contact, else the office (the site configuration stays on the server).
    contact: {
      name: property.contact?.name ?? site.brand,
      company: property.contact?.company ?? null,
      phone: property.contact?.phone ?? site.phone,
      phoneHref: property.contact?.phoneHref ?? site.phoneHref,
      email: property.contact?.email ?? site.email,
      photo: agent?.image ?? null,
      position: agent?.position ?? null,
      // The card's heading; a feed contact without a team entry is "keine Angabe".
      anrede: agent?.anrede ?? null,
      profileHref: agent ? `/uber-uns/team/${agent.slug}` : null,
    },
    inquiryProperty: {
      id: row.id,
      objektnr_intern: row.objektnr_intern,
      objektnr_extern: row.objektnr_extern,
      objekttitel: row.objekttitel,
    },
    viewing: nextSlot
      ? {
          href: `${property.href}/besichtigung`,
          next: `${formatViewingDayShort(nextSlot.starts_at)}, ${formatViewingTime(nextSlot.starts_at)} Uhr`,
        }
      : null,
    fagg: legal.fagg,
    extras: {
      costs: row.status === "SALE" ? purchaseCostsProps(row, property.href, url.searchParams) : null,
      // § 30b KSchG overview for sale and rental listings alike (ADR 0137).
      nebenkosten: costs.overview,
      similar: similar.map(toPropertyCardView),
    },
    listing: {
      priceHistory: toPriceHistoryView(history, { status: property.status, priceReducedAt: row.price_reduced_at, now: context.now() }),
      media: mediaView(media, plans, url.searchParams.get(MEDIA_PARAM)),
    },
  };
}

/** Candidates read for Ähnliche Immobilien before they are sorted by use (nearest first). */
const SIMILAR_CANDIDATES = 48;

/**
 * What a visitor on a dead listing link can look at instead: for a withdrawn listing the ones like
 * it (same offer and use), else, and for an unknown link, the newest on offer. A failed read shows
 * none; the page keeps its links to the search.
 */
export async function alternativeListings(db: Db, lookup: ListingLookup): Promise<PropertyCardView[]> {
  const similar = lookup.state === "withdrawn" ? await similarListings(db, lookup.row) : [];
  if (similar.length > 0) return similar.map(toPropertyCardView);
  const newest = await listFeaturedProperties(db, { pinned: [], limit: SIMILAR_LIMIT }).catch((error: unknown) => {
    console.warn(JSON.stringify({ route: "immobilien.$id", alternatives: String(error) }));
    return [];
  });
  return newest.map(toPropertyCardView);
}

/**
 * Ähnliche Immobilien. Without a known offer and property type nothing is "the same": show none
 * rather than guess (a plot without a type is no apartment). Of the same offer, nearest first
 * within each group (in price and size, the same district weighing as a factor of e: lib/similar-rank),
 * never across uses:
 * - a plot of known use shows the plots of that use, then the buildings a buyer of such a plot
 *   also weighs (halls beside a Gewerbegrund, houses beside a Baugrund Wohnen);
 *   a plot of unknown use shows any plot;
 * - any other listing: those of the same type and use; when there are none, those of the
 *   same use in the other types of that use; only then, or when the use is unknown, the same type.
 * No card shows the page's own first picture, and no two cards show the same one (a feed that
 * reuses a photo across listings: lib/distinct-pictures).
 */
async function similarListings(db: Db, row: PropertyDetailRow) {
  const { status, property_type } = row;
  if ((status !== "RENT" && status !== "SALE") || property_type === null) return [];
  const property = {
    id: row.id,
    status,
    property_type: property_type as PropertyType,
    price_value: row.price_value,
    district_label: row.district_label,
  };
  const use = listingUse(row.objektart, property_type);
  const sameUse = <T extends { objektart: string | null; property_type: string | null }>(rows: T[]) =>
    rows.filter((candidate) => listingUse(candidate.objektart, candidate.property_type) === use);
  // The candidates come same district first, then nearest in price; the page shows the nearest
  // in price and size (lib/similar-rank).
  const ownPicture = firstPictureOf(row);
  const nearest = async (types?: PropertyType[]) =>
    distinctPictures(
      rankSimilar(row, await listSimilarProperties(db, { property, limit: SIMILAR_CANDIDATES, ...(types ? { types } : {}) })),
      firstPictureOf,
      [ownPicture],
    );
  const shown = <T extends Parameters<typeof firstPictureOf>[0]>(rows: T[]) =>
    distinctPictures(rows, firstPictureOf, [ownPicture]).slice(0, SIMILAR_LIMIT);
  try {
    const sameType = await nearest();
    if (use === null) return shown(sameType);
    const matching = sameUse(sameType);
    if (property_type === "land") {
      if (matching.length >= SIMILAR_LIMIT) return shown(matching);
      const { types, objektart } = PLOT_NEIGHBOURS[use];
      const buildings = (await nearest(types)).filter((candidate) => objektart.test(candidate.objektart ?? ""));
      return shown([...matching, ...buildings]);
    }
    if (matching.length > 0) return shown(matching);
    const otherTypes = USE_TYPES[use].filter((type) => type !== property_type);
    const ofUse = sameUse(await nearest(otherTypes));
    return shown(ofUse.length > 0 ? ofUse : sameType);
  } catch (error) {
    // The page works without them: log and show none (spec section 8 spirit: no 500 for extras).
    console.warn(JSON.stringify({ route: "immobilien.$id", similar: String(error) }));
    return [];
  }
}

/**
 * The buildings shown after a plot's own kind, what a buyer of such a plot also weighs: halls,
 * warehouses and production beside a Gewerbegrund (not shops or practices), houses beside a
 * Baugrund Wohnen (not flats).
 */
const PLOT_NEIGHBOURS: Record<"commercial" | "residential", { types: PropertyType[]; objektart: RegExp }> = {
  commercial: { types: ["commercial"], objektart: /^hallen_lager_prod/i },
  residential: { types: ["house", "villa"], objektart: /^haus/i },
};

/** The property types a use is found in (plots of either use are 'land'). */
const USE_TYPES: Record<"commercial" | "residential", PropertyType[]> = {
  commercial: ["office", "commercial", "land"],
  residential: ["apartment", "house", "villa", "land"],
};

/** What a listing is used for, as far as the feed says: 'commercial', 'residential' or unknown. */
export type ListingUse = "commercial" | "residential" | null;

/** OpenImmo grundstueck subtypes (and free labels) that are business or industry land. */
const COMMERCIAL_LAND = /gewerbe|industrie|commercial/;
/** Plots for homes: 'grundstueck/WOHNEN', 'Baugrund Wohnen', a holiday plot. */
const RESIDENTIAL_LAND = /wohn|freizeit/;

/**
 * A listing's use from its property type and the feed's objektart: offices and shops are
 * commercial, flats and houses residential; a plot says it in its subtype
 * ('grundstueck/GEWERBE' → commercial, 'grundstueck/WOHNEN' → residential), and a plot that does
 * not (GEMISCHT, LAND_FORSTWIRTSCHAFT, …) has no known use.
 */
export function listingUse(objektart: string | null | undefined, propertyType: string | null | undefined): ListingUse {
  if (propertyType === "office" || propertyType === "commercial") return "commercial";
  if (propertyType === "apartment" || propertyType === "house" || propertyType === "villa") return "residential";
  const value = (objektart ?? "").toLowerCase();
  if (COMMERCIAL_LAND.test(value)) return "commercial";
  if (RESIDENTIAL_LAND.test(value)) return "residential";
  return null;
}

/** The floor plans' stored photos, in the feed's order (a plan without one is left out later). */
async function floorPlans(db: Db, propertyId: number, media: ListingMedia) {
  const urls = media.floorPlans.map((plan) => plan.url);
  return urls.length > 0 ? floorPlanPhotos(db, { propertyId, urls }) : [];
}

const MAX_EURO_CENTS = 1_000_000_000 * 100;

/** The calculator's fields from the URL (?kaufpreis=&darlehen=&vertragserrichtung=); bad input keeps the default and says why. */
export function purchaseCostsProps(row: PropertyDetailRow, href: string, params: URLSearchParams): PurchaseCostsProps {
  const listingPrice = isPositiveNumber(row.kaufpreis) ? Math.round(row.kaufpreis * 100) : null;
  const euroField = (name: string, label: string, fallback: number | null, min: number, hint: string) => {
    const raw = params.get(name)?.slice(0, 40).trim();
    const fallbackText = fallback === null ? "" : formatAmount(fallback / 100);
    if (!raw) return { field: { name, label, value: fallbackText, hint, error: null }, cents: fallback };
    const cents = parseEuroCents(raw);
    if (cents === null || cents < min || cents > MAX_EURO_CENTS)
      return {
        field: {
          name,
          label,
          value: raw,
          hint,
          error: `Bitte geben Sie einen Betrag in Euro ein (z. B. 350.000); gerechnet wird mit ${fallbackText || "keinem Betrag"}.`,
        },
        cents: fallback,
      };
    return { field: { name, label, value: raw, hint, error: null }, cents };
  };
  const price = euroField("kaufpreis", "Kaufpreis in Euro", listingPrice, 100, "Unser Angebotspreis; Sie können ihn ändern.");
  const loan = euroField("darlehen", "Darlehensbetrag in Euro (optional)", 0, 0, "Für die Pfandrechtseintragung (1,2 % des Darlehens).");
  const contractRaw = params.get("vertragserrichtung")?.slice(0, 20).trim();
  const contractParsed = contractRaw ? parsePercentBp(contractRaw) : DEFAULT_CONTRACT_BP;
  const contractBp = contractParsed ?? DEFAULT_CONTRACT_BP;
  const contractField = {
    name: "vertragserrichtung",
    label: "Vertragserrichtung in Prozent",
    value: contractRaw || formatDecimal(DEFAULT_CONTRACT_BP / 100),
    hint: "Honorar für Vertrag und Treuhandschaft, meist 1 bis 2 % des Kaufpreises.",
    error:
      contractParsed === null
        ? `Bitte geben Sie einen Prozentsatz zwischen 0 und 10 ein (z. B. 1,5); gerechnet wird mit ${formatDecimal(DEFAULT_CONTRACT_BP / 100)} %.`
        : null,
  };
  const commission = commissionFromListing(row.aussen_courtage);
  const costs =
    price.cents === null ? null : purchaseCosts({ priceCents: price.cents, loanCents: loan.cents ?? 0, commission, contractBp });
  const open = ["kaufpreis", "darlehen", "vertragserrichtung"].some((name) => params.has(name));
  return { action: href, open, commission, fields: [price.field, loan.field, contractField], costs };
}
