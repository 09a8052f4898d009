// The withdrawal function (Art. 11a Directive 2011/83/EU as added by Directive (EU) 2023/2673,
// applying from 19 June 2026). Step one checks name, e-mail and the contract and
// shows them back; only the second step, "Widerruf bestätigen", goes through the lead-form
// pipeline: stored as an inquiry of kind 'widerruf', the office mailed, and the sender sent a
// receipt with content, date and time at once (Art. 11a Abs. 3). The receipt names the
// withdrawal by its reference number, date and time and quotes nothing typed into the form
// (ADR 0222): the name and the contract text stay in the staff copy and in D1.
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { formatReceiptTime } from "~/lib/fagg";
import { TIMESTAMP_FIELD } from "~/lib/honeypot";
import { type Widerruf, widerrufSchema } from "~/lib/schemas/widerruf";
import type { Toast } from "~/lib/toast";
import type { RequestContext } from "~/server/context";
import {
  allowVisitorMail,
  leadNotSent,
  leadSaved,
  leadSent,
  loadLeadFormPage,
  newReceiptNumber,
  readFormDataOrResponse,
  readLeadForm,
  SEND_FAILURE,
  storeLead,
} from "~/server/leads/submit.server";

const RECEIVED: Toast = {
  type: "success",
  title: "Widerruf eingegangen",
  description: "Wir haben Ihren Widerruf erhalten. Die Eingangsbestätigung mit Datum und Uhrzeit ist per E-Mail unterwegs.",
};

export function loader({ context }: LoaderFunctionArgs) {
  return loadLeadFormPage({ context, schema: widerrufSchema, path: "/widerruf" });
}

/**
 * intent 'pruefen': check and show the confirmation step; 'aendern': back to the form with the
 * values; 'bestaetigen': store and send (the lead-form pipeline: bot traps, rate limit, 503).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormDataOrResponse(request);
  if (!(formData instanceof FormData)) return formData;
  const intent = formData.get("intent");
  if (intent === "bestaetigen") {
    // One receipt per rendered form: the render token is taken once.
    const lead = await readLeadForm(request, context, widerrufSchema, { formData, singleUseToken: true, bucket: "widerruf" });
    if (!lead.ok) return lead.answer;
    if (!(await leadSaved("widerruf", storeWiderruf(context, lead.value)))) return leadNotSent(lead, SEND_FAILURE);
    return leadSent(request, context, RECEIVED, "/widerruf?eingegangen");
  }
  const submission = parseWithZod(formData, { schema: widerrufSchema });
  if (intent === "aendern" || submission.status !== "success") {
    return data(submission.reply(), { status: submission.status === "success" ? 200 : 400 });
  }
  const token = formData.get(TIMESTAMP_FIELD);
  return data({ step: "bestaetigen" as const, values: submission.value, formToken: typeof token === "string" ? token : "" });
}

/** The withdrawal, the office mail and the receipt (unless the address had its mails for today). */
async function storeWiderruf(context: RequestContext, value: Widerruf) {
  const now = context.now();
  // Receipts to one address per day, counted with the other forms' confirmations.
  const receipt = await allowVisitorMail(context, value.email);
  return storeLead(context, {
    kind: "widerruf",
    subject: `Widerruf: ${value.name}`,
    sender: { name: value.name, email: value.email },
    payload: {
      name: value.name,
      email: value.email,
      vertrag: value.vertrag,
      referenz: value.referenz ?? null,
      eingangsnummer: newReceiptNumber("W", now),
      eingegangenAm: now.toISOString(),
      eingegangenAmText: formatReceiptTime(now),
      sendToCustomer: receipt,
    },
    emails: [
      { template: "internal", recipient: context.env.MAIL_TO },
      ...(receipt ? [{ template: "withdrawal-receipt" as const, recipient: value.email }] : []),
    ],
  });
}
