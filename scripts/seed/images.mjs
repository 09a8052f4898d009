// The catalogue of demo images (scripts/render-images/render.mjs renders the property and blog
// pictures, scripts/generate-images.mjs draws the rest; the seed references them). Every property
// image exists as /images/properties/<name>.webp (1200x800)
// and /images/properties/<name>-sm.webp (480x320) for cards and thumbnails.

export const PROPERTY_SCENES = {
  altbau: ["altbau-1", "altbau-2", "altbau-3", "altbau-4"],
  modern: ["modern-1", "modern-2", "modern-3"],
  villa: ["villa-1", "villa-2", "villa-3"],
  house: ["house-1", "house-2", "house-3"],
  office: ["office-1", "office-2"],
  land: ["land-1", "land-2", "land-3"],
  shop: ["shop-1", "shop-2"],
  living: ["living-1", "living-2", "living-3", "living-4"],
  kitchen: ["kitchen-1", "kitchen-2", "kitchen-3"],
  bedroom: ["bedroom-1", "bedroom-2", "bedroom-3"],
  bath: ["bath-1", "bath-2", "bath-3"],
  workspace: ["workspace-1", "workspace-2"],
  terrace: ["terrace-1", "terrace-2", "terrace-3"],
};

const series = (prefix, from, to) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}`);

/**
 * The cover (first) pictures, by what a listing shows first: one per seeded listing, so no two
 * listings share their card picture (review 64); render.mjs draws the further ones as other views
 * of the same scenes. Galleries take no cover picture, only the rooms of PROPERTY_SCENES.
 */
export const COVERS = {
  // Gründerzeit facades and Altbau rooms; the hero's street (altbau-1) last
  altbau: [...series("altbau", 2, 24), "altbau-1"],
  // a roof terrace for a Dachgeschoss
  attic: series("terrace", 1, 5),
  modern: series("modern", 1, 18),
  house: series("house", 1, 12),
  villa: series("villa", 1, 6),
  office: series("office", 1, 5),
  shop: series("shop", 1, 5),
  land: series("land", 1, 4),
  // an empty business plot with halls beyond, not a vineyard
  businessLand: ["plot-1"],
  hall: ["hall-1", "hall-2"],
};
export const COVER_NAMES = new Set(Object.values(COVERS).flat());

/**
 * Which building years a cover fits: 'modern' (a new block, a cube villa, an office building),
 * 'gruenderzeit' (facades, shop fronts, the Cottage villa), or null (houses, plots, halls, terraces).
 */
export function coverStyle(name) {
  if (/^(modern|office)-/.test(name) || ["villa-1", "villa-2", "villa-4", "villa-6"].includes(name)) return "modern";
  if (/^(altbau|shop)-/.test(name) || ["villa-3", "villa-5"].includes(name)) return "gruenderzeit";
  return null;
}

export const propertyImage = (name) => `/images/properties/${name}.webp`;
export const propertyThumb = (name) => `/images/properties/${name}-sm.webp`;

export const FALLBACK_IMAGE = "/images/fallback.webp";
export const blogImage = (name) => `/images/blog/${name}.webp`;
