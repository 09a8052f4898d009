// The marketing form on /immobilien/vermarktung (leads-legal-admin.md sections 5 "Marketing
// form", 7 "Message content per form", 8): what it stores and mails.

import { marketingSchema } from "~/lib/schemas/marketing";
import { leadForm, leadFormAction, leadFormLoader, storeLead } from "~/server/leads/submit.server";

/** Section 7: the subject of every marketing inquiry. */
const SUBJECT = "Immobilie vermarkten";

// Section 7: anrede 'Keine Angabe', the fixed subject, anfrage prefixed with the type.
export const marketingForm = leadForm(marketingSchema, "marketing", "Nachricht gesendet", (context, value) =>
  storeLead(context, {
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
  }),
);

// The route module re-exports these (ADR 0197).
export const loader = leadFormLoader(marketingForm, "/immobilien/vermarktung");
export const action = leadFormAction(marketingForm);
