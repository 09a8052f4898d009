// srcset for the site's own blog images: scripts/render-images/render.mjs writes a 640 px `-sm`
// variant next to each 1200 px original, scripts/generate-images.mjs an 800 px `-md` one. Images
// from elsewhere (a URL entered for a post) come as they are.

const OWN_BLOG_IMAGE = /^\/images\/blog\/[^/?#]+\.webp$/;

export function blogImageSources(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!OWN_BLOG_IMAGE.test(url) || url.endsWith("-sm.webp")) return { src: url };
  const variant = (suffix: string) => url.replace(/\.webp$/, `-${suffix}.webp`);
  return { src: url, srcSet: `${variant("sm")} 640w, ${variant("md")} 800w, ${url} 1200w`, sizes };
}

/** Blog cards: one column below 768 px, two up to 1024 px, then three in the 1200 px container. */
export const BLOG_CARD_SIZES = "(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw";
/** The article image: the 48rem text column. */
export const BLOG_ARTICLE_SIZES = "(min-width: 52rem) 48rem, 100vw";

// ---- Listing photos ----
// The photo pipeline stores each image of a property as WebP variants in R2, named by the
// SHA-256 of the original's bytes and the width: /bilder/<hash>-<width>.webp, kept in R2 under the
// same path without its leading slash. This module is the one place that spells that shape. The
// names never change for a given content, so the files are served as immutable. `immobilien.photos` holds
// the ready ones in display order: [{ k: hash, w, h: largest variant, v: widths ascending }].

/** Widths rendered per image; an original narrower than one of them is never upscaled. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export const PHOTO_KEY_PATTERN = /^[0-9a-f]{32}-[1-9][0-9]{1,3}\.webp$/;

export interface StoredPhoto {
  k: string;
  w: number;
  h: number;
  v: number[];
}

export interface ResponsivePhoto {
  /** The largest variant (links, Open Graph, JSON-LD). */
  src: string;
  /** The smallest variant (thumbnails). */
  thumb: string;
  srcSet: string;
  width: number;
  height: number;
}

/** Where the Worker serves the variants (workers/app.ts, server/photos/serve.server.ts). */
export const PHOTO_PATH_PREFIX = "/bilder/";

/** A variant's file name: `<hash>-<width>.webp` (what PHOTO_KEY_PATTERN accepts). */
export function photoName(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

/** A variant's public URL path: `/bilder/<hash>-<width>.webp`. */
export function photoUrl(hash: string, width: number): string {
  return `${PHOTO_PATH_PREFIX}${photoName(hash, width)}`;
}

/** A variant's key in the R2 bucket: its URL path without the leading slash. */
export function photoKey(hash: string, width: number): string {
  return photoUrl(hash, width).slice(1);
}

/** The R2 key behind a public photo path, or null when the path names no variant. */
export function photoKeyOfPath(path: string): string | null {
  if (!path.startsWith(PHOTO_PATH_PREFIX)) return null;
  return PHOTO_KEY_PATTERN.test(path.slice(PHOTO_PATH_PREFIX.length)) ? path.slice(1) : null;
}

/** Widths to render for an original of `width` px: the standard ones it covers, plus its own
 *  width when it lies between two of them (so nothing is upscaled and nothing is lost). */
export function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const largest: number = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1600;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

function isStoredPhoto(value: unknown): value is StoredPhoto {
  if (typeof value !== "object" || value === null) return false;
  const photo = value as Partial<StoredPhoto>;
  return (
    typeof photo.k === "string" &&
    /^[0-9a-f]{32}$/.test(photo.k) &&
    Number.isInteger(photo.w) &&
    Number.isInteger(photo.h) &&
    Array.isArray(photo.v) &&
    photo.v.length > 0 &&
    photo.v.every((w) => Number.isInteger(w) && w > 0)
  );
}

/** The ready photos of a property row (`immobilien.photos`); anything malformed is skipped. */
export function responsivePhotos(json: string | null | undefined): ResponsivePhoto[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isStoredPhoto).map((photo) => {
    const widths = [...photo.v].sort((a, b) => a - b);
    return {
      src: photoUrl(photo.k, widths[widths.length - 1] as number),
      thumb: photoUrl(photo.k, widths[0] as number),
      srcSet: widths.map((w) => `${photoUrl(photo.k, w)} ${w}w`).join(", "),
      width: photo.w,
      height: photo.h,
    };
  });
}
