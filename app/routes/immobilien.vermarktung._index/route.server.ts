// The marketing form on /immobilien/vermarktung (leads-legal-admin.md sections 5 "Marketing
// form", 7 "Message content per form", 8): what it stores and mails.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { marketingSchema } from "~/lib/schemas/marketing";
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

/** Section 7: the subject of every marketing inquiry. */
const SUBJECT = "Immobilie vermarkten";

export function loader({ context }: LoaderFunctionArgs) {
  return loadLeadFormPage({ context, schema: marketingSchema, path: "/immobilien/vermarktung" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lead = await readLeadForm(request, context, marketingSchema, { bucket: "marketing" });
  if (!lead.ok) return lead.answer;
  const { value } = lead;
  // Section 7: anrede 'Keine Angabe', the fixed subject, anfrage prefixed with the type.
  const stored = storeLead(context, {
    kind: "marketing",
    subject: SUBJECT,
    sender: { name: `${value.vorname} ${value.nachname}`, email: value.email, phone: value.tel },
    payload: {
      anrede: "Keine Angabe",
      vorname: value.vorname,
      nachname: value.nachname,
      tel: value.tel,
      email: value.email,
      propertyType: value.propertyType,
      anfrage: `Immobilientyp: ${value.propertyType}\n\n${value.anfrage}`,
      subject: SUBJECT,
    },
  });
  if (!(await leadSaved("marketing", stored))) return leadNotSent(lead, SEND_FAILURE);
  return leadSent(request, context, leadSuccessToast("Nachricht gesendet"));
}
