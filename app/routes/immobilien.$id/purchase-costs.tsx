// Kaufnebenkosten-Rechner (issue 16 item 4, ADR 0045): a GET form, rendered on the server
// (extras.server.tsx), so it works without JavaScript. It starts collapsed (<details>, open after
// its own GET submission); with JavaScript costs-live.ts recalculates as you type (ADR 0179).
import { formatAmount, formatDecimal } from "~/lib/format";
import type { Nebenkostenuebersicht } from "~/lib/nebenkosten";
import type { PurchaseCosts } from "~/lib/purchase-costs";

export interface PurchaseCostsProps {
  action: string;
  /** Open when the URL carries the calculator's own fields (after 'Neu berechnen'). */
  open: boolean;
  /** The listing's commission, for the live recalculation (costs-live.ts). */
  commission: { bp: number; note: string };
  fields: { name: string; label: string; value: string; hint: string; error: string | null }[];
  costs: PurchaseCosts | null;
}

const euro = (cents: number) => `€ ${formatAmount(cents / 100)}`;
const percent = (bp: number) => `${formatDecimal(bp / 100)} %`;

export function PurchaseCostsCard({ action, open, commission, fields, costs }: PurchaseCostsProps) {
  return (
    <section className="detail-card costs-card" id="kaufnebenkosten" aria-labelledby="costs-title">
      <details className="costs-details" open={open}>
        <summary>
          <h2 id="costs-title">Kaufnebenkosten</h2>
          <span className="costs-summary-total">{costs ? `ca. ${euro(costs.totalCents)}` : "berechnen"}</span>
        </summary>
        <CostsBody action={action} commission={commission} fields={fields} costs={costs} />
      </details>
    </section>
  );
}

function CostsBody({ action, commission, fields, costs }: Omit<PurchaseCostsProps, "open">) {
  return (
    <>
      <form
        method="get"
        action={`${action}#kaufnebenkosten`}
        className="costs-form"
        data-commission-bp={commission.bp}
        data-commission-note={commission.note}
      >
        {fields.map((field) => (
          <div className="costs-field" key={field.name}>
            <label htmlFor={`costs-${field.name}`}>{field.label}</label>
            <input
              id={`costs-${field.name}`}
              name={field.name}
              defaultValue={field.value}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={field.error ? true : undefined}
              aria-describedby={`costs-${field.name}-hint`}
            />
            <small id={`costs-${field.name}-hint`} className={field.error ? "costs-error" : undefined}>
              {field.error ?? field.hint}
            </small>
          </div>
        ))}
        <button type="submit" className="button button-secondary">
          Neu berechnen
        </button>
      </form>
      {costs ? (
        <table className="costs-table">
          <caption className="visually-hidden">Geschätzte Kaufnebenkosten</caption>
          <tbody>
            {costs.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">
                  {line.label} ({percent(line.bp)}
                  {line.base === "loan" ? " des Darlehens" : ""}){line.note ? <small>{line.note}</small> : null}
                </th>
                <td>{euro(line.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Nebenkosten gesamt</th>
              <td>{euro(costs.totalCents)}</td>
            </tr>
            <tr>
              <th scope="row">Gesamtkosten inkl. Kaufpreis</th>
              <td>{euro(costs.grandTotalCents)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="costs-empty">Bitte geben Sie einen Kaufpreis ein, um die Nebenkosten zu berechnen.</p>
      )}
      {/* Filled by the live recalculation (costs-live.ts) for screen readers. */}
      <p className="visually-hidden costs-live" role="status" />
      <p className="costs-note">
        Unverbindliche Schätzung: Die tatsächlichen Kosten hängen vom Vertrag, von Ihrer Finanzierung und von Befreiungen ab (etwa bei der
        Grundbuchseintragung für den Hauptwohnsitz). Vertragserrichtung und Treuhandschaft verrechnen Notare und Anwälte unterschiedlich.
      </p>
    </>
  );
}

/**
 * The Nebenkostenübersicht (§ 30b Abs 1 KSchG, ADR 0137): the listing's probable costs, the
 * commission on its own, and the broker's status. Server-rendered like the calculator.
 */
export function NebenkostenCard({ overview }: { overview: Nebenkostenuebersicht }) {
  return (
    <section className="detail-card costs-card" id="nebenkosten" aria-labelledby="nebenkosten-title">
      <h2 id="nebenkosten-title">{overview.title}</h2>
      <table className="costs-table">
        <caption className="visually-hidden">{overview.title}</caption>
        <tbody>
          {overview.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">
                {line.label}
                {line.note ? <small>{line.note}</small> : null}
              </th>
              <td className={line.value.length > 16 ? "costs-text" : undefined}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Unsere Rolle als Makler</h3>
      <ul className="costs-broker">
        {overview.broker.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="costs-note">{overview.hinweis}</p>
    </section>
  );
}
