// The pure part of the form hook (components/forms.tsx, ADRs 0021 and 0022): field metadata with
// the ids, names and attributes Conform's useForm produced, errors from the server's Conform
// reply, and the rules for when a field shows its errors. No zod and no Conform runtime here:
// this module is in every form page's first load.
import type { SubmissionResult } from "@conform-to/react";

/** Native constraint attributes per field name, from `getZodConstraint` on the server. */
export interface Constraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
}
export type FormConstraint = Record<string, Constraint>;

/** The error toast of a failed send (spec section 8 'Form toasts'): title and text. */
export interface FailureToast {
  title: string;
  description: string;
}

/** Conform's reply, plus the failure toast when the server could not store the form. */
export type FormResult = SubmissionResult<string[]> & { toast?: FailureToast };
/** The name before ADR 0022; remove once nothing uses it. */
export type LeadFormResult = FormResult;
/** Error messages by field name; "" holds the form-level messages. */
export type ErrorMap = Record<string, string[]>;

export interface FieldMeta extends Constraint {
  /** Conform's scheme: `${formId}-${name}`, errors at `${id}-error`. */
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  /** Only changes when the form is reset; undefined otherwise, as in Conform. */
  key: string | undefined;
  initialValue: unknown;
  errors: string[] | undefined;
  /** The fields of a nested object, e.g. `objectTypes.haus`. */
  getFieldset: <Name extends string = string>() => Record<Name, FieldMeta>;
}

/** Conform's path format: `a.b`, `a[0]`. */
export function joinPath(prefix: string, key: string | number): string {
  if (typeof key === "number") return `${prefix}[${key}]`;
  return prefix ? `${prefix}.${key}` : key;
}

/**
 * Flatten a nested value by Conform's paths, as Conform keeps `initialValue`: objects and
 * arrays appear under their own path too, so a fieldset can read its whole object.
 */
export function flattenValue(value: unknown, prefix = "", into: Record<string, unknown> = {}): Record<string, unknown> {
  if (prefix) into[prefix] = value;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flattenValue(item, joinPath(prefix, index), into);
    });
  } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) flattenValue(item, joinPath(prefix, key), into);
  }
  return into;
}

/** Only non-empty lists count; Conform's `null` means "no error". */
export function toErrorMap(error: Record<string, string[] | null | undefined> | null | undefined): ErrorMap {
  const result: ErrorMap = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (messages && messages.length > 0) result[name] = messages;
  }
  return result;
}

/**
 * The state a form starts in. After a server reply every field was checked (Conform marks the
 * reply's fields and error keys as validated), so typing revalidates at once.
 */
export function initialFormState(lastResult: FormResult | null | undefined, defaultValue?: Record<string, unknown>) {
  const values = flattenValue(lastResult?.initialValue ?? defaultValue ?? {});
  const errors = toErrorMap(lastResult?.error);
  const validated: Record<string, true> = {};
  if (lastResult?.status === "error") {
    for (const name of [...Object.keys(errors), ...(lastResult.fields ?? [])]) validated[name] = true;
  }
  return { values, errors, validated };
}

/** Conform's shouldValidate 'onBlur' / shouldRevalidate 'onInput'. */
export function shouldValidateOn(event: "blur" | "input", alreadyValidated: boolean): boolean {
  return alreadyValidated ? event === "input" : event === "blur";
}

/** The errors a client check shows: only fields that were validated, form errors after submit. */
export function visibleErrors(all: ErrorMap, validated: Record<string, true>): ErrorMap {
  const result: ErrorMap = {};
  for (const [name, messages] of Object.entries(all)) {
    if (validated[name] || Object.keys(validated).some((field) => isPathPrefix(name, field))) result[name] = messages;
  }
  return result;
}

/** `objectTypes` is a prefix of `objectTypes.haus` and of `objectTypes[0]`, and of itself. */
export function isPathPrefix(prefix: string, name: string): boolean {
  if (prefix === name) return true;
  if (prefix === "") return false;
  return name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}[`);
}

export function fieldMeta(
  formId: string,
  name: string,
  state: { values: Record<string, unknown>; errors: ErrorMap; constraint?: FormConstraint; keys?: Record<string, string> },
): FieldMeta {
  const id = `${formId}-${name}`;
  return {
    ...state.constraint?.[name],
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    key: state.keys?.[name],
    initialValue: state.values[name],
    errors: state.errors[name],
    getFieldset: <Name extends string>() =>
      new Proxy({} as Record<Name, FieldMeta>, {
        get: (_target, key) => (typeof key === "string" ? fieldMeta(formId, joinPath(name, key), state) : undefined),
      }),
  };
}

/** Every field of a form by name, created on access (`fields.email`), like Conform's `fields`. */
export function fieldsProxy(formId: string, state: Parameters<typeof fieldMeta>[2]): Record<string, FieldMeta> {
  return new Proxy({} as Record<string, FieldMeta>, {
    get: (_target, key) => (typeof key === "string" ? fieldMeta(formId, key, state) : undefined),
  });
}

/**
 * Conform's attributes for an input; `simplify` drops undefined so SSR markup stays the same.
 * HTML allows the constraint attributes only on some input types; elsewhere they make the page
 * invalid (a zod enum gives radios a `pattern`, issue 17). The server validates every field anyway.
 */
export function inputAttributes(meta: FieldMeta, options: { type: string; value?: string }) {
  const text = /^(text|search|url|tel|email|password)$/.test(options.type);
  const range = /^(date|month|week|time|datetime-local|number|range)$/.test(options.type);
  const props: Record<string, unknown> = {
    ...controlAttributes(meta),
    type: options.type,
    minLength: text ? meta.minLength : undefined,
    maxLength: text ? meta.maxLength : undefined,
    min: range ? meta.min : undefined,
    max: range ? meta.max : undefined,
    step: range ? meta.step : undefined,
    pattern: text ? meta.pattern : undefined,
    multiple: meta.multiple,
  };
  if (options.type === "checkbox" || options.type === "radio") {
    props.value = options.value ?? "on";
    props.defaultChecked = Array.isArray(meta.initialValue) ? meta.initialValue.includes(props.value) : meta.initialValue === props.value;
  } else if (typeof meta.initialValue === "string") {
    props.defaultValue = meta.initialValue;
  }
  return simplify(props);
}

function controlAttributes(meta: FieldMeta) {
  const invalid = meta.errors !== undefined;
  return {
    key: meta.key,
    required: meta.required || undefined,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? meta.errorId : undefined,
  };
}

function stringValue(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : String(value);
}

export function selectAttributes(meta: FieldMeta) {
  return simplify({ ...controlAttributes(meta), multiple: meta.multiple, defaultValue: stringValue(meta.initialValue) });
}

export function textareaAttributes(meta: FieldMeta) {
  return simplify({
    ...controlAttributes(meta),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: stringValue(meta.initialValue),
  });
}

/** Element attributes; `key` is pulled out by the components and given to React. */
export type Attributes = Record<string, unknown> & { key?: string };

function simplify(props: Record<string, unknown>): Attributes {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props as Attributes;
}

/**
 * The first control a visitor can fix, in document order: hidden inputs carry other steps'
 * answers and cannot take focus, so errors only there are left to the server.
 */
export function firstInvalidControl<T extends { name: string; type?: string }>(controls: Iterable<T>, errors: ErrorMap): T | null {
  for (const control of controls) {
    if (control.name && control.type !== "hidden" && errors[control.name]) return control;
  }
  return null;
}
