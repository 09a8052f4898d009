// /admin/inquiries/:id, server half: one inquiry with the whole
// message, every payload field in German, the property it is about and its delivery history.
// Admin only; the changes post to the inbox's action (/admin/inquiries, `from=detail`), the
// Wiedervorlage to this page's own (follow-up.server.ts).
import type { LoaderFunctionArgs } from "react-router";
import { formatViennaDateTime, INQUIRY_STATUS_LABELS, type InquiryStatus } from "~/lib/admin-format";
import { crmBadge, crmFailures, crmHandoverLines } from "~/lib/crm-labels";
import { deliveryLine, INQUIRY_KIND_LABELS, INQUIRY_KINDS, inquiryFieldsOf } from "~/lib/inquiry-labels";
import { handoverWunsch } from "~/lib/justimmo-handover";
import { ageLabel, deliveryOf, leadMarks, replyHref, telHref } from "~/lib/lead-state";
import { toPropertyCardView } from "~/lib/property-view";
import { repeatOf } from "~/routes/admin.inquiries/repeat.server";
import { httpError, requireAdmin } from "~/server/accounts/auth.server";
import { searchProfileIdForInquiry } from "~/server/alerts/search-profiles.queries.server";
import { listingAgentAccountId, listStaffAccounts, staffLabels } from "~/server/leads/assignee.queries.server";
import { listInquiryEvents, startInquiryWork } from "~/server/leads/events.queries.server";
import { getInquiry, listOtherLeadsOf, listSenderOrdinals } from "~/server/leads/inbox.queries.server";
import { inquirySearch } from "~/server/leads/inbox-filter.server";
import { getPropertyCardById } from "~/server/listings/queries.server";
import { loadLeadViewing } from "~/server/viewings/lead-booking.server";
import { followUpView } from "./follow-up.server";
import { buildTimeline } from "./timeline";

