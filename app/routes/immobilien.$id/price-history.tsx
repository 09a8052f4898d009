// 'Preisentwicklung' on the detail page: shown only when the price
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
 * 'Preis gesenkt −6,7 % statt € …' as one short line under the detail page's price: the
 * badge with the cut, as the result card shows it, and the price before the cut, so
 * that it takes one line on a phone, not two. Heard as 'Preis gesenkt um 6,7 %, vorher € …'.
 */
export function PriceReducedBadge({ history }: { history: PriceHistoryView }) {
  if (!history.reducedRecently) return null;
  const latest = history.changes[0];
  const down = latest?.direction === "down" ? latest : null;
  return (
    <p className="detail-price-cut">
      <span className="detail-price-reduced">
        Preis gesenkt
        {down ? (
          <>
            <span className="visually-hidden">{` um ${down.change.replace(/^[−-]/, "")}`}</span>
            <span aria-hidden="true">{` ${down.change}`}</span>
          </>
        ) : null}
      </span>
      {down ? (
        <>
          {" "}
          <span className="detail-price-before">
            <span className="visually-hidden">vorher </span>
            <span aria-hidden="true">statt </span>
            <s>{down.before}</s>
          </span>
        </>
      ) : null}
    </p>
  );
}
