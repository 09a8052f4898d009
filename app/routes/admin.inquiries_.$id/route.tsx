// /admin/inquiries/:id: one inquiry as a broker works on it: the next step first, the message with
// its facts and the "Verlauf"; beside it "Bearbeitung", the internal note and the property (on a
// phone after the message). Opening a new lead marks it read (route.server.ts).
import { Link, type MetaFunction, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CrmFailureWarning } from "./crm-warning";
import { FollowUpCard, FollowUpLine } from "./follow-up-card";
import { LeadRetention } from "./lead-tools";
import { NextActions } from "./next-actions";
import { NoteForm } from "./note-form";
import { PropertyReference } from "./property-reference";
import type { loader } from "./route.server";
import { StatusBadges } from "./status-badges";
import { TimelineCard } from "./timeline-card";
import { ViewingCard } from "./viewing-card";
import { WorkCard } from "./work-card";

export { action, loader } from "./route.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => [
  { title: `${data?.subject ?? "Anfrage"} | Admin | Donau Estate` },
  { name: "robots", content: "noindex" },
];

export default function AdminInquiryDetail() {
  const inquiry = useLoaderData<typeof loader>();
  const property = inquiry.property;
  return (
    <article className="staff-body staff-inquiry">
      <p className="staff-back">
        <Link to={inquiry.system ? "/admin/inquiries?bereich=system" : "/admin/inquiries"}>
          ← Alle {inquiry.system ? "Systemmails" : "Anfragen"}
        </Link>
      </p>
      <header className="staff-inquiry-head">
        <p className="staff-kind">
          {inquiry.kindLabel} · {inquiry.created}
          {inquiry.age ? ` · ${inquiry.age}` : null}
        </p>
        <h1>{inquiry.subject}</h1>
        {/* The person before the actions: "Anrufen" calls someone named right above it (review 57). */}
        {inquiry.senderName && !inquiry.system ? (
          <p className="staff-inquiry-person">
            von <strong>{inquiry.senderName}</strong>
          </p>
        ) : null}
        {inquiry.searchProfile ? (
          <p className="staff-inquiry-profile">
            <a href={inquiry.searchProfile.href}>{inquiry.searchProfile.label}</a>
          </p>
        ) : null}
        <FollowUpLine followUp={inquiry.followUp} />
        <StatusBadges inquiry={inquiry} />
        {/* A failed hand-over is the lead's state, read before acting: under the badges, above
            the actions. */}
        {inquiry.crmFailures.length > 0 ? <CrmFailureWarning inquiryId={inquiry.id} failures={inquiry.crmFailures} /> : null}
        {/* A call back asked for, but no number: said before "Antworten", which is then the way. */}
        {inquiry.callbackWithoutPhone ? (
          <p className="staff-callback-hint">
            <strong>Rückruf erbeten.</strong> Keine Telefonnummer – bitte per E-Mail nachfragen.
          </p>
        ) : null}
        <NextActions
          telHref={inquiry.telHref}
          replyHref={inquiry.replyHref}
          viewingHref={inquiry.viewingHref}
          viewingAsked={inquiry.viewingAsked}
        />
      </header>

      <div className="staff-inquiry-grid">
        <div className="staff-inquiry-main">
          <section aria-labelledby="inquiry-facts" className="staff-card staff-inquiry-facts">
            <h2 id="inquiry-facts">Anfrage</h2>
            {/* What the person wrote comes first: it decides the reply. */}
            <h3 className="staff-message-title">Nachricht</h3>
            {inquiry.message ? <p className="staff-message">{inquiry.message}</p> : <p>Diese Anfrage enthält keine eigene Nachricht.</p>}
            <dl className="staff-facts staff-facts-fixed">
              <dt>Name</dt>
              <dd>{inquiry.senderName ?? "–"}</dd>
              <dt>Telefon</dt>
              <dd>{inquiry.telHref ? <a href={inquiry.telHref}>{inquiry.senderPhone}</a> : "–"}</dd>
              <dt>E-Mail</dt>
              <dd>
                {inquiry.replyHref ? <a href={inquiry.replyHref}>{inquiry.senderEmail}</a> : "–"}
                {inquiry.repeat ? (
                  <Link className="staff-repeat" to={inquiry.repeat.to}>
                    {inquiry.repeat.ordinal}. von {inquiry.repeat.total} Anfragen dieser Adresse
                  </Link>
                ) : null}
              </dd>
              {property ? (
                <>
                  <dt>Objektnr.</dt>
                  <dd>{property.href ? <a href={property.href}>{property.reference}</a> : property.reference}</dd>
                </>
              ) : null}
              {inquiry.fields.map((field) => (
                <div key={field.key} className="staff-fact">
                  <dt>{field.label}</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {inquiry.viewing ? <ViewingCard viewing={inquiry.viewing} /> : null}
          {/* The history under the message: the wide screen's two columns end near each other. */}
          <TimelineCard inquiryId={inquiry.id} entries={inquiry.timeline} failed={inquiry.failed} />

          {inquiry.legal.length > 0 ? (
            <details className="staff-card staff-legal">
              <summary>Angezeigte Rechtstexte</summary>
              <p className="staff-hint">So hat die Person die Texte vor dem Absenden gesehen (Nachweis, unverändert gespeichert).</p>
              <dl className="staff-facts staff-facts-fixed">
                {inquiry.legal.map((field) => (
                  <div key={field.key} className="staff-fact">
                    <dt>{field.label}</dt>
                    <dd>{field.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
          <LeadRetention inquiryId={inquiry.id} keep={inquiry.keep} />
        </div>

        <div className="staff-inquiry-side">
          <WorkCard
            inquiryId={inquiry.id}
            status={inquiry.status}
            subject={inquiry.subject}
            system={inquiry.system}
            assignment={inquiry.assignment}
          />
          {inquiry.followUp ? <FollowUpCard followUp={inquiry.followUp} /> : null}
          {/* Beside the message on a wide screen; on a phone after it, so a lead opens on what the
              person wrote, not on an empty field (note-form.tsx). */}
          <NoteForm inquiryId={inquiry.id} version={inquiry.timeline.length} />
          {property ? (
            <section aria-labelledby="inquiry-property" className="staff-card">
              <h2 id="inquiry-property">Immobilie</h2>
              <PropertyReference property={property} />
              {property.leadsHref ? (
                <p className="staff-property-leads">
                  <Link to={property.leadsHref}>Alle Anfragen zu diesem Objekt</Link>
                </p>
              ) : null}
            </section>
          ) : null}

          {inquiry.otherLeads.length > 0 ? (
            <section aria-labelledby="inquiry-others" className="staff-card">
              <h2 id="inquiry-others">Weitere Anfragen dieser Person</h2>
              <ul className="staff-other-leads">
                {inquiry.otherLeads.map((other) => (
                  <li key={other.id}>
                    <Link to={other.href}>{other.subject}</Link>
                    <span className="staff-other-lead-meta">
                      {other.kindLabel} · {other.created} ·{" "}
                      <span className={`staff-badge staff-status-${other.status}`}>{other.statusLabel}</span>
                    </span>
                  </li>
                ))}
              </ul>
              {inquiry.repeat && inquiry.repeat.total - 1 > inquiry.otherLeads.length ? (
                <p className="staff-property-leads">
                  <Link to={inquiry.repeat.to}>Alle {inquiry.repeat.total} Anfragen dieser Adresse</Link>
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
