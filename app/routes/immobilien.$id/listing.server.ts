// Loader data of the detail page's listing extras: the price history
// (ADR 0150) and the media sections (ADR 0151). One loader field, so the route mounts these
// parts with a few lines.

import type { Db } from "~/db/client.server";
import { EMBED_PROVIDERS, embedOf, formatFileSize, type MediaDocument, type MediaLink, parseListingMedia } from "~/lib/listing-media";
import { toPriceHistoryView } from "~/lib/price-history-view";
import { requestUrl } from "~/lib/request-url";
import { listPriceHistory } from "~/server/listings/price-history.queries.server";
import type { PropertyDetailRow } from "~/server/listings/queries.server";
import { floorPlanPhotos } from "~/server/photos/floor-plans.server";
import type { EmbedView, MediaView } from "./media-sections";

/** `?medien=video-1`: the visitor pressed 'Video laden' without JavaScript (consent by click). */
export const MEDIA_PARAM = "medien";

function embedViews(links: MediaLink[], kind: "video" | "tour", open: string | null): EmbedView[] {
  const fallback = kind === "video" ? "Video" : "360°-Tour";
  return links.map((link, index) => {
    const id = `${kind}-${index + 1}`;
    const embed = embedOf(link.url);
    return {
      id,
      title: link.title ?? (links.length > 1 ? `${fallback} ${index + 1}` : fallback),
      url: link.url,
      provider: embed ? { name: EMBED_PROVIDERS[embed.provider].name, privacy: EMBED_PROVIDERS[embed.provider].privacy } : null,
      src: embed?.src ?? null,
      loaded: embed !== null && open === id,
      host: new URL(link.url).hostname.replace(/^www\./, ""),
    };
  });
}

/** The last path segment as a title for a document without one; a malformed escape stays as is. */
function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || "Dokument";
  } catch {
    return last || "Dokument";
  }
}

function documentMeta(document: MediaDocument): string {
  return [document.format, document.size ? formatFileSize(document.size) : null].filter(Boolean).join(" · ");
}

export async function loadListingExtras(
  db: Db,
  { row, status, now, request }: { row: PropertyDetailRow; status: "RENT" | "SALE"; now: Date; request: Request },
) {
  const history = await listPriceHistory(db, { immobilieId: row.id });
  const media = parseListingMedia(row.medien);
  const open = requestUrl(request).searchParams.get(MEDIA_PARAM);
  const plans =
    media.floorPlans.length > 0 ? await floorPlanPhotos(db, { propertyId: row.id, urls: media.floorPlans.map((p) => p.url) }) : [];
  const floorPlans = media.floorPlans.flatMap((plan, index) => {
    const photo = plans[index]?.photo;
    return photo ? [{ title: plan.title ?? (media.floorPlans.length > 1 ? `Grundriss ${index + 1}` : "Grundriss"), photo }] : [];
  });
  const view: MediaView = {
    floorPlans,
    videos: embedViews(media.videos, "video", open),
    tours: embedViews(media.tours, "tour", open),
    documents: media.documents.map((document) => ({
      url: document.url,
      title: document.title ?? fileName(document.url),
      meta: documentMeta(document),
    })),
  };
  return {
    priceHistory: toPriceHistoryView(history, { status, priceReducedAt: row.price_reduced_at, now }),
    media: view,
  };
}
