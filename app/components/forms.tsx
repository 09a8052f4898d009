// Shared form pieces for every lead form (issue "Lead forms"; STYLE.md habit 6). Conform gives
// each input its name, default value, native constraints (required, minLength, maxLength, so
// the browser checks them without JavaScript) and aria-invalid/aria-describedby.
import {
  type FieldMetadata,
  type FormMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "~/utils/honeypot";

/** Conform with the project's defaults: validate on blur, then on every input. */
export function useLeadForm<Schema extends z.ZodObject>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
}) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // biome-ignore lint/suspicious/noExplicitAny: Conform types default values per schema; callers pass the entered values
    defaultValue: defaultValue as any,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** Only what a real action reply looks like; a stray object (e.g. a 413 body) has no `status`. */
export function asSubmissionResult(value: unknown): SubmissionResult<string[]> | null {
  if (typeof value !== "object" || value === null || !("status" in value)) return null;
  return value as SubmissionResult<string[]>;
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-error">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Form-level messages (rate limit, bot trap, delivery failure), announced to screen readers. */
// biome-ignore lint/suspicious/noExplicitAny: any form's metadata
export function FormErrors({ form }: { form: FormMetadata<any, string[]> }) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId} className="form-errors" role="alert">
      {form.errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: any field of any form
type AnyField = FieldMetadata<any, any, string[]>;

export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  className,
}: {
  meta: AnyField;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "number" | "url";
  autoComplete?: string;
  inputMode?: "text" | "decimal" | "numeric" | "tel" | "email";
  hint?: string;
  className?: string;
}) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type: type === "number" ? "text" : type });
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <input key={key} {...props} autoComplete={autoComplete} inputMode={inputMode} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({ meta, label, rows = 5 }: { meta: AnyField; label: ReactNode; rows?: number }) {
  const { key, ...props } = getTextareaProps(meta as FieldMetadata<string>);
  return (
    <div className="field">
      <label htmlFor={meta.id}>
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea key={key} {...props} rows={rows} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder = "Bitte wählen",
}: {
  meta: AnyField;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}) {
  const { key, ...props } = getSelectProps(meta as FieldMetadata<string>);
  return (
    <div className="field">
      <label htmlFor={meta.id}>
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select key={key} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: AnyField; label: ReactNode }) {
  const { key, ...props } = getInputProps(meta as FieldMetadata<boolean>, { type: "checkbox" });
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
}: {
  meta: AnyField;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: string; description?: string }>;
}) {
  return (
    <fieldset className="field radio-group" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const { key, ...props } = getInputProps(meta as FieldMetadata<string>, { type: "radio", value: option.value });
        return (
          <label key={option.value} className="radio-option">
            <input key={key} {...props} id={`${meta.id}-${option.value}`} />
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

/** Disabled and 'Wird gesendet...' while this page's form is being submitted (spec section 4). */
export function SubmitButton({
  children,
  name,
  value,
  className,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button type="submit" className={className ?? "button"} name={name} value={value} disabled={pending} aria-disabled={pending}>
      {pending ? "Wird gesendet..." : children}
    </button>
  );
}

/**
 * The bot traps (utils/honeypot.server.ts): a field people never see and the signed time the
 * form was rendered. `hidden` keeps the trap out of sight and out of the accessibility tree.
 */
export function HoneypotFields({ formToken }: { formToken?: string | null }) {
  return (
    <>
      <div hidden>
        <label>
          Bitte dieses Feld leer lassen
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {formToken ? <input type="hidden" name={TIMESTAMP_FIELD} value={formToken} /> : null}
    </>
  );
}
