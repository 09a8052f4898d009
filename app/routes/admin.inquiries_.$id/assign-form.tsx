// Who works on the lead: the "Zuständig" select with its "Speichern", and "Mir zuweisen" as a second
// submit button of the same form (mir=1), so the two read as one choice. One row of equal-height
// controls with a gap: the glued select, the dangling "oder" and the lone pill read as three. A plain POST to the inbox's
// action (intent "assign"); while nobody has the lead, the select suggests the listing's broker.
import { Form, useNavigation } from "react-router";

export interface AssignOption {
  id: string;
  label: string;
}

export function AssignForm({
  inquiryId,
  assigneeId,
  me,
  options,
  suggestedId = null,
}: {
  inquiryId: string;
  /** The account the lead is assigned to; null: nobody. */
  assigneeId: string | null;
  /** The signed-in account. */
  me: string;
  options: AssignOption[];
  /**
   * While nobody has the lead: the listing's broker's account, chosen in the select as a
   * suggestion; nothing is stored until "Speichern".
   */
  suggestedId?: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "assign";
  const suggested = assigneeId === null && suggestedId !== null && options.some((option) => option.id === suggestedId) ? suggestedId : null;
  return (
    // key: after a save the select shows the stored value again, also after a client navigation.
    <Form key={assigneeId ?? ""} method="post" action="/admin/inquiries" className="staff-assign staff-assign-form">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="from" value="detail" />
      <label htmlFor="inquiry-assignee">Zuständig</label>
      <select
        id="inquiry-assignee"
        name="assignee"
        defaultValue={assigneeId ?? suggested ?? ""}
        aria-describedby={suggested ? "inquiry-assignee-hint" : undefined}
      >
        <option value="">Niemand</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.id === me ? `${option.label} (ich)` : option.label}
          </option>
        ))}
      </select>
      <span className="staff-assign-buttons">
        <button className="button button-secondary" type="submit" disabled={busy}>
          Speichern
        </button>
        {assigneeId === me ? null : (
          <button className="button button-secondary" type="submit" name="mir" value="1" disabled={busy}>
            Mir zuweisen
          </button>
        )}
      </span>
      {suggested ? (
        <span className="staff-assign-hint" id="inquiry-assignee-hint">
          Noch nicht zugewiesen. Vorschlag: die Ansprechperson des Objekts.
        </span>
      ) : null}
    </Form>
  );
}
