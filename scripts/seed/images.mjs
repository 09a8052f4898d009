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

export const propertyImage = (name) => `/images/properties/${name}.webp`;
export const propertyThumb = (name) => `/images/properties/${name}-sm.webp`;

export const FALLBACK_IMAGE = "/images/fallback.webp";
export const blogImage = (name) => `/images/blog/${name}.webp`;
