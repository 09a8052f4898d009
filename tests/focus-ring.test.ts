// The focus ring is the brand's gold and must stay visible: at least 3:1
// (WCAG 1.4.11) against every background a focused control sits on, light and dark. Read from the
// one token in app.css, so a later change of the token or of a background is caught here; and no
// public stylesheet draws a ring in another colour.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const css = (name: string) => readFileSync(new URL(`../app/styles/${name}`, import.meta.url), "utf8");
const app = css("app.css");

/** A token's value in app.css :root, following var() references to a hex colour. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(app)?.[1]?.trim() ?? "";
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  return reference?.[1] ? token(reference[1]) : value;
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join("")}` : hex;
  const [r, g, b] = [1, 3, 5]
    .map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test("the focus ring is the brand's gold with at least 3:1 on every page background, light and dark", () => {
  const focus = token("color-focus");
  expect(focus).toBe(token("gold-600"));
  // Page, surface, band, tints, the header's pill, the footer and the dark hero.
  for (const background of ["white", "gray-100", "color-band", "navy-100", "gold-100", "navy-900", "navy-800", "navy-700"]) {
    const colour = token(background);
    expect(colour, background).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(contrast(focus, colour), `focus ring on ${background} (${colour})`).toBeGreaterThanOrEqual(3);
  }
});

test("public stylesheets draw focus rings in the brand colour, not in a leftover blue", () => {
  for (const name of ["app.css", "content.css", "property-card.css", "watchlist.css"]) {
    const rings = [...css(name).matchAll(/:focus(?:-visible|-within)?[^{]*\{[^}]*outline:\s*([^;]+);/g)].map((match) => match[1] ?? "");
    if (name === "app.css") expect(rings.length).toBeGreaterThan(2);
    for (const ring of rings) expect(ring, `${name}: ${ring}`).toMatch(/var\(--color-focus\)|var\(--gold-500\)|none/);
  }
});
