// Screenshots of the public pages for a design review: every page at 390 px (phone) and 1440 px
// (desktop), the first screen and the full page, with the "necessary only" cookie choice stored.
//   npm run shots -- http://localhost:8787 shots/          every page
//   npm run shots -- http://localhost:8787 shots/ detail=/immobilien/210284 karte=/immobilien?ansicht=karte
// The Merkliste, the shared list and the comparisons are shot with listings taken from the
// search's own map endpoint, so the script works on any seeded or synced database.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const [base = "http://localhost:8787", outDir = "shots", ...picked] = process.argv.slice(2);
const WIDTHS = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];

async function markers(query) {
  const response = await fetch(`${base}/immobilien/karte.json${query}`);
  if (!response.ok) throw new Error(`karte.json${query}: ${response.status}`);
  return (await response.json()).markers;
}

async function pages() {
  if (picked.length > 0) return picked.map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), path: pair.slice(pair.indexOf("=") + 1) }));
  const sale = (await markers("?status=SALE&propertyType=apartment")).concat(await markers("?status=SALE&propertyType=house"));
  const rent = await markers("?status=RENT");
  const plot = await markers("?status=SALE&propertyType=land");
  const saved = [sale[0], rent[0], sale[1]].filter(Boolean).map((marker) => marker.id);
  return [
    { name: "home", path: "/" },
    { name: "results", path: "/immobilien" },
    { name: "results-kauf", path: "/immobilien?status=SALE" },
    { name: "karte", path: "/immobilien?ansicht=karte" },
    { name: "detail", path: sale[0].href },
    ...(plot[0] ? [{ name: "plot", path: plot[0].href }] : []),
    { name: "merkliste", path: "/merkliste", saved },
    { name: "geteilt", path: "shared", saved },
    { name: "vergleich", path: `/merkliste/vergleich?id=${sale[0].id}&id=${sale[1].id}` },
    { name: "vergleich-3", path: `/merkliste/vergleich?${saved.map((id) => `id=${id}`).join("&")}` },
    { name: "bewertung", path: "/immobilien/bewertung" },
    { name: "danke", path: "/immobilien/bewertung?danke" },
    { name: "suchauftrag", path: "/immobilien/suchauftrag" },
    { name: "kontakt", path: "/kontakt" },
    { name: "uber-uns", path: "/uber-uns" },
    { name: "blog", path: "/blog" },
    { name: "404", path: "/gibt-es-nicht" },
    { name: "login", path: "/login" },
  ];
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
await mkdir(outDir, { recursive: true });
const consent = encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false }));
for (const { name, path, saved } of await pages()) {
  for (const size of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const cookies = [{ name: "cookieConsent", value: consent, url: base }];
    if (saved) cookies.push({ name: "merkliste", value: saved.join("."), url: base });
    await context.addCookies(cookies);
    const page = await context.newPage();
    let target = path;
    if (path === "shared") {
      await page.goto(`${base}/merkliste`);
      target = new URL(await page.locator("#watchlist-share-url").inputValue()).pathname;
      target += new URL(await page.locator("#watchlist-share-url").inputValue()).search;
    }
    await page.goto(`${base}${target}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(outDir, `${name}-${size.name}.png`) });
    await page.screenshot({ path: join(outDir, `${name}-${size.name}-full.png`), fullPage: true });
    await context.close();
    console.log(`${name} ${size.name}: ${target}`);
  }
}
await browser.close();
