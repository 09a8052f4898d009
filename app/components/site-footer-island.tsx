// The footer in the browser (ADR 0011): the server renders its HTML (site-footer.server.tsx),
// the browser keeps that DOM and never downloads the footer's code. React does not patch a
// `dangerouslySetInnerHTML` mismatch while hydrating and touches innerHTML later only when the
// string changes, so the browser passes the HTML it already has. Clicks are delegated: internal
// links navigate on the client like <Link>, 'Cookie-Einstellungen' opens the settings dialog.
import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { openCookieSettings } from "./cookie-consent";
import { islandHtml, navigateOnLinkClick } from "./island-links";

const FOOTER_ID = "site-footer";

export function SiteFooterIsland({ serverHtml }: { serverHtml: string | undefined }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest(".cookie-settings-link") && !event.defaultPrevented && event.button === 0) {
      event.preventDefault();
      openCookieSettings();
      return;
    }
    navigateOnLinkClick(event, navigate);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only delegates the links' own clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires click too
    <footer
      id={FOOTER_ID}
      className="site-footer"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server (site-footer.server.tsx)
      dangerouslySetInnerHTML={{ __html: islandHtml(FOOTER_ID, serverHtml) }}
      suppressHydrationWarning
    />
  );
}
