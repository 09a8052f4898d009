// The inbox row's "Zuständig" cell: who has the lead, or whom it would go to and "Mir zuweisen".
import { Form } from "react-router";
import { NOBODY_LABEL } from "./handler";
import type { RowInquiry } from "./inquiry-row";

/**
 * "Zuständig": the assigned account in plain type, "(ich)" beside one's own; while nobody took the
 * lead, "Niemand" (the lead page's word) leads and "Vorschlag: …" follows in grey: the listing's
 * broker or the office as whom the lead would go to, not as someone who has it.
 */
export function Handler({ inquiry, back }: { inquiry: RowInquiry; back: string }) {
  if (inquiry.assignee) {
    return (
      <span className={inquiry.assignee.isAddress ? "staff-assignee staff-assignee-email" : "staff-assignee"}>
        {inquiry.assignee.label}
        {inquiry.mine ? <span className="staff-assignee-me"> (ich)</span> : null}
      </span>
    );
  }
  const hint = (
    <span className={inquiry.handler.general ? "staff-handler-hint staff-handler-general" : "staff-handler-hint"}>
      {inquiry.handler.name === NOBODY_LABEL
        ? NOBODY_LABEL
        : inquiry.handler.general
          ? `Vorschlag: ${inquiry.handler.name}`
          : `Vorschlag: ${inquiry.handler.name} (Objekt)`}
    </span>
  );
  // A done lead needs nobody to take it: no warning mark and no "Mir zuweisen"; the
  // grey hint stays as whom it went to, and screen readers still hear that nobody had it.
  if (!inquiry.marks.unassigned) {
    return (
      <>
        <span className="staff-sr-only">Niemand zuständig, </span>
        {hint}
      </>
    );
  }
  return (
    <>
      <span className="staff-unassigned">Niemand</span>
      {hint}
      <AssignToMeForm inquiryId={inquiry.id} subject={inquiry.subject} back={back} />
    </>
  );
}

/**
 * "Mir zuweisen" in the row: one POST form, so a lead is taken without opening it, also
 * without JavaScript; the action (origin check, admin only) returns to the same filtered list with
 * a toast above it.
 */
function AssignToMeForm({ inquiryId, subject, back }: { inquiryId: string; subject: string; back: string }) {
  return (
    <Form method="post" action="/admin/inquiries" className="staff-inline-form staff-row-assign" preventScrollReset>
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="mir" value="1" />
      <input type="hidden" name="back" value={back} />
      <button className="button button-secondary button-small" type="submit" aria-label={`Mir zuweisen: ${subject}`}>
        Mir zuweisen
      </button>
    </Form>
  );
}
