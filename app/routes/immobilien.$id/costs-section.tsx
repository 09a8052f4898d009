// One costs block, the spec's 'Preisdetails' card, split as the portals split it (ADR 0380): the purchase
// price, then 'Monatliche Kosten' (the net lines, their USt. and the gross total), then
// 'Einmalige Kosten' (the Nebenkostenübersicht of § 30b Abs 1 KSchG: Kaution, Provision, the
// Kaufnebenkosten or the Vertragsgebühr) with the broker's role, and for a sale the calculator
// folded at its end; each figure once (the loader's `besidePriceRows`).
import type { Nebenkostenuebersicht } from "~/lib/nebenkosten";
import type { PropertyDetailView } from "~/lib/property-view";
import type { PurchaseCostsProps } from "~/lib/purchase-costs";
import { PurchaseCostsCard } from "./purchase-costs";

type PriceRows = PropertyDetailView["priceRows"];

export function CostsSection({
  priceRows,
  overview,
  calculator,
}: {
  priceRows: PriceRows;
  overview: Nebenkostenuebersicht;
  calculator: PurchaseCostsProps | null;
}) {
  const price = priceRows.filter((row) => row.group === "price");
  const monthly = priceRows.filter((row) => row.group === "monthly");
  const total = overview.lines.find((line) => line.total)?.value ?? null;
  return (
    <section id="kosten" className="detail-card costs-block" aria-labelledby="kosten-title">
      <h2 id="kosten-title">Preisdetails</h2>
      {price.length > 0 ? <CostRows rows={price} /> : null}
      <div className="costs-group" id="monatliche-kosten">
        <h3>Monatliche Kosten</h3>
        {monthly.length > 0 ? <CostRows rows={monthly} /> : <p className="costs-none">Auf Anfrage – wir nennen sie Ihnen gern.</p>}
      </div>
      <OneOffCosts overview={overview} />
      {calculator ? (
        <PurchaseCostsCard
          // A new listing or another submitted URL starts the calculator afresh.
          key={`${calculator.action}?${calculator.fields.map((field) => field.value).join("&")}`}
          {...calculator}
          statedTotal={total}
        />
      ) : null}
    </section>
  );
}

/** Label and amount per row; a total closes the rows above it, bold over a rule. */
function CostRows({ rows }: { rows: PriceRows }) {
  return (
    <dl className="detail-rows">
      {rows.map((row) => (
        <div key={row.label} className={row.total ? "detail-rows-total" : undefined}>
          <dt>
            {row.label}
            {row.note ? <small>{row.note}</small> : null}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Einmalige Kosten': the listing's probable one-off costs, the commission among them, and the broker's status. */
function OneOffCosts({ overview }: { overview: Nebenkostenuebersicht }) {
  return (
    <div className="costs-overview costs-group" id="nebenkosten">
      <h3 id="nebenkosten-title">{overview.title}</h3>
      <table className="costs-table">
        <caption className="visually-hidden">{overview.title}</caption>
        <tbody>
          {overview.lines.map((line) => (
            <tr key={line.label} className={line.total ? "costs-total" : undefined}>
              <th scope="row">
                {line.label}
                {line.note ? <small>{line.note}</small> : null}
              </th>
              <td className={line.value.length > 16 ? "costs-text" : undefined}>{line.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="costs-broker-title">Unsere Rolle als Makler</h4>
      <ul className="costs-broker">
        {overview.broker.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="costs-note">{overview.hinweis}</p>
    </div>
  );
}