const NAME_KEYS = ["name", "vorname", "nachname"];
const EMAIL_KEYS = ["email"];
const PHONE_KEYS = ["tel", "phone", "telefon"];
/** The property's ids in the payload: the page shows one reference, the Objektnr. brokers use. */
const PROPERTY_KEYS = ["propertyId", "propertyTitle", "openimmoObid", "objektnrExtern"];
/** What the visitor was shown before sending (FAGG, Nebenkosten): kept, folded away by the page. */
const LEGAL_KEYS = ["faggInfo", "faggInformiertAm", "vorzeitigerBeginn", "vorzeitigerBeginnAm", "vorzeitigerBeginnText", "nebenkosten"];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const id = (params.id ?? "").slice(0, 100);
  const now = context.now();
  // A new lead opened by its assignee becomes 'In Bearbeitung' and the timeline says who opened it;
  // unassigned, or opened by someone else, it stays 'Neu'. Only the lead's own page
  // does this; the inbox never prefetches it.
  await startInquiryWork(context.db, { inquiryId: id, accountId: user.id, actorEmail: user.email, now, kind: "opened" });
  const inquiry = await getInquiry(context.db, { id });
  if (!inquiry) throw httpError(404, "Anfrage nicht gefunden.");
  const system = INQUIRY_KINDS[inquiry.kind]?.system === true;
  const [events, staff, assignees, ordinals, others, suggestedId] = await Promise.all([
    listInquiryEvents(context.db, { inquiryId: id }),
    // Who the lead can be given to (the admins), and who has it.
    listStaffAccounts(context.db),
    staffLabels(context.db, [inquiry.assigneeId]),
    // The sender's other leads ("2. Anfrage von 3"); system mails are no one's repeated enquiry.
    system ? undefined : listSenderOrdinals(context.db, { inquiries: [{ id: inquiry.id, senderEmail: inquiry.senderEmail }] }),
    // "Weitere Anfragen dieser Person": the same address's other leads, at most five.
    system ? [] : listOtherLeadsOf(context.db, { email: inquiry.senderEmail, exceptId: inquiry.id, limit: 5 }),
    // Nobody has it: the listing's broker's account as the "Zuständig" suggestion.
    system || inquiry.assigneeId ? null : listingAgentAccountId(context.db, inquiry.propertyId),
  ]);
  // A Suchauftrag lead links to its search profile on /admin/suchauftraege, or offers to make one.
  const profileId = inquiry.kind === "search_order" ? await searchProfileIdForInquiry(context.db, inquiry.id) : null;
  const searchProfile =
    inquiry.kind !== "search_order"
      ? null
      : profileId
        ? { href: `/admin/suchauftraege?profil=${profileId}#treffer`, label: "Suchprofil ansehen" }
        : { href: `/admin/suchauftraege?anfrage=${inquiry.id}#suchprofil-anlegen`, label: "Als Suchprofil anlegen" };
  const crmLines = crmHandoverLines(inquiry.crmHandovers);
  const deliveries = inquiry.emails.map((email) => ({ id: email.id, text: deliveryLine(email), state: email.state }));
  const kindLabel = INQUIRY_KIND_LABELS[inquiry.kind] ?? inquiry.kind;
  const propertyId = inquiry.propertyId && /^\d{1,15}$/.test(inquiry.propertyId) ? Number(inquiry.propertyId) : null;
  const row = propertyId === null ? null : await getPropertyCardById(context.db, propertyId);
  const card = row ? toPropertyCardView(row) : null;
  const { message, fields: allFields } = inquiryFieldsOf(inquiry.kind, inquiry.payload);
  // Name, e-mail and phone stand in the Kontakt card already: the form's list keeps the rest.
  const shown = [
    ...(inquiry.senderName ? NAME_KEYS : []),
    ...(inquiry.senderEmail ? EMAIL_KEYS : []),
    ...(inquiry.senderPhone ? PHONE_KEYS : []),
  ];
  // The property stands once, as its reference with picture; the legal snapshots fold away.
  const payloadReference = allFields.find((field) => field.key === "objektnrExtern")?.value ?? null;
  const reference = row?.objektnr_extern?.trim() || payloadReference || card?.objektnr || null;
  const rest = allFields.filter((field) => !shown.includes(field.key));
  const legal = rest.filter((field) => LEGAL_KEYS.includes(field.key));
  // Every lead about the same listing: the inbox's "objekt" filter (inbox-filter.server.ts).
  const leadsHref = propertyId === null ? null : `/admin/inquiries${inquirySearch({ propertyId: String(propertyId) })}`;
  const fields = rest.filter((field) => !LEGAL_KEYS.includes(field.key) && !(reference && PROPERTY_KEYS.includes(field.key)));
  return {
    id: inquiry.id,
    kindLabel,
    system,
    subject: inquiry.subject,
    created: formatViennaDateTime(inquiry.createdAt) ?? inquiry.createdAt,
    age: inquiry.status === "done" ? null : ageLabel(inquiry.createdAt, now),
    // The inbox row's "überfällig" here too: open and waiting longer than a day.
    overdue: !system && leadMarks({ status: inquiry.status, createdAt: inquiry.createdAt, assigned: true }, now).overdue,
    searchProfile,
    senderName: inquiry.senderName,
    senderEmail: inquiry.senderEmail,
    senderPhone: inquiry.senderPhone,
    repeat: repeatOf(ordinals?.get(inquiry.id), inquiry.senderEmail),
    otherLeads: others.map((other) => ({
      id: other.id,
      href: `/admin/inquiries/${encodeURIComponent(other.id)}`,
      subject: other.subject,
      kindLabel: INQUIRY_KIND_LABELS[other.kind] ?? other.kind,
      created: formatViennaDateTime(other.createdAt) ?? other.createdAt,
      statusLabel: INQUIRY_STATUS_LABELS[other.status as InquiryStatus] ?? other.status,
      status: other.status,
    })),
    // The reply opens the mail program with the subject set (RFC 6068 encoding).
    replyHref: replyHref(inquiry.senderEmail, inquiry.subject),
    // A lead about a listing still on offer can become a viewing: the viewings page with the
    // listing chosen in its "Neues Besichtigungsfenster" form, which offers active
    // listings only.
    viewingHref: row?.active === 1 && !system ? `/admin/besichtigungen?immobilie=${row.id}#neues-fenster` : null,
    // The Anliegen (payload `wunsch`) asks for a viewing: "Besichtigung anlegen" leads.
    viewingAsked: handoverWunsch(payload(inquiry.payload)) === "BESICHTIGUNG",
    telHref: telHref(inquiry.senderPhone),
    // "Rückruf erbeten" (the listing form's box, handed to justimmo as wunsch ANRUF) without a
    // number to call: the page says so above the actions.
    callbackWithoutPhone: !inquiry.senderPhone && callbackAsked(inquiry.payload),
    // An account that lost its role still stands as the current choice until someone changes it.
    assignment: {
      assigneeId: inquiry.assigneeId && assignees.has(inquiry.assigneeId) ? inquiry.assigneeId : null,
      me: user.id,
      suggestedId,
      options: [...staff, ...[...assignees.values()].filter((account) => !staff.some((option) => option.id === account.id))].map(
        ({ id: accountId, label }) => ({ id: accountId, label }),
      ),
    },
    status: inquiry.status,
    // The Wiedervorlage; a system mail has none.
    followUp: system ? null : followUpView(inquiry, now),
    // "Besichtigung eintragen"; ?besichtigung=<listing id> picks a listing for a lead without one.
    viewing: system
      ? null
      : await loadLeadViewing(context, {
          lead: inquiry,
          propertyId: row?.id ?? null,
          listingActive: row?.active === 1,
          chosen: new URL(request.url).searchParams.get("besichtigung"),
        }),
    keep: inquiry.keep,
    // One truth for the badge and the timeline: both read the e-mails (lead-state.ts).
    delivery: deliveryOf(inquiry.emails),
    failed: inquiry.emails.some((email) => email.state === "failed"),
    // The hand-over to justimmo in one mark; null when the lead stays ours.
    crm: crmBadge(inquiry.crmHandovers),
    crmFailures: crmFailures(inquiry.crmHandovers),
    timeline: buildTimeline({
      createdAt: inquiry.createdAt,
      kindLabel,
      emails: inquiry.emails.map((email, index) => ({
        ...(deliveries[index] ?? { id: email.id, text: "", state: email.state }),
        sentAt: email.sentAt,
        updatedAt: email.updatedAt,
      })),
      crm: crmLines.map((line, index) => ({
        ...line,
        sentAt: inquiry.crmHandovers[index]?.sentAt ?? null,
        updatedAt: inquiry.crmHandovers[index]?.updatedAt ?? inquiry.createdAt,
      })),
      events,
    }),
    message,
    fields,
    legal,
    property: card
      ? {
          title: card.title,
          href: card.href,
          image: card.thumbnail,
          reference: reference ?? card.objektnr,
          priceText: card.priceText,
          leadsHref,
        }
      : reference
        ? {
            title: allFields.find((field) => field.key === "propertyTitle")?.value ?? null,
            href: null,
            image: null,
            reference,
            priceText: null,
            leadsHref,
          }
        : null,
  };
}

function payload(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The listing form's "Rückruf erbeten" box was ticked (rueckruf: true, or its hand-over wish ANRUF). */
export { action } from "./action.server";

function callbackAsked(payload: unknown): boolean {
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return false;
  const record = payload as Record<string, unknown>;
  return record.rueckruf === true || record.wunsch === "ANRUF";
}
