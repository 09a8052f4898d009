// The Merkliste's cards with a "Vergleichen" checkbox each (ADR 0156), for /merkliste and a shared
// list alike. The cards hold the heart's POST form, and forms cannot nest: the checkboxes join
// the GET form to /merkliste/vergleich through their `form` attribute, so it works without JS.
import { PropertyCard } from "~/components/property-card";
import type { PropertyCardView } from "~/lib/property-view";
import { COMPARE_MAX, COMPARE_MIN } from "~/lib/watchlist-compare";

const FORM_ID = "watchlist-compare";

export function WatchlistGrid({ properties }: { properties: PropertyCardView[] }) {
  const comparable = properties.length >= COMPARE_MIN;
  return (
    <>
      {comparable ? (
        <form id={FORM_ID} method="get" action="/merkliste/vergleich" className="watchlist-compare-form">
          <p id="watchlist-compare-hint">
            Wählen Sie {COMPARE_MIN} bis {COMPARE_MAX} Immobilien aus, um sie nebeneinander zu vergleichen.
          </p>
          <button type="submit" className="button button-secondary">
            Vergleichen
          </button>
        </form>
      ) : null}
      <ul className="property-grid">
        {properties.map((property) => (
          <li key={property.id} className="watchlist-item">
            <PropertyCard property={property} />
            {comparable ? (
              <label className="watchlist-compare-choice">
                <input type="checkbox" name="id" value={property.id} form={FORM_ID} aria-describedby="watchlist-compare-hint" />
                Vergleichen<span className="visually-hidden">: {property.title}</span>
              </label>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
