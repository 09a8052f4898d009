// /admin/besichtigungen (ADR 0240): the viewing week — windows by day with their slots and every
// booking (name, phone, e-mail, status), the actions on them, and the form that opens a window.
// Only the page body: the admin layout (admin.tsx) supplies header, navigation and admin.css.
import { Form, Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData, useNavigation } from "react-router";
import adminViewingStyles from "~/styles/admin-viewings.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminViewingStyles }];

export const meta: MetaFunction = () => [{ title: "Besichtigungen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

type Reply = { status: "error"; error: string; fieldErrors?: Record<string, string[] | null> } | undefined;
type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AdminViewings() {
  const { week, days } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const hasWindows = days.some((day) => day.windows.length > 0);
  return (
    <section className="viewings-admin">
      <h1>Besichtigungen</h1>
      {reply?.error ? (
        <p role="alert" className="staff-alert staff-alert-error">
          {reply.error}
        </p>
      ) : null}
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
          <li key={day.date} className={`viewings-day${day.windows.length === 0 ? " viewings-day-empty" : ""}`}>
            <h3>{day.label}</h3>
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
      <NewWindowForm />
    </section>
  );
}

type WindowView = Data["days"][number]["windows"][number];

function WindowCard({ window }: { window: WindowView }) {
  return (
    <article
      className={`staff-card viewings-window${window.open ? "" : " viewings-window-cancelled"}`}
      aria-label={`${window.time} ${window.listing}`}
    >
      <header className="viewings-window-head">
        <p className="viewings-window-time">
          {window.time} Uhr {window.open ? null : <span className="staff-badge staff-badge-error">Abgesagt</span>}
        </p>
        <p className="viewings-window-listing">
          <a href={window.listingHref}>{window.listing}</a> <span className="staff-hint">Obj.-Nr. {window.objektnr}</span>
        </p>
        <p className="staff-hint">
          {window.kind} · {window.slotText} · {window.booked} von {window.capacity} Plätzen gebucht
        </p>
        <p className="staff-hint">
          {window.agent ? `Mit ${window.agent} · ` : ""}
          {window.address}
          {window.meetingPoint ? ` · Treffpunkt: ${window.meetingPoint}` : ""}
        </p>
      </header>
      <ul className="viewings-slots">
        {window.slots.map((slot) => (
          <li key={slot.id}>
            <p className="viewings-slot-time">
              {slot.time}{" "}
              <span className="staff-hint">{slot.free > 0 && window.open ? `${slot.free} frei` : slot.free === 0 ? "voll" : ""}</span>
            </p>
            {slot.bookings.length > 0 ? (
              <ul className="viewings-bookings">
                {slot.bookings.map((booking) => (
                  <li key={booking.id} className={`viewings-booking viewings-booking-${booking.status}`}>
                    <div>
                      <strong>{booking.name}</strong>{" "}
                      <span
                        className={`staff-badge${booking.status === "booked" ? " staff-badge-success" : booking.status === "no_show" ? " staff-badge-error" : ""}`}
                      >
                        {booking.statusLabel}
                      </span>
                      <br />
                      <a href={booking.phoneHref}>{booking.phone}</a> · <a href={`mailto:${booking.email}`}>{booking.email}</a>
                    </div>
                    <BookingActions booking={booking} started={slot.started} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {window.open ? (
        <Form method="post" className="viewings-window-cancel">
          <input type="hidden" name="id" value={window.id} />
          <button type="submit" name="intent" value="cancel-window" className="button button-secondary">
            Ganzes Fenster absagen
            <span className="staff-sr-only">
              {" "}
              ({window.time} Uhr, {window.listing})
            </span>
          </button>
        </Form>
      ) : null}
    </article>
  );
}

function BookingActions({ booking, started }: { booking: WindowView["slots"][number]["bookings"][number]; started: boolean }) {
  const label = <span className="staff-sr-only"> ({booking.name})</span>;
  if (booking.status === "booked" && !started) {
    return (
      <Form method="post">
        <input type="hidden" name="id" value={booking.id} />
        <button type="submit" name="intent" value="cancel-booking" className="button button-secondary button-small">
          Absagen{label}
        </button>
      </Form>
    );
  }
  if (booking.status === "booked" || booking.status === "no_show") {
    return (
      <Form method="post">
        <input type="hidden" name="id" value={booking.id} />
        <button
          type="submit"
          name="intent"
          value={booking.status === "booked" ? "no-show" : "undo-no-show"}
          className="button button-secondary button-small"
        >
          {booking.status === "booked" ? "Nicht erschienen" : "Doch erschienen"}
          {label}
        </button>
      </Form>
    );
  }
  return null;
}

function NewWindowForm() {
  const { listings, agents, options, defaultDate } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-window";
  const errorOf = (name: string) => reply?.fieldErrors?.[name]?.[0];
  const field = (name: string, label: string, control: React.ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`window-${name}`}>{label}</label>
      {hint ? (
        <small id={`window-${name}-hint`} className="staff-hint">
          {hint}
        </small>
      ) : null}
      {control}
      {errorOf(name) ? (
        <p id={`window-${name}-error`} className="field-error">
          {errorOf(name)}
        </p>
      ) : null}
    </div>
  );
  const aria = (name: string, hint = false) => ({
    id: `window-${name}`,
    name,
    "aria-invalid": errorOf(name) ? true : undefined,
    "aria-describedby":
      [errorOf(name) ? `window-${name}-error` : null, hint ? `window-${name}-hint` : null].filter(Boolean).join(" ") || undefined,
  });
  return (
    <section className="staff-card viewings-new" aria-labelledby="viewings-new-title">
      <h2 id="viewings-new-title">Neues Besichtigungsfenster</h2>
      <p className="staff-hint">
        Das Fenster wird in Termine der gewählten Dauer geteilt. 1 Platz je Termin = Einzelbesichtigung, mehr Plätze = Gruppenbesichtigung
        (Open House). Zeiten in Wiener Zeit.
      </p>
      <Form method="post" className="staff-form viewings-new-form">
        <input type="hidden" name="intent" value="create-window" />
        {field(
          "immobilieId",
          "Immobilie",
          <select {...aria("immobilieId")} required defaultValue="">
            <option value="">Bitte wählen</option>
            {listings.map((listing) => (
              <option key={listing.value} value={listing.value}>
                {listing.label}
              </option>
            ))}
          </select>,
        )}
        <div className="viewings-new-row">
          {field("datum", "Datum", <input {...aria("datum")} type="date" required defaultValue={defaultDate} />)}
          {field("von", "Von", <input {...aria("von")} type="time" required defaultValue="10:00" step={300} />)}
          {field("bis", "Bis", <input {...aria("bis")} type="time" required defaultValue="12:00" step={300} />)}
        </div>
        <div className="viewings-new-row">
          {field(
            "slotMinuten",
            "Dauer je Termin",
            <select {...aria("slotMinuten")} defaultValue="30">
              {options.slotLengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} Minuten
                </option>
              ))}
            </select>,
          )}
          {field(
            "pufferMinuten",
            "Puffer zwischen Terminen",
            <select {...aria("pufferMinuten")} defaultValue="0">
              {options.bufferLengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? "kein Puffer" : `${minutes} Minuten`}
                </option>
              ))}
            </select>,
          )}
          {field(
            "plaetze",
            "Plätze je Termin",
            <input {...aria("plaetze")} type="number" min={1} max={options.maxSeats} required defaultValue={1} inputMode="numeric" />,
          )}
        </div>
        {field(
          "agentId",
          "Leitung",
          <select {...aria("agentId")} defaultValue="">
            <option value="">Büro (ohne Person)</option>
            {agents.map((agent) => (
              <option key={agent.value} value={agent.value}>
                {agent.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          "adresse",
          "Adresse",
          <input {...aria("adresse", true)} type="text" maxLength={200} />,
          "Leer lassen, um die Adresse der Immobilie zu nehmen. Sie steht nur in der Bestätigung, nicht auf der Website.",
        )}
        {field(
          "treffpunkt",
          "Treffpunkt (optional)",
          <input {...aria("treffpunkt", true)} type="text" maxLength={200} />,
          "Zum Beispiel: vor dem Haustor, Stiege 2.",
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? "Wird angelegt..." : "Fenster anlegen"}
        </button>
      </Form>
    </section>
  );
}
