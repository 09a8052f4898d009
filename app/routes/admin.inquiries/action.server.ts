// /admin/inquiries, the actions: status, assignee, internal note, keep mark, resends, one person's
// data deletion. Admin only; each checks the origin and records an audit entry. The lead's own page
// posts here too (`from=detail`) and is sent back to itself.

import { type ActionFunctionArgs, data } from "react-router";
import { z } from "zod";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, NOTE_MAX } from "~/lib/admin-format";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, readStaffForm, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { resendLeadHandover } from "~/server/crm/staff.server";
import { addInquiryNote } from "~/server/leads/events.queries.server";
import {
  countPersonData,
  deletePersonData,
  requeueFailedEmails,
  setInquiryKeep,
  setInquiryStatus,
} from "~/server/leads/inbox.queries.server";
import { inquirySearch, readInquiryFilter } from "~/server/leads/inbox-filter.server";
import type { MailQueueMessage } from "~/server/mail/delivery.server";
import { assignAction } from "./assign.server";
import type { PersonDeletePreview } from "./person-data";
import { PERSON_EMAIL_MESSAGE, personEmailSchema } from "./person-email";

const inquiryId = z.string().min(1).max(100);
const back = z.string().max(2000).optional();
/**
 * "detail": the form was on the inquiry's own page (/admin/inquiries/:id) and returns there;
 * "overview": on the Übersicht's "Heute" ("Mir zuweisen") and returns to /admin.
 */
const from = z.enum(["detail", "overview"]).optional();

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend"), inquiryId, back, from }),
  z.object({ intent: z.literal("crm-resend"), inquiryId, back, from }),
  z.object({ intent: z.literal("keep"), inquiryId, keep: z.enum(["0", "1"]), back, from }),
  z.object({ intent: z.literal("status"), inquiryId, status: z.enum(INQUIRY_STATUSES), back, from }),
  // A staff account's id, "" for "Niemand"; whether it is one is checked below, with a German answer.
  // "mir=1" (the "Mir zuweisen" buttons, in the row and beside the select) wins: the signed-in account.
  z.object({
    intent: z.literal("assign"),
    inquiryId,
    assignee: z.string().max(100).optional(),
    mir: z.literal("1").optional(),
    back,
    from,
  }),
  // The length is checked below, with a German answer: a textarea's maxLength is the first guard.
  z.object({ intent: z.literal("note"), inquiryId, note: z.string(), back, from }),
  z.object({ intent: z.literal("preview-delete"), email: z.string().max(1000) }),
  z.object({ intent: z.literal("delete-person"), email: z.string().max(1000) }),
]);

