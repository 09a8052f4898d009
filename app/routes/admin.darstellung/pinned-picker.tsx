// /admin/darstellung's "Aktuelle Immobilien": six places with suggestions from the published
// listings, so staff pick by title or place instead of typing the Objektnr. from memory. The
// places show and take the Objektnr. the public page shows; the old internal number is accepted too.
import type { ReactNode } from "react";

/** A published listing the picker suggests. */
export interface Choice {
  objektnr: string;
  title: string;
  place: string;
}

/** "210284, 210300" → ["210284", "210300"] for the places. */
export function splitNumbers(list: string): string[] {
  return list.split(/[\s,;]+/).filter(Boolean);
}

/**
 * "Aktuelle Immobilien" as six places, each a field that suggests the published listings by
 * Objektnr., title and place as staff type (a datalist: no script needed, one list for all six).
 */
export function PinnedPicker({
  values,
  choices,
  note,
  max,
  error,
  children,
}: {
  values: string[];
  choices: Choice[];
  note: string;
  max: number;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="field card staff-card appearance-pinned appearance-section"
      aria-labelledby="pinned-title"
      aria-describedby={error ? "pinned-hint pinned-error" : "pinned-hint"}
    >
      <h2 id="pinned-title">Aktuelle Immobilien auf der Startseite</h2>
      <small id="pinned-hint">
        {`${note} Tippen Sie Objektnr., Titel oder Ort und wählen Sie aus der Liste; leere Plätze füllt die Startseite mit den neuesten Immobilien, abwechselnd aus Wien und Niederösterreich.`}
      </small>
      {/* Keyed by the saved list: after a save the places show it, not what was typed before. */}
      <ol className="appearance-places" key={values.join(",")}>
        {Array.from({ length: max }, (_, index) => {
          const saved = values[index] ?? "";
          // The saved place named, so staff see what the number stands for without the list.
          const chosen = saved ? choices.find((choice) => choice.objektnr === saved) : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the places are fixed slots 1 to 6
            <li key={index}>
              <label htmlFor={`platz-${index + 1}`}>{`Platz ${index + 1}`}</label>
              <input
                id={`platz-${index + 1}`}
                name="platz"
                type="text"
                list="veroeffentlichte-immobilien"
                autoComplete="off"
                placeholder="leer: automatisch"
                defaultValue={saved}
                aria-invalid={error ? true : undefined}
                aria-describedby={chosen ? `platz-${index + 1}-name` : undefined}
              />
              {chosen ? (
                <small id={`platz-${index + 1}-name`} className="appearance-place-name">{`${chosen.title} · ${chosen.place}`}</small>
              ) : null}
            </li>
          );
        })}
      </ol>
      <datalist id="veroeffentlichte-immobilien">
        {choices.map((choice) => (
          <option key={choice.objektnr} value={choice.objektnr}>{`${choice.title} · ${choice.place}`}</option>
        ))}
      </datalist>
      {error ? (
        <p id="pinned-error" className="field-error">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
