// /immobilien/bewertung: the valuation wizard (leads-legal-admin.md sections 2, 4, 5, 7, 8).
// Works without JavaScript: every step posts; route.server.ts checks the steps so far.
import { type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { Credentials } from "~/components/content/credentials";
import { asSubmissionResult } from "~/components/form/fields";
import { REPLY_PROMISE } from "~/lib/business-days";
import { TOTAL_STEPS } from "~/lib/schemas/options";
import leadsStyles from "~/styles/leads.css?url";
import valuationStyles from "~/styles/valuation.css?url";
import { DoneMark, SellerChecklist, ValuationDone } from "./done";
import { ValuationExpert, ValuationSteps } from "./expert";
import type { action, loader } from "./route.server";
import { ValuationWizard } from "./wizard";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leadsStyles },
  { rel: "stylesheet", href: valuationStyles },
];

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
  const { formToken, constraint, done, reply, offerPrices, recap } = useLoaderData<typeof loader>();
  const { step, result } = readWizardState(useActionData<typeof action>());
  return (
    <div className="container section valuation-page">
      {/* The wizard card first at every width; the selling points beside it on a desktop, after it on a phone. */}
      <div className="valuation-main">
        {/* After the last step the thanks are the headline (the page's name above it) and the
            reply says what happens next; the questions are behind them. */}
        {done ? (
          <>
            <p className="page-head-eyebrow">Kostenlose Immobilienbewertung</p>
            <h1 className="wizard-done-title">
              <DoneMark />
              Vielen Dank für Ihre Bewertungsanfrage!
            </h1>
          </>
        ) : (
          <h1>Kostenlose Immobilienbewertung</h1>
        )}
        {done ? null : (
          <p className="lead">
            Fünf kurze Fragen – dann nennen Ihnen unsere Makler:innen eine Preisspanne aus aktuellen Verkäufen in Ihrer Umgebung, mit
            Begründung, am Telefon oder schriftlich.
          </p>
        )}
        {done ? (
          <ValuationDone reply={reply} offerPrices={offerPrices} recap={recap} />
        ) : (
          <ValuationWizard key={step} step={step} lastResult={result} formToken={formToken} constraint={constraint} />
        )}
      </div>
      {/* Before the reply: why it is worth it; after it, what the owner can prepare meanwhile. */}
      {done ? (
        <SellerChecklist />
      ) : (
        <div className="valuation-side">
          <ul className="selling-points" aria-label="Ihre Vorteile">
            <li>
              <strong>Kostenlos &amp; unverbindlich</strong>
              <p>Die Bewertung kostet Sie nichts und verpflichtet Sie zu nichts.</p>
            </li>
            <li>
              <strong>Lokale Marktkenntnis</strong>
              <p>Wir kennen die Preise in Ihrem Bezirk aus eigenen, aktuellen Verkäufen.</p>
            </li>
            <li>
              <strong>Rasche Rückmeldung</strong>
              <p>Sie hören {REPLY_PROMISE} persönlich von uns.</p>
            </li>
          </ul>
          {reply ? <ValuationExpert reply={reply} /> : null}
          {/* Whom a seller gives an address to: registered and bound by the trade's rules (review 58). */}
          <Credentials id="bewertung-berufsrecht" />
        </div>
      )}
      {/* Under both columns on a desktop, so no column stands empty beside it (review 56b). */}
      {done ? null : <ValuationSteps />}
    </div>
  );
}
