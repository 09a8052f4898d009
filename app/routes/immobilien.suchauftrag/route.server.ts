// The search order on /immobilien/suchauftrag (leads-legal-admin.md sections 3, 5, 7, 8): what
// it stores and mails. The criteria travel as they are; names and labels as section 7 has them.

import type { ActionFunctionArgs } from "react-router";
import { OBJECT_TYPES, SALUTATIONS } from "~/lib/schemas/options";
import { searchOrderFormSchema, searchOrderSchema, summarizeSearchOrder } from "~/lib/schemas/search-order";
import { requestSearchOrderAlert, searchOrderAlertFilters } from "~/server/alerts/pages.server";
import { handleLeadForm, leadForm, leadFormLoader, storeLead } from "~/server/leads/submit.server";

const SUBJECT = "Neuer Suchauftrag";

export const searchOrderForm = leadForm(searchOrderSchema, "search_order", "Suchauftrag gesendet", async (context, value) => {
  const anrede = SALUTATIONS.find((s) => s.value === value.salutation)?.label ?? value.salutation;
  const { firstName, lastName, phone, email, salutation: _salutation, objectTypes, emailAlert, ...criteria } = value;
  const stored = await storeLead(context, {
    kind: "search_order",
    subject: SUBJECT,
    sender: { name: `${firstName} ${lastName}`, email, phone },
    payload: {
      anrede,
      vorname: firstName,
      nachname: lastName,
      tel: phone,
      email,
      anfrage: summarizeSearchOrder(value),
      subject: SUBJECT,
      ...criteria,
      objectTypes: OBJECT_TYPES.filter((t) => (objectTypes as Record<string, boolean | undefined>)[t.key]).map((t) => t.label),
    },
  });
  // The optional e-mail alert, with its own double opt-in (ADR 0073).
  if (emailAlert) await requestSearchOrderAlert(context, email, searchOrderAlertFilters(value, context.now()));
  return stored;
});

// The route module re-exports these (ADR 0197).
export const loader = leadFormLoader(searchOrderForm, "/immobilien/suchauftrag");
/** The form's own action: the district chips join 'Ort/Region' before the spec's checks (ADR 0292). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleLeadForm({ request, context, ...searchOrderForm, schema: searchOrderFormSchema });
