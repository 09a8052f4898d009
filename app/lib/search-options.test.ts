import { expect, test } from "vitest";
import { formatCount, formatPropertyCount } from "./format";
import { parseSearchParams, SORT_OPTIONS, sortKeyOf, toSearchParams } from "./property-filters";
import { groupLocations, groupTypes } from "./search-options";

const now = new Date("2026-03-01T10:00:00Z");

test("Lage: Vienna's districts in number order, then Lower Austria A-Z", () => {
  const groups = groupLocations([
    "Mödling",
    "Wien 10., Favoriten",
    "Baden",
    "Wien 2., Leopoldstadt",
    "Wien 1., Innere Stadt",
    "Bruck an der Leitha",
  ]);
  expect(groups).toEqual([
    {
      label: "Wien",
      options: ["Wien 1., Innere Stadt", "Wien 2., Leopoldstadt", "Wien 10., Favoriten"].map((value) => ({ value, label: value })),
    },
    { label: "Niederösterreich", options: ["Baden", "Bruck an der Leitha", "Mödling"].map((value) => ({ value, label: value })) },
  ]);
  expect(groupLocations(["Baden"]).map((group) => group.label)).toEqual(["Niederösterreich"]);
  // A district named without 'Wien N.' is still Vienna, in its place.
  expect(groupLocations(["Mödling", "Favoriten", "Innere Stadt", "Wien"])[0]?.options.map((option) => option.value)).toEqual([
    "Wien",
    "Innere Stadt",
    "Favoriten",
  ]);
});

test("Immobilientyp: grouped Wohnen, Haus, Gewerbe, Grundstück", () => {
  const groups = groupTypes([
    { value: "grundstueck/WOHNEN", label: "Baugrund (Wohnen)" },
    { value: "buero_praxen/BUEROFLAECHE", label: "Bürofläche" },
    { value: "haus/VILLA", label: "Villa" },
    { value: "wohnung/PENTHOUSE", label: "Penthouse" },
    { value: "haus/REIHENHAUS", label: "Reihenhaus" },
    { value: "wohnung/ETAGE", label: "Etagenwohnung" },
  ]);
  expect(groups.map((group) => [group.label, group.options.map((option) => option.label)])).toEqual([
    ["Wohnen", ["Etagenwohnung", "Penthouse"]],
    ["Haus", ["Reihenhaus", "Villa"]],
    ["Gewerbe", ["Bürofläche"]],
    ["Grundstück", ["Baugrund (Wohnen)"]],
  ]);
});

test("one count helper: '1 Immobilie', never '1 Immobilien'", () => {
  expect(formatPropertyCount(1)).toBe("1 Immobilie");
  expect(formatPropertyCount(0)).toBe("0 Immobilien");
  expect(formatPropertyCount(1234)).toBe("1.234 Immobilien");
  expect(formatCount(1, "Bild", "Bilder")).toBe("1 Bild");
});

test("one sort control; the old sortBy/sortOrder pair still sorts and is rewritten to 'sort'", () => {
  const fromNew = parseSearchParams(new URLSearchParams("sort=preis-aufsteigend"), now).filters;
  expect([fromNew.sortBy, fromNew.sortOrder]).toEqual(["price", "asc"]);
  const fromOld = parseSearchParams(new URLSearchParams("sortBy=price&sortOrder=asc"), now).filters;
  expect([fromOld.sortBy, fromOld.sortOrder]).toEqual(["price", "asc"]);
  expect(sortKeyOf(fromOld)).toBe("preis-aufsteigend");
  expect(toSearchParams(fromOld).toString()).toBe("sort=preis-aufsteigend");
  // The default order leaves the URL.
  expect(toSearchParams(parseSearchParams(new URLSearchParams("sort=neueste"), now).filters).toString()).toBe("");
  // An old pair without its own option keeps sorting as asked.
  const odd = parseSearchParams(new URLSearchParams("sortBy=reduced&sortOrder=asc"), now).filters;
  expect([odd.sortBy, odd.sortOrder]).toEqual(["reduced", "asc"]);
  expect(sortKeyOf(odd)).toBe("preis-gesenkt");
  expect(toSearchParams(odd).toString()).toBe("sortBy=reduced&sortOrder=asc");
  // Unknown values fall back to the default.
  expect(parseSearchParams(new URLSearchParams("sort=quer"), now).filters.sortBy).toBe("newest");
  expect(new Set(SORT_OPTIONS.map((option) => option.value)).size).toBe(SORT_OPTIONS.length);
});
