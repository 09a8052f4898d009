// Draws the demo images offline (no stock photos, no network): SVG scenes composed here,
// rendered to WebP with sharp. Run once after changing a scene: `node scripts/generate-images.mjs`.
// The output under public/images is committed; the seed only references it (scripts/seed/images.mjs).
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { root } from "./lib.mjs";
import { AGENTS } from "./seed/agents.mjs";
import { PROPERTY_SCENES } from "./seed/images.mjs";
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
const tree = (x, y, s, color = "#4f7f45") =>
  `<g><rect x="${x - 6 * s}" y="${y - 40 * s}" width="${12 * s}" height="${40 * s}" fill="#6b4a32"/><circle cx="${x}" cy="${y - 70 * s}" r="${42 * s}" fill="${color}"/><circle cx="${x - 26 * s}" cy="${y - 50 * s}" r="${28 * s}" fill="${color}"/><circle cx="${x + 26 * s}" cy="${y - 52 * s}" r="${30 * s}" fill="${color}"/></g>`;
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

function modern(r, p, W, H) {
  let s = sky(W, H, p) + cloud(r.int(100, 500), 110, 1) + cloud(r.int(700, 1100), 80, 0.8);
  const x0 = r.int(120, 260);
  const bw = W - x0 * 2;
  const floors = r.int(5, 7);
  const fh = (H - 200) / floors;
  s += rect(x0, 120, bw, H - 190, "#f4f4f2");
  for (let f = 0; f < floors; f++) {
    const y = 140 + f * fh;
    s += rect(x0 + 20, y, bw - 40, fh * 0.62, "#7fa7c4");
    s += rect(x0 - 30, y + fh * 0.62, bw * 0.45, 10, "#d8d8d4");
    s += `<rect x="${x0 - 30}" y="${y + fh * 0.62 - 34}" width="${bw * 0.45}" height="34" fill="#ffffff" opacity="0.45" stroke="#c8c8c4"/>`;
    for (let k = 1; k < 6; k++) s += rect(x0 + 20 + (k * (bw - 40)) / 6, y, 5, fh * 0.62, "#e9e9e6");
  }
  s += rect(x0 + bw * 0.62, 120, 16, H - 190, p.accent);
  s += rect(0, H - 70, W, 70, p.ground);
  s += tree(x0 - 60, H - 60, 1.1) + tree(W - x0 + 70, H - 55, 1.3);
  return s;
}

function house(r, p, W, H, villa = false) {
  let s = sky(W, H, p) + cloud(r.int(150, 400), 100, 1.1) + cloud(r.int(800, 1050), 140, 0.9);
  s += rect(0, H - 200, W, 200, p.ground);
  s += `<path d="M0 ${H - 200} Q ${W * 0.3} ${H - 260} ${W * 0.6} ${H - 205} T ${W} ${H - 215} L ${W} ${H - 200} Z" fill="#5f8f52"/>`;
  const hw = villa ? 700 : 520;
  const hx = (W - hw) / 2 + r.int(-80, 80);
  const hy = villa ? 330 : 360;
  const hh = H - 200 - hy + 10;
  s += rect(hx, hy, hw, hh, p.wall);
  if (villa && r.chance(0.5)) {
    s += `<path d="M${hx - 30} ${hy} L${hx + hw / 2} ${hy - 150} L${hx + hw + 30} ${hy} Z" fill="${p.roof}"/>`;
  } else if (villa) {
    s +=
      rect(hx - 30, hy - 24, hw + 60, 28, p.roof) +
      rect(hx + hw * 0.55, hy - 150, hw * 0.5, 130, p.wall) +
      rect(hx + hw * 0.55 - 12, hy - 170, hw * 0.5 + 24, 22, p.roof);
  } else {
    s += `<path d="M${hx - 40} ${hy + 10} L${hx + hw / 2} ${hy - 170} L${hx + hw + 40} ${hy + 10} Z" fill="${p.roof}"/>`;
    s += rect(hx + hw * 0.7, hy - 150, 40, 80, "#7a5a48");
  }
  const cols = villa ? 5 : 3;
  for (let c = 0; c < cols; c++) {
    const x = hx + 40 + c * ((hw - 80) / cols);
    const w = (hw - 80) / cols - 40;
    s += windowEl(x + 10, hy + 40, w, 90, "#fbfaf6");
    if (!(c === Math.floor(cols / 2))) s += windowEl(x + 10, hy + hh - 150, w, 110, "#fbfaf6");
    else s += rect(x + 10 + w / 2 - 38, hy + hh - 170, 76, 170, p.accent);
  }
  if (villa) s += rect(hx - 140, H - 190, 260, 70, "#5fb3d6", 'rx="10"');
  s += tree(hx - 110, H - 185, 1.3) + tree(hx + hw + 110, H - 175, 1.1, "#3f6f3a");
  for (let i = 0; i < 16; i++) s += rect(i * 80 + 10, H - 90, 10, 60, "#f7f4ec");
  s += rect(0, H - 80, W, 8, "#f7f4ec");
  return s;
}

