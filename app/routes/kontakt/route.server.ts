// The contact form on /kontakt (public-site.md sections 5 "Contact form", 7, 8): what it stores
// and mails; /kontakt re-exports its loader, action and headers.

import { contactSchema } from "~/lib/schemas/contact";
import { leadForm, leadFormAction, leadFormLoader, storeLead } from "~/server/leads/submit.server";

export const contactForm = leadForm(contactSchema, "contact", "Nachricht gesendet", (context, value) =>
  storeLead(context, {
    kind: "contact",
    subject: `Kontaktanfrage: ${value.subject}`,
    sender: { name: `${value.vorname} ${value.nachname}`, email: value.email, phone: value.phone },
    payload: { ...value },
  }),
);

// The route module re-exports these (ADR 0197).
export const loader = leadFormLoader(contactForm, "/kontakt");
// The confirmation replaces the form in place (ADR 0167), with and without JavaScript.
export const action = leadFormAction({ ...contactForm, redirectTo: "/kontakt?gesendet#kontaktformular" });
