// The district and broker pages list properties with the site's one card (app/components/
// property-card.tsx, public-site.md section 2 'Card') in its 1/2/3-column grid, so prices, badges,
// energy values and fallbacks read exactly as in the search. Routes using it add
// `propertyCardStylesheet` to their `links`.
import { PropertyCard } from "~/components/property-card";
import type { PropertyCardView } from "~/lib/property-view";

/** `swipe`: one swipe row on a phone, for a short list beside other content (home, similar listings). */
export function PropertyGrid({ properties, swipe = false }: { properties: readonly PropertyCardView[]; swipe?: boolean }) {
  return (
    <ul className={swipe ? "property-grid property-grid-swipe" : "property-grid"}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
