// /immobilien/bewertung: the valuation wizard (leads-legal-admin.md sections 2, 4, 5, 7, 8).
// Works without JavaScript: every step posts; route.server.ts checks the steps so far.
import { Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { asSubmissionResult } from "~/components/form/fields";
import { TOTAL_STEPS } from "~/schemas/options";
import leadsStyles from "~/styles/leads.css?url";
import type { action, loader } from "./route.server";
import { ValuationWizard } from "./wizard";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

interface WizardState {
  step: number;
  result: ReturnType<typeof asSubmissionResult>;
}

function readWizardState(actionData: unknown): WizardState {
  if (actionData && typeof actionData === "object" && "wizard" in actionData) {
    const { wizard, result } = actionData as { wizard: { step: number }; result: unknown };
    return { step: wizard.step, result: asSubmissionResult(result) };
  }
  // A reply from the final submit (bot trap, rate limit, failure) keeps the visitor on step 4.
  const result = asSubmissionResult(actionData);
  return { step: result ? TOTAL_STEPS - 1 : 0, result };
}

export default function ValuationPage() {
  const { formToken, constraint, done } = useLoaderData<typeof loader>();
  const { step, result } = readWizardState(useActionData<typeof action>());
  return (
    <div className="container section valuation-page">
      <h1>Kostenlose Immobilienbewertung</h1>
      <p className="lead">
        Erfahren Sie, was Ihre Immobilie in Wien oder Niederösterreich wert ist. Beantworten Sie fünf kurze Fragen – unsere Makler:innen
        erstellen Ihre Bewertung auf Basis aktueller Verkaufspreise in Ihrer Umgebung.
      </p>
      {done ? (
        <section className="card wizard-done" aria-labelledby="danke">
          <h2 id="danke">Vielen Dank für Ihre Bewertungsanfrage!</h2>
          <p>
            Wir haben Ihre Angaben erhalten und Ihnen eine Bestätigung per E-Mail geschickt. Eine:r unserer Makler:innen meldet sich in
            Kürze bei Ihnen.
          </p>
          <Link className="button" to="/immobilien">
            Aktuelle Immobilien ansehen
          </Link>
        </section>
      ) : (
        <ValuationWizard key={step} step={step} lastResult={result} formToken={formToken} constraint={constraint} />
      )}
      {/* After the wizard in the markup: on phones the first screen shows the first question; from
          768 px on the cards stand above it as a row (leads.css, ADR 0207). */}
      <ul className="selling-points">
        <li className="card">
          <strong>Kostenlos &amp; unverbindlich</strong>
          <p>Die Bewertung kostet Sie nichts und verpflichtet Sie zu nichts.</p>
        </li>
        <li className="card">
          <strong>Lokale Marktkenntnis</strong>
          <p>Wir kennen die Preise in Ihrem Bezirk aus eigenen, aktuellen Verkäufen.</p>
        </li>
        <li className="card">
          <strong>Rasche Rückmeldung</strong>
          <p>Sie hören innerhalb von zwei Werktagen persönlich von uns.</p>
        </li>
      </ul>
    </div>
  );
}
