// "Umkreis um [Wien 7., Neubau]  Radius [2 km]" in the filter form: the
// place first, the distance after it, read as one sentence. Two selects of the one GET search
// form, so the radius works without JavaScript and travels with every other filter. The place
// list starts with "Ort wählen": a distance without a place is no radius (lib/property-filters.ts
// parseRadius), which the hint says; with JavaScript the distance is disabled until a place is
// chosen (a disabled select is not sent, the same as the server ignoring it).
import { useState } from "react";
import { GroupedOptions } from "~/components/grouped-options";
import { useHydrated } from "~/components/use-hydrated";
import type { ResultsMapData } from "./results-map.server";

export function RadiusFields({ radius }: Pick<ResultsMapData, "radius">) {
  const hydrated = useHydrated();
  const [place, setPlace] = useState(radius.place);
  const errorId = radius.error ? " search-radius-error" : "";
  return (
    <fieldset className="field search-radius">
      {/* The group's name; on screen "Umkreis um" says it. */}
      <legend className="visually-hidden">Umkreissuche</legend>
      <div className="search-radius-fields">
        <div className="search-radius-field search-radius-place">
          <label htmlFor="search-um">Umkreis um</label>
          <select
            id="search-um"
            name="um"
            defaultValue={radius.place}
            onChange={(event) => setPlace(event.currentTarget.value)}
            aria-invalid={radius.error ? true : undefined}
            aria-describedby={radius.error ? "search-radius-error" : undefined}
          >
            <option value="">Ort wählen</option>
            <GroupedOptions groups={radius.placeGroups} />
          </select>
        </div>
        <div className="search-radius-field search-radius-km">
          <label htmlFor="search-umkreis">Radius</label>
          <select
            id="search-umkreis"
            name="umkreis"
            defaultValue={radius.km}
            disabled={hydrated && place === ""}
            aria-describedby={`search-radius-hint${errorId}`}
          >
            {radius.kmOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="search-radius-hint" className="search-radius-hint">
        Der Radius gilt erst mit einem Ort.
      </p>
      {/* The results say it too (role=alert there); here it names the field to correct. */}
      {radius.error ? (
        <p id="search-radius-error" className="results-radius-error">
          {radius.error}
        </p>
      ) : null}
    </fieldset>
  );
}
