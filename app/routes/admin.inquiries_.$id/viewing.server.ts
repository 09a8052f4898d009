// "Besichtigung eintragen" on the lead page: book the lead's person into one slot. The
// booking, its mails, the Verlauf entry and the Wiedervorlage are server/viewings/lead-booking;
// here the slot id is read, a refusal answers on this page in German (4xx, nothing stored), and a
// booking leaves an audit row by ids and day (never the name) and a toast.
import { type ActionFunctionArgs, data } from "react-router";
import { formatFollowUpDue } from "~/lib/follow-up";
import { SLOT_REQUIRED_MESSAGE, slotIdField } from "~/lib/schemas/viewing";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, type StaffUser } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { bookViewingForLead } from "~/server/viewings/lead-booking.server";

export interface ViewingReply {
  viewingError: string;
}

export async function viewingAction({ request, context, params }: ActionFunctionArgs, user: StaffUser, form: FormData) {
  const inquiryId = (params.id ?? "").slice(0, 100);
  const slot = slotIdField.safeParse(form.get("slotId"));
  if (!slot.success) return data<ViewingReply>({ viewingError: SLOT_REQUIRED_MESSAGE }, { status: 400 });
  const result = await bookViewingForLead(context, { inquiryId, slotId: slot.data, actorEmail: user.email });
  if (!result.ok) {
    if (result.noLead) throw httpError(404, "Anfrage nicht gefunden.");
    return data<ViewingReply>({ viewingError: result.message }, { status: result.status });
  }
  await recordAudit(context.db, {
    actor: { id: user.id, email: user.email },
    action: "inquiry.viewing",
    entity: "inquiry",
    entityId: inquiryId,
    summary: `Anfrage ${inquiryId}: Besichtigung am ${formatFollowUpDue(result.day) ?? result.day} eingetragen`,
    now: context.now(),
  });
  return redirectWithToast(context.env, request, `/admin/inquiries/${encodeURIComponent(inquiryId)}`, {
    type: "success",
    title: "Besichtigung eingetragen",
    description: `${result.when}, ${result.address}. Die Bestätigung ist per E-Mail unterwegs; Wiedervorlage am Besichtigungstag.`,
  });
}
