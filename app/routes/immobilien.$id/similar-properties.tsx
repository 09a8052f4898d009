// Ähnliche Immobilien on the detail page (ADR 0047): up to three listings of the same offer and
// type, in the site's one card (components/property-card.tsx); the dead link's page reuses it.
import { PropertyGrid } from "~/components/content/property-grid";
import type { PropertyCardView } from "~/lib/property-view";

export function SimilarProperties({ properties, title = "Ähnliche Immobilien" }: { properties: PropertyCardView[]; title?: string }) {
  if (properties.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h2 id="similar-title">{title}</h2>
      <PropertyGrid properties={properties} swipe />
    </section>
  );
}
