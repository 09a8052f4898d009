import { expect, test } from "vitest";
import { syncStatusLabel } from "~/lib/admin-format";
import { feedFormSchema } from "~/lib/schemas/admin";
import { syncToast } from "~/server/feed/panel.server";
import { sitemapTestNotice } from "./sitemap.server";
import { checkSitemapText } from "./sitemap-tools";

test("sync status labels follow the spec: anything but success and error is partial", () => {
  expect(syncStatusLabel("success")).toBe("Erfolgreich");
  expect(syncStatusLabel("error")).toBe("Fehler");
  expect(syncStatusLabel("partial")).toBe("Teilweise erfolgreich");
  expect(syncStatusLabel("running")).toBe("Teilweise erfolgreich");
});

test("the live sitemap check wants the XML declaration and a urlset", () => {
  expect(checkSitemapText('<?xml version="1.0"?>\n<urlset xmlns="x"></urlset>')).toBe("ok");
  expect(checkSitemapText("<html><body>Oops</body></html>")).toBe("warning");
  expect(checkSitemapText('<?xml version="1.0"?><error>x</error>')).toBe("warning");
});

test("the feed URL must be http or https", () => {
  const parse = (feedUrl: string) => feedFormSchema.safeParse({ intent: "save-feed", feedUrl }).success;
  expect(parse("https://api.feed.example/export.xml")).toBe(true);
  expect(parse("http://127.0.0.1:8080/feed.xml")).toBe(true);
  expect(parse("ftp://feed.example/x.xml")).toBe(false);
  expect(parse("javascript:alert(1)")).toBe(false);
  expect(parse("kein url")).toBe(false);
});

test("a sync that says nothing gets the spec's default toast texts (leads-legal-admin.md section 8)", () => {
  expect(syncToast("success", "")).toEqual({
    type: "success",
    title: "Synchronisierung erfolgreich",
    description: "Die Synchronisierung wurde erfolgreich durchgeführt.",
  });
  expect(syncToast("error", undefined)).toEqual({
    type: "error",
    title: "Synchronisierung fehlgeschlagen",
    description: "Ein unbekannter Fehler ist aufgetreten.",
  });
  expect(syncToast("success", "12 Objekte synchronisiert").description).toBe("12 Objekte synchronisiert");
});

test("the sitemap test warns 'Sitemap-Format fehlerhaft' when the declaration or the urlset is missing", () => {
  expect(sitemapTestNotice("<html><body>kein XML</body></html>")).toMatchObject({ type: "error", title: "Sitemap-Format fehlerhaft" });
  expect(sitemapTestNotice('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>').title).toBe(
    "Sitemap-Format fehlerhaft",
  );
  expect(sitemapTestNotice('<?xml version="1.0"?><urlset></urlset>')).toMatchObject({ type: "success", title: "Sitemap-Test erfolgreich" });
});
