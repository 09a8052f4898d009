// The edge cache through the real Worker with EDGE_CACHE=on: a hit carries its own nonce and form
// tokens, hearts, Merkliste count and consent banner follow the request's cookies (markup and
// hydration data), a session bypasses the cache, and a sync or staff edit shows on the next request.
import { beforeAll, expect, test } from "vitest";
import { type StaffRoles, staffRoles } from "./admin-matrix";
import { signedSessionCookie } from "./auth-session-helpers";
import { cacheState, decodeLoaderData, firstDifference, formTokens, nonceOf, withoutPerResponseValues } from "./edge-cache-helpers";
import { insertProperty } from "./factories";
import { formPost, startWorker } from "./harness";
import { validContactForm } from "./leads-helpers";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker({ vars: { EDGE_CACHE: "on" } });

let feedXml = "";
serveLocalFeed(worker, (_req, res) => {
  res.writeHead(200, { "Content-Type": "application/xml" });
  res.end(feedXml);
});

let roles: StaffRoles;
const listing = { id: 0, path: "" };
const other = { id: 0, path: "" };

beforeAll(async () => {
  const db = await worker.db();
  const a = await insertProperty(db, { objektnr_intern: "E100", objekttitel: "Edge-Wohnung am Kanal" });
  const b = await insertProperty(db, { objektnr_intern: "E101", objekttitel: "Edge-Wohnung im Grünen" });
  Object.assign(listing, { id: a.id, path: "/immobilien/E100" });
  Object.assign(other, { id: b.id, path: "/immobilien/E101" });
  roles = await staffRoles(worker);
});

const consentCookie = (analytics: boolean) =>
  `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics, marketing: false }))}`;

/** The page as the Worker renders it for this visitor without the cache: a session bypasses it. */
async function renderedFor(path: string, cookie: string): Promise<string> {
  const res = await worker.fetch(path, { headers: { Cookie: `${await signedSessionCookie({})}; ${cookie}` } });
  expect(cacheState(res), path).toBe("bypass: session");
  return res.text();
}

/** Warm the cache for `path` and return the next anonymous-copy answer for `cookie`, which must be a hit. */
async function hitFor(path: string, cookie: string): Promise<string> {
  await worker.fetch(path);
  const res = await worker.fetch(path, { headers: { Cookie: cookie } });
  expect(cacheState(res), path).toBe("hit");
  return res.text();
}

test("the second anonymous visit of a detail page is a hit with a nonce of its own", async () => {
  const first = await worker.fetch(other.path);
  expect(first.status).toBe(200);
  expect(cacheState(first)).toBe("miss");
  const firstNonce = nonceOf(first);
  await first.text();

  const second = await worker.fetch(other.path);
  expect(cacheState(second)).toBe("hit");
  const nonce = nonceOf(second);
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe(firstNonce);
  const html = await second.text();
  expect(html).toContain("Edge-Wohnung im Grünen");
  // Every element's nonce is this response's, none the stored copy's.
  const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  expect([...nonces]).toEqual([nonce]);
  expect(html).not.toContain(firstNonce ?? "-");
  // The browser may keep it for itself only; no shared cache after us may (ADR 0010).
  expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
});

test("the hearts and the Merkliste count on a hit follow the request's merkliste cookie", async () => {
  for (const path of ["/immobilien", listing.path]) {
    const cookie = `merkliste=${listing.id}.${other.id}`;
    const hit = await hitFor(path, cookie);
    const rendered = await renderedFor(path, cookie);
    expect(firstDifference(withoutPerResponseValues(hit), withoutPerResponseValues(rendered)), path).toBeNull();
    expect(decodeLoaderData(hit), path).toEqual(decodeLoaderData(rendered));
    expect(hit, path).toMatch(/class="header-watchlist-count">2</);
    expect(hit, path).toContain('name="intent" value="remove"');

    // Without the cookie the same stored copy shows no saved listing.
    const anonymous = await hitFor(path, "");
    expect(anonymous, path).toMatch(/class="header-watchlist-count">0</);
    expect(anonymous, path).not.toContain('name="intent" value="remove"');
    expect(anonymous, path).not.toContain("data-saved");
  }
});

