// The district and broker pages list properties with the site's one card (app/components/
// property-card.tsx, public-site.md section 2 'Card') in its 1/2/3-column grid, so prices, badges,
// energy values and fallbacks read exactly as in the search. Routes using it add
// `propertyCardStylesheet` to their `links`.

import type { ReactNode } from "react";
import { PropertyCard } from "~/components/property-card";
import type { PropertyCardView } from "~/lib/property-view";

/**
 * `swipe`: one swipe row on a phone, for a short list beside other content (home, similar
 * listings). `after`: one more tile after the cards (a way on where the row is short).
 */
export function PropertyGrid({
  properties,
  swipe = false,
  after,
}: {
  properties: readonly PropertyCardView[];
  swipe?: boolean;
  after?: ReactNode;
}) {
  return (
    <ul className={swipe ? "property-grid property-grid-swipe" : "property-grid"}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
      {after ? <li className="property-grid-after">{after}</li> : null}
    </ul>
  );
}
