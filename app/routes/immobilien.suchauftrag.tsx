// /immobilien/suchauftrag (leads-legal-admin.md section 2 "Search order page", sections 3, 5,
// 7 and 8).
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import {
  asSubmissionResult,
  CheckboxField,
  Field,
  FormErrors,
  HoneypotFields,
  LeadForm,
  type LeadFormProps,
  RadioGroup,
  SubmitButton,
  TextareaField,
  useLeadForm,
} from "~/components/forms";
import { formPageHead } from "~/content/page-heads.server";
import { searchOrderSchema, summarizeSearchOrder } from "~/forms/schemas.server";
import { formPageHeaders, handleLeadForm, leadSuccessToast, loadLeadFormPage, SEND_FAILURE } from "~/forms/submit.server";
import { storeAndQueueInquiry } from "~/integrations/mail/outbox.server";
import { MARKETING_TYPES, OBJECT_TYPES, SALUTATIONS, USAGE_TYPES } from "~/schemas/options";
import leadsStyles from "~/styles/leads.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.head ?? [];

export const headers: HeadersFunction = formPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadLeadFormPage({ request, context, schema: searchOrderSchema });
  const head = formPageHead(context.env.SITE_URL, "/immobilien/suchauftrag");
  return data({ ...page.data, head }, page.init ?? undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleLeadForm({
    request,
    context,
    schema: searchOrderSchema,
    form: "search_order",
    successToast: leadSuccessToast("Suchauftrag gesendet"),
    failure: SEND_FAILURE,
    store: (value) => {
      const subject = "Neuer Suchauftrag";
      const anrede = SALUTATIONS.find((s) => s.value === value.salutation)?.label ?? value.salutation;
      const { firstName, lastName, phone, email, salutation: _salutation, objectTypes, ...criteria } = value;
      return storeAndQueueInquiry({
        db: context.db,
        queue: context.env.MAIL_QUEUE,
        now: context.now(),
        kind: "search_order",
        subject,
        sender: { name: `${firstName} ${lastName}`, email, phone },
        payload: {
          anrede,
          vorname: firstName,
          nachname: lastName,
          tel: phone,
          email,
          anfrage: summarizeSearchOrder(value),
          subject,
          ...criteria,
          objectTypes: OBJECT_TYPES.filter((t) => (objectTypes as Record<string, boolean | undefined>)[t.key]).map((t) => t.label),
        },
        emails: [{ template: "internal", recipient: context.env.MAIL_TO }],
      });
    },
  });
}

export default function SearchOrderPage() {
  const { formToken, constraint } = useLoaderData<typeof loader>();
  const lastResult = asSubmissionResult(useActionData<typeof action>());
  const location = useLocation();
  return (
    <div className="container section">
      <h1>Suchauftrag</h1>
      <p className="lead">
        Sie suchen eine bestimmte Immobilie? Geben Sie Ihren kostenlosen Suchauftrag auf: Passende Objekte schicken wir Ihnen als
        Frühbucher:in per E-Mail – oft bevor sie auf Immobilienportalen erscheinen. Der Suchauftrag ist für Sie kostenlos und unverbindlich.
      </p>
      <SearchOrderForm key={location.key} formToken={formToken} constraint={constraint} lastResult={lastResult} />
    </div>
  );
}

function SearchOrderForm({ formToken, constraint, lastResult }: LeadFormProps) {
  const [form, fields] = useLeadForm({
    id: "search-order",
    schema: () => import("~/schemas/search-order").then((m) => m.searchOrderSchema),
    constraint,
    lastResult,
  });
  const objectTypes = fields.objectTypes.getFieldset<(typeof OBJECT_TYPES)[number]["key"]>();
  return (
    <LeadForm form={form} method="post" className="lead-form">
      <HoneypotFields formToken={formToken} />
      <FormErrors form={form} />
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
    </LeadForm>
  );
}
