// The lead's "Verlauf" card: the timeline (timeline.ts), each step with who did it (the team
// member's name, else the login address in small grey type), and "Erneut senden" under it when
// the office e-mail failed. The note field heads the side column above it (note-form.tsx).
import { ResendMail } from "./lead-tools";
import type { TimelineEntry } from "./timeline";

export function TimelineCard({ inquiryId, entries, failed }: { inquiryId: string; entries: TimelineEntry[]; failed: boolean }) {
  return (
    <section aria-labelledby="inquiry-timeline" className="staff-card">
      <h2 id="inquiry-timeline">Verlauf</h2>
      <ol className="staff-timeline">
        {entries.map((item) => (
          <li key={item.id} data-tone={item.tone}>
            <time dateTime={item.at}>{item.when}</time>
            <span className="staff-timeline-text">
              {item.text}
              {item.actor ? (
                <>
                  {" "}
                  <span className="staff-timeline-by">
                    von{" "}
                    <span
                      className={item.actor.isAddress ? "staff-timeline-actor staff-timeline-actor-email" : "staff-timeline-actor"}
                      title={item.actor.isAddress ? item.actor.label : undefined}
                    >
                      {item.actor.label}
                    </span>
                  </span>
                </>
              ) : null}
            </span>
            {item.note ? <p className="staff-timeline-note">{item.note}</p> : null}
          </li>
        ))}
      </ol>
      {failed ? <ResendMail inquiryId={inquiryId} /> : null}
    </section>
  );
}
