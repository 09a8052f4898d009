// The contact form on /kontakt (public-site.md sections 5 "Contact form", 7, 8): what it stores
// and mails; /kontakt re-exports its loader, action and headers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { contactSchema } from "~/lib/schemas/contact";
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
import { watchlistInquiry } from "~/server/watchlist/inquiry.server";

/**
 * From a Merkliste ("Zu diesen Immobilien beraten lassen"), the form starts with its listings named.
 * The team beside the form is an extra: a failed read shows the page without it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, prefill, team] = await Promise.all([
    loadLeadFormPage({ context, schema: contactSchema, path: "/kontakt" }),
    watchlistInquiry(context.db, requestUrl(request).searchParams),
    listAgents(context.db).catch((error: unknown) => {
      console.warn(JSON.stringify({ route: "kontakt", team: String(error) }));
      return [];
    }),
  ]);
  return { ...page, prefill, team };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lead = await readLeadForm(request, context, contactSchema, { bucket: "contact" });
  if (!lead.ok) return lead.answer;
  const { value } = lead;
  const stored = storeLead(context, {
    kind: "contact",
    // The topic, when chosen, leads the subject, so the inbox and the mail say it first.
    subject: value.thema ? `Kontaktanfrage (${value.thema}): ${value.subject}` : `Kontaktanfrage: ${value.subject}`,
    sender: { name: `${value.vorname} ${value.nachname}`, email: value.email, phone: value.phone },
    payload: { ...value },
  });
  if (!(await leadSaved("contact", stored))) return leadNotSent(lead, SEND_FAILURE);
  // The confirmation replaces the form in place, with and without JavaScript.
  return leadSent(request, context, leadSuccessToast("Nachricht gesendet"), "/kontakt?gesendet#kontaktformular");
}
