// The sidebar keeps beside the cards while they scroll, but only while it fits in the window
// under the header; a taller one (an open Ausstattung group, a short window) flows with the
// page, so that none of it is out of reach (ADR 0337). Only search.css's desktop list view
// makes `data-sticky` sticky; without JavaScript the sidebar flows.
import { type RefObject, useEffect, useState } from "react";

export function useStickyWhileFits(panelRef: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const measure = () => {
      const top = Number.parseFloat(getComputedStyle(panel).getPropertyValue("--search-panel-top")) || 0;
      setSticky(top > 0 && panel.offsetHeight + top <= window.innerHeight);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [panelRef]);
  return sticky;
}
