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
 * The cut as one short line under the detail page's price: the per cent in the card's pill, the
 * price before it struck through, and since when ('−6,7 % statt € … · seit 20.11.2026'). Heard as
 * 'Preis gesenkt um 6,7 %, vorher € …, seit …'. A cut without its history row says 'Preis gesenkt'.
 */
export function PriceReducedBadge({ history }: { history: PriceHistoryView }) {
  if (!history.reducedRecently) return null;
  const latest = history.changes[0];
  const down = latest?.direction === "down" ? latest : null;
  if (!down) {
    return (
      <p className="detail-price-cut">
        <span className="detail-price-reduced">Preis gesenkt</span>
      </p>
    );
  }
  // A short old price sits beside the price on wider screens; a rent's ('€ 4.100,00 / Monat')
  // takes a line of its own there too, never squeezed between price and actions (review 62).
  const own = down.before.length > 12;
  return (
    <p className={own ? "detail-price-cut detail-price-cut-own" : "detail-price-cut"}>
      <span className="detail-price-reduced">
        <span className="visually-hidden">{`Preis gesenkt um ${down.change.replace(/^[−-]/, "")}`}</span>
        <span aria-hidden="true">{down.change}</span>
      </span>{" "}
      <span className="detail-price-before">
        <span className="visually-hidden">, vorher </span>
        <span aria-hidden="true">statt </span>
        <s>{down.before}</s>
      </span>
      {down.date ? <span className="detail-price-since">{` · seit ${down.date}`}</span> : null}
    </p>
  );
}
