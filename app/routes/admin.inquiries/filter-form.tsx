// The inbox search and filters: plain GET forms (a shareable URL, no JavaScript), the filters folded
// behind "Filter (n)". Each form carries the other's values as hidden fields (inquirySearch()), so
// searching keeps the filters and filtering keeps the search.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";

type FilterValues = {
  kind: string;
  status: string;
  q: string;
  failed: boolean;
  crmFailed: boolean;
  today: boolean;
  problems: boolean;
  propertyId: string;
  /** "mir" | "niemand" | "". */
  assigned: string;
};

/** The query pairs a form carries as hidden fields, built by the loader with inquirySearch(). */
export type HiddenPairs = Array<[string, string]>;

/** The one search field above the list: always visible, a GET form that keeps the other filters. */
export function InquirySearch({ filter, hidden }: { filter: FilterValues; hidden: HiddenPairs }) {
  return (
    <Form method="get" role="search" className="staff-search" aria-label="Anfragen durchsuchen">
      <HiddenFilters pairs={hidden} />
      <label htmlFor="inbox-q" className="staff-sr-only">
        Name oder E-Mail
      </label>
      <input id="inbox-q" type="search" name="q" defaultValue={filter.q} maxLength={100} placeholder="Name oder E-Mail" />
      <button className="button button-secondary" type="submit">
        Suchen
      </button>
    </Form>
  );
}

/** The values a form does not show as fields, carried along so one form never drops the other's. */
function HiddenFilters({ pairs }: { pairs: HiddenPairs }) {
  return pairs.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

export function InquiryFilterForm({
  filter,
  filtered,
  csv,
  kinds,
  system,
  hidden,
  children,
}: {
  filter: FilterValues;
  filtered: boolean;
  csv: string;
  kinds: { value: string; label: string }[];
  system: boolean;
  hidden: HiddenPairs;
  /** The count and the privacy line share the bar. */
  children?: ReactNode;
}) {
  const count = [filter.kind, filter.status, filter.assigned, filter.failed, filter.crmFailed, filter.today].filter(Boolean).length;
  return (
    <div className="staff-filter-bar">
      <details className="staff-filter-fold">
        <summary>Filter{count > 0 ? ` (${count})` : ""}</summary>
        <FilterFields filter={filter} filtered={filtered} kinds={kinds} system={system} hidden={hidden} />
      </details>
      {/* A document link: the browser downloads the file (Content-Disposition). */}
      <a className="button button-secondary button-small" href={csv} download>
        CSV exportieren
      </a>
      {children}
    </div>
  );
}

function FilterFields({
  filter,
  filtered,
  kinds,
  system,
  hidden,
}: {
  filter: FilterValues;
  filtered: boolean;
  kinds: { value: string; label: string }[];
  system: boolean;
  hidden: HiddenPairs;
}) {
  return (
    <Form method="get" className="staff-filter" aria-label="Anfragen filtern">
      <HiddenFilters pairs={hidden} />
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
      {/* A system mail has no status and no hand-over: those filters belong to leads. */}
      {system ? null : (
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
      )}
      {/* Who has the lead: one's own, or the ones nobody took yet. */}
      {system ? null : (
        <div className="field">
          <label htmlFor="filter-assigned">Zuständig</label>
          <select id="filter-assigned" name="zugewiesen" defaultValue={filter.assigned}>
            <option value="">Alle</option>
            <option value="mir">Mir zugewiesen</option>
            <option value="niemand">Nicht zugewiesen</option>
          </select>
        </div>
      )}
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
      {system ? null : (
        <div className="field">
          <label htmlFor="filter-justimmo">Übergabe an justimmo</label>
          <select id="filter-justimmo" name="justimmo" defaultValue={filter.crmFailed ? "fehlgeschlagen" : ""}>
            <option value="">Alle</option>
            <option value="fehlgeschlagen">Fehlgeschlagen</option>
          </select>
        </div>
      )}
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
