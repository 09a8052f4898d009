// The fallback picture for listings without images (public-site.md: "a stock photo"): a calmer
// copy of the rendered Gründerzeit street (ADR 0196), desaturated so that it reads as a stand-in
// and not as the listing's own photo. Run after re-rendering: `node scripts/generate-images.mjs`.
// The output under public/images is committed; the seed and the app only reference it.
import { join } from "node:path";
import sharp from "sharp";
import { root } from "./lib.mjs";

const images = join(root, "public", "images");
const source = join(images, "properties", "altbau-2.webp");

async function fallback(file, width, height, quality) {
  await sharp(source)
    .resize(width, height, { fit: "cover" })
    .modulate({ saturation: 0.35, brightness: 1.06 })
    .webp({ quality, effort: 6 })
    .toFile(join(images, file));
}

await fallback("fallback.webp", 1200, 800, 72);
await fallback("fallback-sm.webp", 480, 320, 65);
console.log("public/images/fallback.webp and fallback-sm.webp written");
