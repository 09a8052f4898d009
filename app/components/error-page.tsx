// The page of the site's one error boundary (error-boundary.tsx), with every error text of the
// site: per kind of page, German texts per HTTP status (404, 410, 503, ...) and `default` for any
// other status and for thrown errors (500), plus the ways on.
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorToast } from "./toaster";

interface ErrorText {
  title: string;
  text: string;
  /** Spec section 8's 'Fehler' toast with this sentence, for a failed load. */
  toast?: string;
  /** The status as a large figure above the title (the not-found page). */
  code?: string;
  /** A short line beside the code, in English (the spec's own not-found words). */
  kicker?: string;
  /** The not-found page's search and popular pages. */
  waysOn?: boolean;
}

/** A status's texts, or a function of the thrown response's data (e.g. the id asked for). */
type ErrorEntry = ErrorText | ((data: { id?: unknown; message?: unknown } | undefined) => ErrorText);

interface ErrorPageKind {
  texts: { default: ErrorEntry } & { [status: number]: ErrorEntry };
  /** Where to go from here: the first link is the main button. */
  links: { to: string; label: string }[];
  /** The buttons of a 404 that has its own ways on, when they differ from `links`. */
  notFoundLinks?: { to: string; label: string }[];
  /** The page's own spacing (e.g. below the detail page's gallery header). */
  className?: string;
}

const SITE_LINKS = [
  { to: "/", label: "Zurück zur Startseite" },
  { to: "/immobilien", label: "Immobilien ansehen" },
];

/** Staff pages tell what is misconfigured: the server's message (e.g. a missing SESSION_SECRET). */
const staffText = (title: string) => (data?: { message?: unknown }) => ({
  title,
  text: typeof data?.message === "string" ? data.message : "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
});

const PROPERTY_FAILED = "Diese Immobilie konnte nicht geladen werden oder ist nicht mehr verfügbar.";
const POST_FAILED = "Der Artikel konnte nicht geladen werden. Bitte versuchen Sie es später erneut.";

const PAGES = {
  /** Root and unknown paths: the not-found page (public-site.md route table: '404', 'Oops! Page not found', link home; the heading German). */
  site: {
    texts: {
      404: {
        code: "404",
        kicker: "Oops! Page not found",
        title: "Seite nicht gefunden",
        text: "Die angeforderte Seite existiert nicht oder wurde verschoben.",
        waysOn: true,
      },
      default: { title: "Es ist ein Fehler aufgetreten", text: "Bitte versuchen Sie es später erneut." },
    },
    links: SITE_LINKS,
    /** The not-found page's own ways on (search, "Häufig besucht") already lead to the listings. */
    notFoundLinks: SITE_LINKS.slice(0, 1),
  },
  /** /immobilien/{id} (public-site.md section 8): unknown 404, withdrawn 410, load failure with the toast. */
  property: {
    className: "detail-error",
    texts: {
      410: {
        title: "Immobilie nicht mehr verfügbar",
        text: "Diese Immobilie ist nicht mehr verfügbar. Sie wurde verkauft, vermietet oder vom Angebot genommen.",
      },
      404: (data) => ({
        title: "Immobilie nicht gefunden",
        text: `Immobilie nicht gefunden: ${typeof data?.id === "string" ? data.id : ""}. Die Immobilie ist möglicherweise nicht mehr verfügbar.`,
      }),
      default: { title: "Immobilie konnte nicht gefunden werden.", text: PROPERTY_FAILED, toast: PROPERTY_FAILED },
    },
    links: [
      { to: "/immobilien", label: "Alle Immobilien ansehen" },
      { to: "/immobilien/suchauftrag", label: "Suchauftrag anlegen" },
    ],
  },
  /** /blog/{id}: 'Blog post not found' when absent and when the read fails (spec section 8). */
  post: {
    texts: {
      404: { title: "Blog post not found", text: "Dieser Artikel existiert nicht oder wurde entfernt." },
      503: { title: "Blog post not found", text: POST_FAILED },
      default: { title: "Es ist ein Fehler aufgetreten", text: POST_FAILED },
    },
    links: [{ to: "/blog", label: "Zurück zum Blog" }],
  },
  /** /uber-uns/team/{slug}. */
  agent: {
    texts: {
      404: { title: "Makler nicht gefunden", text: "Diese Person gehört nicht (mehr) zu unserem Team oder der Link ist unvollständig." },
      // A removed broker's old address (team editor).
      410: { title: "Makler nicht gefunden", text: "Diese Person gehört nicht (mehr) zu unserem Team oder der Link ist unvollständig." },
      default: { title: "Beim Laden der Maklerdetails ist ein Fehler aufgetreten.", text: "Bitte versuchen Sie es später erneut." },
    },
    links: [{ to: "/uber-uns", label: "Zurück zum Team" }],
  },
  /** A shared Merkliste whose link was changed or cut short. */
  "watchlist-share": {
    texts: {
      404: {
        title: "Merkliste nicht gefunden",
        text: "Dieser Link zu einer Merkliste ist unvollständig oder wurde verändert. Bitten Sie um einen neuen Link.",
      },
      default: { title: "Die Merkliste konnte nicht geladen werden", text: "Bitte versuchen Sie es später erneut." },
    },
    links: [
      { to: "/immobilien", label: "Immobilien ansehen" },
      { to: "/merkliste", label: "Zur eigenen Merkliste" },
    ],
  },
  /** Login and the admin area. */
  staff: {
    className: "staff-page",
    texts: { 403: staffText("Kein Zugriff"), default: staffText("Der Verwaltungsbereich ist nicht verfügbar") },
    links: [{ to: "/", label: "Zur Startseite" }],
  },
} satisfies Record<string, ErrorPageKind>;

