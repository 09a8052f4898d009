// A failed hand-over to justimmo as a warning box in the lead's head: what failed and why, and one
// "Erneut senden" (a plain POST, intent crm-resend) that re-queues every failed channel.
import { Form, useNavigation } from "react-router";
import type { CrmFailure } from "~/lib/crm-labels";

export function CrmFailureWarning({ inquiryId, failures }: { inquiryId: string; failures: CrmFailure[] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "crm-resend";
  return (
    <section aria-labelledby="crm-failed-title" className="staff-warning">
      <h2 id="crm-failed-title">Übergabe an justimmo fehlgeschlagen</h2>
      <ul>
        {failures.map((failure) => (
          <li key={failure.id}>
            <strong>{failure.channel}:</strong> {failure.reason}
            {failure.attempts > 1 ? ` (${failure.attempts} Versuche)` : null}
          </li>
        ))}
      </ul>
      <p>Die Anfrage ist hier gespeichert, fehlt aber im justimmo-CRM, bis die Übergabe gelingt.</p>
      <Form method="post" action="/admin/inquiries">
        <input type="hidden" name="intent" value="crm-resend" />
        <input type="hidden" name="inquiryId" value={inquiryId} />
        <input type="hidden" name="from" value="detail" />
        <button className="button" type="submit" disabled={busy}>
          {busy ? "Wird gesendet …" : "Erneut senden"}
        </button>
      </Form>
    </section>
  );
}
