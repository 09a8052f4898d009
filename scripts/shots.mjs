// Screenshots of the public pages for a design review: every page at 390 px (phone) and 1440 px
// (desktop), the first screen and the full page, with the "necessary only" cookie choice stored.
//   npm run shots -- http://localhost:8787 shots/          every page
//   npm run shots -- http://localhost:8787 shots/ detail=/immobilien/210284 karte=/immobilien?ansicht=karte
//   npm run shots -- http://localhost:8787 shots/ merkliste geteilt     default pages by name
// The Merkliste, the shared list and the comparisons are shot with listings taken from the
// search's own map endpoint, so the script works on any seeded or synced database.
//   npm run shots -- --staff http://localhost:8863 shots-staff/    the staff area
// --staff signs up a fresh admin as tests/e2e/helpers/staff.ts does (verification mail, ADMIN_KEY,
// authenticator code) and needs the server's folder: the mails wrangler dev writes and .dev.vars.
import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const staff = args[0] === "--staff";
const [base = "http://localhost:8787", outDir = "shots", ...picked] = staff ? args.slice(1) : args;
// SHOTS_WIDTHS=1280,1100 shoots other widths (height 900) instead of 390 and 1440.
const WIDTHS = process.env.SHOTS_WIDTHS
  ? process.env.SHOTS_WIDTHS.split(",").map((width) => ({ name: width, width: Number(width), height: 900 }))
  : [
      { name: "390", width: 390, height: 844 },
      { name: "1440", width: 1440, height: 900 },
    ];

async function markers(query) {
  const response = await fetch(`${base}/immobilien/karte.json${query}`);
  if (!response.ok) throw new Error(`karte.json${query}: ${response.status}`);
  return (await response.json()).markers;
}

async function pages() {
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
    // A comparison is opened from the Merkliste, so the header counts what is saved.
    { name: "vergleich", path: `/merkliste/vergleich?id=${sale[0].id}&id=${sale[1].id}`, saved },
    { name: "vergleich-3", path: `/merkliste/vergleich?${saved.map((id) => `id=${id}`).join("&")}`, saved },
    { name: "bewertung", path: "/immobilien/bewertung" },
    { name: "danke", path: "/immobilien/bewertung?danke&plz=1070&art=apartment&flaeche=78%2C5" },
    { name: "suchauftrag", path: "/immobilien/suchauftrag" },
    { name: "kontakt", path: "/kontakt" },
    { name: "uber-uns", path: "/uber-uns" },
    { name: "blog", path: "/blog" },
    { name: "404", path: "/gibt-es-nicht" },
    { name: "login", path: "/login" },
  ];
}

// The staff area, in the order of its navigation. Lead, post and team member are the first of
// their lists. There is no page of admins: the accounts and granting the role are Team's "Zugänge" (ADR 0369).
async function staffPages(page) {
  await page.goto(`${base}/admin/blog`);
  const post = await page.locator("tbody tr td:first-child a").first().getAttribute("href");
  await page.goto(`${base}/admin/team`);
  const member = await page.locator('a[aria-label$=" bearbeiten"]').first().getAttribute("href");
  return [
    { name: "ubersicht", path: "/admin" },
    { name: "anfragen", path: "/admin/inquiries" },
    { name: "anfrage", path: await firstLead(page) },
    { name: "immobilien", path: "/admin/immobilien" },
    { name: "immobilien-ohne-energieausweis", path: "/admin/immobilien?fehlt=energieausweis" },
    { name: "besichtigungen", path: "/admin/besichtigungen" },
    { name: "suchauftraege", path: "/admin/suchauftraege" },
    { name: "blog", path: "/admin/blog" },
    ...(post ? [{ name: "blog-editor", path: post }] : []),
    { name: "team", path: "/admin/team" },
    ...(member ? [{ name: "team-editor", path: member }] : []),
    { name: "protokoll", path: "/admin/protokoll" },
    { name: "darstellung", path: "/admin/darstellung" },
    { name: "rechtliches", path: "/admin/rechtliches" },
    { name: "technik", path: "/admin/technik" },
    // The sitemap tools are a card far down Technik: its own first screen.
    { name: "technik-sitemap", path: "/admin/technik#sitemap-title" },
    { name: "konto", path: "/admin/konto" },
  ];
}

