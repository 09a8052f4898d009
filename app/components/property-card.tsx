// Property card (public-site.md section 2, 'Card'): image, type and offer badges, location, title,
// price with its price per m² as the detail page gives it, rooms, baths, area and the
// energy values every advertisement must state (EAVG).
// Shared by the search, the home page and the district and broker pages: add
// `propertyCardStylesheet` to the route's `links`.
import { Form, Link, useLocation, useRouteLoaderData } from "react-router";
import { cardTitle } from "~/lib/card-title";
import { pricePerSquareMetreOf } from "~/lib/price-per-metre";
import type { PropertyCardView } from "~/lib/property-view";
import cardStyles from "~/styles/property-card.css?url";

export const propertyCardStylesheet = cardStyles;

/**
 * Lazy by default: on most pages something else fills the first screen (hero, page heading). The
 * search results' first card is the largest picture of a phone's first screen (the filters are a
 * sheet there), so it comes with `priority`: eager and fetched first (tests/e2e/images.spec.ts).
 */
export function PropertyCard({
  property,
  priority = false,
  returnTo,
  footer,
  offerBadge = true,
}: {
  property: PropertyCardView;
  priority?: boolean;
  /** Where the heart's form returns to; the search passes its URL rebuilt from the known filters. */
  returnTo?: string;
  /** A control inside the card, below its link (the Merkliste's "Vergleichen" toggle). */
  footer?: React.ReactNode;
  /** The Kauf/Miete badge; a search filtered to one offer leaves it out. */
  offerBadge?: boolean;
}) {
  const facts = [property.roomsText, property.bathsText, property.areaText].filter(Boolean) as string[];
  const energy = [property.hwbText, property.fgeeText].filter(Boolean) as string[];
  // The detail page's figure, from the same function (lib/price-per-metre.ts): never a second formatter.
  const perMetre = pricePerSquareMetreOf(property);
  return (
    <article className="property-card">
      <Link to={property.href} className="property-card-link" prefetch="intent">
        <div className="property-card-media">
          {/* src, srcset, sizes, width and height come ready from the view (lib/property-view). */}
          <img
            {...property.cardImage}
            alt={property.valid ? property.title : ""}
            {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
            decoding="async"
          />
          {property.hasPhoto ? null : <NoPhotoNote />}
          {/* The type, and 'Neu' beside it for a listing first stored in the last 14 days. */}
          <span className="property-badges-top">
            <span className="property-badge property-badge-type">{property.typeLabel}</span>
            {property.isNew ? <span className="property-badge property-badge-new">Neu</span> : null}
          </span>
          {offerBadge ? (
            <span className={`property-badge property-badge-offer property-badge-${property.status.toLowerCase()}`}>
              {property.offerLabel}
            </span>
          ) : null}
          {/* On the picture, so the price block keeps its two lines with a rent's label. */}
          {property.priceReduced ? <span className="property-badge price-reduced-badge">Preis gesenkt</span> : null}
        </div>
        <div className="property-card-body">
          {/* Always, even where the title names the place: every card of a list reads alike (ADR 0355). */}
          {property.location ? <p className="property-card-location">{property.location}</p> : null}
          {/* Without a trailing "in <Ort>" the place line above already says (lib/card-title.ts). */}
          <h3 className="property-card-title">{cardTitle(property.title, property.location)}</h3>
          <p className="property-card-price">
            {/* A rent's 'Gesamtmiete' is heard before the price; it is seen after the € per m² it
                also qualifies, '€ 25,41 / m² Gesamtmiete', not in front of it. */}
            {property.rentLabel ? <span className="visually-hidden">{`${property.rentLabel} `}</span> : null}
            {property.priceText}
            {/* The price before a recent reduction, written like the price, and the cut in per cent,
                on its own line under the price; a list with one reserves that line in every card.
                Read as 'vorher € 520.000, gesenkt um 7,7 %'. */}
            {property.previousPriceText ? (
              <span className="property-card-was">
                <span className="visually-hidden">vorher </span>
                <span aria-hidden="true">statt</span>
                <del>{property.previousPriceText}</del>
                {property.priceCutText ? (
                  <>
                    <span className="visually-hidden">{`, gesenkt um ${property.priceCutText.replace(/^[−-]/, "")}`}</span>
                    <span className="property-card-cut" aria-hidden="true">
                      {property.priceCutText}
                    </span>
                  </>
                ) : null}
              </span>
            ) : null}
            {perMetre || property.rentLabel ? (
              <span className="property-card-permetre">
                {perMetre ? (
                  <>
                    <span className="visually-hidden">{`${perMetre.label}: `}</span>
                    {perMetre.value}
                  </>
                ) : null}
                {property.rentLabel ? (
                  <span className="property-card-rentlabel" aria-hidden="true">
                    {property.rentLabel}
                  </span>
                ) : null}
              </span>
            ) : null}
          </p>
          {facts.length > 0 ? (
            <ul className="property-card-facts">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
          {energy.length > 0 ? <p className="property-card-energy">{energy.join(" · ")}</p> : null}
        </div>
      </Link>
      <WatchButton id={property.id} title={property.title} returnTo={returnTo} />
      {footer ? <div className="property-card-footer">{footer}</div> : null}
    </article>
  );
}

/**
 * Over the stock stand-in (spec: the fallback image is a stock photo) of a listing without its own
 * photos: a camera and 'Foto folgt', so the picture never passes for the listing's own. It lies in
 * the media box, whose aspect ratio is fixed (CLS 0).
 */
function NoPhotoNote() {
  return (
    <span className="property-card-nophoto">
      <span className="property-card-nophoto-note">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="28" height="28">
          <path d="M4 8h3l1.6-2.4A1.5 1.5 0 0 1 9.8 5h4.4a1.5 1.5 0 0 1 1.2.6L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        Foto folgt
      </span>
    </span>
  );
}

/** The longest query string a heart's form carries back (a shared list's key is far shorter). */
const MAX_RETURN_QUERY = 512;

/**
 * The Merkliste heart: a POST form to /merkliste that works without JavaScript (303
 * back here); with it Remix submits it and revalidates. The saved ids come from the root loader
 * (the `merkliste` cookie). On a card it is the heart alone; on the detail page (`labelled`) a
 * button with words and, once the list holds something, a link to it.
 */
export function WatchButton({
  id,
  title,
  labelled = false,
  returnTo,
}: {
  id: number;
  title: string;
  labelled?: boolean;
  returnTo?: string;
}) {
  const watchlist = useRouteLoaderData<{ watchlist?: number[] }>("root")?.watchlist ?? [];
  const saved = watchlist.includes(id);
  const location = useLocation();
  // Never the raw query string of an arbitrary length into every card's form: the
  // page's own rebuilt URL, else this path with a query of sensible length.
  const back = returnTo ?? (location.search.length <= MAX_RETURN_QUERY ? location.pathname + location.search : location.pathname);
  return (
    <Form method="post" action="/merkliste" preventScrollReset className={labelled ? "detail-watch" : "watch-form"}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={back} />
      {labelled ? (
        <>
          <button type="submit" className="button button-secondary watch-detail-button" data-saved={saved || undefined}>
            <HeartIcon size={20} /> {saved ? "Gemerkt – von der Merkliste entfernen" : "Merken"}
            <span className="visually-hidden">: {title}</span>
          </button>
          {/* Only a list that holds something is worth a link (the root loader reads the cookie, so
              this holds without JavaScript too). */}
          {watchlist.length > 0 ? (
            <>
              {" "}
              <Link to="/merkliste">Zur Merkliste</Link>
            </>
          ) : null}
        </>
      ) : (
        <button type="submit" className="watch-button" data-saved={saved || undefined} title={saved ? "Gemerkt" : "Merken"}>
          <HeartIcon size={22} />
          <span className="visually-hidden">{saved ? `${title} von der Merkliste entfernen` : `${title} merken`}</span>
        </button>
      )}
    </Form>
  );
}

/** The Merkliste heart, one drawing for the card's round button and the detail page's "Merken". */
function HeartIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width={size} height={size} className="watch-heart">
      <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** Grey stand-in while results load (spec section 4: at most 6 skeleton cards). */
export function PropertyCardSkeleton() {
  return (
    <div className="property-card property-card-skeleton" aria-hidden="true">
      <div className="property-card-media" />
      <div className="property-card-body">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-wide" />
        <span className="skeleton-line" />
      </div>
    </div>
  );
}
