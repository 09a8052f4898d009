// 'Preisentwicklung' on the detail page (ADR 0150): shown only when the price
// changed while the listing was online. A plain table: no JavaScript.
import type { PriceHistoryView } from "~/lib/price-history-view";

export function PriceHistory({ history }: { history: PriceHistoryView }) {
  if (history.changes.length === 0) return null;
  return (
    <section className="detail-card price-history" aria-labelledby="price-history-title">
      <h2 id="price-history-title">Preisentwicklung</h2>
      <table>
        <caption className="visually-hidden">Preisänderungen, die neueste zuerst</caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Preis</th>
            <th scope="col">Änderung</th>
          </tr>
        </thead>
        <tbody>
          {history.changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static server data in a fixed order
            <tr key={index}>
              <td>{change.date}</td>
              <td>
                <span className="price-after">{change.after}</span>
                <span className="price-before">vorher {change.before}</span>
              </td>
              <td className={`price-change price-change-${change.direction}`}>{change.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * 'Preis gesenkt statt € …' as one short line under the detail page's price (ADR 0338): the badge
 * and the price before the cut together, so that it takes one line on a phone, not two.
 */
export function PriceReducedBadge({ history }: { history: PriceHistoryView }) {
  if (!history.reducedRecently) return null;
  const latest = history.changes[0];
  return (
    <p className="detail-price-cut">
      <span className="detail-price-reduced">Preis gesenkt</span>
      {latest?.direction === "down" ? (
        <>
          {" "}
          <span className="detail-price-before">
            statt <s>{latest.before}</s>
          </span>
        </>
      ) : null}
    </p>
  );
}
