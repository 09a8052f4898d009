// The inquiry card on the property detail page (public-site.md sections 2 and 5). It posts to the
// detail page itself with intent 'inquiry'; the detail action calls submitPropertyInquiry
// (routes/immobilien.$id/inquiry.server.ts). Works without JavaScript (the native constraints come
// from the loader); with it, the zod schema loads on first focus and validates on blur, and the
// button shows 'Wird gesendet...'.
import { useLocation } from "react-router";
import { AnredeField } from "~/components/form/anrede-field";
import { PrivacyLine } from "~/components/privacy-line";
import { FaggNotice, type FaggText } from "./fagg-notice";
import { Field, inputProps, LeadFormFrame, SentConfirmation, SubmitButton, TextareaField, useSentFlag } from "./form/fields";
import { type FieldMeta, type FormConstraint, type FormResult, useForm } from "./form/use-form";

export interface PropertyInquiryFormProps {
  property: { id: number; objektnr_intern: string; objektnr_extern: string | null; objekttitel: string | null };
  lastResult?: FormResult | null;
  /** Signed render time from `issueFormToken` (server/http/honeypot.server.ts) for the fill-time check. */
  formToken: string;
  /** `formConstraint(propertyInquirySchema)` from the loader (server/leads/submit.server.ts). */
  constraint: FormConstraint;
  /**
   * The FAGG notice shown before sending (§ 4 Abs 1 FAGG, ADR 0135) and the § 10 FAGG checkbox
   * label, as text from the loader (lib/property-legal.ts propertyLegalInfo): the lines depend
   * on the legal terms staff keep and on the property's commission.
   */
  fagg: FaggText;
}

export function PropertyInquiryForm(props: PropertyInquiryFormProps) {
  // The reset convention (components/forms.tsx): a new location key gives an empty form.
  const location = useLocation();
  if (useSentFlag()) {
    return <SentConfirmation title="Anfrage gesendet" again={{ href: `${location.pathname}#anfrage`, label: "Weitere Anfrage senden" }} />;
  }
  return <PropertyInquiryFormBody key={location.key} {...props} action={`${location.pathname}${location.search}`} />;
}

function PropertyInquiryFormBody({
  property,
  lastResult,
  formToken,
  constraint,
  fagg,
  action,
}: PropertyInquiryFormProps & { action: string }) {
  const title = property.objekttitel?.trim() || "Immobilie";
  const number = property.objektnr_extern?.trim() || String(property.id);
  const [form, fields] = useForm({
    id: `property-inquiry-${property.id}`,
    schema: () => import("~/lib/schemas/property-inquiry").then((m) => m.propertyInquirySchema),
    constraint,
    lastResult,
    defaultValue: { anfrage: `Ich interessiere mich für die Immobilie „${title}“ (Obj.-Nr.: ${number}). Bitte kontaktieren Sie mich.` },
  });
  return (
    <section className="card inquiry-card" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`}>Immobilie anfragen</h2>
      <LeadFormFrame form={form} formToken={formToken} action={action} className="lead-form">
        <input type="hidden" name="intent" value="inquiry" />
        <AnredeField meta={fields.anrede} />
        <div className="form-grid">
          <Field meta={fields.vorname} label="Vorname" autoComplete="given-name" />
          <Field meta={fields.nachname} label="Nachname" autoComplete="family-name" />
        </div>
        <Field meta={fields.tel} label="Telefon" type="tel" autoComplete="tel" />
        <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
        <TextareaField meta={fields.anfrage} label="Ihre Anfrage" />
        <Checkbox meta={fields.rueckruf} label="Bitte rufen Sie mich zurück" />
        <FaggNotice id={`${form.id}-fagg`} title={fagg.title} fagg={fagg} />
        {fagg.earlyStartLabel ? <Checkbox meta={fields.vorzeitigerBeginn} label={fagg.earlyStartLabel} fine /> : null}
        <SubmitButton intent="inquiry">Anfrage senden</SubmitButton>
        <PrivacyLine />
      </LeadFormFrame>
    </section>
  );
}

/**
 * An optional tick: the callback wish, and the § 10 FAGG request (ADR 0135; unticked, work starts
 * after the withdrawal period). `fine`: the request's whole wording in small regular type, so the
 * optional legal tick does not outweigh "Anfrage senden" (review 56b).
 */
function Checkbox({ meta, label, fine = false }: { meta: FieldMeta; label: string; fine?: boolean }) {
  const { key, props } = inputProps(meta, "checkbox");
  return (
    <div className={fine ? "field field-checkbox field-checkbox-fine" : "field field-checkbox"}>
      <input key={key} {...props} />
      <label htmlFor={meta.id}>{label}</label>
    </div>
  );
}
