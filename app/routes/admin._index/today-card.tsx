// The Übersicht's first card, "Heute": one list of what a broker does now, before
// any figure: due and overdue Wiedervorlagen, new and overdue leads, each a link to the lead with
// its mark in words and colour and its own actions (Anrufen, Antworten, Mir zuweisen);
// then today's viewings, or the next one with its free seats. Above them "Zu erledigen": the feed
// or the adverts' legal gaps, while there are any. Empty, one line.
import { Form } from "react-router";
import type { OverviewTask } from "./tasks";
import type { TodayLead, TodaySummary } from "./today.server";

export function TodayCard({ today, leads, tasks }: { today: TodaySummary; leads: TodayLead[]; tasks: OverviewTask[] }) {
  // Nothing due, nothing waiting, nothing broken and no viewing: one line, so the page stays short on a phone.
  if (leads.length === 0 && today.viewings.length === 0 && tasks.length === 0) {
    return (
      <section className="staff-card staff-today staff-today-empty" aria-labelledby="today-title">
        <h2 id="today-title">Heute</h2>
        <p>
          <strong>Nichts fällig.</strong> Keine neue Anfrage, keine Wiedervorlage, heute keine Besichtigung.{" "}
          <NextViewing next={today.next} />
        </p>
      </section>
    );
  }
  return (
    <section className="staff-card staff-today" aria-labelledby="today-title">
      <h2 id="today-title">Heute</h2>
      {tasks.length > 0 ? (
        <ul className="staff-today-list staff-today-tasks" aria-label="Zu erledigen">
          {tasks.map((task) => (
            <li key={task.key}>
              <span className="staff-task-mark">Zu erledigen</span>
              <a href={task.href}>{task.title}</a>
              {task.detail ? <span className="staff-today-step">{task.detail}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {leads.length === 0 && today.viewings.length === 0 ? (
        <p className="staff-today-next">
          Keine neue Anfrage, keine Wiedervorlage, heute keine Besichtigung. <NextViewing next={today.next} />
        </p>
      ) : (
        <TodayList today={today} leads={leads} />
      )}
    </section>
  );
}

/** "Nächste Besichtigung: Fr., 4.12., 10:00 Uhr, Schottengasse 4 (2 frei)", or the link to the page. */
function NextViewing({ next }: { next: TodaySummary["next"] }) {
  if (!next) return <a href="/admin/besichtigungen">Zu den Besichtigungen</a>;
  return (
    <>
      Nächste Besichtigung:{" "}
      <a href="/admin/besichtigungen">
        {next.when} Uhr{next.where ? `, ${next.where}` : ""}
      </a>{" "}
      ({next.free} frei)
    </>
  );
}

/** The leads and today's viewings, with the way to the inbox under them. */
function TodayList({ today, leads }: { today: TodaySummary; leads: TodayLead[] }) {
  return (
    <>
      <ul className="staff-today-list">
        {leads.map((lead) => (
          <li key={lead.id}>
            <Mark mark={lead.mark} />
            <a href={lead.href}>{lead.name}</a>
            {lead.detail ? <span className="staff-today-step">{lead.detail}</span> : null}
            {lead.due ? <span className={`staff-today-due staff-today-due-${lead.due.tone}`}>{lead.due.label}</span> : null}
            <LeadActions lead={lead} />
          </li>
        ))}
        {today.viewings.map((viewing) => (
          <li key={viewing.id}>
            <span className="staff-today-kind">Besichtigung</span>
            <a href="/admin/besichtigungen">{viewing.times}</a>
            <span className="staff-today-step">
              {viewing.title} · {viewing.booked}
            </span>
          </li>
        ))}
      </ul>
      {today.viewings.length === 0 ? (
        <p className="staff-today-next">
          {today.next ? (
            <>
              Heute keine Besichtigung. <NextViewing next={today.next} />
            </>
          ) : (
            <>
              Heute keine Besichtigung, auch keine geplante. <a href="/admin/besichtigungen">Zu den Besichtigungen</a>
            </>
          )}
        </p>
      ) : null}
      <p className="staff-hint">
        <a href="/admin/inquiries">Zum Eingang</a>
        {today.hasFollowUps ? (
          <>
            {" · "}
            <a href="/admin/inquiries?wiedervorlage=faellig">{today.more ? "Alle fälligen Anfragen" : "Fällige Anfragen im Eingang"}</a>
          </>
        ) : null}
      </p>
    </>
  );
}

/** The lead's mark: "Neu" as in the inbox, a Wiedervorlage in its tone, "überfällig" in red. */
function Mark({ mark }: { mark: TodayLead["mark"] }) {
  if (mark.tone === "new") return <span className="staff-new-mark">Neu</span>;
  return <span className={`staff-follow-up staff-follow-up-${mark.tone}`}>{mark.label}</span>;
}

/**
 * A lead's actions in "Heute": "Anrufen" only with a number, "Antworten" as the lead
 * page's mailto, and "Mir zuweisen" while nobody has the lead: a POST form to the inbox's assign
 * action (origin and admin checked there), which comes back here with a toast, with or without
 * JavaScript.
 */
// The links are named by their row (WCAG 2.4.4, in context): a name in their label would make
// every "Anrufen" a second link to the person. The button says whose lead it takes.
function LeadActions({ lead }: { lead: TodayLead }) {
  const { tel, reply, assign } = lead.actions;
  if (!tel && !reply && !assign) return null;
  return (
    <div className="staff-today-actions">
      {tel ? (
        <a className="button button-secondary button-small" href={tel}>
          Anrufen
        </a>
      ) : null}
      {reply ? (
        <a className="button button-secondary button-small" href={reply}>
          Antworten
        </a>
      ) : null}
      {assign ? (
        <Form method="post" action="/admin/inquiries" className="staff-inline-form">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="inquiryId" value={lead.id} />
          <input type="hidden" name="mir" value="1" />
          <input type="hidden" name="from" value="overview" />
          <button className="button button-secondary button-small" type="submit" aria-label={`Mir zuweisen: ${lead.name}`}>
            Mir zuweisen
          </button>
        </Form>
      ) : null}
    </div>
  );
}
