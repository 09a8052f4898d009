import { expect, test } from "vitest";
import { regionGroups } from "~/lib/navigation";
import { site } from "~/lib/site";
import { formPost, startWorker } from "./harness";

const worker = startWorker({ vars: { SITE_URL: "https://www.donau-estate.example" } });

test("the home page renders on the server with the hero text", async () => {
  const res = await worker.fetch("/");
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("OUR MISSION: YOUR REAL ESTATE");
  expect(html).toContain("Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich");
});

test("every page carries the header with the main navigation and the Kontakt button", async () => {
  const html = await (await worker.fetch("/")).text();
  for (const text of [
    "Jetzt Immobilie bewerten",
    'href="/immobilien/bewertung"',
    "Investment in Immobilien",
    'href="/investment"',
    'href="/investment/anlagewohnungen"',
    'href="/investment/zinshauser"',
    'href="/immobilien/vermarktung"',
    'href="/immobilien/suchauftrag"',
    'href="/uber-uns/karriere"',
    'href="/uber-uns/selbststandige-makler"',
    'href="/blog"',
    'href="/kontakt"',
    "Über uns",
  ]) {
    expect(html).toContain(text);
  }
  // The mobile menu is a native <details>, usable without JavaScript.
  expect(html).toMatch(/<details class="mobile-menu"/);
});

test("the footer lists every group, the 15 district pages, the office data and the current year", async () => {
  const html = await (await worker.fetch("/")).text();
  for (const text of [
    "Schnelllinks",
    "Dienstleistungen",
    "Wien Innenstadt",
    "Wien Ost",
    "Wien West",
    "Wien Nord",
    "Niederösterreich",
    "Impressum",
    "Datenschutz",
    "Cookie-Einstellungen",
    site.email,
    site.phone,
    `${site.address.postalCode} ${site.address.city}`,
    site.social.facebook,
    site.social.instagram,
    site.social.linkedin,
  ]) {
    expect(html).toContain(text);
  }
  expect(html).toContain(`© ${new Date().getFullYear()}`);
  const slugs = regionGroups.flatMap((g) => g.links.map((l) => l.to));
  expect(slugs).toHaveLength(15);
  for (const slug of [
    "wien-1-bezirk-innere-stadt",
    "wien-3-bezirk-landstrasse",
    "wien-4-bezirk-wieden",
    "wien-6-bezirk-mariahilf",
    "wien-7-bezirk-neubau",
    "wien-9-bezirk-alsergrund",
    "wien-13-bezirk-hietzing",
    "wien-19-bezirk-doebling",
    "wien-22-bezirk-donaustadt",
    "modling",
    "korneuburg",
    "klosterneuburg",
    "brunn-am-gebirge",
    "perchtoldsdorf",
    "baden",
  ]) {
    expect(html).toContain(`href="/immobilien/makler-beauftragen/${slug}"`);
  }
});

test.each([
  ["/suchauftrag", "/immobilien/suchauftrag"],
  ["/suchauftrag?utm_source=flyer", "/immobilien/suchauftrag?utm_source=flyer"],
  ["/immobilien/makler-beauftragen", "/immobilien/vermarktung"],
  ["/immobilien/vermarktung/wien-7-bezirk-neubau", "/immobilien/makler-beauftragen/wien-7-bezirk-neubau"],
  ["/immobilien/vermarktung/wien/bezirke/baden", "/immobilien/makler-beauftragen/baden"],
  ["/investment", "/investment/anlagewohnungen"],
])("%s redirects permanently to %s", async (from, to) => {
  const res = await worker.fetch(from);
  expect(res.status).toBe(301);
  expect(res.headers.get("Location")).toBe(to);
});

