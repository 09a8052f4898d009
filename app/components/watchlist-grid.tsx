// The Merkliste's cards with a "Vergleichen" toggle inside each, for /merkliste and a
// shared list alike. The cards hold the heart's POST form, and forms cannot nest: the checkboxes
// join the GET form to /merkliste/vergleich through their `form` attribute, so it works without
// JS; the server answers a choice of one with a message on this list. Above the cards, on the own
// and a shared list alike, with two to four saved, "Alle 3 vergleichen" links the comparison;
// a mixed list's largest like-with-like group leads ("2 Wohnimmobilien zur Miete
// vergleichen") with a line saying what is mixed and linking the other parts and all,
// so a phone shows one button before the first card. Then the bar: with JS it shows once a box
// is ticked and counts the choice; with a box ticked (CSS :has, so also without JS) it sticks to
// the foot. "Beratung anfragen" (AskAbout) opens the contact form with the list's listings named.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { PropertyCard } from "~/components/property-card";
import type { PropertyCardView } from "~/lib/property-view";
import { COMPARE_MAX, COMPARE_MIN, compareMix, likeWithLike, MIXED_REASON } from "~/lib/watchlist-compare";
import { watchlistInquiryHref } from "~/lib/watchlist-inquiry";

const FORM_ID = "watchlist-compare";

