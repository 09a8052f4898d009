// /immobilien/suchauftrag (leads-legal-admin.md section 2 "Search order page", sections 3, 5,
// 7 and 8).
import { Link, type LinksFunction, type MetaFunction } from "react-router";
import { CheckboxField, RadioGroup } from "~/components/form/choice-fields";
import { Field, LeadFormFrame, type LeadFormProps, SubmitButton, TextareaField, useLeadFormPage } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { MARKETING_TYPES, OBJECT_TYPES, SALUTATIONS, USAGE_TYPES } from "~/schemas/options";
import leadsStyles from "~/styles/leads.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

export default function SearchOrderPage() {
  const { key, ...form } = useLeadFormPage();
  return (
    <div className="container section">
      <h1>Suchauftrag</h1>
      <p className="lead">
        Sie suchen eine bestimmte Immobilie? Geben Sie Ihren kostenlosen Suchauftrag auf: Passende Objekte schicken wir Ihnen als
        Frühbucher:in per E-Mail – oft bevor sie auf Immobilienportalen erscheinen. Der Suchauftrag ist für Sie kostenlos und unverbindlich.
      </p>
      <SearchOrderForm key={key} {...form} />
    </div>
  );
}

function SearchOrderForm(props: LeadFormProps) {
  const [form, fields] = useForm({
    id: "search-order",
    schema: () => import("~/schemas/search-order").then((m) => m.searchOrderSchema),
    ...props,
  });
  const objectTypes = fields.objectTypes.getFieldset();
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="lead-form">
      <div className="two-columns">
        <section className="card lead-form" aria-labelledby="objekt">
          <h2 id="objekt">Ihr gewünschtes Objekt</h2>
          <RadioGroup meta={fields.marketingType} legend="Kauf oder Miete *" options={MARKETING_TYPES} />
          <RadioGroup meta={fields.usageType} legend="Nutzung *" options={USAGE_TYPES} />
          <fieldset className="field radio-group">
            <legend>Objektart</legend>
            <div className="option-grid">
              {OBJECT_TYPES.map((type) => {
                const meta = objectTypes[type.key];
                return (
                  <label key={type.key} className="checkbox-option">
                    <input type="checkbox" name={meta.name} id={meta.id} form={form.id} defaultChecked={meta.initialValue === "on"} />
                    <span>{type.label}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <div className="form-grid">
            <Field meta={fields.priceMin} label="Preis von (€)" inputMode="decimal" />
            <Field meta={fields.priceMax} label="Preis bis (€)" inputMode="decimal" />
            <Field meta={fields.roomsMin} label="Zimmer von" inputMode="decimal" />
            <Field meta={fields.roomsMax} label="Zimmer bis" inputMode="decimal" />
            <Field meta={fields.areaMin} label="Fläche von (m²)" inputMode="decimal" />
            <Field meta={fields.areaMax} label="Fläche bis (m²)" inputMode="decimal" />
          </div>
          <Field meta={fields.location} label="Ort/Region" hint="z. B. Wien 1070, Mödling oder Bezirk Korneuburg" />
        </section>
        <section className="card lead-form" aria-labelledby="daten">
          <h2 id="daten">Ihre Daten</h2>
          <RadioGroup meta={fields.salutation} legend="Anrede *" options={SALUTATIONS} />
          <Field meta={fields.firstName} label="Vorname" autoComplete="given-name" />
          <Field meta={fields.lastName} label="Nachname" autoComplete="family-name" />
          <Field meta={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
          <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
          <Field meta={fields.contactPerson} label="Gewünschte:r Ansprechpartner:in" />
          <TextareaField meta={fields.message} label="Nachricht" />
          <label className="checkbox-option">
            <input type="checkbox" name="emailAlert" form={form.id} />
            <span>Neue passende Immobilien zusätzlich automatisch per E-Mail erhalten (mit Bestätigungslink, jederzeit abbestellbar)</span>
          </label>
          <CheckboxField
            meta={fields.privacyConsent}
            label={
              <>
                Ich stimme der Verarbeitung meiner Daten gemäß der <Link to="/datenschutz">Datenschutzerklärung</Link> zu. *
              </>
            }
          />
        </section>
      </div>
      <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
      <SubmitButton>SENDEN</SubmitButton>
    </LeadFormFrame>
  );
}
