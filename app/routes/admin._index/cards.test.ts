import { expect, test } from "vitest";
import { feedFormSchema } from "~/schemas/admin";
import { checkSitemapText } from "./sitemap-tools";
import { syncStatusLabel } from "./sync-card";

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