test.each(["/gibt-es-nicht", "/wohnungen-wien", "/a/b/c/d", "/kontakt-formular.php"])(
  "the unknown path %s answers 404 with the not-found page and the frame",
  async (path) => {
    const res = await worker.fetch(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404");
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
    expect(html).toContain("Schnelllinks");
  },
);

test("a POST to an unknown path is a 404 as well", async () => {
  const res = await worker.fetch("/gibt-es-nicht", formPost({ a: "b" }));
  expect(res.status).toBe(404);
});

test("HTML responses carry the security baseline with a per-request CSP nonce", async () => {
  const res = await worker.fetch("/");
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  // Every inline script carries the nonce, starting with the Consent Mode defaults.
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  expect(html).toContain(
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'})",
  );
  // No tag manager or other third-party script is loaded.
  expect(html).not.toMatch(/googletagmanager|gtag\/js/);
});

test("non-HTML responses get the security headers and a locked-down CSP", async () => {
  const res = await worker.fetch("/robots.txt");
  expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
});

test("public pages are kept by the browser only (their CSP nonce is per response) and vary by cookie; errors are not stored", async () => {
  const res = await worker.fetch("/");
  expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
  expect(res.headers.get("Vary")).toContain("Cookie");
  const notFound = await worker.fetch("/gibt-es-nicht");
  expect(notFound.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a visitor with a session is never served from a shared cache", async () => {
  const res = await worker.fetch("/", { headers: { Cookie: "session=abc" } });
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
});

test("without a consent cookie the banner is in the HTML; with one it is not", async () => {
  const fresh = await (await worker.fetch("/")).text();
  expect(fresh).toContain('class="cookie-banner"');
  for (const label of ["Alle akzeptieren", "Ablehnen", "Einstellungen"]) expect(fresh).toContain(label);
  expect(fresh).toContain('action="/api/consent"');
  const cookie = `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false }))}`;
  const decided = await (await worker.fetch("/", { headers: { Cookie: cookie } })).text();
  expect(decided).not.toContain('class="cookie-banner"');
});

test("a corrupt consent cookie counts as no choice and the banner shows", async () => {
  const html = await (await worker.fetch("/", { headers: { Cookie: "cookieConsent=%7Bnot-json" } })).text();
  expect(html).toContain('class="cookie-banner"');
});

test("the no-JS banner form stores the choice in the cookie and goes back to the page", async () => {
  const res = await worker.fetch("/api/consent", formPost({ choice: "reject", redirectTo: "/immobilien?status=RENT" }));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/immobilien?status=RENT");
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  expect(setCookie).toMatch(/^cookieConsent=/);
  expect(setCookie).toContain("Path=/");
  expect(setCookie).toContain("SameSite=Lax");
  const value = JSON.parse(decodeURIComponent((setCookie.split(";")[0] ?? "").slice("cookieConsent=".length)));
  expect(value).toEqual({ necessary: true, analytics: false, marketing: false });
});

test.each([
  [{ choice: "all" }, { analytics: true, marketing: true }],
  [{ choice: "necessary" }, { analytics: false, marketing: false }],
  [
    { choice: "custom", analytics: "on" },
    { analytics: true, marketing: false },
  ],
  [{ choice: "custom" }, { analytics: false, marketing: false }],
])("consent form %o stores %o", async (fields, expected) => {
  const res = await worker.fetch("/api/consent", formPost({ ...fields, redirectTo: "/" }));
  const setCookie = res.headers.get("Set-Cookie") ?? "";
  const value = JSON.parse(decodeURIComponent((setCookie.split(";")[0] ?? "").slice("cookieConsent=".length)));
  expect(value).toEqual({ necessary: true, ...expected });
});

test.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", ""])(
  "the consent form refuses the foreign way back %j and goes home",
  async (redirectTo) => {
    const res = await worker.fetch("/api/consent", formPost({ choice: "all", redirectTo }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
  },
);

test("a consent post whose body is not a form answers 400 and stores no choice", async () => {
  const res = await worker.fetch("/api/consent", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ choice: "all" }),
  });
  expect(res.status).toBe(400);
  expect(await res.text()).toBe("Ungültige Anfrage.");
  expect(res.headers.get("Set-Cookie")).toBeNull();
});

test("the settings link without JavaScript renders the settings form on the page", async () => {
  const html = await (await worker.fetch("/?cookie-einstellungen")).text();
  expect(html).toMatch(/<dialog[^>]*class="consent-dialog"[^>]*open=""/);
  expect(html).toContain("Einstellungen speichern");
  expect(html).toContain("Zurück");
  const necessary = /<input[^>]*name="necessary"[^>]*>/.exec(html)?.[0] ?? "";
  expect(necessary).toContain('checked=""');
  expect(necessary).toContain('disabled=""');
  for (const name of ["analytics", "marketing"]) {
    const box = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
  }
});

test("robots.txt names the sitemap by its absolute URL", async () => {
  const res = await worker.fetch("/robots.txt");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/plain");
  const body = await res.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Sitemap: https://www.donau-estate.example/sitemap.xml");
});

test("the migrations created every table", async () => {
  const env = await worker.env();
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const names = results.map((r) => r.name);
  for (const table of [
    "immobilien",
    "blog_posts",
    "agents",
    "sync_status",
    "sync_runs",
    "api_credentials",
    "users",
    "profiles",
    "inquiries",
  ]) {
    expect(names).toContain(table);
  }
});

test("every internal link in the footer leads to a page, never to a 404", async () => {
  const html = await (await worker.fetch("/")).text();
  const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
  const paths = new Set([...footer.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1] as string));
  expect(paths.size).toBeGreaterThan(10);
  for (const path of paths) {
    const res = await worker.fetch(path);
    expect(res.status, path).toBeLessThan(400);
  }
});

// ADR 0011: header and footer are static islands, rendered by the server only.
/** The opening tag of the first <a> in `html` whose attributes include every one given. */
function anchor(html: string, ...attributes: string[]): string | undefined {
  return [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]).find((tag) => attributes.every((attribute) => tag.includes(attribute)));
}

