// A native <details> used as a menu (the mobile menu, the results' 'Sortieren'): open and closed
// is the element's own state, so it works without JavaScript. With JavaScript it also closes on
// every navigation and on Escape (focus back on its summary), and, if asked, on a click outside.

import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useDisclosure({ closeOnOutsideClick = false }: { closeOnOutsideClick?: boolean } = {}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closes on a navigation, not on the first render: a menu a visitor opened before the page's
  // script started (a slow phone) stays open when React takes over.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) {
        menu.open = false;
      }
    };
    document.addEventListener("keydown", close);
    if (closeOnOutsideClick) document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, [closeOnOutsideClick]);

  return ref;
}
