// Variants derived from the rendered images; run after re-rendering:
// `node scripts/generate-images.mjs`. The output under public/images is committed.
// - An 800 px `-md` variant of every property and blog image, for phones (a 380 px card on a
//   1.75x screen wants ~670 px, not the 1200 px file).
// - The fallback picture for listings without images: a desaturated copy of the Gründerzeit
//   street, so it reads as a stand-in and not as the listing's own photo.
// - The home hero's default picture from the street `altbau-1`: the whole street for wide screens,
//   an upright crop for phones. It lies under a navy scrim, so a lower quality costs nothing.
import { readdirSync } from "node:fs";
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

const heroSource = join(images, "properties", "altbau-1.webp");
async function hero(file, crop, width, quality) {
  let image = sharp(heroSource);
  if (crop) image = image.extract(crop);
  await image
    .resize({ width, kernel: "lanczos3" })
    .webp({ quality, effort: 6 })
    .toFile(join(images, "hero", file));
}
const upright = { left: 666, top: 0, width: 534, height: 800 };
await hero("strasse-1200.webp", null, 1200, 70);
await hero("strasse-800.webp", null, 800, 66);
await hero("strasse-hoch-534.webp", upright, 534, 68);
await hero("strasse-hoch-400.webp", upright, 400, 64);
console.log("public/images/hero/strasse-*.webp written");

let medium = 0;
for (const dir of ["properties", "blog"]) {
  for (const name of readdirSync(join(images, dir))) {
    if (!name.endsWith(".webp") || /-(sm|md)\.webp$/.test(name)) continue;
    await sharp(join(images, dir, name))
      .resize({ width: 800, kernel: "lanczos3" })
      .webp({ quality: 76, effort: 6 })
      .toFile(join(images, dir, name.replace(/\.webp$/, "-md.webp")));
    medium++;
  }
}
console.log(`${medium} 800 px variants written (public/images/{properties,blog}/*-md.webp)`);