/** The element that starts with `<tag` and carries id="{id}", up to its closing tag. */
function element(html: string, tag: string, id: string): string {
  const start = html.search(new RegExp(`<${tag}\\b[^>]*\\bid="${id}"`));
  return start < 0 ? "" : html.slice(start, html.indexOf(`</${tag}>`, start));
}

test("header and footer are plain React; NavLink marks the current page (ADR 0171)", async () => {
  const html = await (await worker.fetch("/blog")).text();
  const header = element(html, "header", "site-header");
  expect(header).toContain('class="site-header"');
  expect(element(html, "footer", "site-footer")).toContain('class="site-footer"');
  // The logo shows the configured brand (lib/site.ts).
  expect(header).toContain(site.brand);
  const desktop = header.slice(
    header.indexOf('<nav class="desktop-nav"'),
    header.indexOf("</nav>", header.indexOf('<nav class="desktop-nav"')),
  );
  expect(anchor(desktop, 'href="/blog"', "nav-link")).toContain('aria-current="page"');
  expect(desktop.match(/aria-current="page"/g)).toHaveLength(1);

  // A page below a group marks only the most specific link: the child, not the group's trigger (ADR 0208).
  const karriere = await (await worker.fetch("/uber-uns/karriere")).text();
  const nav = karriere.slice(
    karriere.indexOf('<nav class="desktop-nav"'),
    karriere.indexOf("</nav>", karriere.indexOf('<nav class="desktop-nav"')),
  );
  expect(anchor(nav, 'href="/uber-uns/karriere"')).toContain('aria-current="page"');
  expect(nav.match(/aria-current="page"/g)).toHaveLength(1);
  const uberUns = [...nav.matchAll(/<a\b[^>]*href="\/uber-uns"[^>]*>/g)].map((m) => m[0]);
  expect(uberUns.length).toBeGreaterThan(1);
  for (const tag of uberUns) expect(tag).not.toContain("aria-current");
});

test("every menu page marks exactly one link of each menu, the most specific (ADR 0208)", async () => {
  const cases: Array<[path: string, desktop: string, mobile: string]> = [
    ["/immobilien", "/immobilien", "/immobilien"],
    ["/immobilien/bewertung", "/immobilien/bewertung", "/immobilien/bewertung"],
    ["/immobilien/vermarktung", "/immobilien/vermarktung", "/immobilien/vermarktung"],
    ["/immobilien/210284", "/immobilien", "/immobilien"],
    ["/uber-uns", "/uber-uns", "/uber-uns"],
    ["/investment/zinshauser", "/investment/zinshauser", "/investment/zinshauser"],
    ["/blog", "/blog", "/blog"],
    ["/kontakt", "/kontakt", "/kontakt"],
  ];
  for (const [path, desktopTarget, mobileTarget] of cases) {
    const html = await (await worker.fetch(path)).text();
    const header = element(html, "header", "site-header");
    const desktopStart = header.indexOf('<nav class="desktop-nav"');
    const mobileStart = header.indexOf('<nav class="mobile-menu-panel"');
    const desktop = header.slice(desktopStart, mobileStart);
    const mobile = header.slice(mobileStart);
    const current = (part: string) =>
      [...part.matchAll(/<a\b[^>]*aria-current="page"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);
    expect(current(desktop), `${path} desktop`).toEqual([desktopTarget]);
    expect(current(mobile), `${path} mobile`).toEqual([mobileTarget]);
  }
  // A page outside the menus marks nothing.
  const impressum = element(await (await worker.fetch("/impressum")).text(), "header", "site-header");
  expect(impressum.match(/<a\b[^>]*aria-current="page"/g)).toBeNull();
});

test("the footer's settings link works without JavaScript and its copyright year is current", async () => {
  const html = await (await worker.fetch("/immobilien?status=RENT")).text();
  const footer = element(html, "footer", "site-footer");
  expect(anchor(footer, 'href="?cookie-einstellungen"', "cookie-settings-link")).toBeDefined();
  expect(footer).toContain("Cookie-Einstellungen</a>");
  expect(footer).toContain(`© ${new Date().getFullYear()} ${site.legalName}. Alle Rechte vorbehalten.`);
  // The footer's links come from a module, not from the page's loader data.
  expect(html.split("Makler in Ihrer Region")).toHaveLength(2);
});

test("the settings dialog is server-rendered (open) only when '?cookie-einstellungen' asks for it", async () => {
  const plain = await (await worker.fetch("/")).text();
  expect(plain).not.toContain('id="consent-dialog-title"');
  expect(plain).toContain("Wir respektieren Ihre Privatsphäre");
  const asked = await (await worker.fetch("/?cookie-einstellungen")).text();
  expect(asked).toMatch(/<dialog class="consent-dialog" aria-labelledby="consent-dialog-title" open="">/);
  expect(asked).toContain('<form action="/api/consent" method="post">');
});
