import { chromium } from "@playwright/test";
const base = process.argv[2]; const out = process.argv[3]; const paths = process.argv.slice(4);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addCookies([{ name: "cookieConsent", value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false })), url: base }]);
  const page = await ctx.newPage();
  for (const p of paths) {
    const name = p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    await page.goto(base + p, { waitUntil: "networkidle" }).catch(() => {});
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-${w}-top.png` });
    await page.screenshot({ path: `${out}/${name}-${w}-full.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
