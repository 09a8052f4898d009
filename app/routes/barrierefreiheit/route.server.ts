// The feedback form on /barrierefreiheit (Barrierefreiheitsgesetz): a barrier report is a lead
// like every other, stored as inquiry kind 'barrierefreiheit' and mailed to the office.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { barrierFeedbackSchema } from "~/lib/schemas/barrier-feedback";
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

export function loader({ context }: LoaderFunctionArgs) {
  return loadLeadFormPage({ context, schema: barrierFeedbackSchema, path: "/barrierefreiheit" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lead = await readLeadForm(request, context, barrierFeedbackSchema, { bucket: "barrierefreiheit" });
  if (!lead.ok) return lead.answer;
  const { value } = lead;
  const stored = storeLead(context, {
    kind: "barrierefreiheit",
    subject: `Barriere gemeldet${value.seite ? `: ${value.seite}` : ""}`,
    sender: { name: value.name ?? null, email: value.email },
    payload: { name: value.name ?? null, email: value.email, seite: value.seite ?? null, nachricht: value.nachricht },
  });
  if (!(await leadSaved("barrierefreiheit", stored))) return leadNotSent(lead, SEND_FAILURE);
  return leadSent(request, context, leadSuccessToast("Meldung gesendet"), "/barrierefreiheit?danke");
}
