// The brand name alone, for browser code that needs only it (page titles in `meta`, which also
// runs in the browser on client navigation): importing `site` for it would ship the whole site
// configuration in every content page's bundle (~0.7 KB gzip of the 90 KB budget).
export const BRAND = "Donau Estate";
