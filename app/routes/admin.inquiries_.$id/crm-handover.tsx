// The lead's hand-over to justimmo on its page (ADR 0260): one line per channel ("an justimmo
// übermittelt am …", "fehlgeschlagen: …"). A failure also stands as a warning box with the
// "Erneut senden" button at the head of the page (crm-warning.tsx): the card only reports.
import type { CrmHandoverLine } from "~/lib/crm-labels";

export function CrmHandoverCard({ lines }: { lines: CrmHandoverLine[] }) {
  return (
    <section aria-labelledby="inquiry-crm" className="staff-card">
      <h2 id="inquiry-crm">Übergabe an justimmo</h2>
      <ul className="staff-deliveries">
        {lines.map((line) => (
          <li key={line.id} data-state={line.state}>
            {line.channel}: {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
