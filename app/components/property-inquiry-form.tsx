// The inquiry card on the property detail page (public-site.md sections 2 and 5). It posts to the
// detail page itself with intent 'inquiry'; the detail action calls submitPropertyInquiry
// (forms/property-inquiry.server.ts). Works without JavaScript; with it, Conform validates on
// blur and the button shows 'Wird gesendet...'.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { ANREDE_OPTIONS, propertyInquirySchema } from "~/schemas/property-inquiry";
import { Field, FormErrors, HoneypotFields, SelectField, SubmitButton, TextareaField, useLeadForm } from "./forms";

export interface PropertyInquiryFormProps {
  property: { id: number; objektnr_intern: string; objektnr_extern: string | null; objekttitel: string | null };
  lastResult?: SubmissionResult<string[]> | null;
  /** Signed render time from `issueFormToken` (utils/honeypot.server.ts), if the loader issues one. */
  formToken?: string | null;
}

export function PropertyInquiryForm(props: PropertyInquiryFormProps) {
  // A successful submission redirects back here: a new location key gives an empty form.
  const location = useLocation();
  return <PropertyInquiryFormBody key={location.key} {...props} action={`${location.pathname}${location.search}`} />;
}

function PropertyInquiryFormBody({ property, lastResult, formToken, action }: PropertyInquiryFormProps & { action: string }) {
  const title = property.objekttitel?.trim() || "Immobilie";
  const number = property.objektnr_extern?.trim() || String(property.id);
  const [form, fields] = useLeadForm({
    id: `property-inquiry-${property.id}`,
    schema: propertyInquirySchema,
    lastResult,
    defaultValue: { anfrage: `Ich interessiere mich für die Immobilie „${title}“ (Obj.-Nr.: ${number}). Bitte kontaktieren Sie mich.` },
  });
  return (
    <section className="card inquiry-card" aria-labelledby={`${form.id}-title`}>
      <h2 id={`${form.id}-title`}>Immobilie anfragen</h2>
      <Form method="post" action={action} {...getFormProps(form)} className="lead-form">
        <input type="hidden" name="intent" value="inquiry" />
        <HoneypotFields formToken={formToken} />
        <FormErrors form={form} />
        <SelectField meta={fields.anrede} label="Anrede" options={ANREDE_OPTIONS.map((value) => ({ value, label: value }))} />
        <div className="form-grid">
          <Field meta={fields.vorname} label="Vorname" autoComplete="given-name" />
          <Field meta={fields.nachname} label="Nachname" autoComplete="family-name" />
        </div>
        <Field meta={fields.tel} label="Telefon" type="tel" autoComplete="tel" />
        <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
        <TextareaField meta={fields.anfrage} label="Ihre Anfrage" />
        <SubmitButton name="intent" value="inquiry">
          Anfrage senden
        </SubmitButton>
      </Form>
    </section>
  );
}
