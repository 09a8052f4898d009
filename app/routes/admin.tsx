// The staff area's layout: the staff header and navigation once for
// every page under /admin, and admin.css linked once. requireAdmin guards this loader, and every
// child route keeps its own requireAdmin/requireAdminAction: a layout loader does not run for a
// child's action or a resource route. /admin/setup sits outside (admin_.setup.tsx).
import { useEffect, useRef } from "react";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Toaster } from "~/components/toaster";
import type { RouteHandle } from "~/lib/route-handle";
import type { loader as rootLoader } from "~/root.server";
import { requireAdmin } from "~/server/accounts/auth.server";
import { countInquiries } from "~/server/leads/inbox.queries.server";
import adminStyles from "~/styles/admin.css?url";

// The staff area has a frame of its own: root.tsx leaves out the
// public header and footer for every route below this one.
export const handle: RouteHandle = { staffArea: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

// No action: the Übersicht only reads; its forms moved to Technik and Team.

// Loader data, not browser code: the labels stay out of every admin page's JavaScript. Two groups:
// the daily work first, then what is set up now and then; every section keeps its link.
const NAV: { group: string; items: { to: string; label: string; end?: boolean }[] }[] = [
  {
    group: "Arbeit",
    items: [
      { to: "/admin", label: "Übersicht", end: true },
      { to: "/admin/inquiries", label: "Anfragen" },
      { to: "/admin/immobilien", label: "Immobilien" },
      { to: "/admin/besichtigungen", label: "Besichtigungen" },
      { to: "/admin/suchauftraege", label: "Suchaufträge" },
      { to: "/admin/blog", label: "Blog" },
      { to: "/admin/team", label: "Team" },
    ],
  },
  {
    group: "Einstellungen",
    items: [
      { to: "/admin/protokoll", label: "Protokoll" },
      { to: "/admin/darstellung", label: "Darstellung" },
      { to: "/admin/rechtliches", label: "Rechtliches" },
      { to: "/admin/technik", label: "Technik" },
      { to: "/admin/konto", label: "Konto" },
    ],
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  // The "Neu" leads beside "Anfragen": one COUNT on the (status, created_at) index, the inbox's
  // own "Neu" view count (system mails have no status and are left out).
  const newLeads = await countInquiries(context.db, { status: "new" });
  return { email: user.email, nav: NAV, newLeads };
}

export default function AdminLayout() {
  const { email, nav, newLeads } = useLoaderData<typeof loader>();
  const toast = useRouteLoaderData<typeof rootLoader>("root")?.toast ?? null;
  const menuRef = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const here = currentSection(nav, pathname);
  // On a phone the sections sit behind "Menü" (a <details>, so it works without JavaScript); after a
  // client-side navigation the menu closes again, as a full page load would leave it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the path changes
  useEffect(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, [pathname]);
  return (
    <div className="staff-page">
      <header className="staff-bar">
        <div className="staff-bar-inner">
          <Link to="/admin" className="staff-brand">
            Donau Estate <span>Verwaltung</span>
          </Link>
          <div className="staff-account">
            {/* On a phone the bar is one row: brand, website, Abmelden; the address is in Konto. */}
            <span className="staff-user" title={email}>
              {email}
            </span>
            {/* A document link: the public pages bring their own header and footer. */}
            <Link to="/" reloadDocument className="staff-site-link">
              Zur Website
            </Link>
            {/* A plain document POST: a client-side submit would first revalidate this guarded page. */}
            <form method="post" action="/logout">
              <button className="button button-small staff-logout" type="submit">
                Abmelden
              </button>
            </form>
          </div>
        </div>
        {/* NavLink marks the current section with aria-current="page", also without JavaScript. */}
        {/* Two labelled lists, the work and the settings, with a rule between them. Wide screens show
            them as one row (the summary hidden, the content always shown); on a phone the summary
            names the current section and opens the lists as a panel under the bar (admin.css). */}
        <nav aria-label="Verwaltung" className="staff-nav">
          <details className="staff-nav-menu" ref={menuRef}>
            <summary className="staff-nav-summary">
              <span className="staff-nav-here">
                <span className="staff-sr-only">Bereich: </span>
                {here?.label ?? "Verwaltung"}
              </span>
              <span className="staff-nav-toggle">Menü</span>
            </summary>
            <div className="staff-nav-row">
              {nav.map((group) => (
                <ul key={group.group} aria-label={group.group} className="staff-nav-group">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      {/* The name comes from the content, "Anfragen 3 neu", so it holds the visible
                          "Anfragen 3" (an aria-label that differs from the visible text fails WCAG 2.5.3). */}
                      <NavLink to={item.to} end={item.end}>
                        {item.label}
                        {item.to === "/admin/inquiries" && newLeads > 0 ? (
                          <>
                            {" "}
                            <span className="staff-nav-count">
                              {newLeads}
                              <span className="staff-sr-only"> neu</span>
                            </span>
                          </>
                        ) : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </details>
        </nav>
      </header>
      <div className="staff-content">
        {/* Above the content, in the flow: a toast never covers a row's buttons. */}
        <Toaster toast={toast} />
        <Outlet />
      </div>
    </div>
  );
}

/** The section a path belongs to: the longest link that is the path or a folder above it. */
function currentSection(nav: typeof NAV, pathname: string) {
  const items = nav.flatMap((group) => group.items);
  return items
    .filter((item) => pathname === item.to || (!item.end && pathname.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
