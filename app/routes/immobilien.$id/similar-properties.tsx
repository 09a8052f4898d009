// Ähnliche Immobilien on the detail page (ADR 0047): up to three listings of the same offer and
// type, in the site's one card (components/property-card.tsx).
import { PropertyGrid } from "~/components/content/property-grid";
import type { PropertyCardView } from "~/lib/property-view";

export function SimilarProperties({ properties }: { properties: PropertyCardView[] }) {
  if (properties.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h2 id="similar-title">Ähnliche Immobilien</h2>
      <PropertyGrid properties={properties} />
    </section>
  );
}
