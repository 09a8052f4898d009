// /widerruf: the withdrawal function (Art. 11a Directive 2011/83/EU as added by Directive (EU)
// 2023/2673). Linked as "Vertrag widerrufen" from every page's footer. Two steps
// without JavaScript: the form, then the entered values with "Widerruf bestätigen".
import { Form, type LinksFunction, type MetaFunction, useActionData, useLoaderData, useLocation } from "react-router";
import { asSubmissionResult, Field, HoneypotFields, LeadFormFrame, SubmitButton, TextareaField } from "~/components/form/fields";
import type { FormConstraint } from "~/components/form/use-form";
import { useForm } from "~/components/form/use-form";
import leadsStyles from "~/styles/leads.css?url";
import type { action, loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

type ConfirmStep = { step: "bestaetigen"; values: { name: string; email: string; vertrag: string; referenz?: string }; formToken: string };

function isConfirmStep(value: unknown): value is ConfirmStep {
  return typeof value === "object" && value !== null && "step" in value && (value as { step: unknown }).step === "bestaetigen";
}

export default function WiderrufPage() {
  const { formToken, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const received = new URLSearchParams(location.search).has("eingegangen");
  return (
    <div className="container section contact-page">
      <h1>Vertrag widerrufen</h1>
      <p className="lead">
        Hier treten Sie online von einem Maklervertrag zurück, den Sie mit uns über diese Website, per E-Mail oder telefonisch geschlossen
        haben. Sie müssen keinen Grund angeben. Wie das Rücktrittsrecht funktioniert, steht in der{" "}
        <a href="/ruecktrittsbelehrung">Rücktrittsbelehrung</a>.
      </p>
      {received ? (
        <section className="card lead-form" aria-labelledby="widerruf-done">
          <h2 id="widerruf-done">Ihr Widerruf ist eingegangen</h2>
          <p>
            Wir haben Ihnen eine Eingangsbestätigung mit dem Inhalt Ihrer Erklärung, dem Datum und der Uhrzeit per E-Mail geschickt. Bitte
            bewahren Sie sie auf.
          </p>
        </section>
      ) : isConfirmStep(actionData) ? (
        <ConfirmWithdrawal {...actionData} />
      ) : (
        <WithdrawalForm key={location.key} formToken={formToken} constraint={constraint} lastResult={asSubmissionResult(actionData)} />
      )}
    </div>
  );
}

function WithdrawalForm(props: { formToken: string; constraint: FormConstraint; lastResult: ReturnType<typeof asSubmissionResult> }) {
  const [form, fields] = useForm({
    id: "widerruf",
    schema: () => import("~/lib/schemas/widerruf").then((m) => m.widerrufSchema),
    ...props,
  });
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="card lead-form">
      <h2>Schritt 1 von 2: Ihre Angaben</h2>
      <Field meta={fields.name} label="Vor- und Nachname" autoComplete="name" />
      <Field meta={fields.email} label="E-Mail für die Eingangsbestätigung" type="email" autoComplete="email" />
      <TextareaField meta={fields.vertrag} label="Von welcher Anfrage oder welchem Vertrag treten Sie zurück?" rows={3} />
      <Field meta={fields.referenz} label="Referenz (optional)" hint="Zum Beispiel die Objektnummer oder der Betreff unserer E-Mail." />
      <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
      <SubmitButton intent="pruefen" pendingLabel="Wird geprüft...">
        Weiter zur Bestätigung
      </SubmitButton>
    </LeadFormFrame>
  );
}

function ConfirmWithdrawal({ values, formToken }: ConfirmStep) {
  return (
    <section className="card lead-form" aria-labelledby="widerruf-confirm">
      <h2 id="widerruf-confirm">Schritt 2 von 2: Widerruf bestätigen</h2>
      <p>Bitte prüfen Sie Ihre Angaben. Erst mit „Widerruf bestätigen“ senden Sie Ihre Erklärung ab.</p>
      <dl className="widerruf-summary">
        <div>
          <dt>Name</dt>
          <dd>{values.name}</dd>
        </div>
        <div>
          <dt>E-Mail</dt>
          <dd>{values.email}</dd>
        </div>
        <div>
          <dt>Vertrag oder Anfrage</dt>
          <dd>{values.vertrag}</dd>
        </div>
        <div>
          <dt>Referenz</dt>
          <dd>{values.referenz ?? "–"}</dd>
        </div>
      </dl>
      <p>Hiermit widerrufe ich den oben genannten Vertrag.</p>
      <Form method="post" className="form-actions">
        <HoneypotFields formToken={formToken} />
        <input type="hidden" name="name" value={values.name} />
        <input type="hidden" name="email" value={values.email} />
        <input type="hidden" name="vertrag" value={values.vertrag} />
        <input type="hidden" name="referenz" value={values.referenz ?? ""} />
        <SubmitButton intent="bestaetigen">Widerruf bestätigen</SubmitButton>{" "}
        <SubmitButton intent="aendern" className="button button-secondary" pendingLabel="Wird geladen...">
          Angaben ändern
        </SubmitButton>
      </Form>
    </section>
  );
}