// The seed has no leads: an empty inbox gets one real inquiry through the public contact form.
async function firstLead(page) {
  const link = page.locator(".staff-inquiry-link").first();
  await page.goto(`${base}/admin/inquiries`);
  if ((await link.count()) === 0) {
    await page.goto(`${base}/kontakt`);
    const form = page.locator("main form").filter({ has: page.getByRole("button", { name: "Nachricht senden" }) });
    const startedAt = Date.now();
    await form.getByLabel("Anrede").selectOption("Frau");
    await form.getByRole("textbox", { name: "Vorname", exact: true }).fill("Eva");
    await form.getByRole("textbox", { name: "Nachname", exact: true }).fill("Gruber");
    await form.getByRole("textbox", { name: "E-Mail", exact: true }).fill(`eva.gruber-${Date.now()}@example.com`);
    await form.getByRole("textbox", { name: "Telefon", exact: true }).fill("+43 660 1234567");
    await form.getByRole("textbox", { name: "Betreff", exact: true }).fill("Besichtigung der Altbauwohnung");
    await form
      .getByRole("textbox", { name: "Nachricht", exact: true })
      .fill("Guten Tag, ich würde die Wohnung gern nächste Woche besichtigen. Am besten vormittags.");
    // The bot check refuses a form sent sooner than 2 s after it was rendered (honeypot.server.ts).
    await page.waitForTimeout(Math.max(0, startedAt + 2500 - Date.now()));
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await page.waitForURL(/\?gesendet/);
    await page.goto(`${base}/admin/inquiries`);
  }
  return link.getAttribute("href");
}

// What the e2e server's folder holds: ADMIN_KEY in .dev.vars, the mails under .wrangler/tmp/email.
const root = fileURLToPath(new URL("..", import.meta.url));

function adminKey() {
  const file = join(root, existsSync(join(root, ".dev.vars")) ? ".dev.vars" : ".dev.vars.example");
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith("ADMIN_KEY="));
  if (!line) throw new Error(`ADMIN_KEY missing in ${file}`);
  return line.slice("ADMIN_KEY=".length).trim();
}