test("the consent banner on a hit shows only without a stored choice, as a rendered page would", async () => {
  const path = "/blog";
  const withChoice = await hitFor(path, consentCookie(true));
  expect(withChoice).not.toContain('class="cookie-banner"');
  expect(
    firstDifference(withoutPerResponseValues(withChoice), withoutPerResponseValues(await renderedFor(path, consentCookie(true)))),
  ).toBeNull();

  const home = await hitFor("/", `${consentCookie(false)}; merkliste=${listing.id}`);
  const homeRendered = await renderedFor("/", `${consentCookie(false)}; merkliste=${listing.id}`);
  expect(firstDifference(withoutPerResponseValues(home), withoutPerResponseValues(homeRendered))).toBeNull();
  expect(decodeLoaderData(home)).toEqual(decodeLoaderData(homeRendered));

  const without = await hitFor(path, "");
  expect(without).toContain('class="cookie-banner"');
});

test("each hit gets form tokens of its own, and a hit's token is accepted by the form", async () => {
  const [a, b] = [await hitFor("/kontakt", ""), await hitFor("/kontakt", "")];
  const [tokensA, tokensB] = [formTokens(a), formTokens(b)];
  expect(tokensA.length).toBeGreaterThan(0);
  expect(tokensA.filter((token) => tokensB.includes(token))).toEqual([]);
  // The fill-time check needs two seconds between the render time in the token and the post.
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const sent = await worker.fetch(
    "/kontakt",
    formPost(await validContactForm({ formStartedAt: tokensA[0] ?? "" }), {
      Origin: worker.url().origin,
      "CF-Connecting-IP": "198.51.100.70",
    }),
  );
  expect(sent.status).toBe(303);
});

test("a page with a flash toast or a staff session bypasses the cache", async () => {
  await worker.fetch("/kontakt");
  const toast = await signedSessionCookie({ __flash_toast__: { type: "success", title: "Nachricht gesendet" } });
  const withToast = await worker.fetch("/kontakt", { headers: { Cookie: toast } });
  expect(cacheState(withToast)).toBe("bypass: session");
  expect(await withToast.text()).toContain("Nachricht gesendet");

  const staff = await roles.admin.get("/immobilien");
  expect(cacheState(staff)).toBe("bypass: session");
  expect(staff.headers.get("Cache-Control")).toBe("private, no-store");
});

test("after a feed sync changes a price, the next GET of the detail page and of /immobilien shows it", async () => {
  const feedObject = (price: number) => `<?xml version="1.0" encoding="UTF-8"?>
<openimmo><uebertragung art="ONLINE" umfang="TEIL" version="1.2.7"/><anbieter><firma>Donau Estate</firma><immobilie>
  <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
  <geo><plz>1070</plz><ort>Wien</ort></geo>
  <preise><kaufpreis>${price}</kaufpreis></preise>
  <flaechen><wohnflaeche>61</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
  <freitexte><objekttitel>Cachewohnung am Yppenplatz</objekttitel><objektbeschreibung>Hell.</objektbeschreibung></freitexte>
  <verwaltung_techn><objektnr_intern>7701</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>EDGE7701</openimmo_obid></verwaltung_techn>
</immobilie></anbieter></openimmo>`;
  feedXml = feedObject(412345);
  await worker.scheduled("0 * * * *");
  for (const path of ["/immobilien/7701", "/immobilien"]) {
    await worker.fetch(path);
    const warm = await worker.fetch(path);
    expect(cacheState(warm), path).toBe("hit");
    expect(await warm.text(), path).toContain("412.345");
  }

  feedXml = feedObject(398000);
  await worker.scheduled("0 * * * *");
  for (const path of ["/immobilien/7701", "/immobilien"]) {
    const next = await worker.fetch(path);
    expect(cacheState(next), path).toBe("miss");
    const html = await next.text();
    expect(html, path).toContain("€\u00a0398.000");
    expect(cacheState(await worker.fetch(path)), path).toBe("hit");
  }
  // The card's price is the new one; the old one only as the struck-through "statt" (ADR 0368).
  const card = await (await worker.fetch("/immobilien")).text();
  expect(card).toContain('<p class="property-card-price">€\u00a0398.000<span class="property-card-was">');
  expect(card).toContain("<del>€\u00a0412.345</del>");
  // With the cut in per cent, as the detail page's history writes it (ADR 0372).
  expect(card).toContain('<span class="property-card-cut" aria-hidden="true">−3,5 %</span>');
  expect(card).not.toContain('<p class="property-card-price">€\u00a0412.345');
  // A listing the sync did not touch keeps its stored copy.
  await worker.fetch(other.path);
  expect(cacheState(await worker.fetch(other.path))).toBe("hit");
});