export function WatchlistGrid({
  properties,
  chosen = [],
  notice = null,
  returnTo,
}: {
  properties: PropertyCardView[];
  /** Ids ticked before (a choice the server sent back with `notice`). */
  chosen?: number[];
  /** The German message for a choice that cannot be compared. */
  notice?: string | null;
  /** The list's own URL when it is not /merkliste (a shared list), for the way back. */
  returnTo?: string;
}) {
  const comparable = properties.length >= COMPARE_MIN;
  const [picked, setPicked] = useState<number[]>(() => chosen.filter((id) => properties.some((property) => property.id === id)));
  // Until hydration the bar is a plain submit button (no JS: the server checks the count).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const toggle = (id: number, on: boolean) =>
    setPicked((now) => (on ? [...now.filter((other) => other !== id), id] : now.filter((other) => other !== id)));
  const count = picked.length;
  const ready = count >= COMPARE_MIN && count <= COMPARE_MAX;
  const all =
    properties.length <= COMPARE_MAX
      ? compareHref(
          properties.map((property) => property.id),
          returnTo,
        )
      : null;
  // A mixed list leads with its largest like-with-like group ("2 Wohnimmobilien zur Miete
  // vergleichen"); "Alle 3 vergleichen" steps back to a link closing the warning's line, after the
  // other parts (review 58: four full-width buttons came before a phone's first card).
  const mix = all ? compareMix(properties) : null;
  const { lead, others } = mix ? likeWithLike(properties) : { lead: null, others: [] };
  const allLabel = `${properties.length === 2 ? "Beide" : `Alle ${properties.length}`} vergleichen`;
  // The filled button: the lead group, else all when nothing is mixed; never on a shared list,
  // where "übernehmen" is the filled one.
  const allInLine = Boolean(lead);
  const allClass = returnTo || mix ? "button button-secondary watchlist-compare-all" : "button watchlist-compare-all";
  const headClass = [
    "watchlist-compare-head",
    mix ? "watchlist-compare-head-mixed" : null,
    returnTo ? "watchlist-compare-head-shared" : null,
  ]
    .filter(Boolean)
    .join(" ");
  // Both lists put the ways to compare above the cards, in the first screen (review 57 found them
  // below the fold; review 58 found the shared list's after its cards, one feature in two places).
  const compareHead = (
    // The button(s) lead and the hint is the other way, beside them (under them on a phone); a
    // mixed list's note and its other like-with-like links follow. The bar follows the cards.
    <div className={headClass}>
      {lead || all ? (
        <div className="watchlist-compare-actions">
          {lead ? (
            <a
              className={returnTo ? "button button-secondary watchlist-compare-lead" : "button watchlist-compare-lead"}
              href={compareHref(lead.ids, returnTo)}
            >
              {lead.label}
            </a>
          ) : null}
          {all && !allInLine ? (
            <a className={allClass} href={all}>
              {allLabel}
            </a>
          ) : null}
        </div>
      ) : null}
      <p id="watchlist-compare-hint" className="watchlist-compare-hint">
        {all
          ? `Oder wählen Sie in den Karten „Vergleichen“ (${COMPARE_MIN}\u00a0bis\u00a0${COMPARE_MAX}).`
          : `Wählen Sie bei ${COMPARE_MIN} bis ${COMPARE_MAX} Immobilien „Vergleichen“, um sie nebeneinander zu sehen.`}
      </p>
      {mix ? (
        <p className="watchlist-compare-mix">
          <strong>{mix.title}</strong> {MIXED_REASON}
          {others.map((subset) => (
            <span key={subset.label}>
              {" "}
              <a href={compareHref(subset.ids, returnTo)}>{subset.label}</a>
            </span>
          ))}
          {all && allInLine ? (
            <span>
              {" "}
              <a className="watchlist-compare-all-link" href={all}>
                {allLabel}
              </a>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="watchlist-compare" id="vergleichen">
      {notice ? (
        <p className="form-error watchlist-compare-notice" role="alert">
          {notice}
        </p>
      ) : null}
      {comparable ? compareHead : null}
      <ul className="property-grid">
        {properties.map((property) => (
          <li key={property.id} className="watchlist-item">
            <PropertyCard
              property={property}
              footer={
                comparable ? (
                  <label className="watchlist-compare-choice">
                    <input
                      type="checkbox"
                      name="id"
                      value={property.id}
                      form={FORM_ID}
                      defaultChecked={chosen.includes(property.id)}
                      // With JS, a fifth box cannot be ticked: at most four fit side by side.
                      disabled={enhanced && count >= COMPARE_MAX && !picked.includes(property.id)}
                      onChange={(event) => toggle(property.id, event.currentTarget.checked)}
                      aria-describedby="watchlist-compare-hint"
                    />
                    <span>
                      Vergleichen<span className="visually-hidden">: {property.title}</span>
                    </span>
                  </label>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {comparable ? (
        <form
          id={FORM_ID}
          method="get"
          action="/merkliste/vergleich"
          className="watchlist-compare-bar"
          // With JS and nothing ticked: invisible, its place kept (no shift when it appears).
          data-idle={enhanced && count === 0 ? "true" : undefined}
        >
          {returnTo ? <input type="hidden" name="zurueck" value={returnTo} /> : null}
          <p className="watchlist-compare-status" aria-live="polite">
            {enhanced ? statusText(count) : `${COMPARE_MIN} bis ${COMPARE_MAX} auswählen`}
          </p>
          <button type="submit" className="button" disabled={enhanced && !ready}>
            Vergleichen
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** The comparison of these listings (two to four), back to `returnTo` when shared. */
function compareHref(ids: number[], returnTo: string | undefined): string {
  const query = new URLSearchParams(ids.map((id) => ["id", String(id)]));
  if (returnTo) query.set("zurueck", returnTo);
  return `/merkliste/vergleich?${query}`;
}

/** The bar's words with JS: how many are ticked and, below two, what is missing. */
function statusText(count: number): string {
  const missing = COMPARE_MIN - count;
  if (count === 0) return `${COMPARE_MIN} bis ${COMPARE_MAX} Immobilien zum Vergleichen wählen`;
  if (missing > 0) return `${count} ausgewählt · noch ${missing} ${missing === 1 ? "Immobilie" : "Immobilien"} wählen`;
  if (count >= COMPARE_MAX) return `${count} ausgewählt (höchstens ${COMPARE_MAX})`;
  return `${count} ausgewählt`;
}

/** The list's way to the broker: the contact form with these listings named (lib/watchlist-inquiry). */
export function AskAbout({ ids, className = "button" }: { ids: number[]; className?: string }) {
  return (
    <Link className={className} to={watchlistInquiryHref(ids)}>
      Beratung anfragen<span className="visually-hidden"> zu {ids.length === 1 ? "dieser Immobilie" : "diesen Immobilien"}</span>
    </Link>
  );
}
