// The header in the browser (ADR 0011): the server renders its HTML (site-header.server.tsx),
// the browser keeps that DOM and adds the behaviour the old components had, by delegation:
// links navigate on the client, the current page follows the location (like <NavLink>), Escape
// closes an open submenu (focus back on its trigger) or the mobile menu (focus on the toggle),
// and the mobile menu closes on every route change.
import { useLocation, useNavigate } from "@remix-run/react";
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import { isCurrentPath, islandHtml, navigateOnLinkClick } from "./island-links";

const HEADER_ID = "site-header";

function mobileMenu(header: HTMLElement | null): HTMLDetailsElement | null {
  return header?.querySelector<HTMLDetailsElement>("details.mobile-menu") ?? null;
}

export function SiteHeaderIsland({ serverHtml }: { serverHtml: string | undefined }) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

  // The current page, as <NavLink> marks it.
  useEffect(() => {
    for (const link of ref.current?.querySelectorAll<HTMLAnchorElement>("a[data-nav]") ?? []) {
      if (isCurrentPath(link.pathname, location.pathname, link.dataset.nav === "end")) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location
  useEffect(() => {
    const menu = mobileMenu(ref.current);
    if (menu) menu.open = false;
  }, [location.key]);

  // Escape closes the open mobile menu wherever the focus is.
  useEffect(() => {
    function onKey(event: globalThis.KeyboardEvent) {
      const menu = mobileMenu(ref.current);
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // A dismissed submenu opens again once the pointer has left its group.
  useEffect(() => {
    const groups = [...(ref.current?.querySelectorAll<HTMLElement>(".nav-group") ?? [])];
    const reset = (event: Event) => delete (event.currentTarget as HTMLElement).dataset.dismissed;
    for (const group of groups) group.addEventListener("mouseleave", reset);
    return () => {
      for (const group of groups) group.removeEventListener("mouseleave", reset);
    };
  }, []);

  // Escape in a submenu group closes it and returns focus to the group's trigger.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const group = (event.target as Element).closest<HTMLElement>(".nav-group");
    if (event.key !== "Escape" || !group) return;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    group.dataset.dismissed = "true";
    group.querySelector<HTMLAnchorElement>(".nav-trigger")?.focus();
  }

  // Leaving a group with the keyboard resets its dismissal.
  function onBlur(event: FocusEvent<HTMLElement>) {
    const group = (event.target as Element).closest<HTMLElement>(".nav-group");
    if (group && !group.contains(event.relatedTarget as Node | null)) delete group.dataset.dismissed;
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only delegates the links' and groups' own events
    <header
      ref={ref}
      id={HEADER_ID}
      className="site-header"
      onClick={(event: MouseEvent<HTMLElement>) => navigateOnLinkClick(event, navigate)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server (site-header.server.tsx)
      dangerouslySetInnerHTML={{ __html: islandHtml(HEADER_ID, serverHtml) }}
      suppressHydrationWarning
    />
  );
}
