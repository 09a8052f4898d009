// Ähnliche Immobilien and the detail page's Merkliste heart (issue 16 items 5 and 6), rendered on
// the server only (extras.server.tsx): plain links and a plain POST form, no client code. The cards
// read like the site's card (components/property-card.tsx) with its stylesheet.
import type { PropertyCardView } from "~/lib/property-view";

export function WatchForm({ id, title, saved, returnTo }: { id: number; title: string; saved: boolean; returnTo: string }) {
  return (
    <form method="post" action="/merkliste" className="detail-watch">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" className="button button-secondary watch-detail-button" data-saved={saved || undefined}>
        <span aria-hidden="true">{saved ? "♥" : "♡"}</span> {saved ? "Gemerkt – von der Merkliste entfernen" : "Merken"}
        <span className="visually-hidden">: {title}</span>
      </button>{" "}
      <a href="/merkliste">Zur Merkliste</a>
    </form>
  );
}

export function SimilarProperties({ properties, stylesheet }: { properties: PropertyCardView[]; stylesheet: string }) {
  if (properties.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      {/* The card's stylesheet, here rather than in the route's links: a link there is page JavaScript. */}
      <link rel="stylesheet" href={stylesheet} />
      <h2 id="similar-title">Ähnliche Immobilien</h2>
      <ul className="property-grid">
        {properties.map((property) => (
          <li key={property.id}>
            <article className="property-card">
              <a href={property.href} className="property-card-link">
                <div className="property-card-media">
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
                  {property.areaText || property.roomsText ? (
                    <p className="property-card-energy">{[property.roomsText, property.areaText].filter(Boolean).join(" · ")}</p>
                  ) : null}
                </div>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
