// /admin/besichtigungen, one viewing window: its slots, every booking with name (a link to its
// lead) and phone, and the actions on them (cancel one booking or the whole window,
// mark a no-show).
import { Form, Link, type useLoaderData } from "react-router";
import type { loader } from "./route.server";

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

type WindowView = Data["days"][number]["windows"][number];

export function WindowCard({ window }: { window: WindowView }) {
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
          <a href={window.listingHref}>{window.listing}</a> <span className="staff-hint">Objektnr. {window.objektnr}</span>
        </p>
        <p className="staff-hint">
          {window.kind} · {window.slotText} ·{" "}
          <span className="viewings-nowrap">
            {window.booked} von {window.capacity} Plätzen gebucht
          </span>
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
                      <strong className="viewings-booking-name">
                        {booking.leadHref ? <Link to={booking.leadHref}>{booking.name}</Link> : booking.name}
                      </strong>{" "}
                      <span
                        className={`staff-badge${booking.status === "booked" ? " staff-badge-success" : booking.status === "no_show" ? " staff-badge-error" : ""}`}
                      >
                        {booking.statusLabel}
                      </span>
                      <br />
                      {booking.phone ? (
                        <>
                          <a href={booking.phoneHref}>{booking.phone}</a> ·{" "}
                        </>
                      ) : null}
                      <a href={`mailto:${booking.email}`}>{booking.email}</a>
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
        // Two steps: a bordered "Zeitfenster absagen …" (a button-sized target) opens the fold that
        // says what happens, and only its red button cancels; without JavaScript too (a <details>).
        <details className="viewings-window-cancel">
          <summary>
            Zeitfenster absagen …
            <span className="staff-sr-only">
              {" "}
              ({window.time} Uhr, {window.listing})
            </span>
          </summary>
          <Form method="post">
            <p className="staff-hint">
              {window.booked === 0
                ? "Noch niemand ist gebucht."
                : window.booked === 1
                  ? "1 gebuchte Person erhält die Absage per E-Mail."
                  : `${window.booked} gebuchte Personen erhalten die Absage per E-Mail.`}
            </p>
            <input type="hidden" name="id" value={window.id} />
            <button type="submit" name="intent" value="cancel-window" className="button button-destructive button-small">
              Ganzes Zeitfenster absagen
              <span className="staff-sr-only">
                {" "}
                ({window.time} Uhr, {window.listing})
              </span>
            </button>
          </Form>
        </details>
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
