// The body of /uber-uns (public-site.md, Team): static copy around the team grid, rendered by
// routes/uber-uns._index.tsx.

import { Credentials } from "~/components/content/credentials";
import { ContentCta, ContentHero, ValueCards } from "~/components/content/sections";
import { AgentContactLinks, AgentPhoto } from "~/components/content/team";
import { StructuredData } from "~/components/structured-data";
import { REPLY_PROMISE } from "~/lib/business-days";
import { COMPANY_REGIONS, COMPANY_SINCE, teamFigure } from "~/lib/content/company";
import type { ResponsivePhoto } from "~/lib/responsive-image";
import { site } from "~/lib/site";
import type { listAgents } from "~/server/team/queries.server";

const VALUES = [
  {
    title: "Ehrlich bewerten",
    text: "Wir nennen Ihnen einen Preis, den der Markt auch bezahlt – begründet mit Vergleichsobjekten, Lage und Zustand, nicht mit dem Wunsch nach einem schnellen Auftrag.",
  },
  {
    title: "Persönlich erreichbar",
    text: `Sie haben eine fixe Ansprechperson vom ersten Gespräch bis zur Schlüsselübergabe. Rückrufe erfolgen ${REPLY_PROMISE}.`,
  },
  {
    title: "Sorgfältig vorbereiten",
    text: "Energieausweis, Grundbuchauszug, Nutzwertgutachten und Betriebskostenabrechnung prüfen wir vor dem ersten Inserat – damit später nichts überrascht.",
  },
  {
    title: "Diskret vermitteln",
    text: "Nicht jede Immobilie gehört auf ein Portal. Auf Wunsch stellen wir Ihr Objekt ausschließlich vorgemerkten, geprüften Interessentinnen und Interessenten vor.",
  },
];

export interface AboutPageProps {
  agents: Awaited<ReturnType<typeof listAgents>>;
  /** The office picture from /admin/darstellung, if staff chose one. */
  photo?: ResponsivePhoto | null;
  structuredData: unknown;
}

/** The page's content, inside the route's `.content-page` element. */
export function AboutPage({ agents, photo, structuredData }: AboutPageProps) {
  return (
    <>
      <StructuredData data={structuredData} />
      <ContentHero
        eyebrow="Über uns"
        title="Immobilien mit Handschlagqualität"
        intro={
          <>
            {site.brand} ist ein unabhängiges Maklerbüro in der Wiener Innenstadt. Wir verkaufen und vermieten Wohnungen, Häuser und
            Zinshäuser in Wien und im Wiener Umland – mit einem kleinen Team, das seine Bezirke kennt.
          </>
        }
        aside={
          <ul className="content-facts-list content-hero-facts" aria-label={`${site.brand} in Zahlen`}>
            {/* The same figures as the home page and the footer (lib/content/company.ts). */}
            {[COMPANY_SINCE, COMPANY_REGIONS, teamFigure(agents.length)].map((fact) => (
              <li key={fact.label}>
                <strong>{fact.value}</strong>
                <span>{fact.label}</span>
              </li>
            ))}
          </ul>
        }
      />

      <section className="container content-section content-two-col">
        <div>
          <h2>Wer wir sind</h2>
          <p>
            Begonnen hat alles 2009, als Jürgen Österreicher nach zehn Jahren als Makler in der Innenstadt sein eigenes Büro gründete, mit
            einer einfachen Idee: Eigentümerinnen und Eigentümer sollen verstehen, wie ihr Preis zustande kommt und was in jeder Phase des
            Verkaufs passiert. Daraus ist ein Team aus Maklerinnen, Maklern und Assistenz geworden, das heute Wohnungen im Altbau ebenso
            betreut wie Einfamilienhäuser in Mödling oder Anlegerwohnungen in der Donaustadt.
          </p>
          <p>
            Wir sind Mitglied der Wirtschaftskammer Wien und arbeiten nach der Immobilienmaklerverordnung. Das heißt für Sie: schriftliche
            Nebenkostenübersicht vor jeder Besichtigung, vollständige Unterlagen und eine Provision, die nur bei erfolgreichem Abschluss
            anfällt.
          </p>
        </div>
        <div className="content-aside">
          {photo ? (
            <img
              className="content-photo"
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 768px) 40vw, 100vw"
              alt={`Das Team von ${site.brand} in seinem Büro`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {/* What the running text says of the chamber and the trade, as a register. */}
          <Credentials id="berufsrecht" />
        </div>
      </section>

      <section className="content-section content-band" aria-labelledby="werte">
        <div className="container">
          <h2 id="werte">Wofür wir stehen</h2>
          <ValueCards items={VALUES} />
        </div>
      </section>

      <section className="container content-section" aria-labelledby="team">
        <h2 id="team">Unser Team</h2>
        {agents.length === 0 ? (
          <p className="content-empty">Unser Team stellt sich hier in Kürze vor. Bis dahin erreichen Sie uns jederzeit über das Büro.</p>
        ) : (
          <ul className="content-grid content-team-grid">
            {agents.map((agent) => (
              <li key={agent.id}>
                <article className="content-card content-agent-card">
                  <div className="content-agent-card-photo">
                    <AgentPhoto name={agent.name} image={agent.image} size="card" />
                  </div>
                  <div className="content-card-body">
                    <h3 className="content-card-title">
                      <a href={`/uber-uns/team/${agent.slug}`}>{agent.name}</a>
                    </h3>
                    {agent.position ? <p className="content-card-meta">{agent.position}</p> : null}
                    <AgentContactLinks email={agent.email} phone={agent.phone} compact />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ContentCta
        title="Lernen wir uns kennen"
        text="Ob Verkauf, Vermietung oder die Suche nach einer Anlage: Ein erstes Gespräch ist kostenlos und unverbindlich."
        actions={[
          { href: "/kontakt", label: "Kontakt aufnehmen" },
          // A customer's next step; the career page is in the menu under Über uns.
          { href: "/immobilien/bewertung", label: "Immobilie bewerten lassen", secondary: true },
        ]}
      />
    </>
  );
}
