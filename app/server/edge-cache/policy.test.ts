import { expect, test } from "vitest";
import { bypassReason, cacheKey, EDGE_TAGS, tagsForPath } from "./policy.server";

const get = (path: string, headers: Record<string, string> = {}) => new Request(`https://www.example.at${path}`, { headers });

test("only anonymous GETs of pages, the sitemap and robots.txt may come from the cache", () => {
  expect(bypassReason(get("/immobilien?status=RENT"))).toBeNull();
  expect(bypassReason(get("/sitemap.xml"))).toBeNull();
  expect(bypassReason(get("/robots.txt"))).toBeNull();
  expect(bypassReason(new Request("https://www.example.at/kontakt", { method: "POST" }))).toBe("method");
  expect(bypassReason(get("/immobilien.data"))).toBe("data");
  expect(bypassReason(get("/_root.data"))).toBe("data");
  for (const path of ["/admin", "/login", "/merkliste", "/merkliste/vergleich?id=1", "/suchauftrag/verwalten?id=1", "/api/consent"]) {
    expect(bypassReason(get(path)), path).toBe("private");
  }
  expect(bypassReason(get("/immobilien/anzahl.json"))).toBe("resource");
  expect(bypassReason(get("/", { Cookie: "merkliste=1; session=abc" }))).toBe("session");
  expect(bypassReason(get("/", { Cookie: "__Host-session=abc" }))).toBe("session");
  expect(bypassReason(get("/", { Cookie: "merkliste=1.2; cookieConsent=x" }))).toBeNull();
  expect(bypassReason(get("/?cookie-einstellungen"))).toBe("settings");
  expect(bypassReason(get("/immobilien/bewertung?danke"))).toBe("form-result");
  expect(bypassReason(get("/immobilien/bewertung?danke&plz=1070"))).toBe("form-result");
  expect(bypassReason(get(`/immobilien?keyword=${"a".repeat(1100)}`))).toBe("query");
});

test("one key per page and meaningful query, whatever the order and campaign parameters", () => {
  const a = cacheKey(get("/immobilien?status=RENT&page=2&utm_source=x"), "v1").url;
  const b = cacheKey(get("/immobilien?page=2&status=RENT&fbclid=y"), "v1").url;
  expect(a).toBe(b);
  expect(a).not.toBe(cacheKey(get("/immobilien?page=3&status=RENT"), "v1").url);
  // A new build never reads the old build's copies.
  expect(a).not.toBe(cacheKey(get("/immobilien?status=RENT&page=2"), "v2").url);
});

test("pages carry the tags of what they show", () => {
  expect(tagsForPath("/immobilien/210284")).toEqual(expect.arrayContaining([EDGE_TAGS.details, EDGE_TAGS.team, EDGE_TAGS.appearance]));
  expect(tagsForPath("/immobilien/210284")).not.toContain(EDGE_TAGS.listings);
  expect(tagsForPath("/immobilien")).toContain(EDGE_TAGS.listings);
  expect(tagsForPath("/immobilien/bewertung")).toContain(EDGE_TAGS.listings);
  expect(tagsForPath("/blog/ein-beitrag")).toContain(EDGE_TAGS.blog);
  expect(tagsForPath("/blog/ein-beitrag")).not.toContain(EDGE_TAGS.listings);
  expect(tagsForPath("/impressum")).toEqual([EDGE_TAGS.appearance, EDGE_TAGS.legal]);
  expect(tagsForPath("/")).toEqual(expect.arrayContaining([EDGE_TAGS.listings, EDGE_TAGS.blog, EDGE_TAGS.team]));
});
