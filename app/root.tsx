import type { ReactNode } from "react";
import {
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { CookieConsent } from "~/components/cookie-consent";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useHeadScript } from "~/components/head-scripts";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/toaster";
import { inStaffArea, wantsScripts } from "~/lib/route-handle";
import { site } from "~/lib/site";
import appStyles from "~/styles/app.css?url";
import type { loader } from "./root.server";

export { loader } from "./root.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The site's own title and description; a page's `meta` replaces them with its own.
export const meta: MetaFunction = () => [
  { title: `${site.brand} – Immobilien in Wien und Niederösterreich` },
  { name: "description", content: site.tagline },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  const matches = useMatches();
  // Pages whose route says `handle = staticPage` ship no JavaScript (ScrollRestoration's inline
  // script stays: a client navigation to such a page must still start at the top).
  const scripts = wantsScripts(matches);
  // Routes with `handle.staffArea` (routes/admin.tsx) bring their own frame.
  const staffArea = inStaffArea(matches);
  const headScript = useHeadScript(scripts);
  return (
    <html lang="de-AT">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a3d" />
        {/* Consent Mode defaults before any tag could load (research/features.md §4); on a page
            without scripts the same script also does the consent work of cookie-consent.tsx
            (ADR 0230). It runs once from the server's HTML; the browser never needs its text
            (ADR 0011). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, nonce-guarded
          dangerouslySetInnerHTML={{ __html: headScript }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Zum Inhalt springen
        </a>
        {staffArea ? null : <SiteHeader />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {staffArea ? null : <SiteFooter year={data?.year ?? new Date().getFullYear()} />}
        <CookieConsent initial={data?.consent ?? null} settingsRequested={data?.settingsRequested ?? false} />
        {/* The staff area shows its toasts inside its own frame, above the content (routes/admin.tsx). */}
        {staffArea ? null : <Toaster toast={data?.toast ?? null} />}
        {/* New navigations, including a changed query on the same route, start at the top;
            back/forward restores the position (public-site.md: every route change scrolls up). */}
        <ScrollRestoration nonce={nonce} />
        {scripts ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The site's texts: the not-found page for 404, a general error page otherwise. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
