// The two repeated controls of the search panel: a minimum count and a 'from – to' pair.
import { Fragment } from "react";
import type { SENTINELS, SearchFilters } from "~/lib/property-filters";

/** A minimum count ('2+'), or any ('Beliebig'). */
export function AtLeastField(props: {
  label: string;
  name: "bedrooms" | "bathrooms";
  filters: SearchFilters;
  sentinels: typeof SENTINELS;
  counts: number[];
  /** Hits per choice with the other filters: shown, and 0 disables all but the current one. */
  hits?: Record<number, number>;
}) {
  const value = props.filters[props.name];
  const any = props.sentinels[props.name];
  return (
    <div className="field">
      <label htmlFor={`search-${props.name}`}>{props.label}</label>
      <select id={`search-${props.name}`} name={props.name} defaultValue={value ? String(value) : any}>
        <option value={any}>Beliebig</option>
        {props.counts.map((n) => {
          const hits = props.hits?.[n];
          return (
            <option key={n} value={n} disabled={hits === 0 && value !== n}>
              {hits === undefined ? `${n}+` : `${n}+ (${hits})`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** A 'from – to' pair of number inputs under one legend, each with its own hidden label. */
export function RangeField({
  legend,
  unit,
  id,
  name,
  filters,
  placeholders,
  min = 0,
  max,
}: {
  legend: string;
  unit?: string;
  id: string;
  /** The filter pair `${name}Min` / `${name}Max`. */
  name: "price" | "livingArea" | "yearBuilt";
  filters: SearchFilters;
  placeholders: [string, string];
  min?: number;
  max?: number;
}) {
  const suffix = unit ? ` (${unit})` : "";
  return (
    <fieldset className="field field-range">
      <legend>{legend}</legend>
      {(["Min", "Max"] as const).map((end, index) => (
        <Fragment key={end}>
          <label className="visually-hidden" htmlFor={`${id}-${end.toLowerCase()}`}>
            {`${legend} ${end === "Min" ? "von" : "bis"}${suffix}`}
          </label>
          <input
            id={`${id}-${end.toLowerCase()}`}
            name={`${name}${end}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            placeholder={placeholders[index]}
            defaultValue={filters[`${name}${end}`] ?? ""}
          />
        </Fragment>
      ))}
    </fieldset>
  );
}
