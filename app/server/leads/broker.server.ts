// Independent-broker inquiries: what the page's form (/uber-uns/selbststandige-makler) and POST
// /api/send-inquiry store. The page's loader and action live here too, beside the shared store.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { FailureToast } from "~/lib/form-types";
import { BROKER_INQUIRY_TYPE, type BrokerInquiry, brokerSchema } from "~/lib/schemas/broker";
import { site } from "~/lib/site";
import type { RequestContext } from "~/server/context";
import { leadNotSent, leadSaved, leadSent, leadSuccessToast, loadLeadFormPage, readLeadForm, storeLead } from "./submit.server";

export const BROKER_SUCCESS = leadSuccessToast("Nachricht gesendet!");

export const BROKER_FAILURE: FailureToast = {
  title: "Fehler beim Senden",
  description: `Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt unter ${site.email}`,
};

/** The page and the API share the rate-limit bucket, so switching channels does not double the limit. */
export const BROKER_BUCKET = "broker";

export function storeBrokerInquiry(context: RequestContext, value: BrokerInquiry) {
  return storeLead(context, {
    kind: "broker",
    subject: `${BROKER_INQUIRY_TYPE}: ${value.name}`,
    sender: { name: value.name, email: value.email, phone: value.phone },
    payload: { ...value, inquiryType: BROKER_INQUIRY_TYPE },
  });
}

export function loader({ context }: LoaderFunctionArgs) {
  return loadLeadFormPage({ context, schema: brokerSchema, path: "/uber-uns/selbststandige-makler" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lead = await readLeadForm(request, context, brokerSchema, { bucket: BROKER_BUCKET });
  if (!lead.ok) return lead.answer;
  if (!(await leadSaved("broker", storeBrokerInquiry(context, lead.value)))) return leadNotSent(lead, BROKER_FAILURE);
  return leadSent(request, context, BROKER_SUCCESS);
}
