import { expect, test } from "vitest";
import { PersonaliseError, patchStreamScript } from "./personalise.server";

const PREFIX = "window.__reactRouterContext.streamController.enqueue(";

/** A hydration script as React Router writes it: the turbo-stream line as a JSON string literal. */
function script(values: unknown[]): string {
  return `${PREFIX}${JSON.stringify(`${JSON.stringify(values)}\n`).replace(/</g, "\\u003c")});`;
}

/** The flat array back into objects, for the shapes used here. */
function decode(scriptText: string): unknown {
  const values = JSON.parse(JSON.parse(scriptText.slice(PREFIX.length, -2)) as string) as unknown[];
  const at = (index: number): unknown => {
    if (index === -5) return null;
    const value = values[index];
    if (Array.isArray(value)) return value.map((item) => at(item as number));
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value as Record<string, number>).map(([key, item]) => [at(Number(key.slice(1))), at(item)]));
    }
    return value;
  };
  return at(0);
}

// { loaderData: { root: { watchlist: [], consent: null, note: "<b>" } }, errors: null }
const anonymous = [
  { _1: 2, _10: -5 },
  "loaderData",
  { _3: 4 },
  "root",
  { _5: 6, _7: -5, _8: 9 },
  "watchlist",
  [],
  "consent",
  "note",
  "<b>",
  "errors",
];

test("the root's watchlist and consent in the hydration payload become the visitor's", () => {
  const patched = patchStreamScript(script(anonymous), {
    watchlist: [12, 7],
    consent: { necessary: true, analytics: true, marketing: false },
  });
  expect(decode(patched)).toEqual({
    loaderData: {
      root: { watchlist: [12, 7], consent: { necessary: true, analytics: true, marketing: false }, note: "<b>" },
    },
    errors: null,
  });
  // Still safe inside a <script>: no raw "<" from the data.
  expect(patched).not.toContain("<");
});

test("a visitor without saved listings or a choice gets the script unchanged", () => {
  const text = script(anonymous);
  expect(patchStreamScript(text, { watchlist: [], consent: null })).toBe(text);
});

test("a payload of another shape is refused, never guessed at", () => {
  const noRoot = [{ _1: 2 }, "loaderData", {}];
  expect(() => patchStreamScript(script(noRoot), { watchlist: [1], consent: null })).toThrow(PersonaliseError);
  const twoLines = `${PREFIX}${JSON.stringify(`${JSON.stringify(anonymous)}\nP1:[1]\n`)});`;
  expect(() => patchStreamScript(twoLines, { watchlist: [1], consent: null })).toThrow(PersonaliseError);
});