// The mail parts are base64: decode each run of base64-only lines and look for the link.
function verificationLink(address) {
  const dir = join(root, ".wrangler", "tmp", "email");
  if (!existsSync(dir)) return null;
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".eml"))) {
    const raw = readFileSync(join(dir, file), "utf8");
    if (!raw.includes(address)) continue;
    const decoded = [];
    let run = [];
    for (const line of [...raw.split(/\r?\n/), ""]) {
      if (/^[A-Za-z0-9+/=]{8,}$/.test(line.trim())) run.push(line.trim());
      else if (run.length > 0) {
        decoded.push(Buffer.from(run.join(""), "base64").toString("utf8"));
        run = [];
      }
    }
    const match = decoded.join("\n").match(/https?:\/\/[^\s"<]+\/verify-email\?token=[A-Za-z0-9_-]+/);
    if (match) return new URL(match[0]);
  }
  return null;
}

// The authenticator app's code (RFC 6238: HMAC-SHA1, 30 s, 6 digits) for the base32 key shown.
function totpCode(secret) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...secret.replace(/[\s=]/g, "").toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  return String((mac.readUInt32BE(mac[19] & 0xf) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

// Sign-up and sign-in allow 10 tries per client address in 15 minutes (ADR 0004): each run asks
// from an address of its own, as the e2e helper does, so repeated runs are not refused.
const clientAddress = { "CF-Connecting-IP": `203.0.113.${(process.pid % 250) + 1}` };

// Sign up, confirm the address with the password, sign in, become admin with ADMIN_KEY and set up
// the second factor that /admin/konto asks of every new admin; the session is then kept for all shots.
async function signInAsNewAdmin(browser) {
  const context = await browser.newContext({ extraHTTPHeaders: clientAddress });
  const page = await context.newPage();
  const email = `shots-${Date.now()}@example.com`;
  const password = "ein-sicheres-passwort";
  await page.goto(`${base}/login?mode=signup`);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await page.getByText("Bitte prüfen Sie Ihr E-Mail-Postfach").waitFor();
  let link = verificationLink(email);
  for (let tries = 0; !link && tries < 40; tries += 1) {
    await page.waitForTimeout(500);
    link = verificationLink(email);
  }
  if (!link) throw new Error(`no verification mail for ${email} under ${join(root, ".wrangler", "tmp", "email")}`);
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await page.getByText("E-Mail-Adresse bestätigt").waitFor();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL(`${base}/`);
  await page.goto(`${base}/admin/setup`);
  await page.getByLabel("Geheimer Schlüssel").fill(adminKey());
  await page.getByRole("button", { name: "Admin-Rechte vergeben" }).click();
  await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung einrichten" }).click();
  const secret = (await page.locator("[data-totp-secret]").textContent())?.trim() ?? "";
  await page.getByLabel("6-stelliger Code aus der App").fill(totpCode(secret));
  await page.getByRole("button", { name: "Code bestätigen und einrichten" }).click();
  await page.getByRole("heading", { name: "Ihre Wiederherstellungscodes" }).waitFor();
  await page.goto(`${base}/admin`);
  await page.getByRole("heading", { name: "Übersicht", level: 1 }).waitFor();
  return { context, page };
}

/** Scrolls down a viewport at a time, then waits for every picture and the network to settle. */
async function scrollThrough(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

// Native date, time and file controls follow the browser's own language, not the page's locale,
// and Debian's Chromium has only English until its language pack is installed.
if (!existsSync("/usr/lib/chromium/locales/de.pak") && !process.env.CHROMIUM_PATH) {
  console.warn("Hinweis: ohne `apt-get install -y chromium-l10n` zeigen Datums- und Zeitfelder 12/03/2026 und 2:00 PM.");
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--lang=de-AT"],
  env: { ...process.env, LANGUAGE: "de_AT:de", LANG: "de_AT.UTF-8" },
});
await mkdir(outDir, { recursive: true });
const session = staff ? await signInAsNewAdmin(browser) : null;
const storageState = session ? await session.context.storageState() : undefined;
// Picked pages: "name=/path", or a bare name from the default set (with its saved Merkliste).
const defaults =
  picked.length === 0 || picked.some((pair) => !pair.includes("=")) ? await (session ? staffPages(session.page) : pages()) : [];
const list =
  picked.length > 0
    ? picked.map((pair) =>
        pair.includes("=")
          ? { name: pair.slice(0, pair.indexOf("=")), path: pair.slice(pair.indexOf("=") + 1) }
          : (defaults.find((entry) => entry.name === pair) ?? { name: pair, path: `/${pair}` }),
      )
    : defaults;
await session?.context.close();
const consent = encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false }));
for (const { name, path, saved } of list) {
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      // As a visitor in Vienna sees it: date and time inputs as 04.12.2026 and 10:00 (review 62).
      locale: "de-AT",
      timezoneId: "Europe/Vienna",
      ...(staff ? { storageState, extraHTTPHeaders: clientAddress } : {}),
    });
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
    // A full-page capture does not scroll, so lazy pictures and the map below the fold would stay
    // unloaded: scroll through the page as a visitor does, let them load, then go back to the top.
    await scrollThrough(page);
    await page.screenshot({ path: join(outDir, `${name}-${size.name}-full.png`), fullPage: true });
    await context.close();
    console.log(`${name} ${size.name}: ${target}`);
  }
}
await browser.close();
