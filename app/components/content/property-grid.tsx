// The district and broker pages list properties with the site's one card (app/components/
// property-card.tsx, public-site.md section 2 'Card') in its 1/2/3-column grid, so prices, badges,
// energy values and fallbacks read exactly as in the search. Routes using it add
// `propertyCardStylesheet` to their `links`.
import { PropertyCard } from "~/components/property-card";
import type { PropertyCardView } from "~/lib/property-view";

export function PropertyGrid({ properties }: { properties: readonly PropertyCardView[] }) {
  return (
    <ul className="property-grid">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
