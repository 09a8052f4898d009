// Draws the hero, team and fallback demo images offline (no stock photos, no network): SVG scenes composed
// here, rendered to WebP with sharp. Run once after changing a scene: `node scripts/generate-images.mjs`.
// Property and blog pictures are rendered with POV-Ray instead (scripts/render-images/render.mjs, ADR 0196).
// The output under public/images is committed; the seed only references it (scripts/seed/images.mjs).
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { root } from "./lib.mjs";
import { AGENTS } from "./seed/agents.mjs";
import { createRandom } from "./seed/random.mjs";

const out = join(root, "public", "images");

const PALETTES = [
  { sky: ["#8ec5e8", "#d9eef8"], wall: "#efe3c8", trim: "#d8c6a0", roof: "#8a4b3a", accent: "#2f5d50", ground: "#7aa35b" },
  { sky: ["#f6c28b", "#fbe6c9"], wall: "#e9d4c0", trim: "#c9a98a", roof: "#5c3b30", accent: "#8b2e2e", ground: "#8aa66a" },
  { sky: ["#a9c3d9", "#e6eef4"], wall: "#dfe3e6", trim: "#b9c1c7", roof: "#4a5560", accent: "#1f4e79", ground: "#6f9b62" },
  { sky: ["#9fd3c7", "#e8f5f1"], wall: "#f3eee4", trim: "#d6c9b0", roof: "#6b4f3a", accent: "#b5651d", ground: "#79a868" },
  { sky: ["#c3b1e1", "#efe8f7"], wall: "#e7dccf", trim: "#c7b49c", roof: "#734c44", accent: "#3d5a80", ground: "#86a872" },
  { sky: ["#7fb2d9", "#cfe4f3"], wall: "#f1f1ec", trim: "#cfd2cc", roof: "#39424e", accent: "#c0392b", ground: "#6a9a5b" },
];

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const rect = (x, y, w, h, fill, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const sky = (w, h, p, id = "sky") =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>${rect(0, 0, w, h, `url(#${id})`)}`;
const cloud = (x, y, s) =>
  `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${60 * s}" ry="${22 * s}"/><ellipse cx="${x + 40 * s}" cy="${y - 14 * s}" rx="${45 * s}" ry="${24 * s}"/><ellipse cx="${x - 35 * s}" cy="${y - 8 * s}" rx="${35 * s}" ry="${18 * s}"/></g>`;
const windowEl = (x, y, w, h, frame, glass = "#9cc3dd") =>
  `${rect(x, y, w, h, frame)}${rect(x + 5, y + 5, w - 10, h - 10, glass)}<line x1="${x + w / 2}" y1="${y + 5}" x2="${x + w / 2}" y2="${y + h - 5}" stroke="${frame}" stroke-width="5"/><line x1="${x + 5}" y1="${y + h * 0.38}" x2="${x + w - 5}" y2="${y + h * 0.38}" stroke="${frame}" stroke-width="5"/>`;

function altbau(r, p, W, H) {
  let s = sky(W, H, p) + cloud(r.int(150, 1000), r.int(60, 140), r.float(0.8, 1.4));
  const floors = r.int(4, 5);
  const top = 90;
  const floorH = (H - top - 120) / floors;
  s += rect(0, top, W, H - top, p.wall);
  s += rect(0, top - 20, W, 28, p.trim);
  const cols = 6;
  const cw = W / cols;
  for (let f = 0; f < floors; f++) {
    const y = top + 40 + f * floorH;
    s += rect(0, y + floorH - 18, W, 8, p.trim);
    for (let c = 0; c < cols; c++) {
      const x = c * cw + cw * 0.28;
      const w = cw * 0.44;
      const h = floorH * 0.6;
      if (f < floors - 1 && r.chance(0.5))
        s += `<path d="M${x - 10} ${y - 4} L${x + w / 2} ${y - 26} L${x + w + 10} ${y - 4} Z" fill="${p.trim}"/>`;
      else s += rect(x - 10, y - 12, w + 20, 10, p.trim);
      s += windowEl(x, y, w, h, "#f6f3ec");
      if (f === 1 && (c === 2 || c === 3))
        s += `<rect x="${x - 14}" y="${y + h}" width="${w + 28}" height="8" fill="#333"/>${Array.from({ length: 6 }, (_, i) => rect(x - 10 + i * ((w + 20) / 5), y + h - 30, 3, 30, "#333")).join("")}`;
    }
  }
  s += rect(0, H - 120, W, 120, "#8d8a84");
  s += rect(W / 2 - 60, H - 240, 120, 130, p.accent);
  s += rect(0, H - 30, W, 30, "#6d6a66");
  return s;
}

function skyline(r, p, W, H) {
  let s = sky(W, H, p) + cloud(W * 0.2, H * 0.15, 1.5) + cloud(W * 0.75, H * 0.1, 1.2);
  const base = H * 0.78;
  let x = 0;
  while (x < W) {
    const w = r.int(60, 140);
    const h = r.int(80, 260) * (H / 800);
    s += rect(x, base - h, w, h + 10, r.pick(["#c7b8a3", "#b8a894", "#d6c9b5", "#a8998a"]));
    x += w - 4;
  }
  const cx = W * 0.42;
  s += `<path d="M${cx - 40} ${base} L ${cx - 40} ${base - 250 * (H / 800)} L ${cx} ${base - 520 * (H / 800)} L ${cx + 40} ${base - 250 * (H / 800)} L ${cx + 40} ${base} Z" fill="#6d5f52"/>`;
  s +=
    rect(cx - 150, base - 170 * (H / 800), 300, 170 * (H / 800), "#7d6e60") +
    `<path d="M${cx - 150} ${base - 170 * (H / 800)} L ${cx} ${base - 260 * (H / 800)} L ${cx + 150} ${base - 170 * (H / 800)} Z" fill="#3f6f6a"/>`;
  const wx = W * 0.8;
  const wr = 170 * (H / 800);
  s += `<circle cx="${wx}" cy="${base - wr - 20}" r="${wr}" fill="none" stroke="#8b2e2e" stroke-width="8"/>`;
  for (let a = 0; a < 12; a++) {
    const ang = (a / 12) * Math.PI * 2;
    s += `<line x1="${wx}" y1="${base - wr - 20}" x2="${wx + Math.cos(ang) * wr}" y2="${base - wr - 20 + Math.sin(ang) * wr}" stroke="#8b2e2e" stroke-width="3"/><rect x="${wx + Math.cos(ang) * wr - 9}" y="${base - wr - 20 + Math.sin(ang) * wr - 7}" width="18" height="14" fill="#b03a2e"/>`;
  }
  s += `<path d="M${wx - 60} ${base} L ${wx} ${base - wr - 20} L ${wx + 60} ${base} Z" fill="none" stroke="#8b2e2e" stroke-width="8"/>`;
  s +=
    rect(0, base, W, H - base, "#4f7f8f") +
    `<path d="M0 ${base + 30} Q ${W / 2} ${base + 10} ${W} ${base + 40}" stroke="#9cc3dd" stroke-width="6" fill="none"/>`;
  return s;
}

function avatar(r, index) {
  const bg = ["#2f5d50", "#1f4e79", "#8b2e2e", "#b5651d", "#3d5a80", "#6b4f3a"][index % 6];
  const skin = ["#f1c7a5", "#e0ac8a", "#c68e6b", "#f5d0b5", "#d9a07e", "#eab894"][index % 6];
  const hair = ["#3b2a20", "#6b4a32", "#1f1a17", "#a0522d", "#2e2a26", "#c49a6c"][index % 6];
  const long = index % 2 === 1;
  let s = rect(0, 0, 400, 400, bg);
  s += `<circle cx="200" cy="420" r="170" fill="${["#ece8e1", "#d8dee6", "#26323d", "#f2efe8", "#394b59", "#e6dfd6"][index % 6]}"/>`;
  s += rect(175, 250, 50, 50, skin);
  if (long) s += `<path d="M118 190 Q 110 330 150 320 L 250 320 Q 290 330 282 190 Z" fill="${hair}"/>`;
  s += `<ellipse cx="200" cy="190" rx="78" ry="92" fill="${skin}"/>`;
  s += `<path d="M120 180 Q 130 90 200 92 Q 275 95 282 180 Q 250 130 200 128 Q 150 130 120 180 Z" fill="${hair}"/>`;
  s += `<circle cx="172" cy="195" r="7" fill="#2b2b2b"/><circle cx="228" cy="195" r="7" fill="#2b2b2b"/><path d="M175 240 Q 200 258 225 240" stroke="#8a4b3a" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  if (r.chance(0.4))
    s += `<g fill="none" stroke="#222" stroke-width="4"><circle cx="172" cy="195" r="20"/><circle cx="228" cy="195" r="20"/><line x1="192" y1="195" x2="208" y2="195"/></g>`;
  return s;
}

async function write(file, svgText, width, height, quality = 70) {
  mkdirSync(join(file, ".."), { recursive: true });
  await sharp(Buffer.from(svgText)).resize(width, height).webp({ quality, effort: 6 }).toFile(file);
}

for (const [i, agent] of AGENTS.entries()) {
  if (!agent.image) continue;
  await write(join(root, "public", agent.image), svg(400, 400, avatar(createRandom(700 + i), i)), 400, 400, 75);
}

await write(join(out, "hero-desktop.webp"), svg(1920, 1080, skyline(createRandom(1), PALETTES[0], 1920, 1080)), 1920, 1080, 68);
await write(join(out, "hero-mobile.webp"), svg(750, 1334, skyline(createRandom(2), PALETTES[3], 750, 1334)), 750, 1334, 68);
// The fallback for properties without images (spec section 9): a neutral facade, no text.
await write(
  join(out, "fallback.webp"),
  svg(1200, 800, altbau(createRandom(3), { ...PALETTES[2], accent: "#9aa3ab" }, 1200, 800)),
  1200,
  800,
);
await write(
  join(out, "fallback-sm.webp"),
  svg(1200, 800, altbau(createRandom(3), { ...PALETTES[2], accent: "#9aa3ab" }, 1200, 800)),
  480,
  320,
  65,
);

const total = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? total(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  );
console.log(`public/images: ${(total(out) / 1024 / 1024).toFixed(2)} MB`);
