// Shared by the static islands (ADR 0011): their links are plain <a> in server-rendered HTML,
// so the island element delegates clicks to the router, which makes them behave like <Link>.

const browserHtml: Record<string, string> = {};

/**
 * An island's inner HTML: on the server the rendered island; in the browser the HTML of the
 * server-rendered element with this id, read once, so a remount (root error boundary) shows
 * the same markup.
 */
export function islandHtml(id: string, serverHtml: string | undefined): string {
  if (serverHtml !== undefined) return serverHtml;
  browserHtml[id] ??= document.getElementById(id)?.innerHTML ?? "";
  return browserHtml[id];
}

/**
 * Navigates on the client for a plain left click on a link to this site; modified clicks, new
 * tabs, downloads, tel:/mailto: and other origins keep the browser's default.
 */
export function navigateOnLinkClick(
  event: {
    target: EventTarget;
    defaultPrevented: boolean;
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    preventDefault(): void;
  },
  navigate: (to: string) => void,
): void {
  const link = (event.target as Element).closest("a");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.origin !== window.location.origin || link.target || link.hasAttribute("download")) return;
  event.preventDefault();
  navigate(link.pathname + link.search + link.hash);
}

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
