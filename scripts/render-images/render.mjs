// Renders the demo property and blog pictures from the POV-Ray scenes here as WebP pairs (large
// and -sm) under public/images; the output is committed. Needs Debian's `povray`.
// Usage: node scripts/render-images/render.mjs [name-prefix ...] [--preview | --full] [--missing]
// --missing renders only pictures that have no file yet; --half traces at half size (a busy machine).
// By default scenes are traced at 3/4 size and scaled up (a busy two-core machine); --full traces at full size.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const images = join(here, "..", "..", "public", "images");

// name -> [scene file, variant, alt]. Property pictures are 3:2, blog pictures 16:9. An alt > 0 is a
// further picture of the same scene (common.inc: other sun, camera and seed), so every seeded
// listing has a cover picture of its own (scripts/seed/images.mjs, COVERS).
const PROPERTIES = {
  "altbau-1": ["street", 1],
  "altbau-2": ["street", 2],
  "altbau-3": ["living", 5],
  "altbau-4": ["living", 6],
  "modern-1": ["modern", 1],
  "modern-2": ["modern", 2],
  "modern-3": ["modern", 3],
  "villa-1": ["house", 4],
  "villa-2": ["house", 5],
  "villa-3": ["house", 6],
  "house-1": ["house", 1],
  "house-2": ["house", 2],
  "house-3": ["house", 3],
  "office-1": ["modern", 5],
  "office-2": ["workspace", 3],
  "land-1": ["land", 1],
  "land-2": ["land", 2],
  "land-3": ["land", 3],
  "shop-1": ["street", 4],
  "shop-2": ["street", 5],
  "living-1": ["living", 1],
  "living-2": ["living", 2],
  "living-3": ["living", 3],
  "living-4": ["living", 4],
  "kitchen-1": ["kitchen", 1],
  "kitchen-2": ["kitchen", 2],
  "kitchen-3": ["kitchen", 3],
  "bedroom-1": ["bedroom", 1],
  "bedroom-2": ["bedroom", 2],
  "bedroom-3": ["bedroom", 3],
  "bath-1": ["bath", 1],
  "bath-2": ["bath", 2],
  "bath-3": ["bath", 3],
  "workspace-1": ["workspace", 1],
  "workspace-2": ["workspace", 2],
  "terrace-1": ["terrace", 1],
  "terrace-2": ["terrace", 2],
  "terrace-3": ["terrace", 3],
  "hall-1": ["hall", 1],
  "hall-2": ["hall", 2],
  "plot-1": ["hall", 3],
};
// `alts` picks another alt for a number whose own one looked through a hedge or at a blank wall.
const further = (prefix, from, to, scene, variants, alts = {}) => {
  for (let i = from; i <= to; i++) PROPERTIES[`${prefix}-${i}`] = [scene, variants[i % variants.length], alts[i] ?? i];
};
further("altbau", 5, 24, "street", [1, 2]);
// the side view (variant 3) turned further shows the block's blank gable
further("modern", 4, 18, "modern", [1, 2, 2]);
further("house", 4, 12, "house", [1, 2, 3], { 7: 607, 12: 112 });
further("villa", 4, 6, "house", [4, 5, 6]);
further("office", 3, 5, "modern", [5]);
further("shop", 3, 5, "street", [4, 5]);
further("land", 4, 4, "land", [1]);
further("terrace", 4, 5, "terrace", [1, 3]);
const BLOG = {
  anlegerwohnung: ["modern", 4],
  bestellerprinzip: ["desk", 2],
  energieausweis: ["house", 8],
  hausverkauf: ["house", 7],
  kaufnebenkosten: ["desk", 1],
  wohnungsmarkt: ["street", 3],
};

const JOBS = [
  ...Object.entries(PROPERTIES).map(([name, [scene, variant, alt = 0]]) => ({
    name,
    scene,
    variant,
    alt,
    dir: "properties",
    size: [1200, 800],
    small: [480, 320],
  })),
  ...Object.entries(BLOG).map(([name, [scene, variant]]) => ({ name, scene, variant, dir: "blog", size: [1200, 675], small: [640, 360] })),
];

// WebP at quality 80, lower in small steps for busy scenes (foliage) until the file fits the budget.
async function encode(png, [width, height], file, maxBytes) {
  let info;
  for (const quality of [80, 77, 74, 71, 68]) {
    info = await sharp(png).resize(width, height, { kernel: "lanczos3" }).webp({ quality, effort: 6 }).toFile(file);
    if (info.size <= maxBytes) break;
  }
  return info;
}

const args = process.argv.slice(2);
const preview = args.includes("--preview");
const scale = preview ? 1 / 3 : args.includes("--full") ? 1 : args.includes("--half") ? 0.5 : 0.75;
const filters = args.filter((a) => !a.startsWith("--"));
const missing = args.includes("--missing");
const jobs = JOBS.filter(
  (job) =>
    (filters.length === 0 || filters.some((f) => job.name.startsWith(f))) &&
    (!missing || !existsSync(join(images, job.dir, `${job.name}.webp`))),
);
const work = mkdtempSync(join(tmpdir(), "render-"));

for (const job of jobs) {
  // another run may have drawn it meanwhile
  if (missing && existsSync(join(images, job.dir, `${job.name}.webp`))) continue;
  const [width, height] = job.size.map((n) => Math.round(n * scale));
  const png = join(work, `${job.name}.png`);
  const started = Date.now();
  const result = spawnSync(
    "nice",
    [
      "-n",
      "19",
      "povray",
      `+I${join(here, `${job.scene}.pov`)}`,
      `+L${here}`,
      `+O${png}`,
      `+W${width}`,
      `+H${height}`,
      "+WT2",
      "+A0.3",
      "-D",
      "-GS",
      "-GR",
      `Declare=Variant=${job.variant}`,
      `Declare=Alt=${job.alt ?? 0}`,
      `Declare=Quality=${scale === 1 ? 2 : 1}`,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    console.error(result.stderr.split("\n").slice(-20).join("\n"));
    throw new Error(`povray failed for ${job.name}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (preview) {
    console.log(`${job.name}: ${png} (${seconds} s)`);
    continue;
  }
  const large = join(images, job.dir, `${job.name}.webp`);
  const small = join(images, job.dir, `${job.name}-sm.webp`);
  const big = await encode(png, job.size, large, 140 * 1024);
  const sm = await encode(png, job.small, small, 30 * 1024);
  console.log(`${job.name}: ${seconds} s, ${(big.size / 1024).toFixed(0)} KB + ${(sm.size / 1024).toFixed(0)} KB`);
}

if (!preview) rmSync(work, { recursive: true });
