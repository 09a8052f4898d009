import { expect, test } from "vitest";
import { slugify, specSlug, uniqueSlug } from "./slug";

test("a plain name becomes lower case with hyphens", () => {
  expect(slugify("Anna Berger")).toBe("anna-berger");
});

test("titles, surrounding and repeated spaces and umlauts are handled", () => {
  expect(slugify("  Mag. Jürgen  Österreicher ")).toBe("mag-juergen-oesterreicher");
});

test("accents are dropped, ł becomes l and an existing hyphen survives once", () => {
  expect(slugify("Renée Müller-Łukasz")).toBe("renee-mueller-lukasz");
});

test("special characters are removed and the hyphens around them merged", () => {
  expect(slugify("Anna & Ben")).toBe("anna-ben");
  expect(slugify("Straße -- Weiß!")).toBe("strasse-weiss");
  expect(slugify("DI (FH) Eva Groß, MSc")).toBe("di-fh-eva-gross-msc");
});

test("a name without any letters gives an empty slug, which uniqueSlug replaces", () => {
  expect(slugify(" &!? ")).toBe("");
  expect(uniqueSlug("", [])).toBe("team");
});

test("duplicates get -2, -3 and skip suffixes already taken", () => {
  expect(uniqueSlug("anna-berger", [])).toBe("anna-berger");
  expect(uniqueSlug("anna-berger", ["anna-berger"])).toBe("anna-berger-2");
  expect(uniqueSlug("anna-berger", ["anna-berger", "anna-berger-2"])).toBe("anna-berger-3");
  expect(uniqueSlug("anna-berger", ["anna-berger", "anna-berger-3"])).toBe("anna-berger-2");
});

test("specSlug follows the old site's rule: special characters dropped, not transliterated", () => {
  expect(specSlug("  Jürgen Maier ")).toBe("jrgen-maier");
  expect(specSlug("Anna-Lena  Groß")).toBe("anna-lena-gro");
  expect(specSlug("Élodie O'Brien")).toBe("lodie-obrien");
});
