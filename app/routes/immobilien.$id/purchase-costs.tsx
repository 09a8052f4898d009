// Kaufnebenkosten-Rechner (issue 16 item 4, ADR 0045): a GET form, rendered on the server only
// (extras.server.tsx), so it works without JavaScript and adds nothing to the page's bundle.
import { formatAmount, formatDecimal } from "~/lib/format";
import type { Nebenkostenuebersicht } from "~/lib/nebenkosten";
import type { PurchaseCosts } from "~/lib/purchase-costs";

export interface PurchaseCostsProps {
  action: string;
  fields: { name: string; label: string; value: string; hint: string; error: string | null }[];
  costs: PurchaseCosts | null;
}

const euro = (cents: number) => `€ ${formatAmount(cents / 100)}`;
const percent = (bp: number) => `${formatDecimal(bp / 100)} %`;

export function PurchaseCostsCard({ action, fields, costs }: PurchaseCostsProps) {
  return (
    <section className="detail-card costs-card" id="kaufnebenkosten" aria-labelledby="costs-title">
      <h2 id="costs-title">Kaufnebenkosten</h2>
      <form method="get" action={`${action}#kaufnebenkosten`} className="costs-form">
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
        <p>Bitte geben Sie einen Kaufpreis ein, um die Nebenkosten zu berechnen.</p>
      )}
      <p className="costs-note">
        Unverbindliche Schätzung: Die tatsächlichen Kosten hängen vom Vertrag, von Ihrer Finanzierung und von Befreiungen ab (etwa bei der
        Grundbuchseintragung für den Hauptwohnsitz). Vertragserrichtung und Treuhandschaft verrechnen Notare und Anwälte unterschiedlich.
      </p>
    </section>
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
