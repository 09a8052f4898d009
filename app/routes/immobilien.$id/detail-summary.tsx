// The first screen under the photo, in the order a buyer reads it: the title (the page's H1) and
// its subline (with the place), then the price large with Merken, Teilen and (when the listing has
// a free slot) "Besichtigung buchen" beside it, a price cut on one short line under it, then the
// key facts (Wohnfläche, Zimmer, € per m², a sale's monthly costs, Etage and lift, Baujahr, Zustand,
// Heizung, 'verfügbar', where the listing has them: lib/detail-key-facts) as figures over small
// labels
// ('Anfrage' is the fixed bar on phones and the form beside the content on desktops). On a phone
// this is what shows with the photo before any scrolling, clear of the fixed bar.
import { Fragment } from "react";
import { WatchButton } from "~/components/property-card";
import type { KeyFact } from "~/lib/detail-key-facts";
import type { PriceHistoryView } from "~/lib/price-history-view";
import type { PropertyDetailView } from "~/lib/property-view";
import { PriceReducedBadge } from "./price-history";
import { ShareButton } from "./share-button";
import { ViewingAction, type ViewingOffer } from "./viewing-cta";

export function DetailSummary({
  property,
  keyFacts,
  priceHistory,
  shareUrl,
  viewing,
}: {
  property: PropertyDetailView;
  /** lib/detail-key-facts: the figures under the price, each over its label. */
  keyFacts: KeyFact[];
  priceHistory: PriceHistoryView;
  /** The page's absolute address (its canonical), for Teilen. */
  shareUrl: string;
  viewing: ViewingOffer | null;
}) {
  return (
    <header className="detail-header">
      <h1>{property.title}</h1>
      {/* Place and kind, then the object number on a line of its own. The '·' is bound to the
          words on both sides, so a line neither ends nor starts with it: a long place wraps
          inside itself ("2345 Brunn am Gebirge, / Mödling · Gewerbegrund"). */}
      <p className="detail-subline">
        {property.sublinePlaceParts.map((part, index) => (
          <Fragment key={part}>
            {index > 0 ? "\u00a0·\u00a0" : null}
            <span className={index > 0 ? "detail-kind" : "detail-place"}>{part}</span>
          </Fragment>
        ))}
        {property.objectNumberText ? (
          <>
            {" "}
            <span className="detail-ref">{property.objectNumberText}</span>
          </>
        ) : null}
      </p>
      <div className="detail-keyline">
        <div className="detail-pricerow">
          <p className="detail-price">
            <span>{property.priceText}</span>
            {/* A rent's price is its monthly total: the badge says which. */}
            <span className={`property-badge-inline property-badge-${property.status.toLowerCase()}`}>
              {property.rentLabel ?? property.offerLabel}
            </span>
          </p>
          <div className="detail-actions">
            {/* 'Anfrage' is the form beside the content from 1000 px and the fixed bar's on phones:
                no second button here. */}
            <WatchButton id={property.id} title={property.title} labelled />
            <ShareButton url={shareUrl} title={property.title} />
          </div>
          <PriceReducedBadge history={priceHistory} />
          <ViewingAction viewing={viewing} />
        </div>
        {keyFacts.length > 0 ? (
          <ul className="detail-keyfacts" aria-label="Eckdaten">
            {keyFacts.map((fact) => (
              <li key={fact.label} className={keyFactClass(fact)}>
                <span className="detail-keyfact-value">{fact.value}</span> <span className="detail-keyfact-label">{fact.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}

/** 'detail-keyfact-wide', '… detail-keyfact-wraps' (lib/detail-key-facts: how much of a row it needs). */
function keyFactClass(fact: KeyFact): string | undefined {
  const names = [fact.size ? `detail-keyfact-${fact.size}` : null, fact.wraps ? "detail-keyfact-wraps" : null].filter(Boolean);
  return names.length > 0 ? names.join(" ") : undefined;
}
