// Beside and under the wizard's steps: the person who answers, by name, with the date of the
// reply, and how a valuation runs in three steps, so an owner knows whom and what to expect
// before giving an address. The same portrait heads the thank-you (done.tsx).
import type { useLoaderData } from "react-router";
import { telHref } from "~/components/content/team";
import type { loader } from "./route.server";

export type Reply = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["reply"]>;
type Person = NonNullable<Reply["person"]>;

/** The person's photo, else the monogram on the site's navy disc. */
export function Portrait({ person }: { person: Person }) {
  return person.image ? (
    <img className="wizard-done-portrait" src={person.image} alt="" width={72} height={72} decoding="async" />
  ) : (
    <span className="wizard-done-portrait wizard-done-monogram" aria-hidden="true">
      {person.monogram}
    </span>
  );
}

/** Name, role and direct line: the same lines beside the first step and on the thank-you. */
export function PersonLines({ person, className }: { person: Person; className: string }) {
  return (
    <p className={className}>
      <strong>{person.name}</strong>
      {person.position ? <span>{person.position}</span> : null}
      {person.phone ? <a href={telHref(person.phone)}>{person.phone}</a> : null}
    </p>
  );
}

export function ValuationExpert({ reply }: { reply: Reply }) {
  const { person } = reply;
  return (
    <section className="valuation-expert card" aria-labelledby="bewertung-person">
      <h2 id="bewertung-person">Ihre Ansprechperson</h2>
      {person ? (
        <div className="valuation-expert-person">
          <Portrait person={person} />
          <PersonLines person={person} className="valuation-expert-lines" />
        </div>
      ) : null}
      <p className="valuation-expert-when">
        Bei einer Anfrage heute melden wir uns bis <strong>{reply.by}</strong>.
      </p>
    </section>
  );
}

const STEPS = [
  { title: "Angaben machen", text: "Fünf kurze Fragen zu Objekt, Lage und Ihrem Vorhaben – in etwa drei Minuten." },
  {
    title: "Erste Einschätzung",
    text: "Ihre Ansprechperson vergleicht mit aktuellen Angeboten und Verkäufen in Ihrer Umgebung und meldet sich persönlich.",
  },
  { title: "Termin vor Ort", text: "Auf Wunsch sehen wir uns die Immobilie an und besprechen Preis und Vorgehen – unverbindlich." },
] as const;

export function ValuationSteps() {
  return (
    <section className="valuation-steps" aria-labelledby="bewertung-ablauf">
      <h2 id="bewertung-ablauf">So läuft Ihre Bewertung</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
