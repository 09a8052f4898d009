// Line icons for the wizard's answer tiles: inline SVG in the text colour, no icon font
// and no request. Decorative: the answer's label names it.
import type { ReactNode } from "react";

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="option-icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const OPTION_ICONS: Record<string, ReactNode> = {
  // Wohnung: a block of flats.
  apartment: (
    <Icon>
      <path d="M7 28V5h14v23M21 12h4v16M4 28h24" />
      <path d="M11 9h2M15 9h2M11 14h2M15 14h2M11 19h2M15 19h2M14 28v-4" />
    </Icon>
  ),
  // Haus: a house with a door.
  house: (
    <Icon>
      <path d="M4 15 16 5l12 10M7 13v15h18V13M4 28h24" />
      <path d="M13 28v-7h6v7" />
    </Icon>
  ),
  // Grundstück: a plot with its corner posts and a tree.
  land: (
    <Icon>
      <path d="M4 24 11 20l10 3 7-4M4 24l4 4h20V19" />
      <path d="M20 17v-5M20 12c-3 0-4-2-4-4s2-4 4-4 4 2 4 4-1 4-4 4Z" />
    </Icon>
  ),
  // Verkaufen: a key.
  selling: (
    <Icon>
      <circle cx="10" cy="16" r="5" />
      <path d="M15 16h13M23 16v4M27 16v3" />
    </Icon>
  ),
  // Nur neugierig: a magnifier over a rising line.
  curious: (
    <Icon>
      <circle cx="14" cy="14" r="8" />
      <path d="m20 20 7 7M10 17l3-3 2 2 3-4" />
    </Icon>
  ),
};
