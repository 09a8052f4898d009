// The inbox filters: a plain GET form, so the filtered list is a shareable URL
// and works without JavaScript. Folded behind "Filter (n)" (a <details>, no script) so the first
// leads stand in a phone's first screen; n counts the filters set. The CSV link exports exactly
// the filtered list.
import { Form, Link } from "react-router";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";

export function InquiryFilterForm({
  filter,
  filtered,
  csv,
  kinds,
  system,
}: {
  filter: { kind: string; status: string; q: string; failed: boolean; crmFailed: boolean; today: boolean; problems: boolean };
  filtered: boolean;
  csv: string;
  kinds: { value: string; label: string }[];
  system: boolean;
}) {
  const count = [filter.kind, filter.status, filter.q, filter.failed, filter.crmFailed, filter.today].filter(Boolean).length;
  return (
    <div className="staff-filter-bar">
      <details className="staff-filter-fold">
        <summary>Filter{count > 0 ? ` (${count})` : ""}</summary>
        <FilterFields filter={filter} filtered={filtered} kinds={kinds} system={system} />
      </details>
      {/* A document link: the browser downloads the file (Content-Disposition). */}
      <a className="button button-secondary button-small" href={csv} download>
        CSV exportieren
      </a>
    </div>
  );
}

function FilterFields({
  filter,
  filtered,
  kinds,
  system,
}: {
  filter: { kind: string; status: string; q: string; failed: boolean; crmFailed: boolean; today: boolean; problems: boolean };
  filtered: boolean;
  kinds: { value: string; label: string }[];
  system: boolean;
}) {
  return (
    <Form method="get" className="staff-filter" aria-label="Anfragen filtern">
      {system ? <input type="hidden" name="bereich" value="system" /> : null}
      {filter.problems ? <input type="hidden" name="probleme" value="ja" /> : null}
      <div className="field">
        <label htmlFor="filter-kind">Formular</label>
        <select id="filter-kind" name="kind" defaultValue={filter.kind}>
          <option value="">Alle Formulare</option>
          {kinds.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-status">Status</label>
        <select id="filter-status" name="status" defaultValue={filter.status}>
          <option value="">Alle Status</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {INQUIRY_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-arrival">Eingang</label>
        <select id="filter-arrival" name="eingang" defaultValue={filter.today ? "heute" : ""}>
          <option value="">Jederzeit</option>
          <option value="heute">Heute</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-delivery">Zustellung</label>
        <select id="filter-delivery" name="zustellung" defaultValue={filter.failed ? "fehlgeschlagen" : ""}>
          <option value="">Alle</option>
          <option value="fehlgeschlagen">Fehlgeschlagen</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-justimmo">Übergabe an justimmo</label>
        <select id="filter-justimmo" name="justimmo" defaultValue={filter.crmFailed ? "fehlgeschlagen" : ""}>
          <option value="">Alle</option>
          <option value="fehlgeschlagen">Fehlgeschlagen</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-q">Name oder E-Mail</label>
        <input id="filter-q" type="search" name="q" defaultValue={filter.q} maxLength={100} />
      </div>
      <div className="staff-actions">
        <button className="button" type="submit">
          Filtern
        </button>
        {filtered ? (
          <Link className="button button-secondary" to={system ? "/admin/inquiries?bereich=system" : "/admin/inquiries"}>
            Filter zurücksetzen
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
