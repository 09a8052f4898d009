// The wizard's fifth step, the thank-you (leads-legal-admin.md section 4: no progress bar, no
// buttons; the page's H1 says thanks, route.tsx): who answers and by which date, our live offer
// prices per m² at the owner's postal code as ranges when we have any (labelled as offer prices;
// from two offers of a kind), a recap of the kind, area and postal code; the
// call as the next step right under the person (review 58 found it below the fold); beside it
// the papers the owner can prepare meanwhile.
import { Link } from "react-router";
import { telHref } from "~/components/content/team";
import { OFFER_PRICE_CAVEAT, type OfferRange } from "~/lib/content/district-prices";
import { formatEuro } from "~/lib/format";
import type { ValuationRecap } from "~/lib/schemas/valuation";
import { site } from "~/lib/site";
import { PersonLines, Portrait, type Reply } from "./expert";

type OfferPrices = { place: string; ranges: OfferRange[] };

/** The checked circle beside the thank-you headline. */
export function DoneMark() {
  return (
    <svg className="wizard-done-mark" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One deal's offers: from three on a bar from the lowest to the highest €/m², a dot per offer, the
 * ends named and the median marked; two offers are named as figures (a bar between two points
 * says nothing, review 55). The loader passes a deal only from two offers on (review 58).
 */
function PriceRange({ range, place }: { range: OfferRange; place: string }) {
  const rent = range.deal === "RENT";
  const noun = rent ? "Mietangebote" : "Kaufangebote";
  const caption = (
    <figcaption>
      <strong>
        {range.count} {noun} {place}
      </strong>{" "}
      <span>pro m² Wohnfläche{rent ? " im Monat" : ""}</span>
    </figcaption>
  );
  if (range.count < 3) {
    return (
      <figure className="price-range">
        {caption}
        <p className="price-range-values">
          {range.low === range.high ? formatEuro(range.low) : `${formatEuro(range.low)} und ${formatEuro(range.high)}`}
        </p>
      </figure>
    );
  }
  const at = (position: number) => `${(position * 100).toFixed(1)}%`;
  return (
    <figure className="price-range">
      {caption}
      <svg className="price-range-bar" width="100%" height="16" aria-hidden="true" focusable="false">
        <line x1="0%" x2="100%" y1="8" y2="8" />
        {range.positions.map((position, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the offers in price order, nothing else names them
          <circle key={index} cx={at(position)} cy="8" r="6" />
        ))}
        <line className="price-range-median" x1={at(range.medianPosition)} x2={at(range.medianPosition)} y1="0" y2="16" />
      </svg>
      <p className="price-range-ends">
        <span>
          <span className="visually-hidden">von </span>
          {formatEuro(range.low)}
        </span>
        <span className="price-range-middle">Mitte {formatEuro(range.median)}</span>
        <span>
          <span className="visually-hidden">bis </span>
          {formatEuro(range.high)}
        </span>
      </p>
    </figure>
  );
}

export function ValuationDone({
  reply,
  offerPrices,
  recap,
}: {
  reply: Reply | null;
  offerPrices: OfferPrices | null;
  recap: ValuationRecap | null;
}) {
  const person = reply?.person ?? null;
  return (
    <section className="card wizard-done" aria-label="Ihre Anfrage">
      <p>Wir haben Ihre Angaben erhalten und Ihnen eine Bestätigung per E-Mail geschickt.</p>
      {reply ? (
        <div className="wizard-done-contact">
          {person ? <Portrait person={person} /> : null}
          <div>
            <p className="wizard-done-when">
              Ihre Ansprechperson meldet sich bis <strong>{reply.by}</strong>.
            </p>
            {person ? <PersonLines person={person} className="wizard-done-person" /> : null}
          </div>
        </div>
      ) : null}
      <p className="wizard-done-actions">
        {/* The seller's next step is a conversation: the person's direct line, else the office's. */}
        <a className="button" href={telHref(person?.phone ?? site.phone)}>
          {person?.phone ? `${person.name} anrufen` : "Büro anrufen"}
        </a>
        <Link className="wizard-done-browse" to="/immobilien/vermarktung">
          So verkaufen wir Ihre Immobilie
        </Link>
      </p>
      {recap ? <Recap recap={recap} /> : null}
      {offerPrices ? (
        <section className="wizard-done-prices" aria-labelledby="vergleich">
          <h2 id="vergleich">Zum Vergleich: unsere Angebote in Ihrer Nähe</h2>
          {offerPrices.ranges.map((range) => (
            <PriceRange key={range.deal} range={range} place={offerPrices.place} />
          ))}
          <p className="price-range-note">{OFFER_PRICE_CAVEAT}</p>
        </section>
      ) : null}
    </section>
  );
}

/** The request in one glance; the street and the contact details are in the confirmation mail. */
function Recap({ recap }: { recap: ValuationRecap }) {
  return (
    <div className="wizard-done-recap">
      <h2>Ihre Angaben</h2>
      <dl>
        <div>
          <dt>Immobilie</dt>
          <dd>{recap.type}</dd>
        </div>
        {recap.area ? (
          <div>
            <dt>{recap.type === "Grundstück" ? "Fläche" : "Wohnfläche"}</dt>
            <dd>{recap.area}</dd>
          </div>
        ) : null}
        {recap.postalCode ? (
          <div>
            <dt>Postleitzahl</dt>
            <dd>{recap.postalCode}</dd>
          </div>
        ) : null}
      </dl>
      <p>Straße und Kontaktdaten stehen in Ihrer Bestätigung. Stimmt etwas nicht? Sagen Sie es uns beim Rückruf.</p>
    </div>
  );
}

/**
 * What an owner can prepare while waiting: the papers a sale in Austria needs (an Energieausweis
 * must be shown to buyers, EAVG 2012 § 4). Shown beside the thank-you in place of the selling points.
 */
export function SellerChecklist() {
  return (
    <aside className="seller-checklist card" aria-labelledby="unterlagen">
      <h2 id="unterlagen">Was Sie schon vorbereiten können</h2>
      <p>Mit diesen Unterlagen wird die Bewertung genauer und ein späterer Verkauf schneller:</p>
      <ul>
        <li>aktueller Grundbuchauszug</li>
        <li>Energieausweis (beim Verkauf vorgeschrieben)</li>
        <li>Pläne oder Grundrisse</li>
        <li>bei Wohnungen: Nutzwertgutachten und Wohnungseigentumsvertrag</li>
        <li>letzte Betriebskostenabrechnung und Stand der Rücklage</li>
      </ul>
      <p>Fehlt etwas? Kein Problem – wir helfen Ihnen, die Unterlagen zu beschaffen.</p>
    </aside>
  );
}
