// The first screen under the photo, in the order a buyer reads it: the title (the page's H1) and
// its subline (with the place), then price · Wohnfläche · Zimmer on one line, then Merken ('Anfrage' is
// the fixed bar on phones and the form beside the content on desktops). On a phone this is what
// shows with the photo before any scrolling.
import { Fragment } from "react";
import { WatchButton } from "~/components/property-card";
import type { PriceHistoryView } from "~/lib/price-history-view";
import type { PropertyDetailView } from "~/lib/property-view";
import { AgentRow, type Contact } from "./contact-card";
import { PriceReducedBadge } from "./price-history";

export function DetailSummary({
  property,
  priceHistory,
  contact,
}: {
  property: PropertyDetailView;
  priceHistory: PriceHistoryView;
  contact: Contact;
}) {
  // The place is the subline's first part: said once, not again on the price line.
  const keyFacts = [property.areaText, property.roomsText].filter((part): part is string => Boolean(part));
  return (
    <header className="detail-header">
      <h1>{property.title}</h1>
      <p className="detail-subline">
        {property.sublineParts.map((part, index) => (
          <Fragment key={part}>
            {index > 0 ? " · " : null}
            <span className="nowrap">{part}</span>
          </Fragment>
        ))}
      </p>
      <div className="detail-keyline">
        <p className="detail-price">
          <span>{property.priceText}</span>
          <span className={`property-badge-inline property-badge-${property.status.toLowerCase()}`}>{property.offerLabel}</span>
          <PriceReducedBadge history={priceHistory} />
        </p>
        {keyFacts.length > 0 ? (
          <ul className="detail-keyfacts" aria-label="Eckdaten">
            {keyFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="detail-actions">
        {/* 'Anfrage' is the form beside the content from 1000 px and the fixed bar's on phones:
            no second button here. */}
        <WatchButton id={property.id} title={property.title} labelled />
      </div>
      <AgentRow contact={contact} place="summary" />
    </header>
  );
}
