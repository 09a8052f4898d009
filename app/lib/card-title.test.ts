import { expect, test } from "vitest";
import { cardTitle } from "./card-title";

test("a trailing 'in <Ort>' that repeats the place line goes", () => {
  expect(cardTitle("Gewerbegrundstück mit 3.418 m² in Brunn am Gebirge", "Brunn am Gebirge")).toBe("Gewerbegrundstück mit 3.418 m²");
  expect(cardTitle("Einfamilienhaus mit Garten in Klosterneuburg", "Klosterneuburg")).toBe("Einfamilienhaus mit Garten");
  // Case and spacing do not matter; a final full stop goes with it.
  expect(cardTitle("Baugrundstück  in  mödling.", "Mödling")).toBe("Baugrundstück");
});

test("a Vienna district: 'im 3. Bezirk', 'in Wien-Landstraße' and 'in Landstraße' repeat the district line", () => {
  expect(cardTitle("Moderne 3-Zimmer-Wohnung im 3. Bezirk", "Wien 3. Bezirk")).toBe("Moderne 3-Zimmer-Wohnung");
  expect(cardTitle("Altbau im 7. Wiener Gemeindebezirk", "Wien 7. Bezirk")).toBe("Altbau");
  expect(cardTitle("Büro in Wien-Landstraße", "Wien 3., Landstraße")).toBe("Büro");
  expect(cardTitle("Büro in Landstraße", "Wien 3., Landstraße")).toBe("Büro");
  expect(cardTitle("Dachgeschoss in Wien 3", "Wien 3. Bezirk")).toBe("Dachgeschoss");
});

test("another place, a place inside the title or a street stays", () => {
  // Another district: '13.' is not '3.'.
  expect(cardTitle("Villa im 13. Bezirk", "Wien 3. Bezirk")).toBe("Villa im 13. Bezirk");
  expect(cardTitle("Haus in Baden bei Wien", "Baden")).toBe("Haus in Baden bei Wien");
  expect(cardTitle("Wohnung in Mödling mit Garten", "Mödling")).toBe("Wohnung in Mödling mit Garten");
  expect(cardTitle("Wohnung in der Neubaugasse", "Wien 7. Bezirk")).toBe("Wohnung in der Neubaugasse");
  expect(cardTitle("Neubau-Wohnung in Top-Lage", "Wien 2. Bezirk")).toBe("Neubau-Wohnung in Top-Lage");
  // 'Brunn' is not 'Brunn am Gebirge'.
  expect(cardTitle("Reihenhaus in Brunn", "Brunn am Gebirge")).toBe("Reihenhaus in Brunn");
});

test("a title that is only the place, or no place line, stays whole", () => {
  expect(cardTitle("in Brunn am Gebirge", "Brunn am Gebirge")).toBe("in Brunn am Gebirge");
  expect(cardTitle("Grundstück in Baden", "")).toBe("Grundstück in Baden");
  expect(cardTitle("Grundstück in Baden", null)).toBe("Grundstück in Baden");
  // Regular-expression characters in a place are taken literally.
  expect(cardTitle("Büro in St. Pölten", "St. Pölten")).toBe("Büro");
  expect(cardTitle("Büro in St- Pölten", "St. Pölten")).toBe("Büro in St- Pölten");
});
