// Independent-broker inquiries: the same storage for the page's form action and for POST
// /api/send-inquiry.

import type { FailureToast } from "~/lib/form-types";
import { BROKER_INQUIRY_TYPE, type BrokerInquiry, brokerSchema } from "~/lib/schemas/broker";
import { site } from "~/lib/site";
import type { RequestContext } from "~/server/context";
import { type LeadFormDefinition, leadFormAction, leadFormLoader, leadSuccessToast, storeLead } from "./submit.server";

export const BROKER_SUCCESS = leadSuccessToast("Nachricht gesendet!");

export const BROKER_FAILURE: FailureToast = {
  title: "Fehler beim Senden",
  description: `Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt unter ${site.email}`,
};

function storeBrokerInquiry(context: RequestContext, value: BrokerInquiry) {
  return storeLead(context, {
    kind: "broker",
    subject: `${BROKER_INQUIRY_TYPE}: ${value.name}`,
    sender: { name: value.name, email: value.email, phone: value.phone },
    payload: { ...value, inquiryType: BROKER_INQUIRY_TYPE },
  });
}

/** The page's form; its action is `handleLeadForm({ request, context, ...brokerForm })`. */
export const brokerForm: LeadFormDefinition<typeof brokerSchema> = {
  schema: brokerSchema,
  form: "broker",
  successToast: BROKER_SUCCESS,
  failure: BROKER_FAILURE,
  store: storeBrokerInquiry,
};

// The route module re-exports these.
export const loader = leadFormLoader(brokerForm, "/uber-uns/selbststandige-makler");
export const action = leadFormAction(brokerForm);
