import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, test } from "vitest";
import { startWorker } from "./harness";

const worker = startWorker({ vars: { SITE_URL: "https://www.donau-estate.example" } });

async function seed() {
  const db = await worker.db();
  await db
    .insertInto("agents")
    .values([
      { id: "a1", slug: "zoe-zweite", name: "Zoe Zweite", sort_order: 2 },
      { id: "a2", slug: "anna-dritte", name: "Anna Dritte", sort_order: 3 },
      { id: "a3", slug: "bernd-erster", name: "Bernd Erster", sort_order: 1 },
      { id: "a4", slug: "adam-erster", name: "Adam Erster", sort_order: 1 },
    ])
    .execute();
  const property = (objektnr: string, active: number, updated: string) => ({
    objektnr_intern: objektnr,
    status: "SALE" as const,
    active,
    updated_at: updated,
    created_at: updated,
  });
  await db
    .insertInto("immobilien")
    .values([
      property("1001", 1, "2026-10-01T08:00:00.000Z"),
      property("1002&<x>", 1, "2026-10-02T08:00:00.000Z"),
      property("0999", 0, "2026-09-01T08:00:00.000Z"),
    ])
    .execute();
  await db
    .insertInto("blog_posts")
    .values([{ id: "wohnen-in-wien", title: "Wohnen in Wien", published_at: "2026-08-15" }])
    .execute();
}

test("the sitemap lists static pages, districts, agents in order, active properties and posts", async () => {
  await seed();
  const res = await worker.fetch("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toContain("s-maxage=3600");
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);

  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    urlset: { "@_xmlns": string; url: { loc: string; lastmod?: string; changefreq: string; priority: number }[] };
  };
  expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = parsed.urlset.url;
  // 13 static + 15 districts + 4 agents + 2 active properties + 1 post
  expect(urls).toHaveLength(35);
  const locs = urls.map((u) => u.loc);
  expect(new Set(locs).size).toBe(35);
  for (const u of urls) {
    expect(u.loc.startsWith("https://www.donau-estate.example/")).toBe(true);
    expect(u.changefreq).toBe("weekly");
  }
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  expect(byLoc.get("https://www.donau-estate.example/")?.priority).toBe(1);
  for (const path of ["immobilien", "uber-uns", "kontakt"])
    expect(byLoc.get(`https://www.donau-estate.example/${path}`)?.priority).toBe(0.9);
  expect(byLoc.get("https://www.donau-estate.example/impressum")?.priority).toBe(0.8);
  expect(locs.filter((l) => l.includes("/immobilien/makler-beauftragen/"))).toHaveLength(15);
  expect(locs).toContain("https://www.donau-estate.example/immobilien/makler-beauftragen/brunn-am-gebirge");

  // Agents by sort_order, then name.
  expect(locs.filter((l) => l.includes("/uber-uns/team/")).map((l) => l.split("/").pop())).toEqual([
    "adam-erster",
    "bernd-erster",
    "zoe-zweite",
    "anna-dritte",
  ]);

  // Active properties only, with lastmod; special characters escaped and encoded.
  expect(byLoc.get("https://www.donau-estate.example/immobilien/1001")?.lastmod).toBe("2026-10-01");
  expect(locs).toContain("https://www.donau-estate.example/immobilien/1002%26%3Cx%3E");
  expect(locs.some((l) => l.endsWith("/immobilien/0999"))).toBe(false);
  expect(byLoc.get("https://www.donau-estate.example/blog/wohnen-in-wien")?.lastmod).toBe("2026-08-15");
});

test("a withdrawn property leaves the sitemap", async () => {
  const db = await worker.db();
  await db.updateTable("immobilien").set({ active: 0 }).where("objektnr_intern", "=", "1001").execute();
  const xml = await (await worker.fetch("/sitemap.xml")).text();
  expect(xml).not.toContain("/immobilien/1001<");
});

test("the sitemap does not touch the session", async () => {
  const res = await worker.fetch("/sitemap.xml?t=123");
  expect(res.headers.get("Set-Cookie")).toBeNull();
});

test("when the database fails the sitemap answers 503 with the error XML and Retry-After", async () => {
  const env = await worker.env();
  // Last test of this file: break the query by removing a table it reads.
  await env.DB.prepare("DROP TABLE blog_posts").run();
  const res = await worker.fetch("/sitemap.xml");
  expect(res.status).toBe(503);
  expect(res.headers.get("Retry-After")).toBe("300");
  expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).toContain("<error>Sitemap konnte nicht generiert werden</error>");
});
