// /admin/inquiries, server half: the inbox loader with its views (Alle, Neu, Probleme)
// and filters; the actions are in ./action.server.ts. Admin only, loader and action alike.

import type { LoaderFunctionArgs } from "react-router";
import { formatViennaDateTime, INQUIRY_STATUS_LABELS } from "~/lib/admin-format";
import { crmBadge } from "~/lib/crm-labels";
import { type FirstContactLead, firstContactState } from "~/lib/first-contact";
import { followUpDueBefore, followUpState } from "~/lib/follow-up";
import { INQUIRY_KIND_LABELS, LEAD_KINDS, SYSTEM_KINDS } from "~/lib/inquiry-labels";
import { ageLabel, deliveryOf, leadMarks, messagePreview } from "~/lib/lead-state";
import { toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { requireAdmin } from "~/server/accounts/auth.server";
import { staffLabels } from "~/server/leads/assignee.queries.server";
import {
  countInquiries,
  INQUIRIES_PAGE_SIZE,
  type InquiryFilter,
  listInquiries,
  listInquiryHandlers,
  listSenderOrdinals,
} from "~/server/leads/inbox.queries.server";
import { inquirySearch, readInquiryFilter } from "~/server/leads/inbox-filter.server";
import { getPropertyCardById } from "~/server/listings/queries.server";
import { listListingsOfInquiries } from "~/server/listings/staff-list.queries.server";
import { handlerLabel } from "./handler";
import { inboxViews } from "./inbox-views";
import { repeatOf } from "./repeat.server";
import { rowListing } from "./row-listing.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const url = requestUrl(request);
  const now = context.now();
  const { filter, page } = readInquiryFilter(url.searchParams, now, user.id);
  const [total, inquiries, newCount, problemCount, followUpCount, listing] = await Promise.all([
    countInquiries(context.db, filter),
    listInquiries(context.db, { page, filter }),
    countInquiries(context.db, { system: filter.system, status: "new" }),
    countInquiries(context.db, { system: filter.system, problems: true }),
    // "Fällig": a Wiedervorlage or an Erstkontakt due today or overdue; system mails have none.
    filter.system ? 0 : countInquiries(context.db, { followUpDue: { before: followUpDueBefore(now) } }),
    // The listing the "objekt" filter names, for the line that says what the list is narrowed to.
    filter.propertyId ? getPropertyCardById(context.db, Number(filter.propertyId)) : undefined,
  ]);
  const [handlers, assignees, ordinals, listings] = await Promise.all([
    listInquiryHandlers(context.db, { ids: inquiries.map((inquiry) => inquiry.id) }),
    // Who was given each lead; a deleted account reads as nobody.
    staffLabels(
      context.db,
      inquiries.map((inquiry) => inquiry.assigneeId),
    ),
    // System mails are no one's repeated enquiry.
    filter.system ? new Map<string, never>() : listSenderOrdinals(context.db, { inquiries }),
    listListingsOfInquiries(context.db, { ids: inquiries.map((inquiry) => inquiry.id) }),
  ]);
  // Query strings built here: pagination, the CSV link and the row forms' way back keep the filters.
  const search = inquirySearch(filter, page);
  // The list as it is, with the person-data tools open (dsgvo=1).
  const personDataList = `/admin/inquiries${search ? `${search}&` : "?"}dsgvo=1`;
  const filtered = Boolean(
    filter.kind ||
      filter.status ||
      filter.q ||
      filter.failed ||
      filter.crmFailed ||
      filter.today ||
      filter.problems ||
      filter.propertyId ||
      filter.assigned ||
      filter.followUpDue,
  );
  const only = (key: "status" | "problems" | "followUp") =>
    [filter.kind, filter.q, filter.failed, filter.crmFailed, filter.today, filter.propertyId, filter.assigned].every((value) => !value) &&
    // Exactly this view's own filter: "Neu" is status=new, the others take no status.
    (key === "status" ? filter.status === "new" : !filter.status) &&
    (key === "problems") === (filter.problems === true) &&
    (key === "followUp") === (filter.followUpDue !== undefined);
  return {
    views: inboxViews({
      system: filter.system === true,
      newCount,
      problemCount,
      followUpCount,
      only,
      filtered,
    }),
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
      problems: filter.problems === true,
      propertyId: filter.propertyId ?? "",
      assigned: filter.assigned === "me" ? "mir" : filter.assigned === "none" ? "niemand" : "",
    },
    filtered,
    system: filter.system === true,
    // The form filter offers the kinds of the open tab only.
    kinds: (filter.system ? SYSTEM_KINDS : LEAD_KINDS).map((kind) => ({ value: kind, label: INQUIRY_KIND_LABELS[kind] ?? kind })),
    tabs: {
      leads: `/admin/inquiries${inquirySearch({ status: filter.status })}`,
      system: `/admin/inquiries${inquirySearch({ system: true })}`,
    },
    property: filter.propertyId
      ? {
          id: filter.propertyId,
          title: listing ? toPropertyCardView(listing).title : null,
          clear: `/admin/inquiries${inquirySearch({ ...filter, propertyId: undefined })}`,
        }
      : null,
    // Abbrechen on the deletion step: the same list with the tools open, but without the fragment.
    // After the confirming POST the page's URL is often this one, and a link that differs from it
    // only by "#…" would merely scroll (no request) and leave "Wirklich löschen?" standing.
    personDataCancel: personDataList,
    personDataOpen: url.searchParams.get("dsgvo") === "1",
    // The hidden fields of the two GET forms, spelled by inquirySearch like every other link here:
    // the search keeps every filter, the fold what it does not show as a field.
    hidden: {
      search: searchPairs({ ...filter, q: undefined }),
      filter: searchPairs({
        system: filter.system,
        problems: filter.problems,
        propertyId: filter.propertyId,
        q: filter.q,
        sort: filter.sort,
        followUpDue: filter.followUpDue,
      }),
    },
    search,
    // The order: links that keep the filters and start at page 1; system mails have no status to sort by.
    sort: filter.system
      ? null
      : {
          current: filter.sort === "newest" ? ("newest" as const) : filter.sort === "due" ? ("due" as const) : ("todo" as const),
          followUp: filter.followUpDue !== undefined,
          todo: `/admin/inquiries${inquirySearch({ ...filter, sort: undefined })}`,
          due: `/admin/inquiries${inquirySearch({ ...filter, sort: "due" })}`,
          newestHref: `/admin/inquiries${inquirySearch({ ...filter, sort: "newest" })}`,
        },
    previous: page > 1 ? `/admin/inquiries${inquirySearch(filter, page - 1)}` : null,
    next: page * INQUIRIES_PAGE_SIZE < total ? `/admin/inquiries${inquirySearch(filter, page + 1)}` : null,
    csv: `/admin/inquiries.csv${inquirySearch(filter)}`,
    inquiries: inquiries.map(({ crmHandovers, emails, message, assigneeId, followUpDue, followUpNote, ...inquiry }) => ({
      ...inquiry,
      // "fällig heute 10:00", "überfällig seit 2 Tagen", "Wiedervorlage 03.12." and the next step;
      // an untouched new lead without one: "Erstkontakt", derived, never stored.
      followUp:
        followUpMark(followUpDue, followUpNote, now) ??
        derivedStep({ kind: inquiry.kind, status: inquiry.status, createdAt: inquiry.createdAt, followUpDue }, now),
      // The account working on it; the listing's broker or the office stays as the hint while nobody is.
      assignee: assigneeId ? (assignees.get(assigneeId) ?? null) : null,
      mine: assigneeId !== null && assigneeId === user.id,
      // The first line of what the person wrote, so a row says what it is about (plain text).
      preview: messagePreview(message),
      repeat: repeatOf(ordinals.get(inquiry.id), inquiry.senderEmail),
      crm: crmBadge(crmHandovers),
      handler: handlerLabel(handlers.get(inquiry.id), { system: SYSTEM_KINDS.includes(inquiry.kind) }),
      listing: rowListing(listings.get(inquiry.id)),
      created: formatViennaDateTime(inquiry.createdAt) ?? inquiry.createdAt,
      // How long an open lead has waited; a done one needs no clock.
      age: inquiry.status === "done" ? null : ageLabel(inquiry.createdAt, now),
      kindLabel: INQUIRY_KIND_LABELS[inquiry.kind] ?? inquiry.kind,
      statusLabel: INQUIRY_STATUS_LABELS[inquiry.status] ?? inquiry.status,
      delivery: deliveryOf(emails),
      // "Nicht zugewiesen" and "überfällig" only where they call for someone; a system
      // mail has no status to be open or late.
      marks: SYSTEM_KINDS.includes(inquiry.kind)
        ? { unassigned: false, overdue: false }
        : leadMarks({ status: inquiry.status, createdAt: inquiry.createdAt, assigned: assigneeId !== null }, now),
    })),
  };
}

function followUpMark(due: string | null, note: string | null, now: Date) {
  const state = followUpState(due, now);
  return state ? { ...state, note, derived: false } : null;
}

function derivedStep(lead: FirstContactLead, now: Date) {
  const state = firstContactState(lead, now);
  return state ? { ...state, derived: true } : null;
}

/** A filter's query as name/value pairs, for hidden form fields. */
function searchPairs(filter: InquiryFilter): Array<[string, string]> {
  return [...new URLSearchParams(inquirySearch(filter))];
}

export { action, type InboxActionData } from "./action.server";
