// /uber-uns/karriere (leads-legal-admin.md section 2 "Careers page", section 9: 5 benefits,
// 6 tasks, 5 profile items, 4-step process). Static; applications go through /kontakt.
import { Link, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { formPageHead } from "~/lib/content/page-heads";
import { staticPage } from "~/lib/route-handle";
import { site } from "~/lib/site";
import leadsStyles from "~/styles/leads.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

export function loader({ context }: LoaderFunctionArgs) {
  return {
    head: formPageHead(context.env.SITE_URL, "/uber-uns/karriere"),
  };
}

const BENEFITS = [
  "Attraktive, erfolgsabhängige Vergütung mit transparenter Provisionsbeteiligung",
  "Strukturierte Einschulung und laufende Weiterbildung",
  "Moderne Arbeitsmittel: CRM, Portal-Schnittstellen und digitale Verträge",
  "Ein Büro im Herzen Wiens und flexible Arbeitszeiten",
  "Ein kollegiales Team, das Wissen teilt und sich gegenseitig unterstützt",
];

const TASKS = [
  "Akquise neuer Objekte in Wien und Niederösterreich",
  "Bewertung von Immobilien gemeinsam mit unserem Team",
  "Erstellung aussagekräftiger Exposés und Inserate",
  "Durchführung von Besichtigungen mit Interessent:innen",
  "Verhandlung von Kauf- und Mietverträgen bis zum Abschluss",
  "Persönliche Betreuung von Eigentümer:innen, Käufer:innen und Mieter:innen",
];

const PROFILE = [
  "Freude am Umgang mit Menschen und ausgeprägte Kommunikationsstärke",
  "Selbstständige, strukturierte und zuverlässige Arbeitsweise",
  "Verhandlungsgeschick und Abschlussorientierung",
  "Sehr gute Deutschkenntnisse, Englisch von Vorteil",
  "Führerschein B und Ortskenntnis in Wien",
];

const PROCESS = [
  { title: "Online-Bewerbung", text: "Sie schicken uns Ihre Unterlagen über das Kontaktformular oder per E-Mail." },
  { title: "Telefonisches Erstgespräch", text: "Wir lernen uns in einem kurzen Telefonat kennen und beantworten Ihre Fragen." },
  { title: "Persönliches Gespräch im Büro", text: "Sie besuchen uns im Büro, lernen das Team kennen und sehen, wie wir arbeiten." },
  { title: "Entscheidung", text: "Innerhalb weniger Tage erhalten Sie unsere Rückmeldung – und im besten Fall Ihr Angebot." },
];

export default function CareersPage() {
  return (
    <>
      <section className="page-hero lead-hero">
        <div className="container">
          <h1>Karriere bei {site.brand}</h1>
          <p>Werden Sie Teil unseres Teams und begleiten Sie Menschen bei einer der wichtigsten Entscheidungen ihres Lebens.</p>
          <Link className="button" to="/kontakt">
            Jetzt bewerben
          </Link>
        </div>
      </section>

      <section className="section container" aria-labelledby="warum">
        <h2 id="warum">Warum {site.brand} als Ihr Arbeitgeber für Makler?</h2>
        <ul className="check-list">
          {BENEFITS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="section container two-columns">
        <div>
          <h2>Ihre Aufgaben</h2>
          <ul className="check-list">
            {TASKS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Ihr Profil</h2>
          <ul className="check-list">
            {PROFILE.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section container">
        <blockquote className="team-quote">
          <p>„Bei uns zählt jede:r im Team. Wir teilen Wissen, feiern Abschlüsse gemeinsam und lassen niemanden allein.“</p>
          <footer>— {site.imprint.managingDirector}, Geschäftsführung</footer>
        </blockquote>
      </section>

      <section className="section container" aria-labelledby="quereinstieg">
        <h2 id="quereinstieg">Quereinsteiger:innen willkommen</h2>
        <p>
          Sie kommen aus dem Verkauf, der Hotellerie, dem Bankwesen oder einer ganz anderen Branche? Was zählt, ist Ihre Begeisterung für
          Menschen und Immobilien. Wir begleiten Sie mit Einschulung, Mentoring und Unterstützung auf dem Weg zur Gewerbeberechtigung.
        </p>
      </section>

      <section className="section container" aria-labelledby="bewerbung">
        <h2 id="bewerbung">So läuft Ihre Bewerbung ab</h2>
        <ol className="steps-4">
          {PROCESS.map((step, index) => (
            <li key={step.title} className="card">
              <span className="step-number">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section container card" aria-labelledby="jetzt">
        <h2 id="jetzt">Bereit für den nächsten Schritt?</h2>
        <p>
          Schicken Sie uns Ihre Bewerbung an <a href={`mailto:${site.email}`}>{site.email}</a> oder schreiben Sie uns über das
          Kontaktformular.
        </p>
        <Link className="button" to="/kontakt">
          Zum Kontaktformular
        </Link>
      </section>
    </>
  );
}
