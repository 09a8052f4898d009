// The search order on /immobilien/suchauftrag (leads-legal-admin.md sections 3, 5, 7, 8): what
// it stores and mails. The criteria travel as they are; names and labels as section 7 has them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { OBJECT_TYPES, SALUTATIONS } from "~/lib/schemas/options";
import { type SearchOrder, searchOrderFormSchema, searchOrderSchema, summarizeSearchOrder } from "~/lib/schemas/search-order";
import { searchOrderPrefill } from "~/lib/schemas/search-order-prefill";
import { requestSearchOrderAlert, searchOrderAlertFilters } from "~/server/alerts/pages.server";
import type { RequestContext } from "~/server/context";
import {
  leadNotSent,
  leadSaved,
  leadSent,
  leadSuccessToast,
  loadLeadFormPage,
  readLeadForm,
  SEND_FAILURE,
  storeLead,
} from "~/server/leads/submit.server";
import { listAgents } from "~/server/team/queries.server";

const SUBJECT = "Neuer Suchauftrag";

/** Opened from a search (/immobilien), the form starts with that search's criteria. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadLeadFormPage({ context, schema: searchOrderSchema, path: "/immobilien/suchauftrag" });
  // The team for 'Gewünschte:r Ansprechpartner:in'; without it the field stays free text.
  const agents = await listAgents(context.db).then(
    (rows) => rows.map((agent) => agent.name),
    () => [],
  );
  return { ...page, prefill: searchOrderPrefill(requestUrl(request).searchParams), agents };
}

/** The district chips join 'Ort/Region' before the spec's checks (searchOrderFormSchema). */
export async function action({ request, context }: ActionFunctionArgs) {
  const lead = await readLeadForm(request, context, searchOrderFormSchema, { bucket: "search_order" });
  if (!lead.ok) return lead.answer;
  if (!(await leadSaved("search_order", storeSearchOrder(context, lead.value)))) return leadNotSent(lead, SEND_FAILURE);
  return leadSent(request, context, leadSuccessToast("Suchauftrag gesendet"));
}

/** The inquiry with the criteria, and the optional e-mail alert with its own double opt-in. */
async function storeSearchOrder(context: RequestContext, value: SearchOrder) {
  const anrede = SALUTATIONS.find((s) => s.value === value.salutation)?.label ?? "Keine Angabe";
  const { firstName, lastName, phone, email, salutation: _salutation, objectTypes, emailAlert, ...criteria } = value;
  await storeLead(context, {
    kind: "search_order",
    subject: SUBJECT,
    // Names are optional: without one no name is stored (the inbox shows the e-mail beside "–").
    sender: { name: [firstName, lastName].filter(Boolean).join(" ") || null, email, phone },
    payload: {
      anrede,
      vorname: firstName ?? "",
      nachname: lastName ?? "",
      tel: phone,
      email,
      anfrage: summarizeSearchOrder(value),
      subject: SUBJECT,
      ...criteria,
      objectTypes: OBJECT_TYPES.filter((t) => (objectTypes as Record<string, boolean | undefined>)[t.key]).map((t) => t.label),
    },
  });
  if (emailAlert) await requestSearchOrderAlert(context, email, searchOrderAlertFilters(value, context.now()));
}
