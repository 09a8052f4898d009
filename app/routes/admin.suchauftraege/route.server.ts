// /admin/suchauftraege: every search order in one list (filters by GET), a staff-kept search
// profile's matches, and the form to add one. Admin only; every action checks the origin first.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formatViennaDateTime } from "~/lib/admin-format";
import { formatArea, formatEuro } from "~/lib/format";
import { propertyPath, shownObjektnr } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { criteriaOf, parseCriteria, searchProfileSchema } from "~/lib/schemas/search-profile";
import { formatPhone } from "~/lib/schemas/shared";
import { type OrderFilter, ordersHref, readOrderFilter } from "~/lib/search-orders";
import type { RequestContext } from "~/load-context";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { deleteSearchAlert } from "~/server/alerts/queries.server";
import { describeProfile, loadSearchOrders, prefillFromLead } from "~/server/alerts/search-orders.server";
import {
  createSearchProfile,
  deleteSearchProfile,
  getSearchOrderLead,
  getSearchProfile,
  listProfileMatches,
} from "~/server/alerts/search-profiles.queries.server";
import { formConstraint } from "~/server/leads/submit.server";
import { loadFilterOptions } from "~/server/listings/queries.server";

/** Matches a profile's view lists; the count says how many there are in all. */
const PROFILE_MATCHES_SHOWN = 50;

export async function loader({ request, context }: { request: Request; context: RequestContext }) {
  await requireAdmin(request, context);
  const now = context.now();
  const params = requestUrl(request).searchParams;
  const read = readOrderFilter(params);
  const filter: OrderFilter = read.ok ? read.filter : { art: null, status: null, q: "", seite: 1 };
  const [list, options] = await Promise.all([loadSearchOrders(context.db, { now, filter }), loadFilterOptions(context.db)]);
  return data(
    {
      error: read.ok ? null : read.message,
      // A filter that does not exist is the request's fault: 400 and no rows, never a silent "alle".
      orders: read.ok ? list.rows : [],
      total: list.total,
      matching: read.ok ? list.matching : 0,
      paging: {
        note: list.note,
        previous: read.ok && list.page > 1 ? ordersHref(filter, list.page - 1) : null,
        next: read.ok && list.page < list.pages ? ordersHref(filter, list.page + 1) : null,
        first: list.first,
        last: list.last,
      },
      filter,
      districts: options.locations,
      profile: await loadProfileView(context, params.get("profil") ?? ""),
      prefill: await loadPrefill(context, params.get("anfrage") ?? ""),
      constraint: formConstraint(searchProfileSchema),
    },
    { status: read.ok ? 200 : 400 },
  );
}

async function loadProfileView(context: RequestContext, id: string) {
  if (!id) return null;
  const profile = await getSearchProfile(context.db, id.slice(0, 64));
  if (!profile) return null;
  const now = context.now();
  const criteria = parseCriteria(profile.criteria);
  const matches = await listProfileMatches(context.db, { marketing: profile.marketing, criteria }, { now, limit: PROFILE_MATCHES_SHOWN });
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phone: profile.phone ? formatPhone(profile.phone) : null,
    summary: describeProfile(profile.marketing, criteria, now),
    created: formatViennaDateTime(profile.created_at) ?? "",
    inquiryId: profile.inquiry_id,
    matches: matches.map((row) => {
      const objektnr = shownObjektnr(row);
      return {
        id: row.id,
        href: propertyPath(row.objektnr_intern),
        title: row.objekttitel?.trim() || `Objekt ${objektnr}`,
        objektnr,
        district: row.politischer_bezirk,
        price: row.price_value ? formatEuro(row.price_value) : null,
        rooms: row.anzahl_zimmer,
        area: row.wohnflaeche ? formatArea(row.wohnflaeche) : null,
      };
    }),
  };
}

/** "Als Suchprofil anlegen" from a Suchauftrag lead: its contact and criteria fill the form. */
async function loadPrefill(context: RequestContext, id: string) {
  if (!id) return null;
  const lead = await getSearchOrderLead(context.db, id.slice(0, 64));
  return lead ? prefillFromLead(lead) : null;
}

export async function action({ request, context }: { request: Request; context: RequestContext }) {
  const user = await requireAdminAction(request, context);
  const formData = await readStaffForm(request);
  const intent = formData.get("intent");
  const actor = { id: user.id, email: user.email };
  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: searchProfileSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const value = submission.value;
    const inquiryId = value.anfrage ?? null;
    if (inquiryId && !(await getSearchOrderLead(context.db, inquiryId))) {
      return data(
        { result: submission.reply({ formErrors: ["Die Anfrage zu diesem Suchprofil gibt es nicht (mehr)."] }) },
        { status: 400 },
      );
    }
    const now = context.now();
    const id = await createSearchProfile(context.db, {
      email: value.email,
      name: value.name,
      phone: value.telefon ?? null,
      marketing: value.vermarktung,
      criteria: criteriaOf(value),
      inquiryId,
      createdBy: user.id,
      now,
    });
    // The trail says who and when; the contact's address stays out of it.
    await recordAudit(context.db, {
      actor,
      action: "search_profile.create",
      entity: "search_profile",
      entityId: id,
      summary: inquiryId ? "Suchprofil aus Anfrage angelegt" : "Suchprofil angelegt",
      now,
    });
    return redirectWithToast(context.env, request, `/admin/suchauftraege?profil=${id}`, {
      type: "success",
      title: "Suchprofil angelegt",
      description: "Das Suchprofil ist intern: Sie sehen die passenden Immobilien, der Kontakt bekommt keine E-Mails.",
    });
  }
  const id = String(formData.get("id") ?? "").slice(0, 64);
  if (intent === "delete-profile") {
    if (!(await deleteSearchProfile(context.db, id))) return data({ error: "Dieses Suchprofil existiert nicht (mehr)." }, { status: 400 });
    await recordAudit(context.db, {
      actor,
      action: "search_profile.delete",
      entity: "search_profile",
      entityId: id,
      summary: "Suchprofil gelöscht",
      now: context.now(),
    });
    return redirectWithToast(context.env, request, "/admin/suchauftraege", {
      type: "success",
      title: "Suchprofil gelöscht",
      description: "Das Suchprofil und die Kontaktdaten darin wurden gelöscht.",
    });
  }
  const deleted = intent === "delete" && (await deleteSearchAlert(context.db, id));
  if (!deleted) return data({ error: "Dieser Suchauftrag existiert nicht (mehr)." }, { status: 400 });
  // Staff erased a visitor's e-mail address: the trail says who and when, not the address.
  await recordAudit(context.db, {
    actor,
    action: "alert.delete",
    entity: "search_alert",
    entityId: id,
    summary: "Suchauftrag gelöscht",
    now: context.now(),
  });
  return redirectWithToast(context.env, request, "/admin/suchauftraege", {
    type: "success",
    title: "Suchauftrag gelöscht",
    description: "Der Suchauftrag und die E-Mail-Adresse wurden gelöscht.",
  });
}
