// Floor plans, videos, 360° tours and documents from a feed object (OpenImmo anhaenge by
// `gruppe`, plus justimmo's own blocks). Only absolute http(s) URLs are kept.
import { embedOf, type ListingMedia, MEDIA_MAX_PER_KIND, type MediaDocument, type MediaLink, safeWebUrl } from "~/lib/listing-media";
import { at, attr, child, children, number, text, type XmlNode, type XmlValue } from "./parse";

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif)$/i;
const IMAGE_FORMAT = /(^|[./])(jpe?g|png|gif|webp|avif)$/i;
/** A LINKS entry is a tour when its address or title says so (research §2: LINKS with tour URLs). */
const TOUR_HINT = /matterport|360|rundgang|virtual|tour|panorama|giraffe|kuula|ogulo|immoviewer/i;
const VIDEO_HINT = /youtube|youtu\.be|vimeo|video|film/i;

/** The image URL of a GRUNDRISS anhang as the picture list holds it (https, as map.ts upgrades). */
function imageUrl(value: string | null): string | null {
  const url = safeWebUrl(value);
  if (!url) return null;
  const parsed = new URL(url);
  parsed.protocol = "https:";
  return parsed.toString();
}

function formatOf(anhang: XmlValue | undefined, url: string): string | null {
  const declared = text(child(anhang, "format"));
  const fromName = /\.([A-Za-z0-9]{2,5})$/.exec(new URL(url).pathname)?.[1] ?? null;
  const format = (declared ?? fromName ?? "").replace(/^.*[/.]/, "").replace(/[^A-Za-z0-9]/g, "");
  return format ? format.toUpperCase().slice(0, 8) : null;
}

/** Bytes when the exporter states them (not in the XSD; some write daten/groesse or a size attribute). */
function sizeOf(node: XmlValue | undefined): number | null {
  const raw =
    text(at(node, "daten/groesse")) ??
    text(child(node, "groesse")) ??
    text(child(node, "dateigroesse")) ??
    attr(node, "groesse") ??
    attr(node, "size");
  const bytes = number(raw);
  return bytes !== null && bytes > 0 && bytes < 1e12 ? Math.round(bytes) : null;
}

/** The first http(s) URL among an element's usual children (pfad, url, link) or its own text. */
function urlIn(node: XmlNode): string | null {
  for (const path of ["daten/pfad", "pfad", "url", "link", "href"]) {
    const url = safeWebUrl(text(at(node, path)));
    if (url) return url;
  }
  return safeWebUrl(text(node));
}

export function mapMedia(immobilie: XmlValue | undefined): ListingMedia {
  const floorPlans: MediaLink[] = [];
  const videos: MediaLink[] = [];
  const tours: MediaLink[] = [];
  const documents: MediaDocument[] = [];
  const add = <T extends MediaLink>(list: T[], item: T) => {
    if (list.length < MEDIA_MAX_PER_KIND && !list.some((known) => known.url === item.url)) list.push(item);
  };

  for (const anhang of children(child(immobilie, "anhaenge"), "anhang")) {
    const gruppe = attr(anhang, "gruppe")?.toUpperCase() ?? null;
    const title = text(child(anhang, "anhangtitel"));
    const raw = text(at(anhang, "daten/pfad"));
    if (gruppe === "GRUNDRISS") {
      const url = imageUrl(raw);
      if (url) add(floorPlans, { url, title });
      continue;
    }
    const url = safeWebUrl(raw);
    if (!url) continue;
    if (gruppe === "FILM" || gruppe === "FILMLINK") add(videos, { url, title });
    else if (gruppe === "PANORAMA") {
      // A panorama picture stays in the gallery (map.ts); a panorama page is a tour.
      const format = text(child(anhang, "format"));
      if (!IMAGE_FORMAT.test(format ?? "") && !IMAGE_FILE.test(new URL(url).pathname)) add(tours, { url, title });
    } else if (gruppe === "LINKS") {
      if (embedOf(url)?.provider === "matterport" || TOUR_HINT.test(`${url} ${title ?? ""}`)) add(tours, { url, title });
      else if (embedOf(url) || VIDEO_HINT.test(title ?? "")) add(videos, { url, title });
    } else if (gruppe === "DOKUMENTE") add(documents, { url, title, format: formatOf(anhang, url), size: sizeOf(anhang) });
  }

  // justimmo's own blocks (research §2, 'Extra elements').
  for (const dokument of children(child(immobilie, "dokumente"), "dokument")) {
    const url = urlIn(dokument);
    if (url) add(documents, { url, title: text(child(dokument, "titel")), format: formatOf(dokument, url), size: sizeOf(dokument) });
  }
  // Their children's names are not documented: any element with a URL counts.
  for (const video of elementsOf(child(immobilie, "videos"))) {
    const url = urlIn(video);
    if (url) add(videos, { url, title: text(child(video, "titel")) });
  }
  for (const tour of elementsOf(child(immobilie, "bilder360"))) {
    const url = urlIn(tour);
    if (url && !IMAGE_FILE.test(new URL(url).pathname)) add(tours, { url, title: text(child(tour, "titel")) });
  }
  for (const link of children(child(immobilie, "links"), "link")) {
    const url = urlIn(link);
    const title = text(child(link, "titel"));
    if (!url) continue;
    if (embedOf(url)?.provider === "matterport" || TOUR_HINT.test(`${url} ${title ?? ""}`)) add(tours, { url, title });
    else if (embedOf(url)) add(videos, { url, title });
  }
  return { floorPlans, videos, tours, documents };
}

/** Every child element of a block, whatever its name, in name order then document order. */
function elementsOf(block: XmlValue | undefined): XmlNode[] {
  if (typeof block !== "object" || block === null || Array.isArray(block)) return [];
  return Object.keys(block)
    .filter((name) => !name.startsWith("@_") && name !== "#text")
    .flatMap((name) => children(block, name));
}

/** The stored form (immobilien.medien): null when the object has none, so rows without stay small. */
export function mediaColumn(media: ListingMedia): string | null {
  const total = media.floorPlans.length + media.videos.length + media.tours.length + media.documents.length;
  return total === 0 ? null : JSON.stringify(media);
}
