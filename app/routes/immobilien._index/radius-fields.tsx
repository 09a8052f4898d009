// "Umkreis [2 km] um [Wien 7., Neubau]" in the filter form (ADR 0185, moved from above the map):
// two selects of the one GET search form, so the radius works without JavaScript and travels
// with every other filter. The place list starts with "Kein Umkreis": a distance without a place
// is no radius (lib/property-filters.ts parseRadius).
import { GroupedOptions } from "~/components/grouped-options";
import type { ResultsMapData } from "./results-map.server";

export function RadiusFields({ radius }: Pick<ResultsMapData, "radius">) {
  const describedBy = radius.error ? "search-radius-error" : undefined;
  return (
    <fieldset className="field search-radius">
      <legend>Umkreissuche</legend>
      <div className="search-radius-fields">
        <div className="search-radius-field">
          <label htmlFor="search-umkreis">Umkreis</label>
          <select id="search-umkreis" name="umkreis" defaultValue={radius.km} aria-describedby={describedBy}>
            {radius.kmOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="search-radius-field">
          <label htmlFor="search-um">um</label>
          <select
            id="search-um"
            name="um"
            defaultValue={radius.place}
            aria-invalid={radius.error ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">Kein Umkreis</option>
            <GroupedOptions groups={radius.placeGroups} />
          </select>
        </div>
      </div>
      {/* The results say it too (role=alert there); here it names the field to correct. */}
      {radius.error ? (
        <p id="search-radius-error" className="results-radius-error">
          {radius.error}
        </p>
      ) : null}
    </fieldset>
  );
}
