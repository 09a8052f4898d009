// /suchauftrag/verwalten: the link in every alert mail: change the saved search or
// delete the alert. The id and the manage token travel in the URL and in both forms.
import { Form, Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { PROPERTY_TYPE_LABELS } from "~/lib/property-derive";
import type { SearchFilters } from "~/lib/property-filters";
import { INVALID_LINK_TEXT } from "~/lib/search-alert-texts";
import leadsStyles from "~/styles/leads.css?url";

export { manageAction as action, manageLoader as loader } from "~/server/alerts/pages.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];

export const meta: MetaFunction = () => [{ title: "Suchauftrag verwalten | Donau Estate" }, { name: "robots", content: "noindex" }];

interface ManageData {
  alert: { email: string; confirmed: boolean; summary: string; filters: SearchFilters } | null;
  id: string;
  token: string;
}

const TYPE_OPTIONS = Object.entries(PROPERTY_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export default function ManageAlertPage() {
  const { alert, id, token } = useLoaderData<ManageData>();
  const result = useActionData<{ error?: string }>();
  if (!alert) {
    return (
      <div className="container section">
        <h1>Suchauftrag verwalten</h1>
        <p>{result?.error ?? INVALID_LINK_TEXT}</p>
        <p>
          <Link to="/immobilien">Zu den Immobilien</Link>
        </p>
      </div>
    );
  }
  const f = alert.filters;
  return (
    <div className="container section">
      <h1>Suchauftrag verwalten</h1>
      <p>
        {alert.confirmed ? "Ihr Suchauftrag ist aktiv" : "Ihr Suchauftrag ist noch nicht bestätigt"}: Benachrichtigungen gehen an{" "}
        <strong>{alert.email}</strong>.
      </p>
      <p>
        <strong>Ihre Suche:</strong> {alert.summary}
      </p>
      <Form method="post" className="card lead-form" aria-labelledby="alert-change">
        <h2 id="alert-change">Suche ändern</h2>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <div className="form-grid">
          <div className="field">
            <label htmlFor="alert-status">Kauf oder Miete</label>
            <select id="alert-status" name="status" defaultValue={f.status ?? ""}>
              <option value="">Kauf und Miete</option>
              <option value="SALE">Kauf</option>
              <option value="RENT">Miete</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="alert-type">Immobilientyp</label>
            <select id="alert-type" name="propertyType" defaultValue={f.propertyType ?? ""}>
              <option value="">Alle Typen</option>
              {TYPE_OPTIONS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
              {f.propertyType && !TYPE_OPTIONS.some((option) => option.value === f.propertyType) ? (
                <option value={f.propertyType}>{f.propertyType}</option>
              ) : null}
            </select>
          </div>
          <NumberField name="priceMin" label="Preis von (€)" value={f.priceMin} />
          <NumberField name="priceMax" label="Preis bis (€)" value={f.priceMax} />
          <NumberField name="livingAreaMin" label="Wohnfläche von (m²)" value={f.livingAreaMin} />
          <NumberField name="livingAreaMax" label="Wohnfläche bis (m²)" value={f.livingAreaMax} />
          <NumberField name="bedrooms" label="Zimmer ab" value={f.bedrooms} />
          <div className="field">
            <label htmlFor="alert-keyword">Suchbegriff</label>
            <input id="alert-keyword" name="keyword" type="text" maxLength={100} defaultValue={f.keyword ?? ""} />
          </div>
        </div>
        <button type="submit" className="button" name="intent" value="update">
          Änderungen speichern
        </button>
      </Form>
      <Form method="post" className="card lead-form" aria-labelledby="alert-delete">
        <h2 id="alert-delete">Suchauftrag löschen</h2>
        <p>Wir löschen den Suchauftrag und Ihre E-Mail-Adresse sofort; Sie erhalten keine weiteren E-Mails.</p>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button-secondary" name="intent" value="delete">
          Suchauftrag löschen
        </button>
      </Form>
    </div>
  );
}

function NumberField({ name, label, value }: { name: string; label: string; value: number | null }) {
  return (
    <div className="field">
      <label htmlFor={`alert-${name}`}>{label}</label>
      <input id={`alert-${name}`} name={name} type="text" inputMode="decimal" maxLength={15} defaultValue={value ?? ""} />
    </div>
  );
}
