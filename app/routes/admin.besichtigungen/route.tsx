// /admin/besichtigungen: the viewing week — windows by day with their slots and every
// booking (name, phone, e-mail, status), the actions on them, and the form that opens a window.
// Only the page body: the admin layout (admin.tsx) supplies header, navigation and admin.css.
import { Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import adminViewingStyles from "~/styles/admin-viewings.css?url";
import { NewWindowForm } from "./new-window-form";
import type { loader } from "./route.server";
import { WindowCard } from "./window-card";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminViewingStyles }];

export const meta: MetaFunction = () => [{ title: "Besichtigungen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

type Reply = { status: "error"; error: string; fieldErrors?: Record<string, string[] | null> } | undefined;

export default function AdminViewings() {
  const { week, days } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const hasWindows = days.some((day) => day.windows.length > 0);
  return (
    <section className="viewings-admin">
      {/* The form is under the whole week (~1,700 px down): a jump to it beside the title. */}
      <div className="viewings-title-row">
        <h1>Besichtigungen</h1>
        <a className="button" href="#neues-fenster">
          Neues Fenster anlegen
        </a>
      </div>
      {reply?.error ? (
        <p role="alert" className="staff-alert staff-alert-error">
          {reply.error}
        </p>
      ) : null}
      {/* From 1100 px the week and the form stand side by side: the week is read top
          to bottom, the form is the other task; below that the form follows the week. */}
      <div className="viewings-layout">
        <div>
          <div className="viewings-week-head">
            <h2 id="viewings-week">Woche vom {week.label}</h2>
            <nav aria-label="Wochen" className="viewings-week-nav">
              <Link to={`?woche=${week.previous}`} className="button button-secondary">
                ‹ Vorige Woche
              </Link>
              {week.monday !== week.current ? (
                <Link to="?" className="button button-secondary">
                  Diese Woche
                </Link>
              ) : null}
              <Link to={`?woche=${week.next}`} className="button button-secondary">
                Nächste Woche ›
              </Link>
            </nav>
          </div>
          {hasWindows ? null : <p className="staff-hint">In dieser Woche gibt es keine Besichtigungsfenster.</p>}
          <ol className="viewings-week" aria-labelledby="viewings-week">
            {days.map((day) => (
              <li
                key={day.date}
                className={`viewings-day${day.windows.length === 0 ? " viewings-day-empty" : ""}${day.today ? " viewings-day-today" : ""}`}
                aria-current={day.today ? "date" : undefined}
              >
                <h3>
                  {day.today ? <span className="staff-new-mark viewings-today-mark">Heute</span> : null}
                  {day.label}
                </h3>
                {day.windows.length === 0 ? (
                  <p className="staff-hint">Keine Termine</p>
                ) : (
                  <div className="viewings-day-windows">
                    {day.windows.map((window) => (
                      <WindowCard key={window.id} window={window} />
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </div>
        <NewWindowForm />
      </div>
    </section>
  );
}
