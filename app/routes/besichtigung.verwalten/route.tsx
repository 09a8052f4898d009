// /besichtigung/verwalten?id=…&token=…: the booking's own page, reached by the signed
// link in every viewing mail and right after booking: the confirmation with the exact address,
// and the two things a visitor may do without an account: cancel, or move to another slot in
// one step. A wrong or altered link answers 404 with a short explanation.
import { Form, Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "~/components/form/fields";
import { SlotPicker, useSlotRefresh } from "~/components/viewing-slots";
import { site } from "~/lib/site";
import leadsStyles from "~/styles/leads.css?url";
import viewingStyles from "~/styles/viewings.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leadsStyles },
  { rel: "stylesheet", href: viewingStyles },
];

export const meta: MetaFunction = () => [{ title: `Ihr Besichtigungstermin | ${site.brand}` }, { name: "robots", content: "noindex" }];

const STATUS_TEXT = {
  booked: "Gebucht",
  cancelled: "Abgesagt",
  no_show: "Nicht wahrgenommen",
} as const;

export default function ManageViewingPage() {
  const { booking, days, id, token, booked } = useLoaderData<typeof loader>();
  const result = useActionData<{ error?: string }>();
  const live = useSlotRefresh();
  if (!booking) {
    return (
      <div className="container section viewing-page">
        <h1>Ihr Besichtigungstermin</h1>
        <p className="card viewing-notice">
          {result?.error ?? "Dieser Link ist ungültig. Bitte verwenden Sie den Link aus Ihrer Bestätigungs-E-Mail."}
        </p>
        <p>
          <Link to="/immobilien">Zu den Immobilien</Link>
        </p>
      </div>
    );
  }
  const active = booking.status === "booked" && !booking.past;
  return (
    <div className="container section viewing-page">
      <h1>{booked && booking.status === "booked" ? "Ihre Besichtigung ist gebucht" : "Ihr Besichtigungstermin"}</h1>
      {booked && booking.status === "booked" ? (
        <p className="lead">Vielen Dank! Die Bestätigung mit der Einladung für Ihren Kalender ist per E-Mail unterwegs.</p>
      ) : null}
      {result?.error ? (
        <p className="form-errors" role="alert">
          {result.error}
        </p>
      ) : null}
      <section className={`card viewing-ticket viewing-ticket-${booking.status}`} aria-labelledby="viewing-ticket-title">
        <div className="viewing-ticket-head">
          <h2 id="viewing-ticket-title">{booking.when}</h2>
          <span className={`viewing-status viewing-status-${booking.status}`}>{STATUS_TEXT[booking.status]}</span>
        </div>
        <dl className="viewing-facts">
          <div>
            <dt>Immobilie</dt>
            <dd>
              <Link to={booking.href}>{booking.title}</Link> <span className="nowrap">(Obj.-Nr.: {booking.objektnr})</span>
            </dd>
          </div>
          <div>
            <dt>Adresse</dt>
            <dd>{booking.address}</dd>
          </div>
          {booking.meetingPoint ? (
            <div>
              <dt>Treffpunkt</dt>
              <dd>{booking.meetingPoint}</dd>
            </div>
          ) : null}
          {booking.agent ? (
            <div>
              <dt>{booking.agentLabel}</dt>
              <dd>
                {booking.agent}
                {booking.agentPhone ? (
                  <>
                    {", "}
                    <a href={`tel:${booking.agentPhone.replace(/[^+\d]/g, "")}`}>{booking.agentPhone}</a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Art</dt>
            <dd>{booking.group ? "Gruppenbesichtigung" : "Einzelbesichtigung"}</dd>
          </div>
          <div>
            <dt>Buchungsnummer</dt>
            <dd>{booking.number}</dd>
          </div>
        </dl>
      </section>
      {active ? (
        <div className="viewing-actions">
          <section className="card viewing-step" aria-labelledby="viewing-move">
            <h2 id="viewing-move">Termin verschieben</h2>
            {days.length === 0 ? (
              <p>Derzeit gibt es keinen anderen freien Termin für diese Immobilie.</p>
            ) : (
              <Form method="post" id="viewing-rebook" className="viewing-form">
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="token" value={token} />
                <p className="form-note">Wählen Sie einen neuen Termin. Ihr bisheriger Termin wird dabei freigegeben.</p>
                <SlotPicker days={days} live={live} />
                <SubmitButton intent="rebook" pendingLabel="Wird verschoben...">
                  Auf diesen Termin verschieben
                </SubmitButton>
              </Form>
            )}
          </section>
          <section className="card viewing-step" aria-labelledby="viewing-cancel">
            <h2 id="viewing-cancel">Termin absagen</h2>
            <p>Sie können nicht kommen? Sagen Sie bitte ab, damit wir den Platz weitergeben können.</p>
            <Form method="post">
              <input type="hidden" name="id" value={id} />
              <input type="hidden" name="token" value={token} />
              <SubmitButton intent="cancel" className="button button-secondary" pendingLabel="Wird abgesagt...">
                Termin absagen
              </SubmitButton>
            </Form>
          </section>
        </div>
      ) : booking.status === "cancelled" ? (
        <section className="card viewing-step" aria-labelledby="viewing-again">
          <h2 id="viewing-again">Neuen Termin buchen</h2>
          <p>Dieser Termin ist abgesagt. Gerne können Sie einen neuen Termin für die Immobilie buchen.</p>
          <p>
            <Link to={`${booking.href}/besichtigung`} className="button">
              Besichtigung buchen
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
