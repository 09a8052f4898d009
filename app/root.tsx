import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
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
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/toaster";
import appStyles from "~/styles/app.css";
import { readConsentCookie } from "~/utils/consent";
import { popToast } from "~/utils/session.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await popToast(context.env, request);
  const consent = readConsentCookie(request.headers.get("Cookie"));
  const payload = { toast, consent, year: context.now().getFullYear(), nonce: context.cspNonce };
  return data(payload, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
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
        <CookieConsent initial={data?.consent ?? null} />
        <Toaster toast={data?.toast ?? null} />
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
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="not-found container">
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <a className="button" href="/">
          Zurück zur Startseite
        </a>
      </section>
    );
  }
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
