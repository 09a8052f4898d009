// /immobilien/vermarktung (leads-legal-admin.md section 2 "Marketing page", section 5
// "Marketing form", section 7 "Message content per form", section 8).
import { Link, type LinksFunction, type MetaFunction } from "react-router";
import { Field, LeadFormFrame, type LeadFormProps, SubmitButton, TextareaField, useLeadFormPage } from "~/components/form/fields";
import { PersonFields } from "~/components/form/person-fields";
import { useForm } from "~/components/form/use-form";
import { PrivacyLine } from "~/components/privacy-line";
import { site } from "~/lib/site";
import leadsStyles from "~/styles/leads.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

const STEPS = [
  { title: "Kontaktaufnahme", text: "Sie melden sich per Formular oder Telefon – wir rufen Sie rasch zurück." },
  { title: "Erstgespräch", text: "Wir besichtigen Ihre Immobilie und besprechen Ihre Ziele und Ihren Zeitrahmen." },
  {
    title: "Bewertung & Strategie",
    text: "Sie erhalten eine fundierte Marktwertermittlung und eine passende Vermarktungs\u00ADstrategie.",
  },
  { title: "Vermarktung", text: "Professionelle Fotos, Exposé, Portale und unsere Vormerkkartei bringen die richtigen Interessent:innen." },
  { title: "Abschluss", text: "Wir verhandeln für Sie, prüfen die Bonität und begleiten Sie bis zur Schlüsselübergabe." },
];

const PROPERTY_TYPES = ["Wohnung", "Haus", "Reihenhaus", "Grundstück", "Zinshaus", "Büro", "Geschäftslokal"];

export default function MarketingPage() {
  const { key, ...form } = useLeadFormPage();
  return (
    <>
      <section className="page-hero lead-hero">
        <div className="container">
          <h1>Immobilie vermarkten</h1>
          <p>
            Verkaufen oder vermieten Sie Ihre Immobilie in Wien und Niederösterreich zum bestmöglichen Preis – mit einer ehrlichen
            Bewertung, professioneller Präsentation und persönlicher Begleitung bis zum Abschluss.
          </p>
          <a className="button" href="#kontakt-formular">
            Jetzt unverbindlich anfragen
          </a>
        </div>
      </section>

      <section className="section container" aria-labelledby="warum-wir">
        <h2 id="warum-wir">Warum mit {site.brand} vermarkten?</h2>
        <div className="info-grid">
          <article className="card">
            <h3>Marktkenntnis vor Ort</h3>
            <p>
              Wir kennen die Preise in jedem Wiener Bezirk und in den Gemeinden rund um Wien – aus laufenden Verkäufen, nicht aus Tabellen.
            </p>
          </article>
          <article className="card">
            <h3>Präsentation, die verkauft</h3>
            <p>Professionelle Fotos, Grundrisse und ein aussagekräftiges Exposé sorgen dafür, dass Ihre Immobilie auffällt.</p>
          </article>
          <article className="card">
            <h3>Geprüfte Interessent:innen</h3>
            <p>Wir prüfen Finanzierung und Bonität vorab – so besichtigen nur Menschen, die auch wirklich kaufen oder mieten können.</p>
          </article>
          <article className="card">
            <h3>Sicherheit bis zum Schluss</h3>
            <p>Vom Kaufanbot bis zur Übergabe koordinieren wir Notar, Hausverwaltung und alle Unterlagen für Sie.</p>
          </article>
        </div>
        <p>
          Sie möchten zuerst wissen, was Ihre Immobilie wert ist? Nutzen Sie unsere{" "}
          <Link to="/immobilien/bewertung">kostenlose Immobilienbewertung</Link>.
        </p>
      </section>

      <section className="section container" aria-labelledby="so-beauftragen">
        <h2 id="so-beauftragen">So beauftragen Sie uns</h2>
        <ol className="steps" aria-label="Fünf Schritte zur Vermarktung">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card">
              <span className="step-number">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="kontakt-formular" className="section container" aria-labelledby="kontakt-titel">
        <h2 id="kontakt-titel">Kontaktieren Sie uns</h2>
        <p>Erzählen Sie uns von Ihrer Immobilie – wir melden uns in Kürze für ein unverbindliches Erstgespräch.</p>
        <MarketingForm key={key} {...form} />
      </section>
    </>
  );
}

function MarketingForm(props: LeadFormProps) {
  const [form, fields] = useForm({
    id: "marketing",
    schema: () => import("~/lib/schemas/marketing").then((m) => m.marketingSchema),
    ...props,
  });
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="card lead-form">
      <PersonFields first={fields.vorname} last={fields.nachname} email={fields.email} phone={fields.tel} />
      <Field meta={fields.propertyType} label="Immobilientyp" hint={`z. B. ${PROPERTY_TYPES.join(", ")}`} />
      <TextareaField meta={fields.anfrage} label="Ihre Nachricht" />
      <p className="form-note">Alle Felder sind Pflichtfelder.</p>
      <SubmitButton>Anfrage senden</SubmitButton>
      <PrivacyLine />
    </LeadFormFrame>
  );
}
