// Property cards on the district and broker pages (public-site.md, Listing page: image, type
// badge, offer badge, location, title, price, rooms, baths, area; links to /immobilien/{objektnr}).
import { PROPERTY_TYPE_LABELS } from "~/lib/property-derive";
import type { PropertyCardRow } from "~/models/listings-by.server";
import { formatNumber, formatPrice } from "./format";

// The seed's generated fallback photo (public-site.md section 9: a fallback image when none is set).
export const FALLBACK_PROPERTY_IMAGE = "/images/fallback-sm.webp";

export function PropertyCards({ properties }: { properties: readonly PropertyCardRow[] }) {
  return (
    <ul className="content-grid content-property-grid">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}

function PropertyCard({ property }: { property: PropertyCardRow }) {
  const title = property.objekttitel?.trim() || "Immobilie";
  const location = [property.plz, property.ort].filter(Boolean).join(" ") || property.district_label || "";
  return (
    <article className="content-card content-property-card">
      <a className="content-card-link" href={`/immobilien/${encodeURIComponent(property.objektnr_intern)}`}>
        <div className="content-media content-media-4x3">
          <img src={property.titelbild_url || FALLBACK_PROPERTY_IMAGE} alt="" loading="lazy" decoding="async" width={800} height={600} />
          <span className="content-badge content-badge-type">
            {PROPERTY_TYPE_LABELS[property.property_type] ?? property.objektart ?? "Immobilie"}
          </span>
          <span className="content-badge content-badge-offer">{property.status === "RENT" ? "Miete" : "Kauf"}</span>
        </div>
        <div className="content-card-body">
          {location ? <p className="content-card-meta">{location}</p> : null}
          <h3 className="content-card-title">{title}</h3>
          <p className="content-price">{formatPrice(property.price_value, property.status)}</p>
          <ul className="content-facts" aria-label="Eckdaten">
            {property.anzahl_zimmer && property.anzahl_zimmer > 0 ? <li>{formatNumber(property.anzahl_zimmer)} Zimmer</li> : null}
            {property.anzahl_badezimmer && property.anzahl_badezimmer > 0 ? <li>{formatNumber(property.anzahl_badezimmer)} Bad</li> : null}
            {property.area_value && property.area_value > 0 ? <li>{formatNumber(property.area_value)} m²</li> : null}
          </ul>
        </div>
      </a>
    </article>
  );
}
