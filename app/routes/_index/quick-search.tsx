// The home hero's quick search: Kaufen or Mieten, Lage, Immobilientyp and Preis bis.
import type { useLoaderData } from "react-router";
import { GroupedOptions } from "~/components/grouped-options";
import type { loader } from "./route.server";

type QuickSearchData = ReturnType<typeof useLoaderData<typeof loader>>["quickSearch"];

/**
 * The hero's quick search: a plain GET form to /immobilien with the search page's own
 * parameter names (lib/property-filters.ts), so it works without JavaScript; "all" sends the
 * search page's sentinels, which mean no filter.
 */
export function QuickSearch({ options }: { options: QuickSearchData }) {
  return (
    <form method="get" action="/immobilien" className="quick-search" aria-label="Schnellsuche">
      <fieldset className="quick-search-mode">
        <legend className="visually-hidden">Angebot</legend>
        <label>
          <input type="radio" name="status" value="SALE" defaultChecked />
          <span>Kaufen</span>
        </label>
        <label>
          <input type="radio" name="status" value="RENT" />
          <span>Mieten</span>
        </label>
      </fieldset>
      <div className="quick-search-fields">
        {/* The search page's own labels and "all" entries (public-site.md section 2, Listing page). */}
        <div className="field">
          <label htmlFor="quick-location">Lage</label>
          <select id="quick-location" name="location" defaultValue={options.sentinels.location}>
            <option value={options.sentinels.location}>Alle Bezirke</option>
            <GroupedOptions groups={options.locations} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="quick-type">Immobilientyp</label>
          <select id="quick-type" name="propertyType" defaultValue={options.sentinels.propertyType}>
            <option value={options.sentinels.propertyType}>Alle Typen</option>
            <GroupedOptions groups={options.types} />
          </select>
        </div>
        {/* The search page's own price bound (its "Max. €"); a number field, so "500000" is read as written. */}
        <div className="field">
          <label htmlFor="quick-price">Preis bis</label>
          <input id="quick-price" name="priceMax" type="number" inputMode="numeric" min="1" step="1" placeholder="Max. €" />
        </div>
        <button type="submit" className="button button-accent quick-search-submit">
          Suchen
        </button>
      </div>
    </form>
  );
}
