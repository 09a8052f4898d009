// One costs block (spec 'Preisdetails'): the listing's price rows, the
// Nebenkostenübersicht (§ 30b Abs 1 KSchG) with the broker's role, and for sale listings the
// Kaufnebenkosten calculator folded at its end, instead of three cards that repeated each other;
// each figure once (the loader's `besidePriceRows`).
import type { Nebenkostenuebersicht } from "~/lib/nebenkosten";
import type { PropertyDetailView } from "~/lib/property-view";
import type { PurchaseCostsProps } from "~/lib/purchase-costs";
import { PurchaseCostsCard } from "./purchase-costs";

export function CostsSection({
  priceRows,
  overview,
  calculator,
}: {
  priceRows: PropertyDetailView["priceRows"];
  overview: Nebenkostenuebersicht;
  calculator: PurchaseCostsProps | null;
}) {
  return (
    <section id="kosten" className="detail-card costs-block" aria-labelledby="kosten-title">
      <h2 id="kosten-title">Preisdetails und Nebenkosten</h2>
      {/* The purchase price, the monthly rows under their total, the one-off sums: each its own
          list, so the total's rule closes only the monthly rows. */}
      {groupsOf(priceRows).map((rows) => (
        <dl key={rows[0]?.group} className="detail-rows">
          {rows.map((row) => (
            <div key={row.label} className={row.total ? "detail-rows-total" : undefined}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ))}
      <NebenkostenOverview overview={overview} />
      {calculator ? (
        <PurchaseCostsCard
          // A new listing or another submitted URL starts the calculator afresh.
          key={`${calculator.action}?${calculator.fields.map((field) => field.value).join("&")}`}
          {...calculator}
        />
      ) : null}
    </section>
  );
}

/** The price rows cut where their group changes, in their order. */
function groupsOf(rows: PropertyDetailView["priceRows"]): PropertyDetailView["priceRows"][] {
  const groups: PropertyDetailView["priceRows"][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]?.group === row.group) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** The Nebenkostenübersicht: the listing's probable costs, the commission on its own, and the broker's status. */
function NebenkostenOverview({ overview }: { overview: Nebenkostenuebersicht }) {
  return (
    <div className="costs-overview" id="nebenkosten">
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
