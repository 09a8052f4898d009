// /uber-uns/selbststandige-makler (leads-legal-admin.md section 2 "Independent broker page",
// sections 3, 5, 8). The form posts to this route's action without JavaScript; with JavaScript
// Remix submits the same action (POST /api/send-inquiry serves other clients of the contract).
import { Link, type LinksFunction, type MetaFunction } from "react-router";
import { Field, LeadFormFrame, type LeadFormProps, SubmitButton, TextareaField, useLeadFormPage } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import { PrivacyLine } from "~/components/privacy-line";
import { REPLY_PROMISE } from "~/lib/business-days";
import { site } from "~/lib/site";
import type { loader } from "~/server/leads/broker.server";
import leadsStyles from "~/styles/leads.css?url";

export { action, loader } from "~/server/leads/broker.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

const BENEFITS = [
  {
    title: "Eine starke Marke",
    text: `Sie treten unter dem Namen ${site.brand} auf – mit dem Vertrauen, das Eigentümer:innen einer etablierten Marke schenken.`,
  },
  { title: "Professionelle Tools", text: "Ein Immobilien-CRM für Objekte, Interessent:innen und Termine, damit nichts verloren geht." },
  {
    title: "Automatische Portal-Einträge",
    text: "Ihre Objekte erscheinen automatisch auf den großen Immobilienportalen und auf unserer Website.",
  },
  {
    title: "Digitale Vertragsvorlagen",
    text: "Geprüfte Vorlagen für Vermittlungsaufträge, Angebote und Übergabeprotokolle – digital unterschreibbar.",
  },
  {
    title: "Eigene E-Mail-Adresse und Telefon-App",
    text: "Eine eigene Adresse unter unserer Domain und eine App für Ihre geschäftliche Rufnummer.",
  },
  { title: "Marketingmaterial", text: "Exposé-Vorlagen, Drucksorten, Schilder und Social-Media-Vorlagen in unserem Erscheinungsbild." },
  { title: "Volle Flexibilität", text: "Sie bestimmen Ihre Zeiten, Ihre Region und Ihre Schwerpunkte – wir halten Ihnen den Rücken frei." },
];

const IDEAL_FOR = [
  "Erfahrene Makler:innen, die sich selbstständig machen möchten",
  "Selbstständige, die eine starke Marke und moderne Werkzeuge suchen",
  "Quereinsteiger:innen mit Verkaufserfahrung und Gewerbeberechtigung",
  "Makler:innen, die Verwaltungsarbeit abgeben und mehr Zeit für Kund:innen haben wollen",
];

const FOCUS_SUPPORT = [
  ["Akquise von Objekten und Eigentümer:innen", "Marke, Website und Portal-Schnittstellen"],
  ["Besichtigungen und Beratung vor Ort", "Immobilien-CRM und Terminverwaltung"],
  ["Verhandlung und Abschluss", "Digitale Vertragsvorlagen und rechtliche Checklisten"],
  ["Betreuung Ihrer Kund:innen", "Marketingmaterial, E-Mail-Adresse und Telefon-App"],
];

export default function BrokerPage() {
  const { key, ...form } = useLeadFormPage();
  return (
    <>
      <section className="page-hero lead-hero">
        <div className="container">
          <h1>Selbstständig als Immobilienmakler:in – mit {site.brand} im Rücken</h1>
          <p>
            Sie arbeiten auf eigene Rechnung und in Ihrem Tempo. Wir liefern Marke, Werkzeuge und Vermarktung, damit Sie sich auf das
            Wesentliche konzentrieren: Ihre Kund:innen und Ihre Abschlüsse.
          </p>
          <a className="button" href="#zusammenarbeit">
            Jetzt Kontakt aufnehmen
          </a>
        </div>
      </section>

      <section className="section container" aria-labelledby="vorteile">
        <h2 id="vorteile">Was Sie bei uns erwartet</h2>
        <div className="info-grid">
          {BENEFITS.map((benefit) => (
            <article key={benefit.title} className="card">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section container" aria-labelledby="ideal">
        <h2 id="ideal">Für wen ist das ideal?</h2>
        <ul className="check-list">
          {IDEAL_FOR.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="section container" aria-labelledby="aufteilung">
        <h2 id="aufteilung">Klare Aufgabenteilung</h2>
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">Dein Fokus</th>
              <th scope="col">Unser Support</th>
            </tr>
          </thead>
          <tbody>
            {FOCUS_SUPPORT.map(([focus, support]) => (
              <tr key={focus}>
                <td>{focus}</td>
                <td>{support}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="section container" aria-labelledby="ablauf">
        <h2 id="ablauf">In drei Schritten zur Zusammenarbeit</h2>
        <ol className="info-grid steps-3">
          <li className="card">
            <span className="step-number">1</span>
            <h3>Kontakt</h3>
            <p>Sie schicken uns das Formular unten – wir melden uns {REPLY_PROMISE}.</p>
          </li>
          <li className="card">
            <span className="step-number">2</span>
            <h3>Kennenlernen</h3>
            <p>In einem persönlichen Gespräch klären wir Erwartungen, Region und Konditionen.</p>
          </li>
          <li className="card">
            <span className="step-number">3</span>
            <h3>Start</h3>
            <p>Sie erhalten Zugänge, Material und Einschulung – und können sofort loslegen.</p>
          </li>
        </ol>
        <p className="card highlight">
          <strong>Keine Fixkosten:</strong> Sie zahlen keine monatlichen Gebühren. Nur ein Anteil Ihrer Provisionen bleibt bei uns – wir
          verdienen erst, wenn Sie verdienen.
        </p>
      </section>

      <section id="zusammenarbeit" className="section container" aria-labelledby="formular">
        <h2 id="formular">Interesse an einer Zusammenarbeit?</h2>
        <p>
          Erzählen Sie uns kurz von sich. Lieber direkt? Schreiben Sie an <a href={`mailto:${site.email}`}>{site.email}</a> oder{" "}
          <Link to="/kontakt">nutzen Sie unser Kontaktformular</Link>.
        </p>
        <BrokerForm key={key} {...form} />
      </section>
    </>
  );
}

function BrokerForm(props: LeadFormProps) {
  const [form, fields] = useForm({ id: "broker", schema: () => import("~/lib/schemas/broker").then((m) => m.brokerSchema), ...props });
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="card lead-form">
      <div className="form-grid">
        <Field meta={fields.name} label="Name" autoComplete="name" />
        <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
        <Field meta={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
        <Field meta={fields.experience} label="Erfahrung als Makler:in" hint="z. B. 5 Jahre Wohnungsvermittlung in Wien" />
      </div>
      <TextareaField meta={fields.message} label="Nachricht" />
      <p className="form-note">Alle Felder sind Pflichtfelder.</p>
      <SubmitButton>Anfrage senden</SubmitButton>
      <PrivacyLine />
    </LeadFormFrame>
  );
}