test("after staff publish or edit a blog post, /blog shows it on the next request", async () => {
  const blog = await worker.fetch("/blog");
  await blog.body?.cancel();
  const fields = { intent: "save", teaser: "Was passt zu Ihnen?", kategorie: "Kaufen", datum: "2026-02-01", inhalt: "Text" };
  const created = await roles.admin.post("/admin/blog/neu", { ...fields, titel: "Altbau oder Neubau" });
  expect(created.status).toBe(303);
  const editor = created.headers.get("Location") ?? "";
  expect(editor).toMatch(/^\/admin\/blog\/[^/]+$/);
  // A draft is on no public page: the stored copy stays good.
  const draft = await worker.fetch("/blog");
  expect(cacheState(draft)).toBe("hit");
  expect(await draft.text()).not.toContain("Altbau oder Neubau");

  expect((await roles.admin.post(editor, { intent: "publish" })).status).toBe(303);
  const published = await worker.fetch("/blog");
  expect(cacheState(published)).toBe("miss");
  expect(await published.text()).toContain("Altbau oder Neubau");

  expect((await roles.admin.post(editor, { ...fields, titel: "Altbau, Neubau oder Dachgeschoß" })).status).toBe(303);
  const edited = await worker.fetch("/blog");
  expect(cacheState(edited)).toBe("miss");
  expect(await edited.text()).toContain("Altbau, Neubau oder Dachgeschoß");
  expect(cacheState(await worker.fetch("/blog"))).toBe("hit");
});

test("sitemap and robots.txt come from the cache too, with their own headers", async () => {
  for (const path of ["/sitemap.xml", "/robots.txt"]) {
    const first = await worker.fetch(path);
    expect(first.status, path).toBe(200);
    const type = first.headers.get("Content-Type");
    const body = await first.text();
    const again = await worker.fetch(path);
    expect(cacheState(again), path).toBe("hit");
    expect(again.headers.get("Content-Type"), path).toBe(type);
    expect(await again.text(), path).toBe(body);
  }
});

test("hostile query strings are never a 500 and never share a copy with another query", async () => {
  const long = await worker.fetch(`/immobilien?keyword=${"x".repeat(2000)}`);
  expect(long.status).toBeLessThan(500);
  expect(cacheState(long)).toBe("bypass: query");
  const odd = await worker.fetch("/immobilien?page=%E0%A4%A&utm_source=x");
  expect(odd.status).toBeLessThan(500);
  await worker.fetch("/immobilien?status=RENT");
  const rent = await worker.fetch("/immobilien?status=RENT&utm_campaign=herbst");
  expect(cacheState(rent)).toBe("hit");
  const sale = await worker.fetch("/immobilien?status=SALE");
  expect(cacheState(sale)).toBe("miss");
});
