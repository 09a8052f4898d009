// The fields of the search panel (public-site.md section 2, Listing page; DESIGN.md section 2).
// Plain form controls: without JavaScript they are the GET form; search-panel.tsx arranges them
// in tabs when JavaScript runs.

import { GroupedOptions } from "~/components/grouped-options";
import { typeLabel } from "~/lib/filter-labels";
import type { SearchFilters } from "~/lib/property-filters";
import { AtLeastField, RangeField } from "./field-controls";
import { RadiusFields } from "./radius-fields";
import type { SearchPanelData } from "./search-panel";

export type FieldsProps = SearchPanelData & { filters: SearchFilters; currentYear: number };

export function StandardFields({ filters, options, roomHits, sortKey, sentinels, resultsMap }: FieldsProps) {
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
          {/* A type from a link (a group such as 'apartment', a word such as 'wohnung') that is no
              stored objektart: shown as chosen, as its chip names it, not as 'Alle Typen'. */}
          {filters.propertyType && !options.types.some((group) => group.options.some((option) => option.value === filters.propertyType)) ? (
            <option value={filters.propertyType}>{typeLabel(filters.propertyType)}</option>
          ) : null}
          <GroupedOptions groups={options.types} selected={filters.propertyType} />
        </select>
      </div>
      <div className="field">
        <label htmlFor="search-location">Lage</label>
        <select id="search-location" name="location" defaultValue={filters.location ?? sentinels.location}>
          <option value={sentinels.location}>Alle Bezirke</option>
          <GroupedOptions groups={options.locations} selected={filters.location} />
        </select>
      </div>
      {/* Kauf or Miete is chosen once, with 'Alle | Kaufen | Mieten' above the results;
          the form carries it on, so a no-JS submit keeps it. */}
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <RangeField legend="Preis" unit="€" id="search-price" name="price" filters={filters} placeholders={["Min. €", "Max. €"]} />
      {/* The most-used filters after the price: rooms and living area in the first part. */}
      <AtLeastField label="Zimmer" name="bedrooms" filters={filters} sentinels={sentinels} counts={[1, 2, 3, 4, 5]} hits={roomHits} />
      <RangeField
        legend="Wohnfläche"
        unit="m²"
        id="search-area"
        name="livingArea"
        filters={filters}
        placeholders={["Min. m²", "Max. m²"]}
      />
      {/* A field of its own, aligned with the controls beside it (search.css). */}
      <div className="field search-price-reduced">
        <label className="checkbox">
          <input type="checkbox" name="priceReduced" value="1" defaultChecked={filters.priceReducedSince !== null} />
          Preis gesenkt (letzte 30 Tage)
        </label>
      </div>
      <RadiusFields radius={resultsMap.radius} />
      {/* One sort control, 'Sortieren' above the results: its links carry the filters,
          and this form carries the order on, so applying filters keeps it (no JavaScript too). */}
      {sortKey !== "neueste" ? <input type="hidden" name="sort" value={sortKey} /> : null}
    </div>
  );
}

export function ExtendedFields({ filters, amenityGroups, sentinels, currentYear }: FieldsProps) {
  const isChecked = (key: string) => (filters.amenities as string[]).includes(key);
  return (
    <div className="search-fields">
      <AtLeastField label="Badezimmer" name="bathrooms" filters={filters} sentinels={sentinels} counts={[1, 2, 3]} />
      <RangeField
        legend="Baujahr"
        id="search-year"
        name="yearBuilt"
        filters={filters}
        placeholders={["1990", "2023"]}
        min={1800}
        max={currentYear}
      />
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

/** Submit and reset; the form's submit handler lives in search-panel.tsx. Sticky in the phone sheet. */
export function SearchActions({ label, resetHref }: { label: string; resetHref: string }) {
  return (
    <div className="search-actions">
      <button type="submit" className="button search-submit">
        {label}
      </button>
      <a href={resetHref} className="search-reset">
        Filter zurücksetzen
      </a>
    </div>
  );
}
