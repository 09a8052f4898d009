// "Besichtigung eintragen": from "Eva wants a viewing" to a booked seat on the lead's
// page. The lead's booking when it has one (day, time, address, "abgesagt"); else the free slots of
// its listing, each a submit button that books the person at once (viewing.server.ts); a lead
// without a listing first picks one of those with open windows by a plain GET form
// (?besichtigung=<id>), so it all works without JavaScript.
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { LeadViewingView } from "~/server/viewings/lead-booking.server";
import type { ViewingReply } from "./viewing.server";

export function ViewingCard({ viewing }: { viewing: LeadViewingView }) {
  const actionData = useActionData<ViewingReply | { fieldErrors: unknown }>();
  const error = actionData && "viewingError" in actionData ? actionData.viewingError : null;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "viewing-book";
  return (
    <section aria-labelledby="inquiry-viewing" className="staff-card staff-viewing-card" id="besichtigung">
      <h2 id="inquiry-viewing">Besichtigung eintragen</h2>
      {viewing.bookings.length > 0 ? (
        <ul className="staff-viewing-bookings">
          {viewing.bookings.map((booking) => (
            <li key={booking.id} className={booking.cancelled ? "staff-viewing-booking-cancelled" : undefined}>
              <strong>
                {booking.day}, {booking.time} Uhr
              </strong>{" "}
              {booking.cancelled ? <span className="staff-badge staff-badge-error">abgesagt</span> : null}
              {booking.noShow ? <span className="staff-badge staff-badge-error">nicht erschienen</span> : null}
              {!booking.cancelled && !booking.noShow ? (
                <span className="staff-badge staff-badge-success">{booking.past ? "war gebucht" : "gebucht"}</span>
              ) : null}
              <br />
              {booking.address} · <Link to={booking.weekHref}>In „Besichtigungen“ ansehen</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="staff-alert staff-alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {viewing.active ? (
        <p className="staff-hint">Die Person hat einen Termin. Verschieben oder absagen kann sie ihn über den Link in ihrer Bestätigung.</p>
      ) : viewing.problem ? (
        <p className="staff-alert staff-alert-warning">{viewing.problem}</p>
      ) : (
        <>
          {viewing.own ? null : <ListingChoice viewing={viewing} />}
          {viewing.picked && viewing.days.length === 0 ? (
            <p className="staff-hint">
              Für diese Immobilie ist kein Termin mehr frei. <Link to={viewing.newWindowHref}>Zeitfenster für Besichtigungen anlegen</Link>
            </p>
          ) : null}
          {viewing.days.length > 0 ? (
            <Form method="post" className="staff-viewing-slots">
              <input type="hidden" name="intent" value="viewing-book" />
              <p className="staff-hint">Ein Klick bucht die Person; sie erhält die Bestätigung mit dem Link zum Absagen per E-Mail.</p>
              {viewing.days.map((day) => (
                <fieldset key={day.date}>
                  <legend>{day.label}</legend>
                  <ul>
                    {day.slots.map((slot) => (
                      <li key={slot.id}>
                        <button type="submit" name="slotId" value={slot.id} className="button button-secondary" disabled={busy}>
                          {slot.label} Uhr buchen<span className="staff-sr-only">, {day.label}</span>
                        </button>{" "}
                        <span className="staff-hint">
                          {slot.free} {slot.free === 1 ? "Platz" : "Plätze"} frei · {slot.address}
                        </span>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A lead without a listing on offer: the listings with open windows, chosen by GET. */
function ListingChoice({ viewing }: { viewing: LeadViewingView }) {
  if (viewing.listings.length === 0) {
    return (
      <p className="staff-hint">
        Zurzeit hat keine Immobilie freie Besichtigungstermine.{" "}
        <Link to={viewing.newWindowHref}>Zeitfenster für Besichtigungen anlegen</Link>
      </p>
    );
  }
  return (
    <Form method="get" className="staff-viewing-pick" preventScrollReset>
      <div className="field">
        <label htmlFor="viewing-listing">Immobilie mit freien Terminen</label>
        <select id="viewing-listing" name="besichtigung" defaultValue={viewing.picked ?? ""} required>
          <option value="" disabled>
            Bitte wählen
          </option>
          {viewing.listings.map((listing) => (
            <option key={listing.value} value={listing.value}>
              {listing.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-secondary">
        Termine zeigen
      </button>
    </Form>
  );
}
