// Server side of the inquiry card on the property detail page (public-site.md sections 5, 7
// item 9, 8). The detail route (owned by the search area) calls this from its action when
// intent = 'inquiry'. Recipient: the office (MAIL_TO) only, see
// docs/decisions/0020-lead-form-delivery.md.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { storeAndQueueInquiry } from "~/integrations/mail/outbox.server";
import type { FailureToast } from "./lead-form";
import { propertyInquirySchema } from "./schemas.server";
import { handleLeadForm, leadSuccessToast } from "./submit.server";

export interface InquiryProperty {
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
 * Returns a redirect back to the detail page with the toast on success, else
 * `data(submission.reply(), { status: 400 | 429 | 503 })` for the form to show.
 * Pass `formData` when the action has already read the body (to look at `intent`).
 */
export async function submitPropertyInquiry({
  request,
  context,
  property,
  formData,
}: {
  request: Request;
  context: AppLoadContext;
  property: InquiryProperty;
  formData?: FormData;
}) {
  return handleLeadForm({
    request,
    context,
    formData,
    schema: propertyInquirySchema,
    form: "property",
    successToast: PROPERTY_INQUIRY_SUCCESS,
    failure: PROPERTY_INQUIRY_FAILURE,
    // The detail loader issues a form token like every lead-form page: too fast is refused.
    store: async (value) => {
      const subject = propertyInquirySubject(property);
      await storeAndQueueInquiry({
        db: context.db,
        queue: context.env.MAIL_QUEUE,
        now: context.now(),
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
          propertyId: property.id,
          propertyTitle: property.objekttitel,
          contactFeedbackEmail: property.kontakt_feedback_email,
          openimmoObid: property.openimmo_obid,
          objektnrExtern: property.objektnr_extern,
        },
        emails: [{ template: "internal", recipient: context.env.MAIL_TO }],
      });
    },
  });
}
