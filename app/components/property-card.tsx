// Property card (public-site.md section 2, 'Card'): image, type and offer badges, location, title,
// price, rooms, baths, area and the energy values every advertisement must state (EAVG).
// Shared by the search, the home page and the district and broker pages: add
// `propertyCardStylesheet` to the route's `links`.
import { Link } from "@remix-run/react";
import type { PropertyCardView } from "~/lib/property-view";

import cardStyles from "~/styles/property-card.css";

export const propertyCardStylesheet = cardStyles;

// Always lazy: on every page that shows cards something else fills the first screen (hero, search
// panel; tests/e2e/images.spec.ts), so no card image competes with the LCP element.
export function PropertyCard({ property }: { property: PropertyCardView }) {
  const facts = [property.roomsText, property.bathsText, property.areaText].filter(Boolean) as string[];
  const energy = [property.hwbText, property.fgeeText].filter(Boolean) as string[];
  return (
    <article className="property-card">
      <Link to={property.href} className="property-card-link" prefetch="intent">
        <div className="property-card-media">
          {/* src, srcset, sizes, width and height come ready from the view (lib/property-view). */}
          <img {...property.cardImage} alt={property.valid ? property.title : ""} loading="lazy" decoding="async" />
          <span className="property-badge property-badge-type">{property.typeLabel}</span>
          <span className={`property-badge property-badge-offer property-badge-${property.status.toLowerCase()}`}>
            {property.offerLabel}
          </span>
        </div>
        <div className="property-card-body">
          {property.location ? <p className="property-card-location">{property.location}</p> : null}
          <h3 className="property-card-title">{property.title}</h3>
          <p className="property-card-price">{property.priceText}</p>
          {facts.length > 0 ? (
            <ul className="property-card-facts">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
          {energy.length > 0 ? <p className="property-card-energy">{energy.join(" · ")}</p> : null}
        </div>
      </Link>
    </article>
  );
}

/** Grey stand-in while results load (spec section 4: at most 6 skeleton cards). */
export function PropertyCardSkeleton() {
  return (
    <div className="property-card property-card-skeleton" aria-hidden="true">
      <div className="property-card-media" />
      <div className="property-card-body">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-wide" />
        <span className="skeleton-line" />
      </div>
    </div>
  );
}
