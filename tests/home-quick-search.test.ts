// The home quick search offers what /immobilien offers: the same labels, the same "all"
// entries (public-site.md section 2, Listing page) and the same grouped options, built by one
// helper (lib/search-options.ts filterOptionGroups).
import { expect, test } from "vitest";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

const select = (html: string, name: string) =>
  new RegExp(`<select id="[\\w-]+" name="${name}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? null;
const label = (html: string, id: string) => new RegExp(`<label for="${id}">([^<]+)</label>`).exec(html)?.[1];

test("the quick search's Lage and Immobilientyp match the search page's, option for option", async () => {
  const db = await worker.db();
  await insertProperty(db, { objektnr_intern: "QS-1", objektart: "wohnung/DACHGESCHOSS", politischer_bezirk: "Wien 19., Döbling" });
  await insertProperty(db, { objektnr_intern: "QS-2", objektart: "haus/EINFAMILIENHAUS", politischer_bezirk: "Baden" });
  const home = await (await worker.fetch("/")).text();
  const search = await (await worker.fetch("/immobilien")).text();

  expect(label(home, "quick-location")).toBe(label(search, "search-location"));
  expect(label(home, "quick-type")).toBe("Immobilientyp");
  expect(label(search, "search-type")).toBe("Immobilientyp");
  // The search page adds each choice's hit count and disables choices without hits (ADR 0178);
  // the home page offers the same choices without them.
  const withoutCounts = (options: string | null) =>
    options?.replaceAll(/ \(\d+\)<\/option>/g, "</option>").replaceAll(' disabled=""', "") ?? null;
  for (const name of ["location", "propertyType"]) {
    const fromHome = select(home, name);
    expect(fromHome).not.toBeNull();
    expect(fromHome).toBe(withoutCounts(select(search, name)));
  }
  expect(select(search, "location")).toContain('<option value="Baden">Baden (1)</option>');
  const locations = select(home, "location") ?? "";
  expect(locations).toContain(">Alle Bezirke</option>");
  expect(locations).toMatch(
    /<optgroup label="Wien">.*<option value="Wien 19., Döbling">Wien 19., Döbling<\/option>.*<\/optgroup><optgroup label="Niederösterreich">.*<option value="Baden">Baden<\/option>/s,
  );
  const types = select(home, "propertyType") ?? "";
  expect(types).toContain(">Alle Typen</option>");
  expect(types).toMatch(/<optgroup label="Wohnen">.*<option value="wohnung\/DACHGESCHOSS">Dachgeschosswohnung<\/option>/s);
});
