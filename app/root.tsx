import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { CookieConsent } from "~/components/cookie-consent";
import { NotFound } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/toaster";
import { site } from "~/config/site";
import appStyles from "~/styles/app.css";
import { pageCacheControl } from "~/utils/cache.server";
import { consentDefaultsScript, readConsentCookie, SETTINGS_PARAM } from "~/utils/consent";
import { popToast } from "~/utils/session.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: `${site.brand} – Immobilien in Wien und Niederösterreich` },
  { name: "description", content: site.tagline },
];

// Routes without their own `headers` inherit these (ADR 0010): edge-cacheable unless the
// response sets a cookie, the visitor has a session, or the path is private. HTML depends on
// the consent cookie (the no-JS banner), hence Vary.
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  headers.set("Vary", "Cookie");
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await popToast(context.env, request);
  const consent = readConsentCookie(request.headers.get("Cookie"));
  const settingsRequested = new URL(request.url).searchParams.has(SETTINGS_PARAM);
  const headers = new Headers({ "Cache-Control": pageCacheControl(request, { setsCookie: Boolean(setCookie) }) });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const payload = { toast, consent, settingsRequested, year: context.now().getFullYear(), nonce: context.cspNonce };
  return data(payload, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  return (
    <html lang="de-AT">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a3d" />
        {/* Consent Mode defaults before any tag could load (research/features.md §4). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, nonce-guarded */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentDefaultsScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Zum Inhalt springen
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter year={data?.year ?? new Date().getFullYear()} />
        <CookieConsent initial={data?.consent ?? null} settingsRequested={data?.settingsRequested ?? false} />
        <Toaster toast={data?.toast ?? null} />
        {/* New navigations, including a changed query on the same route, start at the top;
            back/forward restores the position (public-site.md: every route change scrolls up). */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="container error-page">
      <h1>Es ist ein Fehler aufgetreten</h1>
      <p>Bitte versuchen Sie es später erneut.</p>
      <a className="button" href="/">
        Zurück zur Startseite
      </a>
    </section>
  );
}
