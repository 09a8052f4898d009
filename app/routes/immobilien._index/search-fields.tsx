// The fields of the search panel (public-site.md section 2, Listing page; DESIGN.md section 2)
// with the page's other static parts: the hero and the notices that replace the results.
// The server renders them into the document (search-fields.server.tsx); the browser keeps that
// HTML as an island and loads this module only when the panel has to render anew: after the
// visitor applies filters (a new URL), back/forward, or a client navigation to /immobilien
// (search-panel.tsx, ADR 0043). Plain form controls: without JavaScript they are the GET form.
import type { ReactNode } from "react";
import type { SearchFilters } from "~/lib/property-filters";
import { Pagination } from "./pagination";
import type { SearchPanelData } from "./search-panel";

export type FieldsProps = SearchPanelData & { filters: SearchFilters; currentYear: number };

export function StandardFields({ filters, options, sortOptions, sentinels }: FieldsProps) {
  return (
    <div className="search-fields">
      <div className="field field-wide">
        <label htmlFor="search-keyword">Suchbegriff</label>
        <input
          id="search-keyword"
          name="keyword"
          type="search"
          maxLength={100}
          placeholder="Suchbegriff eingeben..."
          defaultValue={filters.keyword ?? ""}
        />
      </div>
      <div className="field">
        <label htmlFor="search-type">Immobilientyp</label>
        <select id="search-type" name="propertyType" defaultValue={filters.propertyType ?? sentinels.propertyType}>
          <option value={sentinels.propertyType}>Alle Typen</option>
          {options.types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="search-location">Lage</label>
        <select id="search-location" name="location" defaultValue={filters.location ?? sentinels.location}>
          <option value={sentinels.location}>Alle Bezirke</option>
          {options.locations.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="search-status">Status</label>
        <select id="search-status" name="status" defaultValue={filters.status ?? sentinels.status}>
          <option value={sentinels.status}>Alle</option>
          <option value="SALE">Zum Verkauf</option>
          <option value="RENT">Zur Miete</option>
        </select>
      </div>
      <fieldset className="field field-range">
        <legend>Preis</legend>
        <label className="visually-hidden" htmlFor="search-price-min">
          Preis von (€)
        </label>
        <input
          id="search-price-min"
          name="priceMin"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Min. €"
          defaultValue={filters.priceMin ?? ""}
        />
        <label className="visually-hidden" htmlFor="search-price-max">
          Preis bis (€)
        </label>
        <input
          id="search-price-max"
          name="priceMax"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Max. €"
          defaultValue={filters.priceMax ?? ""}
        />
      </fieldset>
      <div className="field">
        <label htmlFor="search-bedrooms">Zimmer</label>
        <select id="search-bedrooms" name="bedrooms" defaultValue={filters.bedrooms ? String(filters.bedrooms) : sentinels.bedrooms}>
          <option value={sentinels.bedrooms}>Beliebig</option>
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>{`${n}+`}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="search-sort">Sortieren nach</label>
        <select id="search-sort" name="sortBy" defaultValue={filters.sortBy}>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="search-order">Reihenfolge</label>
        <select id="search-order" name="sortOrder" defaultValue={filters.sortOrder}>
          <option value="desc">Absteigend</option>
          <option value="asc">Aufsteigend</option>
        </select>
      </div>
    </div>
  );
}

export function ExtendedFields({ filters, amenityGroups, sentinels, currentYear }: FieldsProps) {
  const isChecked = (key: string) => (filters.amenities as string[]).includes(key);
  return (
    <div className="search-fields">
      <div className="field">
        <label htmlFor="search-bathrooms">Badezimmer</label>
        <select id="search-bathrooms" name="bathrooms" defaultValue={filters.bathrooms ? String(filters.bathrooms) : sentinels.bathrooms}>
          <option value={sentinels.bathrooms}>Beliebig</option>
          {[1, 2, 3].map((n) => (
            <option key={n} value={n}>{`${n}+`}</option>
          ))}
        </select>
      </div>
      <fieldset className="field field-range">
        <legend>Wohnfläche</legend>
        <label className="visually-hidden" htmlFor="search-area-min">
          Wohnfläche von (m²)
        </label>
        <input
          id="search-area-min"
          name="livingAreaMin"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Min. m²"
          defaultValue={filters.livingAreaMin ?? ""}
        />
        <label className="visually-hidden" htmlFor="search-area-max">
          Wohnfläche bis (m²)
        </label>
        <input
          id="search-area-max"
          name="livingAreaMax"
          type="number"
          inputMode="numeric"
          min={0}
          placeholder="Max. m²"
          defaultValue={filters.livingAreaMax ?? ""}
        />
      </fieldset>
      <fieldset className="field field-range">
        <legend>Baujahr</legend>
        <label className="visually-hidden" htmlFor="search-year-min">
          Baujahr von
        </label>
        <input
          id="search-year-min"
          name="yearBuiltMin"
          type="number"
          inputMode="numeric"
          min={1800}
          max={currentYear}
          placeholder="1990"
          defaultValue={filters.yearBuiltMin ?? ""}
        />
        <label className="visually-hidden" htmlFor="search-year-max">
          Baujahr bis
        </label>
        <input
          id="search-year-max"
          name="yearBuiltMax"
          type="number"
          inputMode="numeric"
          min={1800}
          max={currentYear}
          placeholder="2023"
          defaultValue={filters.yearBuiltMax ?? ""}
        />
      </fieldset>
      <div className="search-amenities">
        <p className="search-amenities-title">Ausstattung</p>
        {amenityGroups.map((group) => (
          // Native single-open accordion (DESIGN.md section 2): details sharing one name.
          <details key={group.title} name="ausstattung" open={group.options.some((option) => isChecked(option.key))}>
            <summary>{group.title}</summary>
            <div className="search-amenity-options">
              {group.options.map((option) => (
                <label key={option.key} className="checkbox">
                  <input type="checkbox" name="amenities" value={option.key} defaultChecked={isChecked(option.key)} />
                  {option.label}
                </label>
              ))}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}

/** The notices instead of results (public-site.md section 8; spec call 3 for the missing feed). */
export function ResultMessage({ state }: { state: "error" | "missing-credentials" | "empty" }) {
  if (state === "error") {
    return (
      <>
        <div className="search-message search-message-error" role="alert">
          <h2>Es ist ein Fehler aufgetreten</h2>
          <p>Fehler beim Laden der Immobilien. Bitte versuchen Sie es später erneut.</p>
        </div>
        {/* Spec section 8: plus a destructive toast, in the site's toast style (app.css). Polite:
            the banner above already interrupts once. */}
        <div className="toaster">
          <div role="status" className="toast toast-error">
            <div>
              <strong>Fehler</strong>
              <p>Die Immobilien konnten nicht geladen werden.</p>
            </div>
          </div>
        </div>
      </>
    );
  }
  if (state === "missing-credentials") {
    return (
      <div className="search-message" role="alert">
        <h2>API-Zugangsdaten fehlen</h2>
        <p>
          Bitte hinterlegen Sie als Administrator die Zugangsdaten des Immobilien-Feeds (Feed-Adresse und Passwort) in der Datenbank und
          starten Sie die Synchronisation.
        </p>
        <p>
          <a href="/login">Zum Verwaltungsbereich</a>
        </p>
      </div>
    );
  }
  return (
    <div className="search-message">
      <h2>Keine Immobilien gefunden</h2>
      <p>Bitte passen Sie Ihre Filterkriterien an, um Ergebnisse zu sehen.</p>
    </div>
  );
}

/** The page's hero (public-site.md section 2, Listing page). */
export function SearchHero(_props: Record<string, never>) {
  return (
    <section className="page-hero search-hero">
      <div className="container">
        <h1>Immobilien</h1>
        <p>Entdecken Sie unsere exklusiven Immobilien in den besten Lagen von Wien und Umgebung.</p>
      </div>
    </section>
  );
}

/** Submit and reset; the form's submit handler lives in search-panel.tsx. */
export function SearchActions(_props: Record<string, never>) {
  return (
    <div className="search-actions">
      <button type="submit" className="button">
        Immobilien suchen
      </button>
      <a href="/immobilien" className="search-reset">
        Filter zurücksetzen
      </a>
    </div>
  );
}

const PARTS = {
  standard: StandardFields,
  extended: ExtendedFields,
  message: ResultMessage,
  hero: SearchHero,
  pagination: Pagination,
  actions: SearchActions,
};
export type Part = keyof typeof PARTS;
export type PartProps = { [P in Part]: Parameters<(typeof PARTS)[P]>[0] };

/** One part by name (the islands of search-panel.tsx). */
export function RenderPart<P extends Part>({ part, props }: { part: P; props: PartProps[P] }) {
  const Component = PARTS[part] as (props: PartProps[P]) => ReactNode;
  return <Component {...props} />;
}
