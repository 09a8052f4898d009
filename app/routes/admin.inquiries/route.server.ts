// /admin/inquiries, server half (ADR 0011): the inbox loader with its filters, and the actions
// (status, keep mark, resend, one person's data deletion). Admin only, loader and action alike;
// every action checks the origin and every change records an audit entry (ADR 0064).

import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { formatViennaDateTime, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";
import { crmBadge } from "~/lib/crm-labels";
import { DELIVERY_STATE_LABELS, INQUIRY_KIND_LABELS, LEAD_KINDS, SYSTEM_KINDS } from "~/lib/inquiry-labels";
import { requestUrl } from "~/lib/request-url";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { resendLeadHandover } from "~/server/crm/staff.server";
import {
  countInquiries,
  countPersonData,
  deletePersonData,
  INQUIRIES_PAGE_SIZE,
  listInquiries,
  listInquiryHandlers,
  requeueFailedEmails,
  setInquiryKeep,
  setInquiryStatus,
} from "~/server/leads/inbox.queries.server";
import { inquirySearch, readInquiryFilter } from "~/server/leads/inbox-filter.server";
import type { MailQueueMessage } from "~/server/mail/delivery.server";
import { handlerLabel } from "./handler";
import type { PersonDeletePreview } from "./person-data";
import { PERSON_EMAIL_MESSAGE, personEmailSchema } from "./person-email";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { filter, page } = readInquiryFilter(requestUrl(request).searchParams, context.now());
  const [total, inquiries] = await Promise.all([countInquiries(context.db, filter), listInquiries(context.db, { page, filter })]);
  const handlers = await listInquiryHandlers(context.db, { ids: inquiries.map((inquiry) => inquiry.id) });
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE)),
    total,
    filter: {
      kind: filter.kind ?? "",
      status: filter.status ?? "",
      q: filter.q ?? "",
      failed: filter.failed === true,
      crmFailed: filter.crmFailed === true,
      today: filter.today !== undefined,
    },
    filtered: Boolean(filter.kind || filter.status || filter.q || filter.failed || filter.crmFailed || filter.today),
    system: filter.system === true,
    // The form filter offers the kinds of the open tab only.
    kinds: (filter.system ? SYSTEM_KINDS : LEAD_KINDS).map((kind) => ({ value: kind, label: INQUIRY_KIND_LABELS[kind] ?? kind })),
    tabs: {
      leads: `/admin/inquiries${inquirySearch({ status: filter.status })}`,
      system: `/admin/inquiries${inquirySearch({ system: true })}`,
    },
    // Query strings built here: pagination and the CSV link keep the filters.
    search: inquirySearch(filter, page),
    previous: page > 1 ? `/admin/inquiries${inquirySearch(filter, page - 1)}` : null,
    next: page * INQUIRIES_PAGE_SIZE < total ? `/admin/inquiries${inquirySearch(filter, page + 1)}` : null,
    csv: `/admin/inquiries.csv${inquirySearch(filter)}`,
    inquiries: inquiries.map(({ crmHandovers, ...inquiry }) => ({
      ...inquiry,
      crm: crmBadge(crmHandovers),
      handler: handlerLabel(handlers.get(inquiry.id), { system: SYSTEM_KINDS.includes(inquiry.kind) }),
      created: formatViennaDateTime(inquiry.createdAt) ?? inquiry.createdAt,
      kindLabel: INQUIRY_KIND_LABELS[inquiry.kind] ?? inquiry.kind,
      statusLabel: INQUIRY_STATUS_LABELS[inquiry.status] ?? inquiry.status,
      deliveryLabel: DELIVERY_STATE_LABELS[inquiry.deliveryState] ?? inquiry.deliveryState,
      failed: inquiry.emails.some((email) => email.state === "failed"),
    })),
  };
}

const inquiryId = z.string().min(1).max(100);
const back = z.string().max(2000).optional();
/** "detail": the form was on the inquiry's own page (/admin/inquiries/:id) and returns there. */
const from = z.literal("detail").optional();

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("resend"), inquiryId, back, from }),
  z.object({ intent: z.literal("crm-resend"), inquiryId, back, from }),
  z.object({ intent: z.literal("keep"), inquiryId, keep: z.enum(["0", "1"]), back, from }),
  z.object({ intent: z.literal("status"), inquiryId, status: z.enum(INQUIRY_STATUSES), back, from }),
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
      summary: `Personenbezogene Daten gelöscht: ${deleted.inquiries} Anfrage(n), ${deleted.searchAlerts} Suchauftrag/Suchaufträge, ${deleted.emails} E-Mail(s)${deleted.viewingBookings ? `, ${deleted.viewingBookings} Besichtigungstermin(e)` : ""}`,
      now,
    });
    return redirectWithToast(context.env, request, "/admin/inquiries", {
      type: "success",
      title: "Daten gelöscht",
      description: `${deleted.inquiries} Anfrage(n), ${deleted.searchAlerts} Suchauftrag/Suchaufträge und ${deleted.emails} E-Mail(s) von ${email.data} wurden gelöscht.${deleted.viewingBookings ? ` Dazu ${deleted.viewingBookings} Besichtigungstermin(e).` : ""}`,
    });
  }
  // Back to the list the form was on, rebuilt from the filter (never a raw URL from the form).
  const { filter, page } = readInquiryFilter(new URLSearchParams(input.back ?? ""));
  const backTo =
    input.from === "detail" ? `/admin/inquiries/${encodeURIComponent(input.inquiryId)}` : `/admin/inquiries${inquirySearch(filter, page)}`;
  if (input.intent === "status") {
    const found = await setInquiryStatus(context.db, { inquiryId: input.inquiryId, status: input.status, now });
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
