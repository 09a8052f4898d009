import { describe, expect, test } from "vitest";
import { distinctPictures, shopWindow } from "./distinct-pictures";

type Card = { id: string; picture: string | null; plot?: boolean };
const card = (id: string, picture: string | null, plot = false): Card => ({ id, picture, plot });
const pictureOf = (row: Card) => row.picture;
const ids = (rows: Card[]) => rows.map((row) => row.id);

describe("distinctPictures", () => {
  test("drops a row whose picture is taken or shown before; rows without a picture stay", () => {
    const rows = [card("a", "p"), card("b", "q"), card("c", "q"), card("d", null), card("e", null), card("f", "r")];
    expect(ids(distinctPictures(rows, pictureOf, ["p"]))).toEqual(["b", "d", "e", "f"]);
  });
});

describe("shopWindow", () => {
  test("distinct pictures and preferred rows first, in their order", () => {
    const rows = [card("a", "p"), card("b", "p"), card("c", "q", true), card("d", "r"), card("e", "s")];
    expect(ids(shopWindow(rows, pictureOf, { limit: 3, preferred: (row) => !row.plot }))).toEqual(["a", "d", "e"]);
  });

  test("a repeat fills an open place only, never beside its twin when there is another place", () => {
    const rows = [card("a", "p"), card("b", "p"), card("c", "q")];
    const picked = shopWindow(rows, pictureOf, { limit: 3 });
    expect(ids(picked)).toEqual(["a", "c", "b"]);
  });

  test("the cards before it (pins) keep their places and count as shown", () => {
    const pins = [card("x", "p")];
    const rows = [card("a", "p"), card("b", "q")];
    expect(ids(shopWindow(rows, pictureOf, { limit: 2, before: pins }))).toEqual(["b", "a"]);
  });
});
