// /immobilien/bewertung: the valuation wizard (leads-legal-admin.md sections 2, 4, 5, 7, 8).
// Works without JavaScript: every step posts (intent next/back/submit) and the answers of the
// other steps travel as hidden inputs that the server validates again on every post (all steps
// up to the current one), so nothing a visitor could tamper with reaches the database unchecked.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { asSubmissionResult } from "~/components/forms";
import { formPageHead } from "~/content/page-heads.server";
import {
  propertyTypeLabel,
  stepCheckMessage,
  stepOfField,
  summarizeValuation,
  type ValuationRequest,
  valuationSchema,
} from "~/forms/schemas.server";
import {
  FormReadError,
  formPageHeaders,
  formReadErrorResponse,
  handleLeadForm,
  leadSuccessToast,
  loadLeadFormPage,
  readFormData,
} from "~/forms/submit.server";
import { carryValues, parseUpToStep } from "~/forms/valuation.server";
import { storeAndQueueInquiry } from "~/integrations/mail/outbox.server";
import { TOTAL_STEPS } from "~/schemas/options";
import leadsStyles from "~/styles/leads.css";
import { hitRateLimit } from "~/utils/rate-limit.server";
import { ValuationWizard } from "./wizard";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => data?.head ?? [];

export const headers: HeadersFunction = formPageHeaders;

const NO_STORE = { "Cache-Control": "no-store" };
const LAST_STEP = TOTAL_STEPS - 1;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const done = new URL(request.url).searchParams.has("danke");
  const page = await loadLeadFormPage({ request, context, schema: valuationSchema });
  const head = formPageHead(context.env.SITE_URL, "/immobilien/bewertung");
  return data({ ...page.data, done, head }, page.init ?? undefined);
}

function readStep(value: FormDataEntryValue | null): number {
  const step = Number(typeof value === "string" ? value : "0");
  return Number.isInteger(step) ? Math.max(0, Math.min(LAST_STEP, step)) : 0;
}

export async function action({ request, context }: ActionFunctionArgs) {
  let formData: FormData;
  try {
    formData = await readFormData(request);
  } catch (error) {
    if (error instanceof FormReadError) return formReadErrorResponse(error);
    throw error;
  }
  const intent = formData.get("intent");
  const step = readStep(formData.get("step"));
  if (intent === "back") {
    return data({ wizard: { step: Math.max(0, step - 1) }, result: carryValues(formData) }, { headers: NO_STORE });
  }
  const submission = parseUpToStep(formData, step);
  if (submission.status !== "success") {
    // Show the earliest step with a problem: a changed hidden value sends the visitor back there.
    const failing = Object.entries(submission.error ?? {})
      .filter(([, errors]) => errors && errors.length > 0)
      .map(([name]) => stepOfField(name))
      .filter((s) => s >= 0);
    const target = Math.min(step, ...failing);
    const message = stepCheckMessage(target, submission.error, submission.payload);
    return data(
      { wizard: { step: target }, result: submission.reply(message ? { formErrors: [message] } : undefined) },
      { status: 400, headers: NO_STORE },
    );
  }
  if (step < LAST_STEP || intent !== "submit") {
    return data({ wizard: { step: Math.min(LAST_STEP, step + 1) }, result: carryValues(formData) }, { headers: NO_STORE });
  }
  return handleLeadForm({
    request,
    context,
    formData,
    schema: valuationSchema,
    form: "valuation",
    redirectTo: "/immobilien/bewertung?danke",
    successToast: leadSuccessToast("Bewertungsanfrage gesendet"),
    failure: { title: "Fehler", description: "Es gab einen Fehler beim Absenden Ihrer Anfrage. Bitte versuchen Sie es später erneut." },
    store: (value) => storeValuation(context, value),
  });
}

/** Confirmation mails one address may receive per day (issue 12, item 7: no mail bombing). */
const CONFIRMATIONS_PER_DAY = 3;

/**
 * Section 7: an internal summary to the office and a confirmation to the visitor. Past the daily
 * limit for the visitor's address only the confirmation is skipped: the inquiry is stored and the
 * office mail sent, so no lead is lost (the office mail shows "Kopie an Kunden: Nein").
 */
async function storeValuation(context: ActionFunctionArgs["context"], value: ValuationRequest) {
  const confirmation = await hitRateLimit(context.db, {
    key: `valuation-confirmation:${value.email.trim().toLowerCase()}`,
    limit: CONFIRMATIONS_PER_DAY,
    windowSeconds: 24 * 60 * 60,
    now: context.now(),
  });
  const subject = `Immobilienbewertung: ${propertyTypeLabel(value.propertyType)} in ${value.postalCode} ${value.city}`;
  return storeAndQueueInquiry({
    db: context.db,
    queue: context.env.MAIL_QUEUE,
    now: context.now(),
    kind: "valuation",
    subject,
    sender: { name: `${value.firstName} ${value.lastName}`, email: value.email, phone: value.phone },
    payload: {
      vorname: value.firstName,
      nachname: value.lastName,
      tel: value.phone,
      anfrage: summarizeValuation(value),
      subject,
      propertyTitle: "Immobilienbewertung",
      sendToCustomer: confirmation.allowed,
      ...value,
      propertyType: propertyTypeLabel(value.propertyType),
    },
    emails: [
      { template: "internal", recipient: context.env.MAIL_TO },
      ...(confirmation.allowed ? [{ template: "customer" as const, recipient: value.email }] : []),
    ],
  });
}

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
  return { step: result ? LAST_STEP : 0, result };
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
    </div>
  );
}
