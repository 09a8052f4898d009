// The hero images (public-site.md section 2: separate mobile and desktop images), shared by the
// route's links (client) and the loader's Open Graph image (server).
export const HERO_DESKTOP = "/images/hero-desktop.webp";
export const HERO_MOBILE = "/images/hero-mobile.webp";
export const DESKTOP_MEDIA = "(min-width: 768px)";
