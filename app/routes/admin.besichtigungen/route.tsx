// /admin/besichtigungen: the viewing week — Zeitfenster by day with their slots and every
// booking (name, phone, e-mail, status), the actions on them, and the form that opens one. Days
// without a viewing fold into one line per run ("Mo., 30.11. – Do., 03.12.: keine Termine").
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
      {/* Below 1100 px the form is under the whole week: a jump to it beside the title. Wider, the
          form stands beside the week and the jump is hidden (admin-viewings.css). */}
      <div className="viewings-title-row">
        <h1>Besichtigungen</h1>
        <a className="button viewings-jump" href="#neues-fenster">
          Neues Zeitfenster anlegen
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
          {hasWindows ? (
            <ol className="viewings-week" aria-labelledby="viewings-week">
              {weekRows(days).map((row) =>
                "run" in row ? (
                  <li key={row.run.map((day) => day.date).join()} className="viewings-day viewings-day-empty">
                    <h3>{runLabel(row.run)}</h3>
                    <p className="staff-hint">keine Termine</p>
                  </li>
                ) : (
                  <li
                    key={row.day.date}
                    className={`viewings-day${row.day.windows.length === 0 ? " viewings-day-empty" : ""}${row.day.today ? " viewings-day-today" : ""}`}
                    aria-current={row.day.today ? "date" : undefined}
                  >
                    <h3>
                      {row.day.today ? <span className="staff-new-mark viewings-today-mark">Heute</span> : null}
                      {row.day.label}
                    </h3>
                    {row.day.windows.length === 0 ? (
                      <p className="staff-hint">keine Termine</p>
                    ) : (
                      <div className="viewings-day-windows">
                        {row.day.windows.map((window) => (
                          <WindowCard key={window.id} window={window} />
                        ))}
                      </div>
                    )}
                  </li>
                ),
              )}
            </ol>
          ) : (
            // A week without any: one line, not seven rows of "keine Termine".
            <p className="staff-hint viewings-week-empty">In dieser Woche gibt es keine Zeitfenster für Besichtigungen.</p>
          )}
        </div>
        <NewWindowForm />
      </div>
    </section>
  );
}

type Day = ReturnType<typeof useLoaderData<typeof loader>>["days"][number];

/** The week's rows: a day with windows, or today, on its own; other empty days in runs. */
function weekRows(days: Day[]): ({ day: Day } | { run: Day[] })[] {
  const rows: ({ day: Day } | { run: Day[] })[] = [];
  for (const day of days) {
    const last = rows.at(-1);
    if (day.windows.length > 0 || day.today) rows.push({ day });
    else if (last && "run" in last) last.run.push(day);
    else rows.push({ run: [day] });
  }
  return rows;
}

/** "Mo., 30.11." for one day, "Mo., 30.11. – Do., 03.12." for a run. */
function runLabel(run: Day[]): string {
  const first = run[0]?.shortLabel ?? "";
  const last = run.at(-1)?.shortLabel ?? first;
  return run.length > 1 ? `${first} – ${last}` : first;
}
