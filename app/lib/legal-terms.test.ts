import { expect, test } from "vitest";
import { DEFAULT_LEGAL_TERMS, legalPlaceholders } from "./legal-terms";

test("the shipped example data is flagged field by field, with the words that give it away", () => {
  expect(legalPlaceholders(DEFAULT_LEGAL_TERMS)).toEqual([
    { key: "anschrift", found: "Musterplatz" },
    { key: "telefon", found: "234 56 78" },
    { key: "email", found: "office@donau-estate.example" },
    { key: "register", found: "FN 000000x" },
    { key: "uid", found: "ATU00000000" },
  ]);
});

test("real data passes: a Vienna address, a Firmenbuch number, a GISA number, a real domain", () => {
  expect(
    legalPlaceholders({
      ...DEFAULT_LEGAL_TERMS,
      firma: "Donau Estate Immobilien GmbH",
      anschrift: "Schottengasse 4, 1010 Wien, Österreich",
      telefon: "+43 1 512 34 90",
      email: "office@donau-estate.at",
      register: "FN 512345a, Handelsgericht Wien; GISA 12345678",
      uid: "ATU12345678",
    }),
  ).toEqual([]);
});

test("made-up shapes are caught wherever staff typed them", () => {
  const flagged = legalPlaceholders({
    ...DEFAULT_LEGAL_TERMS,
    firma: "Mustermakler GmbH",
    anschrift: "Ringstraße 1, 1010 Wien",
    telefon: "+43 1 000000",
    email: "info@firma.at",
    register: "",
    uid: "",
  });
  expect(flagged.map((item) => item.key)).toEqual(["firma", "telefon"]);
});
