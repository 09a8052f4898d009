// /suchauftrag/speichern: "Suche speichern" from /immobilien. The
// page takes the current filters from its query string, asks for an address and the consent,
// and sends the double opt-in mail. Plain HTML form: works without JavaScript.
import { Form, Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { HoneypotFields } from "~/components/form/fields";
import leadsStyles from "~/styles/leads.css?url";

export { signUpAction as action, signUpLoader as loader } from "~/server/alerts/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction = () => [{ title: "Suche speichern | Donau Estate" }, { name: "robots", content: "noindex" }];

interface SignUpResult {
  errors?: Partial<Record<"email" | "consent" | "form", string>>;
  email?: string;
}

export default function SaveSearchPage() {
  const { filters, summary, formToken } = useLoaderData<{ filters: string; summary: string; formToken: string }>();
  const result = useActionData<SignUpResult>();
  const errors = result?.errors ?? {};
  return (
    <div className="container section">
      <h1>Suche speichern</h1>
      <p className="lead">
        Wir schicken Ihnen eine E-Mail, sobald neue Immobilien zu Ihrer Suche dazukommen – höchstens einmal pro Aktualisierung unseres
        Angebots. Sie können die Benachrichtigung jederzeit ändern oder mit einem Klick abbestellen.
      </p>
      <p>
        <strong>Ihre Suche:</strong> {summary} (<Link to={`/immobilien${filters ? `?${filters}` : ""}`}>Suche ansehen</Link>)
      </p>
      <Form method="post" className="card lead-form" aria-describedby={errors.form ? "alert-form-error" : undefined}>
        <HoneypotFields formToken={formToken} />
        <input type="hidden" name="filters" value={filters} />
        {errors.form ? (
          <div id="alert-form-error" className="form-errors" role="alert">
            <p>{errors.form}</p>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="alert-email">
            E-Mail<span aria-hidden="true"> *</span>
          </label>
          <input
            id="alert-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={result?.email ?? ""}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "alert-email-error" : undefined}
          />
          {errors.email ? (
            <ul id="alert-email-error" className="field-error">
              <li>{errors.email}</li>
            </ul>
          ) : null}
        </div>
        <div className="field field-checkbox">
          <label>
            <input
              type="checkbox"
              name="consent"
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "alert-consent-error" : undefined}
            />{" "}
            Ich möchte E-Mails zu neuen passenden Immobilien erhalten und stimme der Verarbeitung meiner E-Mail-Adresse gemäß der{" "}
            <Link to="/datenschutz">Datenschutzerklärung</Link> zu. *
          </label>
          {errors.consent ? (
            <ul id="alert-consent-error" className="field-error">
              <li>{errors.consent}</li>
            </ul>
          ) : null}
        </div>
        <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
        <button type="submit" className="button">
          Suchauftrag anlegen
        </button>
      </Form>
    </div>
  );
}