function office(r, p, W, H) {
  let s = sky(W, H, p);
  const towers = [
    [80, 260, 300],
    [420, 80, 380],
    [840, 200, 300],
  ];
  for (const [x, y, w] of towers) {
    const tint = r.pick(["#5d7f99", "#6c8ca3", "#4c6b82", "#7792a8"]);
    s += rect(x, y, w, H - y, tint);
    for (let gy = y + 20; gy < H - 40; gy += 36)
      for (let gx = x + 15; gx < x + w - 30; gx += 44) s += rect(gx, gy, 34, 24, r.chance(0.2) ? "#f3e7b5" : "#a9c6dc", 'opacity="0.9"');
  }
  s += rect(0, H - 60, W, 60, "#8d8a84");
  return s;
}

function land(r, p, W, H) {
  let s = sky(W, H, p) + cloud(r.int(200, 900), 120, 1.3);
  s += `<path d="M0 ${H * 0.5} Q ${W * 0.25} ${H * 0.38} ${W * 0.5} ${H * 0.48} T ${W} ${H * 0.44} L ${W} ${H} L 0 ${H} Z" fill="#8fb27a"/>`;
  s += `<path d="M0 ${H * 0.62} Q ${W * 0.4} ${H * 0.55} ${W * 0.7} ${H * 0.63} T ${W} ${H * 0.6} L ${W} ${H} L 0 ${H} Z" fill="${p.ground}"/>`;
  for (let i = 0; i < 5; i++)
    s += `<path d="M0 ${H * 0.72 + i * 40} Q ${W / 2} ${H * 0.68 + i * 40} ${W} ${H * 0.74 + i * 40}" stroke="#6b9350" stroke-width="6" fill="none" opacity="0.6"/>`;
  for (let i = 0; i < 6; i++)
    s += tree(r.int(40, W - 40), H * 0.5 + r.int(0, 40), r.float(0.5, 0.9), r.pick(["#4f7f45", "#3f6f3a", "#5e8c4c"]));
  s +=
    rect(W * 0.7, H * 0.66, 6, 70, "#7a5a48") +
    `<rect x="${W * 0.7 - 60}" y="${H * 0.66 - 50}" width="126" height="56" fill="#fff" stroke="#7a5a48" stroke-width="4"/>`;
  s += `<text x="${W * 0.7 + 3}" y="${H * 0.66 - 14}" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${p.accent}">BAUGRUND</text>`;
  return s;
}

function shop(r, p, W, H) {
  let s = altbau(r, p, W, H);
  s += rect(0, H - 300, W, 270, p.trim);
  for (let i = 0; i < 3; i++) s += rect(60 + i * 380, H - 270, 320, 210, "#a9c6dc") + rect(60 + i * 380, H - 70, 320, 10, "#555");
  s += `<path d="M40 ${H - 330} L ${W - 40} ${H - 330} L ${W - 80} ${H - 280} L 80 ${H - 280} Z" fill="${p.accent}"/>`;
  for (let i = 0; i < 24; i++) s += rect(80 + i * 44, H - 300, 22, 20, "#ffffff", 'opacity="0.35"');
  return s;
}