type ActionData = { preview: PersonDeletePreview | null; error: string | null; email: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const actor = { id: user.id, email: user.email };
  const form = await readStaffForm(request);
  const parsed = actionSchema.safeParse(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) throw httpError(400, "Unbekannte Aktion.");
  const input = parsed.data;
  const now = context.now();
  if (input.intent === "preview-delete" || input.intent === "delete-person") {
    const email = personEmailSchema.safeParse(input.email);
    if (!email.success) {
      return data<ActionData>({ preview: null, error: PERSON_EMAIL_MESSAGE, email: input.email.slice(0, 254) }, { status: 400 });
    }
    if (input.intent === "preview-delete") {
      const counts = await countPersonData(context.db, { email: email.data });
      return data<ActionData>({ preview: { email: email.data, ...counts }, error: null, email: email.data });
    }
    const deleted = await deletePersonData(context.db, { email: email.data });
    // The erased address itself stays out of the log (GDPR Art. 17): only what went.
    await recordAudit(context.db, {
      actor,
      action: "inquiry.delete-person",
      entity: "inquiry",
      summary: `Personenbezogene Daten gelöscht: ${deleted.inquiries} Anfrage(n), ${deleted.searchAlerts} Suchauftrag/Suchaufträge, ${deleted.emails} E-Mail(s)${deleted.viewingBookings ? `, ${deleted.viewingBookings} Besichtigungstermin(e)` : ""}${deleted.searchProfiles ? `, ${deleted.searchProfiles} Suchprofil(e)` : ""}`,
      now,
    });
    return redirectWithToast(context.env, request, "/admin/inquiries", {
      type: "success",
      title: "Daten gelöscht",
      description: `${deleted.inquiries} Anfrage(n), ${deleted.searchAlerts} Suchauftrag/Suchaufträge und ${deleted.emails} E-Mail(s) von ${email.data} wurden gelöscht.${deleted.viewingBookings ? ` Dazu ${deleted.viewingBookings} Besichtigungstermin(e).` : ""}${deleted.searchProfiles ? ` Dazu ${deleted.searchProfiles} Suchprofil(e).` : ""}`,
    });
  }
  // Back to the list the form was on, rebuilt from the filter (never a raw URL from the form).
  const { filter, page } = readInquiryFilter(new URLSearchParams(input.back ?? ""));
  const backTo =
    input.from === "detail"
      ? `/admin/inquiries/${encodeURIComponent(input.inquiryId)}`
      : input.from === "overview"
        ? "/admin"
        : `/admin/inquiries${inquirySearch(filter, page)}`;
  if (input.intent === "status") {
    const found = await setInquiryStatus(context.db, { inquiryId: input.inquiryId, status: input.status, actorEmail: user.email, now });
    if (!found) throw httpError(404, "Anfrage nicht gefunden.");
    const label = INQUIRY_STATUS_LABELS[input.status];
    await recordAudit(context.db, {
      actor,
      action: "inquiry.status",
      entity: "inquiry",
      entityId: input.inquiryId,
      // The id, not the subject: subjects carry names, and the trail outlives the inquiry.
      summary: `Anfrage ${input.inquiryId}: Status „${label}“`,
      now,
    });
    return redirectWithToast(context.env, request, backTo, {
      type: "success",
      title: "Status gespeichert",
      description: `Die Anfrage „${found.subject}“ ist jetzt „${label}“.`,
    });
  }
  if (input.intent === "assign") {
    return assignAction(
      { request, context, user, now, backTo },
      { inquiryId: input.inquiryId, assignee: input.mir ? user.id : (input.assignee ?? "") },
    );
  }
  if (input.intent === "note") {
    const note = input.note.trim();
    if (note === "" || note.length > NOTE_MAX) {
      return redirectWithToast(context.env, request, backTo, {
        type: "error",
        title: "Notiz nicht gespeichert",
        description: note === "" ? "Bitte schreiben Sie eine Notiz." : `Eine Notiz hat höchstens ${NOTE_MAX} Zeichen.`,
      });
    }
    if (!(await addInquiryNote(context.db, { inquiryId: input.inquiryId, note, actorEmail: user.email, now }))) {
      throw httpError(404, "Anfrage nicht gefunden.");
    }
    // The note itself stays out of the trail: it may name the person, and the trail outlives the lead.
    await recordAudit(context.db, {
      actor,
      action: "inquiry.note",
      entity: "inquiry",
      entityId: input.inquiryId,
      summary: `Anfrage ${input.inquiryId}: interne Notiz`,
      now,
    });
    return redirectWithToast(context.env, request, backTo, {
      type: "success",
      title: "Notiz gespeichert",
      description: "Die Notiz steht im Verlauf der Anfrage.",
    });
  }
  if (input.intent === "keep") {
    const found = await setInquiryKeep(context.db, { inquiryId: input.inquiryId, keep: input.keep === "1", now });
    if (!found) throw httpError(404, "Anfrage nicht gefunden.");
    await recordAudit(context.db, {
      actor,
      action: "inquiry.keep",
      entity: "inquiry",
      entityId: input.inquiryId,
      summary: input.keep === "1" ? `Anfrage ${input.inquiryId} wird behalten` : `Anfrage ${input.inquiryId}: „Behalten“ entfernt`,
      now,
    });
    return redirectWithToast(context.env, request, backTo, {
      type: "success",
      title: input.keep === "1" ? "Anfrage wird behalten" : "Markierung entfernt",
      description:
        input.keep === "1"
          ? "Diese Anfrage wird nicht nach sechs Monaten automatisch gelöscht."
          : "Diese Anfrage wird sechs Monate nach Eingang automatisch gelöscht.",
    });
  }
  if (input.intent === "crm-resend") {
    const count = await resendLeadHandover(context, { inquiryId: input.inquiryId, actor });
    return redirectWithToast(
      context.env,
      request,
      backTo,
      count > 0
        ? { type: "success", title: "Erneut an justimmo", description: "Die Übergabe an justimmo wird erneut gestartet." }
        : { type: "info", title: "Nichts zu senden", description: "Diese Anfrage hat keine fehlgeschlagene Übergabe an justimmo." },
    );
  }
  const emailIds = await requeueFailedEmails(context.db, { inquiryId: input.inquiryId, now });
  if (emailIds.length === 0) {
    return redirectWithToast(context.env, request, backTo, {
      type: "info",
      title: "Nichts zu senden",
      description: "Diese Anfrage hat keine fehlgeschlagenen E-Mails.",
    });
  }
  // The mail consumer (server/mail/queue.server.ts) reads one message { emailId } per e-mail.
  await context.env.MAIL_QUEUE.sendBatch(emailIds.map((emailId) => ({ body: { emailId } satisfies MailQueueMessage })));
  return redirectWithToast(context.env, request, backTo, {
    type: "success",
    title: "Erneut in die Warteschlange gestellt",
    description: `${emailIds.length} E-Mail(s) werden erneut gesendet.`,
  });
}

export type InboxActionData = ActionData;
