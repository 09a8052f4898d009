// The Übersicht's first card, "Heute" (ADR 0359): what a broker does now, before any figure. The
// leads due for their Wiedervorlage, overdue first, each a link to the lead with its next step;
// then today's viewings. Empty, one line that says how a lead gets onto it.
import type { loadToday } from "./today.server";

type Today = Awaited<ReturnType<typeof loadToday>>;

export function TodayCard({ today }: { today: Today }) {
  // Nothing due and no viewing: one line, so the new leads below stay on a phone's first screen
  // (review 58 saw the empty card push them from y≈585 to y≈940).
  if (today.followUps.length === 0 && today.viewings.length === 0) {
    return (
      <section className="staff-card staff-today staff-today-empty" aria-labelledby="today-title">
        <h2 id="today-title">Heute</h2>
        <p>
          Nichts fällig: keine Wiedervorlage, keine <a href="/admin/besichtigungen">Besichtigung</a>. Wiedervorlagen legen Sie auf der Seite
          einer Anfrage fest.
        </p>
      </section>
    );
  }
  return (
    <section className="staff-card staff-today" aria-labelledby="today-title">
      <h2 id="today-title">Heute</h2>
      {today.followUps.length === 0 ? (
        <p>
          Heute ist keine Wiedervorlage fällig. Auf der Seite einer Anfrage legen Sie unter „Wiedervorlage“ fest, wann Sie sich wieder
          melden; am fälligen Tag steht sie hier.
        </p>
      ) : (
        <ul className="staff-today-list">
          {today.followUps.map((lead) => (
            <li key={lead.id}>
              <a href={lead.href}>{lead.name}</a>
              <span className={`staff-follow-up staff-follow-up-${lead.due.tone}`}>{lead.due.label}</span>
              {lead.step ? <span className="staff-today-step">{lead.step}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {today.followUps.length > 0 ? (
        <p className="staff-hint">
          <a href="/admin/inquiries?wiedervorlage=faellig">{today.more ? "Alle fälligen Wiedervorlagen" : "Im Eingang ansehen"}</a>
        </p>
      ) : null}
      <h3>Besichtigungen heute</h3>
      {today.viewings.length === 0 ? (
        <p>
          Heute keine Besichtigungen. <a href="/admin/besichtigungen">Zu den Besichtigungen</a>
        </p>
      ) : (
        <ul className="staff-today-list">
          {today.viewings.map((viewing) => (
            <li key={viewing.id}>
              <a href="/admin/besichtigungen">{viewing.times}</a>
              <span>{viewing.title}</span>
              <span>{viewing.booked}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
