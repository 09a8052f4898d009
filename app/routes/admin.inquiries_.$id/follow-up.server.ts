// /admin/inquiries/:id, the action: the lead's "Wiedervorlage". Its own action, not the
// inbox's, so a refused value answers 400 on this page with the message at its field (the inbox's
// intents redirect with a toast). The same guard as every admin action: same origin, then admin
// (requireAdminAction); an audit entry by id, never the next step (it may name the person).
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data } from "react-router";
import { type FirstContactLead, firstContactState } from "~/lib/first-contact";
import {
  FOLLOW_UP_MAX_DAYS,
  followUpDateProblem,
  followUpDueValue,
  followUpState,
  formatFollowUpDue,
  parseFollowUpDue,
  QUICK_FOLLOW_UP_NOTE,
  type QuickFollowUp,
  quickFollowUpDate,
} from "~/lib/follow-up";
import { followUpSchema } from "~/lib/schemas/follow-up";
import { addDays, viennaDateOf } from "~/lib/viewing-time";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, type StaffUser } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { setInquiryFollowUp } from "~/server/leads/follow-up.queries.server";

export interface FollowUpReply {
  error: string;
  fieldErrors: Record<string, string[]>;
  /** What was sent, so the fields show it again without JavaScript. */
  values: { datum: string; uhrzeit: string; schritt: string };
}

/** Called by action.server.ts once the guard passed and the form is read. */
export async function followUpAction({ request, context, params }: ActionFunctionArgs, user: StaffUser, form: FormData) {
  const actor = { id: user.id, email: user.email };
  const inquiryId = (params.id ?? "").slice(0, 100);
  const now = context.now();
  const back = `/admin/inquiries/${encodeURIComponent(inquiryId)}`;
  const sent = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
  const failure = (fieldErrors: Record<string, string[]>) =>
    data<FollowUpReply>(
      {
        error: "Die Wiedervorlage wurde nicht gespeichert. Bitte prüfen Sie die markierten Angaben.",
        fieldErrors,
        values: { datum: sent("datum"), uhrzeit: sent("uhrzeit"), schritt: sent("schritt") },
      },
      { status: 400 },
    );
  const submission = parseWithZod(form, { schema: followUpSchema });
  if (submission.status !== "success") {
    const fieldErrors = submission.reply().error ?? {};
    if (fieldErrors.intent) throw httpError(400, "Unbekannte Aktion.");
    return failure(Object.fromEntries(Object.entries(fieldErrors).map(([name, errors]) => [name, errors ?? []])));
  }
  const input = submission.value;
  if (input.intent === "follow-up-clear") {
    const found = await setInquiryFollowUp(context.db, { inquiryId, due: null, note: null, now });
    if (!found) throw httpError(404, "Anfrage nicht gefunden.");
    await recordAudit(context.db, {
      actor,
      action: "inquiry.follow-up",
      entity: "inquiry",
      entityId: inquiryId,
      summary: `Anfrage ${inquiryId}: Wiedervorlage entfernt`,
      now,
    });
    return redirectWithToast(context.env, request, back, {
      type: "success",
      title: "Wiedervorlage entfernt",
      description: `Die Anfrage „${found.subject}“ hat keine Wiedervorlage mehr.`,
    });
  }
  // A quick choice is a whole day; a typed day must lie between today and a year ahead.
  const date = input.schnell ? quickFollowUpDate(input.schnell as QuickFollowUp, now) : (input.datum ?? "");
  const problem = input.schnell ? null : followUpDateProblem(date, now);
  if (problem) return failure({ datum: [problem] });
  const due = followUpDueValue({ date, time: input.schnell ? null : (input.uhrzeit ?? null) });
  // A quick choice saves on tap: without a typed next step it says the plain one.
  const note = input.schritt || (input.schnell ? QUICK_FOLLOW_UP_NOTE : null);
  const found = await setInquiryFollowUp(context.db, { inquiryId, due, note, now });
  if (!found) throw httpError(404, "Anfrage nicht gefunden.");
  const when = formatFollowUpDue(due) ?? due;
  await recordAudit(context.db, {
    actor,
    action: "inquiry.follow-up",
    entity: "inquiry",
    entityId: inquiryId,
    // The id and the day, not the next step: it may name the person, and the trail outlives the lead.
    summary: `Anfrage ${inquiryId}: Wiedervorlage am ${when}`,
    now,
  });
  return redirectWithToast(context.env, request, back, {
    type: "success",
    title: "Wiedervorlage gespeichert",
    description: `Die Anfrage „${found.subject}“ ist am ${when} wieder dran${note ? `: ${note}` : "."}`,
  });
}

/** The Wiedervorlage as the card and the line under the H1 show it (the loader, route.server.ts). */
export function followUpView(lead: FirstContactLead & { followUpNote: string | null }, now: Date) {
  const { followUpDue: value, followUpNote: note } = lead;
  const due = parseFollowUpDue(value);
  const today = viennaDateOf(now);
  return {
    state: followUpState(value, now),
    // Without a Wiedervorlage a new lead's next step is its Erstkontakt, due as the inbox says.
    firstContact: firstContactState(lead, now),
    when: formatFollowUpDue(value),
    date: due?.date ?? "",
    time: due?.time ?? "",
    note: note ?? "",
    min: today,
    max: addDays(today, FOLLOW_UP_MAX_DAYS),
  };
}
