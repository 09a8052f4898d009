// The contact form on /kontakt (public-site.md sections 5 "Contact form", 7, 8): what it stores
// and mails. The route's action is `handleLeadForm({ request, context, ...contactForm })`.
import { contactSchema } from "~/schemas/contact";
import { leadForm, storeLead } from "./submit.server";

// What the route needs besides the declaration, from this one module: every `.server` module a
// route imports costs the page a chunk of its own in the browser build.
export { formPageHeaders, handleLeadForm, loadLeadFormPage } from "./submit.server";

export const contactForm = leadForm(contactSchema, "contact", "Nachricht gesendet", (context, value) =>
  storeLead(context, {
    kind: "contact",
    subject: `Kontaktanfrage: ${value.subject}`,
    sender: { name: `${value.vorname} ${value.nachname}`, email: value.email, phone: value.phone },
    payload: { ...value },
  }),
);
