// The lead's status as one segmented control: Neu | In Bearbeitung | Erledigt, the current state
// marked (aria-current) inside the control, so the status is read where it is changed.
// Each other state is a plain POST form of its own, so a change is one click or one Enter, also
// without JavaScript; the inbox's action checks the origin and the admin role.
import { Form, useNavigation } from "react-router";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";

/** The inbox's own words for the three states, in their order. */
const STATES = INQUIRY_STATUSES.map((status) => ({ status, label: INQUIRY_STATUS_LABELS[status] }));

export function StatusButtons({
  inquiryId,
  status,
  subject,
  back,
  from,
}: {
  inquiryId: string;
  status: string;
  subject: string;
  back?: string;
  from?: "detail";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("inquiryId") === inquiryId;
  return (
    <fieldset className="staff-status-segments">
      <legend className="staff-sr-only">Status</legend>
      {STATES.map((state) =>
        state.status === status ? (
          <span key={state.status} className="staff-segment" aria-current="true">
            {state.label}
          </span>
        ) : (
          <Form key={state.status} method="post" action="/admin/inquiries">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="inquiryId" value={inquiryId} />
            <input type="hidden" name="status" value={state.status} />
            {back !== undefined ? <input type="hidden" name="back" value={back} /> : null}
            {from ? <input type="hidden" name="from" value={from} /> : null}
            <button className="staff-segment" type="submit" disabled={busy} aria-label={`${state.label}: ${subject}`}>
              {state.label}
            </button>
          </Form>
        ),
      )}
    </fieldset>
  );
}
