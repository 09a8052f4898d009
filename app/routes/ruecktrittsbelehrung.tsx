// Rücktrittsbelehrung and Muster-Widerrufsformular (§ 4 Abs 1 Z 8 and Abs 3 FAGG with its
// Anhang I, § 11 to § 16 FAGG): the page the FAGG notice at every property inquiry
// and the confirmation mail link to. The broker's data are the staff-edited legal terms.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { formPageHead } from "~/lib/content/page-heads";
import { EARLY_START_CONSEQUENCE } from "~/lib/fagg";
import { staticPage } from "~/lib/route-handle";
import { loadLegalTerms } from "~/server/legal/queries.server";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

export async function loader({ context }: LoaderFunctionArgs) {
  const terms = await loadLegalTerms(context.db);
  return { terms, head: formPageHead(context.env.SITE_URL, "/ruecktrittsbelehrung") };
}

export default function Ruecktrittsbelehrung() {
  const { terms } = useLoaderData<typeof loader>();
  return (
    <article className="content-page container content-legal content-prose">
      <h1>Rücktrittsbelehrung</h1>
      <p>
        Diese Belehrung gilt für Maklerverträge, die Sie als Verbraucher:in mit uns ohne gleichzeitige Anwesenheit schließen, etwa über eine
        Anfrage auf dieser Website, per E-Mail oder am Telefon (Fern- und Auswärtsgeschäfte-Gesetz, FAGG).
      </p>
      <h2>Ihr Rücktrittsrecht</h2>
      <p>
        Sie können binnen 14 Tagen ohne Angabe von Gründen von diesem Vertrag zurücktreten. Die Frist beträgt 14 Tage ab dem Tag, an dem der
        Vertrag geschlossen wurde (§ 11 FAGG).
      </p>
      <p>
        Um Ihr Rücktrittsrecht auszuüben, müssen Sie uns ({terms.firma}, {terms.anschrift}, Telefon {terms.telefon}, E-Mail{" "}
        <a href={`mailto:${terms.email}`}>{terms.email}</a>) mit einer eindeutigen Erklärung über Ihren Entschluss informieren, etwa mit
        einem Brief oder einer E-Mail. Am einfachsten geht es online über <a href="/widerruf">Vertrag widerrufen</a>: Sie erhalten sofort
        eine Eingangsbestätigung per E-Mail. Sie können auch das Muster-Widerrufsformular unten verwenden; das ist aber nicht
        vorgeschrieben.
      </p>
      <p>Zur Wahrung der Frist reicht es, dass Sie die Erklärung vor Ablauf der 14 Tage absenden.</p>
      <h2>Folgen des Rücktritts</h2>
      <p>
        Wenn Sie zurücktreten, zahlen wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen 14
        Tagen ab dem Tag zurück, an dem Ihr Rücktritt bei uns eingegangen ist. Wir verwenden dafür dasselbe Zahlungsmittel, das Sie
        verwendet haben, außer wir vereinbaren ausdrücklich etwas anderes; Entgelte berechnen wir Ihnen dafür nicht.
      </p>
      <p>
        Haben Sie verlangt, dass wir schon während der Rücktrittsfrist für Sie tätig werden (§ 10 FAGG), zahlen Sie uns einen Betrag, der
        dem Anteil der bis zu Ihrem Rücktritt erbrachten Leistungen an der gesamten vereinbarten Leistung entspricht (§ 16 FAGG).
      </p>
      <p>{EARLY_START_CONSEQUENCE}</p>
      <h2 id="muster-widerrufsformular">Muster-Widerrufsformular</h2>
      <p>Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.</p>
      <div className="content-legal-form">
        <p>
          An: {terms.firma}, {terms.anschrift}, E-Mail {terms.email}
        </p>
        <p>
          Hiermit trete(n) ich/wir (*) von dem von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung
          zurück: Immobilienvermittlung für das Objekt ______________________
        </p>
        <p>Bestellt am (*) / erhalten am (*): ______________________</p>
        <p>Name des/der Verbraucher(s): ______________________</p>
        <p>Anschrift des/der Verbraucher(s): ______________________</p>
        <p>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): ______________________</p>
        <p>Datum: ______________________</p>
        <p>(*) Unzutreffendes streichen.</p>
      </div>
    </article>
  );
}
