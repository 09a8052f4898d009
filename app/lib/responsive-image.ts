// srcset for the site's own blog images (issue 8, page weight): scripts/generate-images.mjs
// writes a 640 px `-sm` variant next to each 1200 px original. Images from elsewhere (a URL
// entered for a post) come as they are.

const OWN_BLOG_IMAGE = /^\/images\/blog\/[^/?#]+\.webp$/;

export function blogImageSources(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  if (!OWN_BLOG_IMAGE.test(url) || url.endsWith("-sm.webp")) return { src: url };
  const small = url.replace(/\.webp$/, "-sm.webp");
  return { src: url, srcSet: `${small} 640w, ${url} 1200w`, sizes };
}

/** Blog cards: one column below 768 px, two up to 1024 px, then three in the 1200 px container. */
export const BLOG_CARD_SIZES = "(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw";
/** The article image: the 48rem text column. */
export const BLOG_ARTICLE_SIZES = "(min-width: 52rem) 48rem, 100vw";
