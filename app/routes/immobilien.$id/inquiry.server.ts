// Server side of the inquiry card on the property detail page (public-site.md sections 5, 7
// item 9, 8). The detail route's action (route.server.ts) calls this when intent = 'inquiry'.
// Recipients: the office (MAIL_TO) and, since an inquiry can conclude a broker
// contract at a distance, the inquirer: the FAGG information on a durable medium (§ 7 Abs 3
// FAGG) and the Nebenkostenübersicht (§ 30b KSchG), ADRs 0135 and 0137. That confirmation quotes
// nothing the inquirer typed (ADR 0222): it names the inquiry by reference number and time.

import { formatReceiptTime } from "~/lib/fagg";
import type { FailureToast } from "~/lib/form-types";
import { type NebenkostenListing, nebenkostenTextLines } from "~/lib/nebenkosten";
import { propertyLegalInfo } from "~/lib/property-legal";
import { requestUrl } from "~/lib/request-url";
import { type PropertyInquiry, propertyInquirySchema } from "~/lib/schemas/property-inquiry";
import type { RequestContext } from "~/server/context";
import {
  allowVisitorMail,
  leadNotSent,
  leadSaved,
  leadSent,
  leadSuccessToast,
  newReceiptNumber,
  readLeadForm,
  storeLead,
} from "~/server/leads/submit.server";
import { loadLegalTerms } from "~/server/legal/queries.server";

export interface InquiryProperty extends NebenkostenListing {
  id: number;
  objektnr_intern: string;
  objektnr_extern: string | null;
  objekttitel: string | null;
  openimmo_obid: string | null;
  kontakt_feedback_email: string | null;
}

export const PROPERTY_INQUIRY_SUCCESS = leadSuccessToast("Anfrage gesendet");

export const PROPERTY_INQUIRY_FAILURE: FailureToast = {
  title: "Fehler",
  description: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
};

export function propertyInquirySubject(property: Pick<InquiryProperty, "id" | "objektnr_extern" | "objekttitel">): string {
  const title = property.objekttitel?.trim() || "Immobilie";
  const number = property.objektnr_extern?.trim() || String(property.id);
  return `Anfrage: ${title} (Obj.-Nr.: ${number})`;
}

/**
 * The detail action's intent 'inquiry': a redirect back to the detail page with the toast on
 * success, else `data(submission.reply(), { status: 400 | 429 | 503 })` for the form to show.
 * Pass `formData` when the action has already read the body (to look at `intent`).
 */
export async function submitPropertyInquiry({
  request,
  context,
  property,
  formData,
}: {
  request: Request;
  context: RequestContext;
  property: InquiryProperty;
  formData?: FormData;
}) {
  // The detail loader issues a form token like every lead-form page: too fast is refused, and
  // the token is taken once, since the inquirer is mailed.
  const lead = await readLeadForm(request, context, propertyInquirySchema, { formData, singleUseToken: true, bucket: "property" });
  if (!lead.ok) return lead.answer;
  if (!(await leadSaved("property", storePropertyInquiry(context, property, lead.value)))) {
    return leadNotSent(lead, PROPERTY_INQUIRY_FAILURE);
  }
  // The confirmation replaces the form in place, with and without JavaScript.
  return leadSent(request, context, PROPERTY_INQUIRY_SUCCESS, `${requestUrl(request).pathname}?gesendet#anfrage`);
}

/** The inquiry with what the form showed (FAGG, Nebenkosten), the office mail and the confirmation. */
async function storePropertyInquiry(context: RequestContext, property: InquiryProperty, value: PropertyInquiry) {
  const subject = propertyInquirySubject(property);
  const now = context.now();
  const { overview, fagg } = propertyLegalInfo(property, await loadLegalTerms(context.db), context.env.SITE_URL);
  const earlyStart = value.vorzeitigerBeginn && fagg.earlyStartLabel !== null;
  // Confirmations to one address per day, counted across the forms.
  const confirmation = await allowVisitorMail(context, value.email);
  await storeLead(context, {
    kind: "property",
    subject,
    sender: { name: `${value.vorname} ${value.nachname}`, email: value.email, phone: value.tel },
    propertyId: property.id,
    payload: {
      anrede: value.anrede,
      vorname: value.vorname,
      nachname: value.nachname,
      tel: value.tel,
      email: value.email,
      anfrage: value.anfrage,
      subject,
      eingangsnummer: newReceiptNumber("A", now),
      eingegangenAmText: formatReceiptTime(now),
      propertyId: property.id,
      propertyTitle: property.objekttitel,
      contactFeedbackEmail: property.kontakt_feedback_email,
      openimmoObid: property.openimmo_obid,
      objektnrExtern: property.objektnr_extern,
      // What the form showed before sending and the confirmation mail repeats.
      faggInfo: fagg.lines,
      faggTitel: fagg.title,
      faggInformiertAm: now.toISOString(),
      // The § 10 request counts only where the form offered it (no withdrawal right, no request).
      vorzeitigerBeginn: earlyStart,
      vorzeitigerBeginnAm: earlyStart ? now.toISOString() : null,
      vorzeitigerBeginnText: earlyStart ? formatReceiptTime(now) : null,
      nebenkosten: nebenkostenTextLines(overview),
      sendToCustomer: confirmation,
      // The justimmo hand-over's wish: a call back, or the details of the listing.
      rueckruf: value.rueckruf,
      wunsch: value.rueckruf ? "ANRUF" : "DETAIL",
    },
    emails: [
      { template: "internal", recipient: context.env.MAIL_TO },
      ...(confirmation ? [{ template: "inquiry-confirmation" as const, recipient: value.email }] : []),
    ],
  });
}
