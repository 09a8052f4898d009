// The two repeated controls of the search panel: a minimum count and a 'from – to' pair.
import { Fragment } from "react";

/** A minimum count ('2+'), or any ('Beliebig'). */
export function AtLeastField(props: { label: string; id: string; name: string; value: number | null; any: string; counts: number[] }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value ? String(props.value) : props.any}>
        <option value={props.any}>Beliebig</option>
        {props.counts.map((n) => (
          <option key={n} value={n}>{`${n}+`}</option>
        ))}
      </select>
    </div>
  );
}

/** A 'from – to' pair of number inputs under one legend, each with its own hidden label. */
export function RangeField({
  legend,
  unit,
  id,
  names,
  values,
  placeholders,
  min = 0,
  max,
}: {
  legend: string;
  unit?: string;
  id: string;
  names: [string, string];
  values: [number | null, number | null];
  placeholders: [string, string];
  min?: number;
  max?: number;
}) {
  const suffix = unit ? ` (${unit})` : "";
  return (
    <fieldset className="field field-range">
      <legend>{legend}</legend>
      {(["min", "max"] as const).map((end, index) => (
        <Fragment key={end}>
          <label className="visually-hidden" htmlFor={`${id}-${end}`}>
            {`${legend} ${end === "min" ? "von" : "bis"}${suffix}`}
          </label>
          <input
            id={`${id}-${end}`}
            name={names[index]}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            placeholder={placeholders[index]}
            defaultValue={values[index] ?? ""}
          />
        </Fragment>
      ))}
    </fieldset>
  );
}
