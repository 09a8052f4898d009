import { expect, test } from "vitest";
import { monogram } from "./monogram";

test("the portrait's letters come from the first and last name of every seeded broker", () => {
  expect(monogram("Mag. Jürgen Österreicher")).toBe("JÖ");
  expect(monogram("Sophie Brandstätter, BA")).toBe("SB");
  expect(monogram("DI Lukas Haberl")).toBe("LH");
  expect(monogram("Élodie Krainer")).toBe("ÉK");
  expect(monogram("Thomas Weiß")).toBe("TW");
  expect(monogram("Katharina Gruber-Nußbaumer")).toBe("KG");
});

test("academic and professional titles never become a letter of the monogram", () => {
  expect(monogram("Dr. Anna Berger")).toBe("AB");
  expect(monogram("Mag.a Eva Lang")).toBe("EL");
  expect(monogram("Dipl.-Ing. Peter Moser MSc")).toBe("PM");
  expect(monogram("DI (FH) Maria Huber")).toBe("MH");
  expect(monogram("Prof. DDr. Karl Steiner, MBA")).toBe("KS");
  expect(monogram("KommR Ing. Franz Wimmer")).toBe("FW");
});

test("a single name gives one letter and a name of titles only a question mark", () => {
  expect(monogram("Assistenz")).toBe("A");
  expect(monogram("  ")).toBe("?");
  expect(monogram("Mag. DI")).toBe("?");
});
