// /kontakt (public-site.md section 2 "Contact page", section 5 "Contact form", section 8).
import { type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { AnredeField } from "~/components/form/anrede-field";
import { RadioGroup } from "~/components/form/choice-fields";
import {
  Field,
  LeadFormFrame,
  type LeadFormProps,
  SentConfirmation,
  SubmitButton,
  TextareaField,
  useLeadFormPage,
  useSentFlag,
} from "~/components/form/fields";
import { PersonFields } from "~/components/form/person-fields";
import { useForm } from "~/components/form/use-form";
import { OfficeContactLinks } from "~/components/office-contact-links";
import { PageHead } from "~/components/page-head";
import { PrivacyLine } from "~/components/privacy-line";
import { SocialLinks } from "~/components/site-footer";
import { REPLY_PROMISE } from "~/lib/business-days";
import { CONTACT_TOPIC_SUBJECTS, CONTACT_TOPICS } from "~/lib/schemas/contact-topics";
import { site } from "~/lib/site";
import leadsStyles from "~/styles/leads.css?url";
import { ContactTeam } from "./contact-team";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

export default function ContactPage() {
  const { key, ...form } = useLeadFormPage();
  const { prefill, team } = useLoaderData<typeof loader>();
  const sent = useSentFlag();
  return (
    <>
      {/* The site's one page head: the band under the header, as on the Merkliste (review 56). */}
      <PageHead
        title="Kontaktieren Sie uns"
        intro={`Sie haben Fragen zu einer Immobilie, möchten verkaufen, vermieten oder suchen ein neues Zuhause? Schreiben Sie uns – wir melden uns ${REPLY_PROMISE}.`}
      />
      <div className="container page-body contact-page">
        {/* Direct contact first in the source, so it reads first everywhere: on a phone the number and
          the address come before a long form, at 900 px and up it is the narrow left column. */}
        <div className="contact-layout">
          <aside className="card contact-direct" aria-labelledby="direct-contact">
            <h2 id="direct-contact">Direkter Kontakt</h2>
            <OfficeContactLinks className="contact-direct-links" />
            <address>
              {site.legalName}
              <br />
              {site.address.street}, {site.address.postalCode} {site.address.city}
            </address>
            <p className="contact-direct-hours">Bürozeiten: {site.openingHours}</p>
            {/* The office on a map without a map on this page (no script, no tiles): a plain link out. */}
            <p className="contact-direct-map">
              <a href={officeMapHref()} rel="noopener noreferrer" target="_blank">
                Büro auf der Karte zeigen<span className="visually-hidden"> (OpenStreetMap, neues Fenster)</span>
              </a>
            </p>
            <h3>Folgen Sie uns</h3>
            <SocialLinks iconsOnly />
          </aside>
          <div id="kontaktformular">
            {sent ? (
              <SentConfirmation
                title="Nachricht gesendet"
                again={{ href: "/kontakt#kontaktformular", label: "Weitere Nachricht senden" }}
              />
            ) : (
              <ContactForm key={key} {...form} defaultValue={prefill ?? undefined} />
            )}
          </div>
          {/* After the form in the source (a phone reaches the form first); under the direct contact from 900 px. */}
          <ContactTeam agents={team} />
        </div>
      </div>
    </>
  );
}

/**
 * A picked topic fills an empty Betreff (or one a topic filled) with its sentence; what the visitor
 * typed stays. The input event lets Conform see the new value and clear a shown error.
 */
function suggestSubject(inputId: string, topic: string) {
  const input = document.getElementById(inputId);
  if (!(input instanceof HTMLInputElement)) return;
  const suggestions: readonly string[] = Object.values(CONTACT_TOPIC_SUBJECTS);
  if (input.value.trim() !== "" && !suggestions.includes(input.value)) return;
  input.value = CONTACT_TOPIC_SUBJECTS[topic as keyof typeof CONTACT_TOPIC_SUBJECTS] ?? "";
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The office's position on openstreetmap.org, zoomed to its street. */
function officeMapHref(): string {
  const { lat, lon } = site.geo;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

function ContactForm(props: LeadFormProps & { defaultValue?: Record<string, unknown> }) {
  const [form, fields] = useForm({ id: "contact", schema: () => import("~/lib/schemas/contact").then((m) => m.contactSchema), ...props });
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="card lead-form">
      <RadioGroup
        meta={fields.thema}
        legend="Worum geht es? (optional)"
        variant="chip-grid"
        options={CONTACT_TOPICS.map((value) => ({ value, label: value }))}
        onChoose={(topic) => suggestSubject(fields.subject.id, topic)}
      />
      <AnredeField meta={fields.anrede} />
      <PersonFields first={fields.vorname} last={fields.nachname} email={fields.email} phone={fields.phone} />
      <Field meta={fields.subject} label="Betreff" />
      <TextareaField meta={fields.message} label="Nachricht" rows={6} />
      <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
      <SubmitButton>Nachricht senden</SubmitButton>
      <PrivacyLine />
    </LeadFormFrame>
  );
}
