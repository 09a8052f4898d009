// The first screen under the photo, in the order a buyer reads it: the title (the page's H1) and
// its subline (with the place), then the price large with Merken, Teilen and (when the listing has
// a free slot) "Besichtigung buchen" beside it, a price cut on one short line under it, then the
// key facts (Wohnfläche, Zimmer, € per m², then Etage, Balkon/Terrasse, Baujahr where the listing
// has them, up to six) as figures over small labels (ADR 0334, 0338, 0344;
// 'Anfrage' is the fixed bar on phones and the form beside the content on desktops). On a phone
// this is what shows with the photo before any scrolling, clear of the fixed bar.
import { Fragment } from "react";
import { WatchButton } from "~/components/property-card";
import { formatArea } from "~/lib/format";
import type { PriceHistoryView } from "~/lib/price-history-view";
import { pricePerSquareMetreOf } from "~/lib/price-per-metre";
import type { PropertyDetailView } from "~/lib/property-view";
import { PriceReducedBadge } from "./price-history";
import { ShareButton } from "./share-button";
import { ViewingAction, type ViewingOffer } from "./viewing-cta";

export function DetailSummary({
  property,
  priceHistory,
  shareUrl,
  viewing,
}: {
  property: PropertyDetailView;
  priceHistory: PriceHistoryView;
  /** The page's absolute address (its canonical), for Teilen. */
  shareUrl: string;
  viewing: ViewingOffer | null;
}) {
  const keyFacts = keyFactsOf(property);
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
            <span className={`property-badge-inline property-badge-${property.status.toLowerCase()}`}>{property.offerLabel}</span>
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
              <li key={fact.label} className={fact.wide ? "detail-keyfact-wide" : undefined}>
                <span className="detail-keyfact-value">{fact.value}</span> <span className="detail-keyfact-label">{fact.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The figures under the price, each with its label: the area by its kind (Wohnfläche, Nutzfläche
 * or Grundfläche), the rooms of a home and the price per m² where lib/price-per-metre gives one,
 * a plot's Widmung and Erschließung, then Etage, Balkon/Terrasse, Loggia and Baujahr: at most six,
 * only what the listing has.
 */
function keyFactsOf(property: PropertyDetailView) {
  const facts: { label: string; value: string; wide?: boolean }[] = [];
  if (property.areaKind && property.area > 0) facts.push({ label: property.areaKind, value: formatArea(property.area) });
  if (property.roomsText) facts.push({ label: "Zimmer", value: property.roomsText.replace(/\s*Zimmer$/, "") });
  // No place here: the subline right above says it, once (ADR 0326).
  const perMetre = pricePerSquareMetreOf(property);
  // '€ 7.855' over 'Kaufpreis pro m²' (the label says per m², the figure need not).
  if (perMetre) facts.push({ label: perMetre.label, value: perMetre.value.replace(/ \/ m²$/, "") });
  // What a plot buyer decides on next (ADR 0339): words, not figures, two to a row on a phone
  // (ADR 0344).
  if (property.zoning) facts.push({ label: "Widmung", value: property.zoning, wide: true });
  if (property.servicing) facts.push({ label: "Erschließung", value: property.servicing, wide: true });
  // Then what the portals show next, where the listing has it, up to six in all (ADR 0344).
  for (const label of EXTRA_KEY_FACTS) {
    if (facts.length >= MAX_KEY_FACTS) break;
    const fact = property.facts.find((item) => item.label === label);
    if (fact) facts.push({ label: fact.label, value: fact.value });
  }
  return facts;
}

const MAX_KEY_FACTS = 6;
/** Facts of the view that a buyer weighs right after the area and the price, in this order. */
const EXTRA_KEY_FACTS = ["Etage", "Balkon/Terrasse", "Loggia", "Baujahr"];