function room(r, p, W, H, kind) {
  const wall = r.pick(["#f3eee6", "#eef1f0", "#f6efe8", "#ecebf2"]);
  const floor = r.pick(["#b98b5e", "#c9a27a", "#a7805c", "#d8c3a5"]);
  let s = rect(0, 0, W, H, wall) + rect(0, H * 0.72, W, H * 0.28, floor);
  for (let i = 0; i < 12; i++) s += rect(i * 110, H * 0.72, 3, H * 0.28, "#00000018");
  const winX = r.int(120, 640);
  s += `<rect x="${winX}" y="120" width="420" height="360" fill="#cfe6f5" stroke="#ffffff" stroke-width="18"/><line x1="${winX + 210}" y1="120" x2="${winX + 210}" y2="480" stroke="#fff" stroke-width="12"/>`;
  s += `<path d="M${winX + 40} 480 Q ${winX + 160} 430 ${winX + 210} 360 Q ${winX + 280} 420 ${winX + 380} 470 L ${winX + 400} 480 Z" fill="#9cc58a" opacity="0.7"/>`;
  if (kind === "living") {
    s +=
      rect(620, 470, 460, 120, p.accent, 'rx="26"') +
      rect(600, 420, 500, 80, p.accent, 'rx="26" opacity="0.85"') +
      rect(700, 640, 260, 20, "#7a5a48", 'rx="8"');
    s += `${rect(160, 620, 8, 60, "#555")}<circle cx="164" cy="590" r="48" fill="#5e8c4c"/>${rect(140, 640, 50, 50, "#b5651d")}`;
    s += rect(980, 160, 140, 100, r.pick(["#e9c46a", "#e76f51", "#2a9d8f"]), 'stroke="#fff" stroke-width="8"');
  } else if (kind === "kitchen") {
    s += rect(0, 470, W, 110, "#fbfbf8") + rect(0, 440, W, 34, "#555") + rect(0, 40, W, 90, "#fbfbf8");
    for (let i = 0; i < 8; i++) s += rect(i * 150 + 10, 480, 130, 90, "none", 'stroke="#ddd" stroke-width="4"');
    s += rect(380, 600, 460, 110, p.accent, 'rx="6"') + rect(360, 590, 500, 20, "#444");
    for (let i = 0; i < 3; i++)
      s += `<line x1="${480 + i * 130}" y1="0" x2="${480 + i * 130}" y2="220" stroke="#333" stroke-width="3"/><path d="M${455 + i * 130} 250 L ${505 + i * 130} 250 L ${495 + i * 130} 220 L ${465 + i * 130} 220 Z" fill="#e9c46a"/>`;
  } else if (kind === "bedroom") {
    s +=
      rect(380, 420, 520, 90, "#7a5a48", 'rx="10"') +
      rect(400, 480, 480, 170, "#fbfaf6", 'rx="12"') +
      rect(400, 540, 480, 110, p.accent, 'rx="12" opacity="0.8"');
    s += rect(430, 450, 180, 60, "#fff", 'rx="20"') + rect(670, 450, 180, 60, "#fff", 'rx="20"');
    s += `${rect(260, 540, 100, 100, "#b98b5e") + rect(920, 540, 100, 100, "#b98b5e")}<circle cx="310" cy="510" r="26" fill="#e9c46a"/>`;
  } else if (kind === "bath") {
    for (let y = 0; y < H * 0.72; y += 60)
      for (let x = 0; x < W; x += 60) s += rect(x, y, 58, 58, (x / 60 + y / 60) % 2 ? "#e8eef0" : "#f5f8f9");
    s +=
      rect(120, 470, 560, 170, "#ffffff", 'rx="60" stroke="#cfd8dc" stroke-width="6"') +
      rect(820, 160, 220, 280, "#cfe6f5", 'stroke="#b0bec5" stroke-width="10"') +
      rect(800, 470, 260, 80, "#fff", 'stroke="#cfd8dc" stroke-width="6"') +
      rect(840, 550, 180, 110, p.accent);
  } else if (kind === "workspace") {
    for (let i = 0; i < 3; i++) {
      const x = 120 + i * 360;
      s +=
        rect(x, 520, 300, 20, "#ddd") +
        rect(x + 20, 540, 10, 120, "#888") +
        rect(x + 270, 540, 10, 120, "#888") +
        rect(x + 90, 420, 130, 90, "#333", 'rx="6"') +
        rect(x + 98, 428, 114, 74, "#6fa8dc") +
        rect(x + 100, 580, 100, 90, p.accent, 'rx="14"');
    }
  } else if (kind === "terrace") {
    s = sky(W, H, p, "tsky") + cloud(300, 120, 1);
    for (let i = 0; i < 14; i++) {
      const h = r.int(120, 320);
      s += rect(i * 90, 520 - h, 80, h + 40, r.pick(["#d8cbb5", "#cbbca3", "#e3d7c3", "#bfae93"]));
      for (let k = 0; k < h / 40; k++)
        s += rect(i * 90 + 14, 540 - h + k * 40, 18, 22, "#8fa9bd") + rect(i * 90 + 46, 540 - h + k * 40, 18, 22, "#8fa9bd");
    }
    s += `<path d="M 980 520 L 1000 200 L 1020 520 Z" fill="#7b6d5a"/>`;
    s += rect(0, 560, W, 240, "#b7a48c") + rect(0, 500, W, 12, "#555");
    for (let i = 0; i < 40; i++) s += rect(i * 32, 510, 5, 60, "#555");
    s +=
      rect(820, 610, 260, 16, "#fafafa") +
      rect(840, 626, 10, 80, "#777") +
      rect(1050, 626, 10, 80, "#777") +
      tree(150, 720, 0.9) +
      rect(120, 690, 70, 60, "#b5651d");
  }
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

function blogScene(r, p, W, H, topic) {
  const base =
    topic === "hausverkauf"
      ? house(r, p, 1200, 800)
      : topic === "energieausweis"
        ? null
        : topic === "bestellerprinzip"
          ? room(r, p, 1200, 800, "living")
          : topic === "anlegerwohnung"
            ? modern(r, p, 1200, 800)
            : topic === "kaufnebenkosten"
              ? altbau(r, p, 1200, 800)
              : skyline(r, p, 1200, 800);
  if (base) return `<g transform="translate(0 ${(H - 800) / 2})">${base}</g>`;
  let s = rect(0, 0, W, H, "#f4f1ea");
  const classes = [
    ["A++", "#1a9641"],
    ["A+", "#52b151"],
    ["A", "#8ccf5a"],
    ["B", "#c4e45b"],
    ["C", "#fee08b"],
    ["D", "#fdae61"],
    ["E", "#f46d43"],
    ["F", "#e34a33"],
    ["G", "#bd0026"],
  ];
  classes.forEach(([label, color], i) => {
    const y = 60 + i * 62;
    s += `<path d="M 200 ${y} L ${420 + i * 60} ${y} L ${450 + i * 60} ${y + 26} L ${420 + i * 60} ${y + 52} L 200 ${y + 52} Z" fill="${color}"/><text x="220" y="${y + 38}" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff">${label}</text>`;
  });
  s += `<path d="M 1000 ${60 + 3 * 62} L 880 ${86 + 3 * 62} L 1000 ${112 + 3 * 62} Z" fill="#222"/>`;
  return s;
}

async function write(file, svgText, width, height, quality = 70) {
  mkdirSync(join(file, ".."), { recursive: true });
  await sharp(Buffer.from(svgText)).resize(width, height).webp({ quality, effort: 6 }).toFile(file);
}

const SCENES = { altbau, modern, villa: (r, p, W, H) => house(r, p, W, H, true), house, office, land, shop };
const ROOMS = ["living", "kitchen", "bedroom", "bath", "workspace", "terrace"];

let n = 0;
for (const [scene, names] of Object.entries(PROPERTY_SCENES)) {
  for (const [i, name] of names.entries()) {
    const r = createRandom(9000 + n);
    const p = PALETTES[(n + i) % PALETTES.length];
    const body = ROOMS.includes(scene) ? room(r, p, 1200, 800, scene) : SCENES[scene](r, p, 1200, 800);
    const text = svg(1200, 800, body);
    await write(join(out, "properties", `${name}.webp`), text, 1200, 800);
    await write(join(out, "properties", `${name}-sm.webp`), text, 480, 320, 65);
    n++;
  }
}

for (const [i, agent] of AGENTS.entries()) {
  if (!agent.image) continue;
  await write(join(root, "public", agent.image), svg(400, 400, avatar(createRandom(700 + i), i)), 400, 400, 75);
}

for (const [i, topic] of [
  "kaufnebenkosten",
  "bestellerprinzip",
  "energieausweis",
  "wohnungsmarkt",
  "anlegerwohnung",
  "hausverkauf",
].entries()) {
  const text = svg(1200, 675, blogScene(createRandom(800 + i), PALETTES[i], 1200, 675, topic));
  await write(join(out, "blog", `${topic}.webp`), text, 1200, 675);
  // Cards and the article on phones (about 350 CSS px at DPR 1.75) take the 640 px variant.
  await write(join(out, "blog", `${topic}-sm.webp`), text, 640, 360, 65);
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
