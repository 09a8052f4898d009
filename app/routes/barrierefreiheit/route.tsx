// Erklärung zur Barrierefreiheit (Barrierefreiheitsgesetz, BaFG, with WCAG 2.2 AA as the
// measure): the conformance status as our own axe and keyboard tests show it, the
// known limitations, a feedback form for barriers and the enforcement body. Linked from the
// footer of every page.
import { type LinksFunction, type MetaFunction, useLocation } from "react-router";
import { Field, LeadFormFrame, type LeadFormProps, SubmitButton, TextareaField, useLeadFormPage } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import contentStyles from "~/styles/content.css?url";
import leadsStyles from "~/styles/leads.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: leadsStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

/** The date this statement was last checked against the test results. */
const REVIEWED = "25.11.2026";

export default function Barrierefreiheit() {
  const { key, ...form } = useLeadFormPage();
  const thanks = new URLSearchParams(useLocation().search).has("danke");
  return (
    <article className="content-page container content-legal content-prose">
      <h1>Erklärung zur Barrierefreiheit</h1>
      <p>
        Wir möchten, dass alle Menschen unsere Website nutzen können. Maßstab sind die Richtlinien für barrierefreie Webinhalte WCAG 2.2 in
        der Stufe AA, wie sie das Barrierefreiheitsgesetz (BaFG) über die Norm EN 301 549 verlangt. Diese Erklärung gilt für alle Seiten
        dieser Website.
      </p>
      <h2>Stand der Vereinbarkeit</h2>
      <p>
        Die Website ist <strong>teilweise barrierefrei</strong>: Die unten genannten Inhalte erfüllen die Anforderungen noch nicht ganz.
      </p>
      <p>So prüfen wir:</p>
      <ul>
        <li>
          Bei jeder Änderung testet ein automatischer Test (axe) alle Hauptseiten, die Immobiliensuche, eine Immobilie, die Formulare und
          diese Rechtsseiten in einem echten Browser auf Verstöße gegen WCAG 2.2 AA. Der letzte Lauf fand keine Verstöße.
        </li>
        <li>
          Ein zweiter Test bedient die Website nur mit der Tastatur: Sprunglink, Hauptmenü und Untermenüs, das mobile Menü, der
          Cookie-Hinweis und die Bildergalerie sind erreichbar, zeigen einen sichtbaren Fokus und lassen sich mit Escape schließen.
        </li>
        <li>Alle Formulare funktionieren auch ohne JavaScript; Fehlermeldungen stehen beim Feld und werden vorgelesen.</li>
      </ul>
      <p>Diese Erklärung wurde am {REVIEWED} erstellt und zuletzt geprüft. Grundlage ist eine Selbstbewertung.</p>
      <h2>Bekannte Einschränkungen</h2>
      <ul>
        <li>
          Videos und virtuelle Rundgänge von Drittanbietern, die ein Inserat verlinkt, haben nicht immer Untertitel oder eine
          Audiodeskription. Wir haben darauf keinen Einfluss; die wichtigsten Angaben stehen als Text im Inserat.
        </li>
        <li>
          Die Karten zeigen die Lage nur grafisch. Die Lage steht immer auch als Text (Bezirk, Ort und Lagebeschreibung) auf der Seite.
        </li>
        <li>
          Fotos und Texte der Inserate kommen aus der Datenbank unserer Makler:innen. Nicht jedes Foto hat eine eigene Beschreibung; es wird
          dann mit dem Titel des Inserats beschrieben.
        </li>
        <li>
          Grundrisse und Energieausweise als PDF-Dateien sind oft nicht barrierefrei. Auf Wunsch senden wir Ihnen die Angaben als Text.
        </li>
      </ul>
      <h2 id="barriere-melden">Barriere melden</h2>
      <p>
        Ist Ihnen eine Barriere aufgefallen, oder brauchen Sie einen Inhalt in einer anderen Form? Schreiben Sie uns über das Formular, per
        E-Mail oder rufen Sie an. Wir antworten innerhalb von zwei Wochen.
      </p>
      {thanks ? (
        <p className="lead" role="status">
          Vielen Dank für Ihre Meldung. Wir prüfen sie und melden uns bei Ihnen.
        </p>
      ) : null}
      <BarrierForm key={key} {...form} />
      <h2>Durchsetzung</h2>
      <p>
        Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die Marktüberwachungsbehörde nach dem Barrierefreiheitsgesetz
        wenden (§ 21 BaFG): das Sozialministeriumservice,{" "}
        <a href="https://www.sozialministeriumservice.at">www.sozialministeriumservice.at</a>. Dort können Sie auch ein kostenloses
        Schlichtungsverfahren nach dem Behindertengleichstellungsgesetz beantragen.
      </p>
    </article>
  );
}

function BarrierForm(props: LeadFormProps) {
  const [form, fields] = useForm({
    id: "barrierefreiheit",
    schema: () => import("~/lib/schemas/barrier-feedback").then((m) => m.barrierFeedbackSchema),
    ...props,
  });
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="card lead-form">
      <div className="form-grid">
        <Field meta={fields.name} label="Name (optional)" autoComplete="name" />
        <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
      </div>
      <Field
        meta={fields.seite}
        label="Seite oder Inhalt (optional)"
        hint="Zum Beispiel die Adresse der Seite oder der Name des Formulars."
      />
      <TextareaField meta={fields.nachricht} label="Was hat Sie behindert?" rows={5} />
      <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
      <SubmitButton>Barriere melden</SubmitButton>
    </LeadFormFrame>
  );
}