export type ErrorPageName = keyof typeof PAGES;

/** `children`: what a route adds below the page's own ways on (the not-found page's newest listings). */
export function ErrorPage({ page: name, children }: { page: ErrorPageName; children?: ReactNode }) {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  const page: ErrorPageKind = PAGES[name];
  const entry = (response && page.texts[response.status]) || page.texts.default;
  const text = typeof entry === "function" ? entry(response?.data) : entry;
  return (
    <section className={page.className ? `container error-page ${page.className}` : "container error-page"}>
      {text.code ? (
        <p className="error-page-code">
          {text.code}
          {/* The spec's English words stay above the German heading (ADR 0013). */}
          {text.kicker ? <span lang="en"> · {text.kicker}</span> : null}
        </p>
      ) : null}
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      {text.toast ? <ErrorToast description={text.toast} /> : null}
      <p className="error-page-actions">
        {(text.waysOn && page.notFoundLinks ? page.notFoundLinks : page.links).map((link, index) => (
          <Link key={link.to} className={index ? "button button-secondary" : "button"} to={link.to}>
            {link.label}
          </Link>
        ))}
      </p>
      {text.waysOn ? <NotFoundWaysOn /> : null}
      {children}
    </section>
  );
}

/** The pages visitors look for most, as on the brokerages' own not-found pages. */
const POPULAR = [
  { to: "/immobilien?status=SALE", label: "Immobilien kaufen", text: "Wohnungen und Häuser in Wien und Niederösterreich" },
  { to: "/immobilien?status=RENT", label: "Immobilien mieten", text: "Mietwohnungen mit allen Kosten" },
  { to: "/immobilien/bewertung", label: "Immobilie bewerten", text: "Kostenlos und unverbindlich" },
  { to: "/kontakt", label: "Kontakt", text: "Büro in der Wiener Innenstadt" },
];

/** A plain GET search (the results page's `keyword`, works without JavaScript) and popular pages. */
function NotFoundWaysOn() {
  return (
    <>
      <form method="get" action="/immobilien" className="error-page-search" aria-label="Immobilien durchsuchen">
        <label htmlFor="not-found-keyword">Suchen Sie eine Immobilie?</label>
        <input id="not-found-keyword" type="search" name="keyword" placeholder="z. B. Altbau, Döbling" maxLength={100} />
        <button type="submit" className="button">
          Suchen
        </button>
      </form>
      <nav className="error-page-popular" aria-labelledby="not-found-popular">
        <h2 id="not-found-popular">Häufig besucht</h2>
        <ul>
          {POPULAR.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label}
                <span>{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
