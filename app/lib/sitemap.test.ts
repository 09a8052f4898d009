import { XMLValidator } from "fast-xml-parser";
import { expect, test } from "vitest";
import { buildSitemapXml, escapeXml, SITEMAP_ERROR_XML, sitemapPriority } from "./sitemap";

test("priorities follow the spec: 1.0 home, 0.9 for three pages, 0.8 for the rest", () => {
  expect(sitemapPriority("/")).toBe("1.0");
  expect(sitemapPriority("/kontakt")).toBe("0.9");
  expect(sitemapPriority("/blog/x")).toBe("0.8");
});

test("every value is XML-escaped and the result is well-formed", () => {
  const xml = buildSitemapXml("https://example.test/", {
    agentSlugs: ["o'neil"],
    properties: [{ objektnrIntern: "a&b", updatedAt: "kaputt" }],
    blogPosts: [{ id: "x<y>", publishedAt: "2026-01-02" }],
  });
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).toContain("<loc>https://example.test/immobilien/a%26b</loc>");
  expect(xml).not.toContain("<lastmod>kaputt</lastmod>");
  expect(escapeXml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;");
});

test("the error document is well-formed XML", () => {
  expect(XMLValidator.validate(SITEMAP_ERROR_XML)).toBe(true);
  expect(SITEMAP_ERROR_XML).toContain("Sitemap konnte nicht generiert werden");
});
