import type { ReactNode } from "react";

/**
 * The wrapper of every staff table. On a phone a wide table scrolls sideways inside it, so it is
 * focusable and named: keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function StaffTableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll container, not a page section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
    <div className="staff-table-wrap" tabIndex={0} role="region" aria-label={`${label}, seitlich scrollbar`}>
      {children}
    </div>
  );
}
