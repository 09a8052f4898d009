// The home swipe row's "1 von 6": which card is at the row's left edge (ADR 0366).
import { expect, test } from "vitest";
import { cardInView } from "~/routes/_index/swipe-count";

test("the card at the left edge counts from 1, rounding to the nearest snap, within the list", () => {
  expect(cardInView(0, 340, 6)).toBe(1);
  expect(cardInView(340, 340, 6)).toBe(2);
  // Half-way through a swipe the nearer card counts.
  expect(cardInView(160, 340, 6)).toBe(1);
  expect(cardInView(180, 340, 6)).toBe(2);
  // The last card cannot reach the left edge: the row ends with it in view.
  expect(cardInView(99999, 340, 6)).toBe(6);
  // Nothing measured yet: the first.
  expect(cardInView(120, 0, 6)).toBe(1);
  expect(cardInView(-20, 340, 6)).toBe(1);
});
