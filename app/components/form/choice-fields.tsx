// Checkbox and radio fields: the search order, the valuation wizard and the contact
// form's topic use them, so they sit in their own module, out of the other form pages' first load. Read
// components/forms.tsx first.
import type { ReactNode } from "react";
import { FieldErrors, inputProps } from "./fields";
import type { FieldMeta } from "./use-form";

export function CheckboxField({
  meta,
  label,
  variant,
}: {
  meta: FieldMeta;
  label: ReactNode;
  /** "option": an answer row like a radio option, the whole row its label (the wizard's choices). */
  variant?: "option";
}) {
  const { key, props } = inputProps(meta, "checkbox");
  if (variant === "option") {
    return (
      <div className="field">
        <label className="checkbox-option">
          <input key={key} {...props} />
          <span>{label}</span>
        </label>
        <FieldErrors id={meta.errorId} errors={meta.errors} />
      </div>
    );
  }
  return (
    <div className="field field-checkbox">
      <input key={key} {...props} />
      <label htmlFor={meta.id}>{label}</label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A group of radio buttons in a fieldset (wizard choices, search-order options). */
export function RadioGroup({
  meta,
  legend,
  options,
  defaultOption,
  icons,
  variant,
  onChoose,
}: {
  /** "chips": the options side by side as pills (the search order's short choices); "chip-grid":
   *  pills of one width in rows, so no last one stands alone (the contact form's topics). */
  variant?: "chips" | "chip-grid";
  meta: FieldMeta;
  legend: ReactNode;
  /** A decorative icon per option value (the wizard's answer tiles); the label names the option. */
  icons?: Readonly<Record<string, ReactNode>>;
  /** Checked while the field has no value yet (the schema's default, e.g. the contact preference). */
  defaultOption?: string;
  options: ReadonlyArray<{ value: string; label: string; description?: string }>;
  /** Called with the option's value when the visitor picks it (the contact form's Betreff hint). */
  onChoose?: (value: string) => void;
}) {
  return (
    <fieldset
      id={meta.id}
      className={`field radio-group${icons ? " radio-tiles" : ""}${variant ? " chip-group" : ""}${variant === "chip-grid" ? " chip-grid" : ""}`}
      aria-describedby={meta.errors?.length ? meta.errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => {
        const { key, props } = inputProps(meta, "radio", option.value);
        if (defaultOption && (meta.initialValue === undefined || meta.initialValue === ""))
          props.defaultChecked = option.value === defaultOption;
        return (
          <label key={option.value} className="radio-option">
            <input
              key={key}
              {...props}
              id={`${meta.id}-${option.value}`}
              onChange={onChoose ? (event) => event.currentTarget.checked && onChoose(option.value) : undefined}
            />
            {icons?.[option.value] ?? null}
            <span>
              {option.label}
              {option.description ? <small>{option.description}</small> : null}
            </span>
          </label>
        );
      })}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
