import { expect, test } from "vitest";
import { homeFigures } from "./home";

test("the home figures count what the database states, each tile linked to what it counts", () => {
  expect(homeFigures({ sale: 48, rent: 33, agents: 6 })).toEqual([
    { value: "81 Immobilien", label: "im Angebot: 48 zum Kauf, 33 zur Miete", href: "/immobilien" },
    // Über uns states the same (lib/content/company): the pages never disagree.
    { value: "seit 2009", label: "in Wien tätig" },
    { value: "6 Ansprechpersonen", label: "eine davon fest für Sie", href: "/uber-uns" },
  ]);
});

test("one kind of offer, one listing: no '0 zur Miete', never '1 Immobilien'", () => {
  const [listings] = homeFigures({ sale: 1, rent: 0, agents: 1 });
  expect(listings).toEqual({ value: "1 Immobilie", label: "aktuell im Angebot", href: "/immobilien" });
});

test("nothing to count, or a failed count: the tiles' words, never a 0", () => {
  const words = ["Wien & NÖ", "seit 2009", "Persönlich"];
  expect(homeFigures({ sale: 0, rent: 0, agents: 0 }).map((figure) => figure.value)).toEqual(words);
  expect(homeFigures(null).map((figure) => figure.value)).toEqual(words);
});
