// "So geht es weiter" beside the search order from 900 px, after it on a phone (search-order.css).
export function SearchOrderNext() {
  return (
    <aside className="card search-order-next" aria-labelledby="weiter">
      <h2 id="weiter">So geht es weiter</h2>
      <ul>
        <li>Ihre Ansprechperson liest Ihren Suchauftrag und meldet sich bei Ihnen.</li>
        <li>Passende Objekte schickt sie Ihnen per E-Mail.</li>
        <li>
          Mit der automatischen Benachrichtigung kommt jede neue passende Immobilie sofort; jede dieser E-Mails hat einen Link zum Ändern
          oder Abbestellen.
        </li>
      </ul>
    </aside>
  );
}
