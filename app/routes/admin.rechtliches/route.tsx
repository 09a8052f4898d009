// /admin/rechtliches: the variable parts of the legal texts — company data for the
// FAGG notice and the Rücktrittsbelehrung, the commission terms and the broker's status for the
// Nebenkostenübersicht (§ 30b KSchG). Only the page body: the admin layout (admin.tsx) supplies
// the staff header, navigation and stylesheet.
import { Form, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { type LegalTerms, legalPlaceholders } from "~/lib/legal-terms";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Rechtliches | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

type Reply = { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } | undefined;

const TEXT_FIELDS: Array<{ name: keyof LegalTerms; label: string; hint?: string }> = [
  { name: "firma", label: "Firma" },
  { name: "anschrift", label: "Anschrift" },
  { name: "telefon", label: "Telefon" },
  { name: "email", label: "E-Mail" },
  {
    name: "register",
    label: "Firmenbuch oder GISA-Zahl",
    hint: "Erscheint im Impressum und in der FAGG-Information, z. B. „FN 123456a, Handelsgericht Wien“.",
  },
  { name: "uid", label: "UID-Nummer", hint: "Erscheint im Impressum (§ 5 ECG); leer lassen, wenn keine vergeben ist." },
  {
    name: "behoerde",
    label: "Gewerbebehörde",
    hint: "Die Aufsichtsbehörde im Impressum, z. B. „Magistratisches Bezirksamt für den 1. Bezirk“.",
  },
  { name: "kammer", label: "Kammer und Fachgruppe", hint: "Im Impressum mit den berufsrechtlichen Vorschriften (GewO, ImmMV, MaklerG)." },
  {
    name: "provisionKauf",
    label: "Käuferprovision, wenn das Inserat keine nennt",
    hint: "Höchstsätze je Käufer:in nach § 15 Immobilienmaklerverordnung, jeweils zuzüglich USt.: 3 % des Kaufpreises ab € 48.448,51; € 1.453,46 von € 36.336,43 bis € 48.448,50; 4 % bis € 36.336,42.",
  },
  {
    name: "provisionMieteGewerbe",
    label: "Mieterprovision für Geschäftsräume, wenn das Inserat keine nennt",
    hint: "Für Wohnungsmieten gibt es kein Feld: Mieter:innen zahlen nach dem Erstauftraggeberprinzip (§ 17a MaklerG) nur, wenn sie den Makler selbst zuerst beauftragt haben.",
  },
];

export default function AdminLegal() {
  const { terms } = useLoaderData<{ terms: LegalTerms }>();
  const reply = useActionData<Reply>();
  const values = { ...terms, ...(reply?.initialValue ?? {}) } as Record<string, unknown>;
  const errorOf = (name: string) => reply?.error?.[name]?.[0];
  // What is stored still holds example data: said above the form and at each field (review 57).
  const placeholders = legalPlaceholders(terms);
  const exampleOf = (name: string) => placeholders.find((item) => item.key === name)?.found;
  return (
    <section>
      <h1>Rechtliches</h1>
      <p>
        Diese Angaben erscheinen im <a href="/impressum">Impressum</a>, in der FAGG-Information bei jeder Immobilienanfrage, in der
        Bestätigungs-E-Mail, in der Rücktrittsbelehrung und in der Nebenkostenübersicht jedes Inserats. Bitte prüfen Sie sie vor dem
        Livegang.
      </p>
      {placeholders.length > 0 ? (
        <section className="staff-warning" aria-labelledby="legal-examples-title">
          <h2 id="legal-examples-title">Noch Beispieldaten</h2>
          <p>Diese Angaben stehen so in jeder FAGG-Information und Bestätigung. Bitte ersetzen Sie sie vor dem Livegang:</p>
          <ul>
            {placeholders.map((item) => (
              <li key={item.key}>
                <a href={`#legal-${item.key}`}>{TEXT_FIELDS.find((field) => field.name === item.key)?.label}</a>: „{item.found}“
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reply?.error ? (
        <p role="alert" className="field-error">
          Bitte prüfen Sie die markierten Felder.
        </p>
      ) : null}
      <Form method="post" className="staff-form legal-form">
        {TEXT_FIELDS.map((field) => {
          const error = errorOf(field.name);
          const example = exampleOf(field.name);
          const describedBy = [
            error ? `legal-${field.name}-error` : null,
            example ? `legal-${field.name}-example` : null,
            field.hint ? `legal-${field.name}-hint` : null,
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <div className="field" key={field.name}>
              <label htmlFor={`legal-${field.name}`}>{field.label}</label>
              {field.hint ? <small id={`legal-${field.name}-hint`}>{field.hint}</small> : null}
              <input
                id={`legal-${field.name}`}
                name={field.name}
                type="text"
                defaultValue={String(values[field.name] ?? "")}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {error ? (
                <p id={`legal-${field.name}-error`} className="field-error">
                  {error}
                </p>
              ) : null}
              {example && !error ? (
                <p id={`legal-${field.name}-example`} className="field-example">
                  Beispielwert „{example}“: bitte ersetzen.
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="field field-checkbox">
          <label>
            <input
              type="checkbox"
              name="doppelmakler"
              defaultChecked={reply ? reply.initialValue?.doppelmakler === "on" : terms.doppelmakler}
            />{" "}
            Wir können als Doppelmakler für beide Seiten tätig sein (§ 30b Abs. 1 KSchG)
          </label>
        </div>
        <div className="field">
          <label htmlFor="legal-naheverhaeltnis">Wirtschaftliches oder familiäres Naheverhältnis (§ 6 Abs. 4 MaklerG)</label>
          <small id="legal-naheverhaeltnis-hint">Leer lassen, wenn keines besteht; sonst kurz beschreiben.</small>
          <textarea
            id="legal-naheverhaeltnis"
            name="naheverhaeltnis"
            rows={3}
            defaultValue={String(values.naheverhaeltnis ?? "")}
            aria-describedby="legal-naheverhaeltnis-hint"
          />
        </div>
        <button type="submit" className="button">
          Speichern
        </button>
      </Form>
    </section>
  );
}
