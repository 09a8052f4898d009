// StaticIsland: the site's one island mechanism (ADR 0011), used for the header and the footer.
// Why: their markup and navigation tables are ~2 KB gzip of React code that never changes in the
// browser; every page's first load would carry it (budget 95 KB, tests/js-budget.test.ts; figures
// in docs/performance-log.md). The server renders their HTML (static-island.server.tsx); the
// browser keeps that DOM as it is and adds, by delegation, what <Link>/<NavLink> did:
// - a plain left click on an internal link navigates on the client;
// - hovering or focusing a link prefetches its page after 100 ms, as `prefetch="intent"`;
// - menu links (`data-nav`, "end" = exact) get `aria-current="page"` like <NavLink>;
// - Escape closes a submenu (focus back on its trigger) or the mobile menu (focus on its toggle);
//   the mobile menu closes on every navigation;
// - 'Cookie-Einstellungen' (a `?cookie-einstellungen` link without JavaScript) opens the dialog.
// Constraints: nothing inside may hold state or handlers (the browser never runs that code), and
// its content may depend only on what the server knows on every document request (path, year).
import { PrefetchPageLinks, useLocation, useNavigate } from "@remix-run/react";
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { openCookieSettings } from "./cookie-consent";

/** `prefetch="intent"`'s delay before a hovered or focused link's page is fetched. */
const INTENT_DELAY_MS = 100;

const browserHtml: Record<string, string> = {};

/**
 * Whether a menu link is the current page, as <NavLink> decides: the same path, or (unless
 * `end`) a path below it. Case-insensitive like NavLink's default.
 */
export function isCurrentPath(to: string, pathname: string, end: boolean): boolean {
  const target = to.toLowerCase();
  const here = pathname.toLowerCase();
  if (here === target) return true;
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(slash) === "/";
}

/** The link under the event when it leads to a page of this site in this tab. */
function internalLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.("a");
  if (!link || link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return null;
  return link;
}

export function StaticIsland({ as: Tag, id, html }: { as: "header" | "footer"; id: string; html: string | undefined }) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [prefetch, setPrefetch] = useState<string | null>(null);
  const intent = useRef<number>();
  // Server: the rendered HTML. Browser: the server's HTML of this element, read once, so that a
  // remount (root error boundary) shows the same markup. React does not patch a mismatch of
  // `dangerouslySetInnerHTML` while hydrating and touches it later only when the string changes.
  if (html === undefined) browserHtml[id] ??= document.getElementById(id)?.innerHTML ?? "";
  const islandHtml = html ?? browserHtml[id] ?? "";

  // The current page, as <NavLink> marks it; the mobile menu closes on every navigation.
  useEffect(() => {
    for (const link of ref.current?.querySelectorAll<HTMLAnchorElement>("a[data-nav]") ?? []) {
      if (isCurrentPath(link.pathname, location.pathname, link.dataset.nav === "end")) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    const menu = ref.current?.querySelector<HTMLDetailsElement>("details.mobile-menu");
    if (menu) menu.open = false;
  }, [location]);

  // Escape closes the open mobile menu wherever the focus is; a dismissed submenu opens again
  // once the pointer has left its group.
  useEffect(() => {
    const island = ref.current;
    const menu = island?.querySelector<HTMLDetailsElement>("details.mobile-menu");
    const groups = [...(island?.querySelectorAll<HTMLElement>(".nav-group") ?? [])];
    // As <Link> does: the router learns these links' routes (lazy route discovery), so that a
    // prefetch or a click finds them.
    for (const link of island?.querySelectorAll<HTMLAnchorElement>('a[href^="/"]') ?? []) link.dataset.discover = "true";
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    const reset = (event: Event) => delete (event.currentTarget as HTMLElement).dataset.dismissed;
    if (menu) document.addEventListener("keydown", onKey);
    for (const group of groups) group.addEventListener("mouseleave", reset);
    return () => {
      document.removeEventListener("keydown", onKey);
      for (const group of groups) group.removeEventListener("mouseleave", reset);
    };
  }, []);

  function onClick(event: MouseEvent<HTMLElement>) {
    const link = internalLink(event.target);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link.classList.contains("cookie-settings-link")) openCookieSettings();
    else navigate(link.pathname + link.search + link.hash);
  }

  function startIntent(event: { target: EventTarget }) {
    const link = internalLink(event.target);
    if (!link || link.classList.contains("cookie-settings-link")) return;
    window.clearTimeout(intent.current);
    intent.current = window.setTimeout(() => setPrefetch(link.pathname + link.search), INTENT_DELAY_MS);
  }

  function endIntent() {
    window.clearTimeout(intent.current);
    setPrefetch(null);
  }

  // Escape in a submenu group closes it and returns focus to the group's trigger.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const group = (event.target as Element).closest<HTMLElement>(".nav-group");
    if (event.key !== "Escape" || !group) return;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    group.dataset.dismissed = "true";
    group.querySelector<HTMLAnchorElement>(".nav-trigger")?.focus();
  }

  // Leaving a link ends its intent; leaving a group with the keyboard resets its dismissal.
  function onBlur(event: FocusEvent<HTMLElement>) {
    endIntent();
    const group = (event.target as Element).closest<HTMLElement>(".nav-group");
    if (group && !group.contains(event.relatedTarget as Node | null)) delete group.dataset.dismissed;
  }

  return (
    <>
      <Tag
        ref={ref}
        id={id}
        className={`site-${Tag}`}
        onClick={onClick}
        onMouseOver={startIntent}
        // Only leaving a link ends its intent (not moving between its own children).
        onMouseOut={(event) => {
          const link = internalLink(event.target);
          if (link && link !== internalLink(event.relatedTarget)) endIntent();
        }}
        onFocus={startIntent}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server (static-island.server.tsx)
        dangerouslySetInnerHTML={{ __html: islandHtml }}
        suppressHydrationWarning
      />
      {prefetch ? <PrefetchPageLinks page={prefetch} /> : null}
    </>
  );
}
