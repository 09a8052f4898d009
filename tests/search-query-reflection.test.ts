// /immobilien never echoes the raw query string: the hearts' forms and "Suche speichern" carry the
// URL rebuilt from the known filters, so a 60 KB query cannot bloat the page.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  for (let i = 0; i < 12; i++) await insertProperty(db, { objektnr_intern: `Q${i}`, objekttitel: `Wohnung ${i}`, status: "SALE" });
});

const count = (text: string, needle: string) => text.split(needle).length - 1;

test("a 60 KB query is cut back to the known filters; the page stays the size of the plain search", async () => {
  const plain = await (await worker.fetch("/immobilien?status=SALE")).text();
  const padding = "a".repeat(60 * 1024);
  const res = await worker.fetch(`/immobilien?status=SALE&utm_x=${padding}`);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/immobilien?status=SALE");
  const followed = await worker.fetch(res.headers.get("Location") ?? "");
  const html = await followed.text();
  expect(followed.status).toBe(200);
  expect(html.length).toBeLessThan(plain.length + 2048);
  // The data request of client navigation is capped the same way.
  const data = await worker.fetch(`/immobilien.data?status=SALE&utm_x=${padding}`);
  expect((await data.text()).length).toBeLessThan(4096);
});

test("unknown parameters are not echoed into the hearts' forms or the save-search link", async () => {
  const marker = `zqxmarker${"b".repeat(1500)}`;
  const res = await worker.fetch(`/immobilien?status=SALE&page=1&fremd=${marker}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(count(html, 'name="redirectTo" value="/immobilien?status=SALE"')).toBe(12);
  expect(html).toContain('href="/suchauftrag/speichern?status=SALE"');
  // At most the consent banner's own links still name the page's address (the consent code's
  // business): no card, no save link, no sort or page link.
  expect(count(html, "zqxmarker")).toBeLessThanOrEqual(3);
});

test("a type from a link that is no stored objektart shows as chosen in the panel, not as 'Alle Typen'", async () => {
  // Review 59: the chip said "Wohnung" while the select beside it said "Alle Typen".
  const select = (html: string) => /<select id="search-type"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
  const group = select(await (await worker.fetch("/immobilien?propertyType=apartment")).text());
  expect(group).toMatch(/<option value="apartment" selected="">Wohnung<\/option>/);
  // Whatever a link puts there is text in an option, never markup.
  const odd = select(await (await worker.fetch(`/immobilien?propertyType=${encodeURIComponent('"><b>x')}`)).text());
  expect(odd).not.toContain("<b>");
  // A stored objektart is chosen among the grouped options, not added twice.
  const plain = select(await (await worker.fetch("/immobilien")).text());
  expect(plain).toMatch(/<option value="all_types" selected="">Alle Typen<\/option>/);
});
