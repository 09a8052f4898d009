// The detail page's text sections (public-site.md section 2): 'Immobilien-Details' with the
// 'Ausstattung' chips under one anchor (#fakten), and 'Beschreibung' with the feed's further texts.
// The details hold what the key facts under the price leave out (lib/detail-key-facts).
import type { PropertyDetailView } from "~/lib/property-view";

/** Characters that still fit one of the two columns on a phone; a longer value takes both. */
const LONG_FACT = 16;

export function FactsSection({
  facts,
  amenities,
  areaNote,
}: Pick<PropertyDetailView, "facts" | "amenities"> & { areaNote: string | null }) {
  if (facts.length === 0 && amenities.length === 0) return null;
  return (
    <div id="fakten" className="detail-group">
      {facts.length > 0 ? (
        <section className="detail-card" aria-labelledby="facts-title">
          <h2 id="facts-title">Immobilien-Details</h2>
          <dl className="detail-facts">
            {facts.map((fact) => (
              <div key={fact.label} className={fact.value.length > LONG_FACT ? "detail-fact-long" : undefined}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {areaNote ? <p className="detail-area-note">{areaNote}</p> : null}
        </section>
      ) : null}
      {amenities.length > 0 ? (
        <section className="detail-card" aria-labelledby="amenities-title">
          <h2 id="amenities-title">Ausstattung</h2>
          <ul className="detail-chips">
            {amenities.map((amenity) => (
              <li key={amenity}>{amenity}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function DescriptionSections({
  descriptionHtml,
  plainDescription,
  textSections,
}: {
  descriptionHtml: string | null;
  plainDescription: string | null;
  textSections: { id: string; title: string; html: string }[];
}) {
  return (
    <>
      <section className="detail-card" aria-labelledby="description-title">
        <h2 id="description-title">Beschreibung</h2>
        {descriptionHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by app/lib/sanitize-html.ts in the loader
          <div className="detail-description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        ) : plainDescription ? (
          <p className="detail-description detail-pre">{plainDescription}</p>
        ) : (
          <p>Keine Beschreibung verfügbar.</p>
        )}
      </section>
      {textSections.map((section) => (
        <section key={section.id} className="detail-card" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by app/lib/sanitize-html.ts in the loader */}
          <div className="detail-description" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </>
  );
}
