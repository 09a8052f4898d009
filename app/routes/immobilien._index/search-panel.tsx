// Search panel 'Immobiliensuche' (public-site.md section 2, Listing page). A GET form: the filter
// state is the URL. Without JavaScript both tabs render (the extended one in a <details>); with
// JavaScript they become ARIA tabs. Hidden tab panels stay inside the form, so extended fields
// are always part of the query.
import { Form, useSubmit } from "@remix-run/react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { SENTINELS, SearchFilters } from "~/lib/property-filters";

/** Display data from the loader (loader.server.ts), so that the tables stay out of the bundle. */
export interface SearchPanelData {
  options: { types: { value: string; label: string }[]; locations: string[] };
  amenityGroups: { title: string; options: { key: string; label: string }[] }[];
  sortOptions: readonly { value: string; label: string }[];
  /** The 'any' values of the dropdowns (spec section 4). */
  sentinels: typeof SENTINELS;
}

type Tab = "standard" | "extended";

export function SearchPanel({
  filters,
  options,
  amenityGroups,
  sortOptions,
  sentinels,
  currentYear,
  onApply,
}: SearchPanelData & {
  filters: SearchFilters;
  currentYear: number;
  onApply: () => void;
}) {
  const submit = useSubmit();
  const [enhanced, setEnhanced] = useState(false);
  const extendedActive =
    filters.bathrooms !== null ||
    filters.livingAreaMin !== null ||
    filters.livingAreaMax !== null ||
    filters.yearBuiltMin !== null ||
    filters.yearBuiltMax !== null ||
    filters.amenities.length > 0;
  const [tab, setTab] = useState<Tab>("standard");
  const tabRefs = { standard: useRef<HTMLButtonElement>(null), extended: useRef<HTMLButtonElement>(null) };

  useEffect(() => setEnhanced(true), []);
  const isChecked = (key: string) => (filters.amenities as string[]).includes(key);

  // With JavaScript: leave empty fields and 'any' sentinels out of the URL (same result, shorter link).
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    const form = new FormData(event.currentTarget);
    const defaultSort = form.get("sortBy") === "objektnr";
    for (const [name, value] of form) {
      if (typeof value !== "string") continue;
      const trimmed = value.trim();
      if (trimmed === "" || (Object.values(sentinels) as string[]).includes(trimmed)) continue;
      if (defaultSort && (name === "sortBy" || (name === "sortOrder" && trimmed === "desc"))) continue;
      params.append(name, trimmed);
    }
    onApply();
    submit(params, { method: "get", action: "/immobilien" });
  }

  // Two tabs: either arrow key moves to the other one (WAI-ARIA tabs pattern).
  function handleTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next: Tab = tab === "standard" ? "extended" : "standard";
    setTab(next);
    tabRefs[next].current?.focus();
  }

  const extendedFields = (
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

  return (
    <section className="search-panel" aria-labelledby="search-panel-title">
      <h2 id="search-panel-title">Immobiliensuche</h2>
      <Form method="get" action="/immobilien" onSubmit={handleSubmit} className="search-form">
        {/* The tab bar is in the server HTML too, shown only under `html.js` (set before first
            paint): a scripted visitor gets its space from the start instead of a layout shift
            at hydration; without JavaScript it stays hidden (search.css). */}
        <div role="tablist" aria-label="Suchart" className="search-tabs">
          <button
            ref={tabRefs.standard}
            type="button"
            role="tab"
            id="search-tab-standard"
            aria-selected={tab === "standard"}
            aria-controls="search-panel-standard"
            tabIndex={tab === "standard" ? 0 : -1}
            onClick={() => setTab("standard")}
            onKeyDown={handleTabKey}
          >
            Standardsuche
          </button>
          <button
            ref={tabRefs.extended}
            type="button"
            role="tab"
            id="search-tab-extended"
            aria-selected={tab === "extended"}
            aria-controls="search-panel-extended"
            tabIndex={tab === "extended" ? 0 : -1}
            onClick={() => setTab("extended")}
            onKeyDown={handleTabKey}
          >
            {extendedActive ? "Erweiterte Suche •" : "Erweiterte Suche"}
          </button>
        </div>
        <div
          id="search-panel-standard"
          {...(enhanced ? { role: "tabpanel", "aria-labelledby": "search-tab-standard" } : {})}
          hidden={enhanced && tab !== "standard"}
        >
          {enhanced ? null : <h3 className="search-tab-title">Standardsuche</h3>}
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
        </div>
        {enhanced ? (
          <div id="search-panel-extended" role="tabpanel" aria-labelledby="search-tab-extended" hidden={tab !== "extended"}>
            {extendedFields}
          </div>
        ) : (
          <details className="search-extended" open={extendedActive}>
            <summary>Erweiterte Suche</summary>
            {extendedFields}
          </details>
        )}
        <div className="search-actions">
          <button type="submit" className="button">
            Immobilien suchen
          </button>
          <a href="/immobilien" className="search-reset">
            Filter zurücksetzen
          </a>
        </div>
      </Form>
    </section>
  );
}
