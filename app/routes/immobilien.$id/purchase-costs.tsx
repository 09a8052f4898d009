// Kaufnebenkosten-Rechner, folded at the end of the costs block: a GET form that the server
// answers with the figures, so it works without JavaScript. It starts collapsed (<details>, open
// after its own GET submission), its summary naming what it adds (a loan) rather than the total
// the table above states; with JavaScript the table follows the fields as you type, computed with the same
// pure rules (app/lib/purchase-costs.ts). Unreadable input keeps the last figures; 'Neu berechnen'
// still explains what is wrong.
import { useEffect, useState } from "react";
import { formatCents, formatPercent } from "~/lib/format";
import {
  DEFAULT_CONTRACT_BP,
  type PurchaseCosts,
  type PurchaseCostsProps,
  parseEuroCents,
  parsePercentBp,
  purchaseCosts,
} from "~/lib/purchase-costs";

const percent = (bp: number) => formatPercent(bp / 100);

const MAX_EURO_CENTS = 1_000_000_000 * 100;

/** The figures for the fields as typed, or null while one of them is unreadable. */
function costsFor(values: Record<string, string>, commission: PurchaseCostsProps["commission"]): PurchaseCosts | null {
  const priceCents = parseEuroCents(values.kaufpreis?.trim() ?? "");
  const loanText = values.darlehen?.trim() ?? "";
  const loanCents = loanText ? parseEuroCents(loanText) : 0;
  const contractText = values.vertragserrichtung?.trim() ?? "";
  const contractBp = contractText ? parsePercentBp(contractText) : DEFAULT_CONTRACT_BP;
  if (priceCents === null || priceCents < 100 || priceCents > MAX_EURO_CENTS) return null;
  if (loanCents === null || loanCents > MAX_EURO_CENTS || contractBp === null) return null;
  return purchaseCosts({ priceCents, loanCents, commission, contractBp });
}

/**
 * `statedTotal` is the 'Kaufnebenkosten gesamt' the table above states: while the calculator
 * shows the same figure, its summary does not repeat it as an estimate.
 */
export function PurchaseCostsCard({
  action,
  open,
  commission,
  fields,
  costs: serverCosts,
  statedTotal,
}: PurchaseCostsProps & { statedTotal: string | null }) {
  // The route remounts the card for another listing or another submitted URL (its `key`).
  const [costs, setCosts] = useState(serverCosts);
  const [values, setValues] = useState<Record<string, string> | null>(null);
  // A short pause, so that a screen reader hears the result once, not per keystroke.
  useEffect(() => {
    if (!values) return;
    const timer = window.setTimeout(() => {
      const next = costsFor(values, commission);
      if (next) setCosts(next);
    }, 150);
    return () => window.clearTimeout(timer);
  }, [values, commission]);
  return (
    <section className="costs-calculator" id="kaufnebenkosten" aria-labelledby="costs-title">
      <details className="costs-details" open={open}>
        <summary>
          <h3 id="costs-title">Kaufnebenkosten selbst berechnen</h3>
          <span className="costs-summary-total">
            {costs && formatCents(costs.totalCents) !== statedTotal ? `ca. ${formatCents(costs.totalCents)}` : "mit Finanzierung"}
          </span>
        </summary>
        <CostsBody
          action={action}
          fields={fields}
          costs={costs}
          live={values !== null && costs !== null}
          onInput={(form) => setValues(Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])))}
        />
      </details>
    </section>
  );
}

function CostsBody({
  action,
  fields,
  costs,
  live,
  onInput,
}: Pick<PurchaseCostsProps, "action" | "fields" | "costs"> & { live: boolean; onInput: (form: HTMLFormElement) => void }) {
  return (
    <>
      <form method="get" action={`${action}#kaufnebenkosten`} className="costs-form" onInput={(event) => onInput(event.currentTarget)}>
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
                <td>{formatCents(line.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Nebenkosten gesamt</th>
              <td>{formatCents(costs.totalCents)}</td>
            </tr>
            <tr>
              <th scope="row">Gesamtkosten inkl. Kaufpreis</th>
              <td>{formatCents(costs.grandTotalCents)}</td>
            </tr>
          </tfoot>
        </table>
      ) : (
        <p className="costs-empty">Bitte geben Sie einen Kaufpreis ein, um die Nebenkosten zu berechnen.</p>
      )}
      {/* The live result for screen readers, once the visitor changed a field. */}
      <p className="visually-hidden costs-live" role="status">
        {live && costs ? `Nebenkosten gesamt ${formatCents(costs.totalCents)}, Gesamtkosten ${formatCents(costs.grandTotalCents)}` : null}
      </p>
      <p className="costs-note">
        Unverbindliche Schätzung: Die tatsächlichen Kosten hängen vom Vertrag, von Ihrer Finanzierung und von gesetzlichen Befreiungen ab.
        Vertragserrichtung und Treuhandschaft verrechnen Notare und Anwälte unterschiedlich.
      </p>
    </>
  );
}
