// Who works on the lead (ADR 0328): a "Zuständig" select of the staff accounts with "Niemand",
// saved by its own button, and "Mir zuweisen" as one click while the lead is not one's own. Plain
// POST forms to the inbox's action (intent "assign", from=detail: origin check and requireAdmin
// there), so both work without JavaScript; the change stands in the "Verlauf".
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
}: {
  inquiryId: string;
  /** The account the lead is assigned to; null: nobody. */
  assigneeId: string | null;
  /** The signed-in account. */
  me: string;
  options: AssignOption[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "assign";
  return (
    <div className="staff-assign">
      {/* key: after a save the select shows the stored value again, also after a client navigation. */}
      <Form key={assigneeId ?? ""} method="post" action="/admin/inquiries" className="staff-assign-form">
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="inquiryId" value={inquiryId} />
        <input type="hidden" name="from" value="detail" />
        <label htmlFor="inquiry-assignee">Zuständig</label>
        <select id="inquiry-assignee" name="assignee" defaultValue={assigneeId ?? ""}>
          <option value="">Niemand</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.id === me ? `${option.label} (ich)` : option.label}
            </option>
          ))}
        </select>
        <button className="button button-secondary button-small" type="submit" disabled={busy}>
          Speichern
        </button>
      </Form>
      {assigneeId === me ? null : (
        <Form method="post" action="/admin/inquiries">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="inquiryId" value={inquiryId} />
          <input type="hidden" name="assignee" value={me} />
          <input type="hidden" name="from" value="detail" />
          <button className="button button-secondary button-small" type="submit" disabled={busy}>
            Mir zuweisen
          </button>
        </Form>
      )}
    </div>
  );
}
