// /kontakt (public-site.md section 2 "Contact page", section 5 "Contact form", section 8).
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import {
  asSubmissionResult,
  Field,
  FormErrors,
  HoneypotFields,
  LeadForm,
  type LeadFormProps,
  SelectField,
  SubmitButton,
  TextareaField,
  useLeadForm,
} from "~/components/forms";
import { site } from "~/config/site";
import { formPageHead } from "~/content/page-heads.server";
import { contactSchema } from "~/forms/schemas.server";
import { formPageHeaders, handleLeadForm, leadSuccessToast, loadLeadFormPage, SEND_FAILURE } from "~/forms/submit.server";
import { storeAndQueueInquiry } from "~/integrations/mail/outbox.server";
import { ANREDE_OPTIONS } from "~/schemas/options";
import leadsStyles from "~/styles/leads.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.head ?? [];

export const headers: HeadersFunction = formPageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await loadLeadFormPage({ request, context, schema: contactSchema });
  const head = formPageHead(context.env.SITE_URL, "/kontakt");
  return data({ ...page.data, head }, page.init ?? undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleLeadForm({
    request,
    context,
    schema: contactSchema,
    form: "contact",
    successToast: leadSuccessToast("Nachricht gesendet"),
    failure: SEND_FAILURE,
    store: (value) =>
      storeAndQueueInquiry({
        db: context.db,
        queue: context.env.MAIL_QUEUE,
        now: context.now(),
        kind: "contact",
        subject: `Kontaktanfrage: ${value.subject}`,
        sender: { name: `${value.vorname} ${value.nachname}`, email: value.email, phone: value.phone },
        payload: { ...value },
        emails: [{ template: "internal", recipient: context.env.MAIL_TO }],
      }),
  });
}

export default function ContactPage() {
  const { formToken, constraint } = useLoaderData<typeof loader>();
  const lastResult = asSubmissionResult(useActionData<typeof action>());
  const location = useLocation();
  return (
    <div className="container section contact-page">
      <h1>Kontaktieren Sie uns</h1>
      <p className="lead">
        Sie haben Fragen zu einer Immobilie, möchten verkaufen, vermieten oder suchen ein neues Zuhause? Schreiben Sie uns – wir melden uns
        in Kürze bei Ihnen.
      </p>
      <div className="contact-layout">
        <ContactForm key={location.key} formToken={formToken} constraint={constraint} lastResult={lastResult} />
        <aside className="card contact-direct" aria-labelledby="direct-contact">
          <h2 id="direct-contact">Direkter Kontakt</h2>
          <address>
            {site.legalName}
            <br />
            {site.address.street}, {site.address.postalCode} {site.address.city}
          </address>
          <p>
            E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p>
            Telefon: <a href={site.phoneHref}>{site.phone}</a>
          </p>
          <p>Bürozeiten: {site.openingHours}</p>
          <h3>Folgen Sie uns</h3>
          <ul className="social-links">
            <li>
              <a href={site.social.facebook} rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href={site.social.instagram} rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href={site.social.linkedin} rel="noopener noreferrer" target="_blank">
                LinkedIn
              </a>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

function ContactForm({ formToken, constraint, lastResult }: LeadFormProps) {
  const [form, fields] = useLeadForm({
    id: "contact",
    schema: () => import("~/schemas/contact").then((m) => m.contactSchema),
    constraint,
    lastResult,
  });
  return (
    <LeadForm form={form} method="post" className="card lead-form">
      <HoneypotFields formToken={formToken} />
      <FormErrors form={form} />
      <SelectField meta={fields.anrede} label="Anrede" options={ANREDE_OPTIONS.map((value) => ({ value, label: value }))} />
      <div className="form-grid">
        <Field meta={fields.vorname} label="Vorname" autoComplete="given-name" />
        <Field meta={fields.nachname} label="Nachname" autoComplete="family-name" />
        <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
        <Field meta={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
      </div>
      <Field meta={fields.subject} label="Betreff" />
      <TextareaField meta={fields.message} label="Nachricht" rows={6} />
      <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
      <SubmitButton>Nachricht senden</SubmitButton>
    </LeadForm>
  );
}
