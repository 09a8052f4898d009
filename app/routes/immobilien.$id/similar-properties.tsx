// Ähnliche Immobilien on the detail page: up to three listings of the same offer and
// type, in the site's one card (components/property-card.tsx); the dead link's page reuses it.
// A short row ends in a search order for listings like this one (prefilled from its deal, type and
// place), so the row is not two thirds empty and the buyer has a way on.
import { PropertyGrid } from "~/components/content/property-grid";
import type { PropertyCardView } from "~/lib/property-view";

type SearchFrom = Pick<PropertyCardView, "status" | "propertyType" | "location">;

/** The search order's form started with this listing's deal, type and place (lib/schemas/search-order-prefill). */
export function searchOrderFrom({ status, propertyType, location }: SearchFrom): string {
  const query = new URLSearchParams({ status, propertyType });
  if (location) query.set("location", location);
  return `/immobilien/suchauftrag?${query}`;
}

export function SimilarProperties({
  properties,
  title = "Ähnliche Immobilien",
  searchFrom,
}: {
  properties: PropertyCardView[];
  title?: string;
  /** The listing shown: with fewer than three similar ones, a search order for its like closes the row. */
  searchFrom?: SearchFrom;
}) {
  if (properties.length === 0) return null;
  const after =
    searchFrom && properties.length < 3 ? (
      <div className="similar-search-order">
        <h3>Nicht das Passende dabei?</h3>
        <p>
          Geben Sie einen kostenlosen Suchauftrag auf: Ihre Ansprechperson schickt Ihnen passende Objekte vorab per E-Mail – oft bevor sie
          online sind.
        </p>
        <a className="button button-secondary" href={searchOrderFrom(searchFrom)}>
          Suchauftrag anlegen
        </a>
      </div>
    ) : null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h2 id="similar-title">{title}</h2>
      <PropertyGrid properties={properties} swipe after={after} />
    </section>
  );
}
