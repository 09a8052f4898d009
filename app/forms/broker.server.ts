// Independent-broker inquiries (leads-legal-admin.md sections 3, 5, 7, 8): the same storage
// for the page's form action and for the JSON endpoint POST /api/send-inquiry.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { site } from "~/config/site";
import { storeAndQueueInquiry } from "~/integrations/mail/outbox.server";
import { BROKER_INQUIRY_TYPE, type BrokerInquiry } from "~/schemas/broker";
import type { FailureToast } from "./lead-form";
import { leadSuccessToast } from "./submit.server";

export const BROKER_SUCCESS = leadSuccessToast("Nachricht gesendet!");

export const BROKER_FAILURE: FailureToast = {
  title: "Fehler beim Senden",
  description: `Bitte versuchen Sie es später erneut oder kontaktieren Sie uns direkt unter ${site.email}`,
};

export function storeBrokerInquiry(context: AppLoadContext, value: BrokerInquiry) {
  return storeAndQueueInquiry({
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    now: context.now(),
    kind: "broker",
    subject: `${BROKER_INQUIRY_TYPE}: ${value.name}`,
    sender: { name: value.name, email: value.email, phone: value.phone },
    payload: { ...value, inquiryType: BROKER_INQUIRY_TYPE },
    emails: [{ template: "internal", recipient: context.env.MAIL_TO }],
  });
}
