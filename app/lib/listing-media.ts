// Floor plans, videos, 360° tours and documents of a listing: the stored shape, its defensive
// reader and the embeds. Only three players are framed, each in privacy mode (youtube-nocookie,
// Vimeo dnt=1, Matterport); the CSP's frame-src lists exactly EMBED_FRAME_ORIGINS. Anything
// else is a plain link.

import type { ResponsivePhoto } from "./responsive-image";

export interface MediaLink {
  url: string;
  title: string | null;
}

export interface MediaDocument extends MediaLink {
  /** 'PDF', 'DOCX', … from the feed's format or the file name. */
  format: string | null;
  /** Bytes, when the feed states them. */
  size: number | null;
}

export interface ListingMedia {
  floorPlans: MediaLink[];
  videos: MediaLink[];
  tours: MediaLink[];
  documents: MediaDocument[];
}

export const EMPTY_MEDIA: ListingMedia = { floorPlans: [], videos: [], tours: [], documents: [] };

/** Per kind; a feed listing more is cut (a listing has a few of each). */
export const MEDIA_MAX_PER_KIND = 20;
const URL_MAX = 2000;
const TITLE_MAX = 200;

export type EmbedProvider = "youtube" | "vimeo" | "matterport";

export const EMBED_PROVIDERS: Record<EmbedProvider, { name: string; origin: string; privacy: string }> = {
  youtube: {
    name: "YouTube",
    origin: "https://www.youtube-nocookie.com",
    privacy: "https://policies.google.com/privacy",
  },
  vimeo: { name: "Vimeo", origin: "https://player.vimeo.com", privacy: "https://vimeo.com/privacy" },
  matterport: { name: "Matterport", origin: "https://my.matterport.com", privacy: "https://matterport.com/de/legal/privacy-policy" },
};

/** The frame-src of the CSP: these origins and nothing else. */
export const EMBED_FRAME_ORIGINS = Object.values(EMBED_PROVIDERS).map((provider) => provider.origin);

export interface Embed {
  provider: EmbedProvider;
  /** The player URL in its privacy mode, on one of EMBED_FRAME_ORIGINS. */
  src: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const DIGITS = /^\d{1,12}$/;
const MATTERPORT_ID = /^[\w-]{6,32}$/;

/** The privacy-mode player of a YouTube, Vimeo or Matterport URL; null for anything else. */
export function embedOf(value: string): Embed | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? parts[0]
        : parts[0] === "watch"
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live", "v"].includes(parts[0] ?? "")
            ? parts[1]
            : null;
    return id && YOUTUBE_ID.test(id) ? { provider: "youtube", src: `${EMBED_PROVIDERS.youtube.origin}/embed/${id}` } : null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = host === "player.vimeo.com" ? (parts[0] === "video" ? parts[1] : null) : parts.find((part) => DIGITS.test(part));
    return id && DIGITS.test(id) ? { provider: "vimeo", src: `${EMBED_PROVIDERS.vimeo.origin}/video/${id}?dnt=1` } : null;
  }
  if (host === "my.matterport.com" && parts[0] === "show") {
    const id = url.searchParams.get("m");
    return id && MATTERPORT_ID.test(id) ? { provider: "matterport", src: `${EMBED_PROVIDERS.matterport.origin}/show/?m=${id}` } : null;
  }
  return null;
}

/** An absolute http(s) URL within the length cap, else null (javascript:, data:, relative, …). */
export function safeWebUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > URL_MAX) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

function cleanTitle(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const title = value
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, TITLE_MAX);
  return title === "" ? null : title;
}

/** The site's own files (the seed's floor plans and documents): a plain path under one folder. */
const OWN_IMAGE = /^\/images\/[\w./-]{1,200}$/;
const OWN_DOCUMENT = /^\/dokumente\/[\w.-]{1,120}$/;

function links(value: unknown, own: RegExp | null = null): MediaLink[] {
  if (!Array.isArray(value)) return [];
  const found: MediaLink[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) continue;
    const record = item as Record<string, unknown>;
    const isOwn = own !== null && typeof record.url === "string" && own.test(record.url) && !record.url.includes("..");
    const url = isOwn ? (record.url as string) : safeWebUrl(record.url);
    if (!url || found.some((link) => link.url === url)) continue;
    found.push({ url, title: cleanTitle(record.title) });
    if (found.length >= MEDIA_MAX_PER_KIND) break;
  }
  return found;
}

/** The stored JSON, read defensively: whatever the column holds, the page gets a valid shape. */
export function parseListingMedia(raw: string | null | undefined): ListingMedia {
  if (!raw) return EMPTY_MEDIA;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_MEDIA;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_MEDIA;
  const record = value as Record<string, unknown>;
  const documents = links(record.documents, OWN_DOCUMENT).map((link): MediaDocument => {
    const source = (Array.isArray(record.documents) ? record.documents : []).find((item) => {
      const raw = typeof item === "object" && item !== null ? (item as Record<string, unknown>).url : null;
      return raw === link.url || safeWebUrl(raw) === link.url;
    }) as Record<string, unknown> | undefined;
    const format =
      typeof source?.format === "string"
        ? source.format
            .replace(/[^A-Za-z0-9]/g, "")
            .toUpperCase()
            .slice(0, 8)
        : "";
    const size = source?.size;
    return {
      ...link,
      format: format || null,
      size: typeof size === "number" && Number.isFinite(size) && size > 0 && size < 1e12 ? Math.round(size) : null,
    };
  });
  return {
    // Feed floor plans are shown once the photo pipeline stored them (never hotlinked).
    floorPlans: links(record.floorPlans, OWN_IMAGE),
    videos: links(record.videos),
    tours: links(record.tours),
    documents,
  };
}

export function hasMedia(media: ListingMedia): boolean {
  return media.floorPlans.length + media.videos.length + media.tours.length + media.documents.length > 0;
}

/** '1,2 MB', '340 KB' (binary units, German decimal comma). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A video or tour as the detail page shows it: consent text, privacy player, no-JavaScript state. */
export interface EmbedView {
  id: string;
  title: string;
  url: string;
  host: string;
  provider: { name: string; privacy: string } | null;
  /** The privacy-mode player, or null when the host is not one the CSP allows. */
  src: string | null;
  /** Consent given by the no-JavaScript button (`?medien=<id>`). */
  loaded: boolean;
}

/** The detail page's media sections: floor plans with their stored photo, embeds, documents. */
export interface MediaView {
  floorPlans: { title: string; photo: ResponsivePhoto }[];
  videos: EmbedView[];
  tours: EmbedView[];
  documents: { url: string; title: string; meta: string }[];
}

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

/**
 * The media sections' view: `plans` are the floor plans' stored photos in the feed's order (a plan
 * without one is left out), `open` the embed the visitor opened without JavaScript.
 */
export function mediaView(media: ListingMedia, plans: { photo: ResponsivePhoto | null }[], open: string | null): MediaView {
  const floorPlans = media.floorPlans.flatMap((plan, index) => {
    const photo = plans[index]?.photo;
    return photo ? [{ title: plan.title ?? (media.floorPlans.length > 1 ? `Grundriss ${index + 1}` : "Grundriss"), photo }] : [];
  });
  return {
    floorPlans,
    videos: embedViews(media.videos, "video", open),
    tours: embedViews(media.tours, "tour", open),
    documents: media.documents.map((document) => ({
      url: document.url,
      title: document.title ?? fileName(document.url),
      meta: documentMeta(document),
    })),
  };
}
