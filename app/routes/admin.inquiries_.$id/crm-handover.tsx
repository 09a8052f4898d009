// The lead's hand-over to justimmo on its page (ADR 0260): one line per channel ("an justimmo
// übermittelt am …", "fehlgeschlagen: … — erneut senden"). The button is a plain POST to the
// inbox's action (intent crm-resend), so it works without JavaScript; it sends every failed
// channel of the lead again.
import { Form } from "react-router";
import type { CrmHandoverLine } from "~/lib/crm-labels";

export function CrmHandoverCard({ inquiryId, lines }: { inquiryId: string; lines: CrmHandoverLine[] }) {
  return (
    <section aria-labelledby="inquiry-crm" className="staff-card">
      <h2 id="inquiry-crm">Übergabe an justimmo</h2>
      <ul className="staff-deliveries">
        {lines.map((line) => (
          <li key={line.id} data-state={line.state}>
            {line.channel}: {line.text}
            {line.state === "failed" ? (
              <>
                {" — "}
                <Form method="post" action="/admin/inquiries" className="staff-inline-form">
                  <input type="hidden" name="intent" value="crm-resend" />
                  <input type="hidden" name="inquiryId" value={inquiryId} />
                  <input type="hidden" name="from" value="detail" />
                  <button className="button button-secondary button-small" type="submit">
                    erneut senden
                  </button>
                </Form>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
