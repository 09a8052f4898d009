// Shared form pieces for every lead form (issue "Lead forms"; STYLE.md habit 6). The light
// form hook gives each input its name, default value, native constraints (required, minLength,
// maxLength, pattern, computed by the server from the zod schema so the browser checks them
// without JavaScript) and aria-invalid/aria-describedby, with the same ids Conform used. zod
// and Conform's parser load only once a visitor starts on the form (ADR 0021).
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import {
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { z } from "zod";
import {
  type ErrorMap,
  type FailureToast,
  type FieldMeta,
  type FormConstraint,
  fieldsProxy,
  firstInvalidControl,
  initialFormState,
  inputAttributes,
  type LeadFormResult,
  selectAttributes,
  shouldValidateOn,
  textareaAttributes,
  visibleErrors,
} from "~/forms/lead-form";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "~/utils/honeypot";

export type { FieldMeta, FormConstraint, LeadFormResult };

type Validator = (formData: FormData) => ErrorMap;
/**
 * A form-level message derived from the field errors and the entered values (the wizard's
 * step check, spec section 4/5), shown above the form as the server's reply would show it.
 */
export type FormCheck = (errors: ErrorMap, values: Record<string, unknown>) => string | null;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

export interface LeadFormMeta {
  id: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  status: LeadFormResult["status"];
  /** The server's failure toast when it could not store the form (spec section 8). */
  toast: FailureToast | undefined;
  /**
   * Always true, as Conform had it: without JavaScript the server answers with the German
   * messages of the spec instead of the browser's own bubbles; with it, the hook checks.
   */
  noValidate: true;
  handlers: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onFocus: () => void;
    onPointerDown: () => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
  };
}

function formElements(form: HTMLFormElement): FieldElement[] {
  // (cast: the Workers types merge HTMLRewriter's `Element` into the DOM's)
  return Array.from(form.elements as unknown as ArrayLike<FieldElement>).filter(
    (element) =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLButtonElement,
  );
}

function formDataOf(form: HTMLFormElement, submitter?: HTMLElement | null): FormData {
  const formData = new FormData(form);
  if (submitter && (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
    formData.append(submitter.name, submitter.value);
  }
  return formData;
}

/**
 * The project's form behaviour, as Conform's useForm had it: validate a field on blur, then
 * on every input; on submit check everything, show all messages and focus the first invalid
 * field. The schema and parser arrive by import() on the form's first focus or pointer-down;
 * a submit before that waits for them, and if they cannot load the server validates.
 */
export function useLeadForm<Shape extends Record<string, unknown> = Record<string, unknown>>({
  id,
  schema,
  constraint,
  lastResult,
  defaultValue,
  formCheck,
}: {
  id: string;
  /** Loads the action's zod schema, e.g. `() => import("~/schemas/contact").then((m) => m.contactSchema)`. */
  schema: () => Promise<z.ZodType<unknown, Shape>>;
  /** `getZodConstraint(schema)` from the loader (`formConstraint` in forms/submit.server.ts). */
  constraint?: FormConstraint | null;
  lastResult?: LeadFormResult | null;
  defaultValue?: Record<string, unknown>;
  /** Loads a form-level check that runs after the schema (lazily, like the schema). */
  formCheck?: () => Promise<FormCheck>;
}): [LeadFormMeta, { [Name in keyof Shape & string]-?: FieldMeta }] {
  const [state, setState] = useState(() => initialFormState(lastResult, defaultValue));
  const stateRef = useRef(state);
  stateRef.current = state;
  const submit = useSubmit();
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const formCheckRef = useRef(formCheck);
  formCheckRef.current = formCheck;
  const validatorRef = useRef<Validator | null>(null);
  const loadingRef = useRef<Promise<Validator | null> | null>(null);

  const load = useCallback((): Promise<Validator | null> => {
    if (validatorRef.current) return Promise.resolve(validatorRef.current);
    loadingRef.current ??= Promise.all([import("~/forms/client-validation"), schemaRef.current(), formCheckRef.current?.()]).then(
      ([module, loaded, checkForm]) => {
        validatorRef.current = (formData) => {
          const errors = module.validateFormData(formData, loaded);
          const message = checkForm?.(errors, Object.fromEntries(formData));
          return message ? { ...errors, "": [message] } : errors;
        };
        return validatorRef.current;
      },
      () => {
        // Offline or a failed deploy: try again on the next focus; the server still validates.
        loadingRef.current = null;
        return null;
      },
    );
    return loadingRef.current;
  }, []);

  // A reply that arrives while the form stays mounted: show it and focus the first invalid field.
  const lastResultRef = useRef(lastResult);
  useEffect(() => {
    if (lastResultRef.current === lastResult) return;
    lastResultRef.current = lastResult;
    const next = initialFormState(lastResult, defaultValue);
    setState(next);
    const form = document.getElementById(id);
    if (form instanceof HTMLFormElement && lastResult?.status === "error") {
      firstInvalidControl(formElements(form), next.errors)?.focus();
    }
  }, [lastResult, defaultValue, id]);

  /** Check the whole form; show errors of the fields marked validated (plus `mark`). */
  const check = useCallback((form: HTMLFormElement, validator: Validator, mark: string[], submitter?: HTMLElement | null) => {
    const all = validator(formDataOf(form, submitter));
    setState((previous) => {
      const validated = { ...previous.validated };
      for (const name of mark) validated[name] = true;
      return { ...previous, validated, errors: visibleErrors(all, validated) };
    });
    return all;
  }, []);

  const validateField = useCallback(
    (form: HTMLFormElement, name: string) => {
      const validator = validatorRef.current;
      if (validator) {
        check(form, validator, [name]);
        return;
      }
      void load().then((loaded) => {
        if (loaded && form.isConnected) check(form, loaded, [name]);
      });
    },
    [check, load],
  );

  /** True when the submission has to stop: errors on fields the visitor can fix. */
  const blockSubmit = useCallback(
    (form: HTMLFormElement, validator: Validator, submitter: HTMLElement | null) => {
      const names = formElements(form)
        .map((element) => element.name)
        .filter(Boolean);
      const all = check(form, validator, ["", ...names], submitter);
      const invalid = firstInvalidControl(formElements(form), all);
      invalid?.focus();
      return invalid !== null;
    },
    [check],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // The wizard's Back button (formNoValidate) goes without any check.
      if (submitter && "formNoValidate" in submitter && (submitter as HTMLButtonElement).formNoValidate) return;
      const form = event.currentTarget;
      const validator = validatorRef.current;
      if (validator) {
        if (blockSubmit(form, validator, submitter)) event.preventDefault();
        return;
      }
      // The check has not arrived yet: hold the submission, never lose it.
      event.preventDefault();
      void load().then((loaded) => {
        if (!form.isConnected) return;
        if (loaded && blockSubmit(form, loaded, submitter)) return;
        submit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form);
      });
    },
    [blockSubmit, load, submit],
  );

  const onBlur = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const target = event.target as Partial<FieldElement>;
      if (!target.name || target.type === "hidden" || target instanceof HTMLButtonElement) return;
      if (shouldValidateOn("blur", Boolean(stateRef.current.validated[target.name]))) validateField(event.currentTarget, target.name);
    },
    [validateField],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as Partial<FieldElement>;
      if (!target.name) return;
      if (shouldValidateOn("input", Boolean(stateRef.current.validated[target.name]))) validateField(event.currentTarget, target.name);
    },
    [validateField],
  );

  const startLoading = useCallback(() => void load(), [load]);

  const form: LeadFormMeta = {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: state.errors[""],
    status: lastResult?.status,
    toast: lastResult?.toast,
    noValidate: true,
    handlers: { onSubmit, onFocus: startLoading, onPointerDown: startLoading, onBlur, onInput },
  };
  const fields = useMemo(
    () => fieldsProxy(id, { values: state.values, errors: state.errors, constraint: constraint ?? undefined }),
    [id, state.values, state.errors, constraint],
  );
  return [form, fields as { [Name in keyof Shape & string]-?: FieldMeta }];
}

/** Conform's getFormProps: id, noValidate, aria-describedby for form errors. */
export function getFormProps(form: LeadFormMeta) {
  return {
    id: form.id,
    noValidate: form.noValidate,
    "aria-describedby": form.errors ? form.errorId : undefined,
    ...form.handlers,
  };
}

/** Remix <Form> wired to the light form hook. */
export function LeadForm({ form, ...props }: { form: LeadFormMeta } & ComponentProps<typeof Form>) {
  // Form props first, as the call sites spread Conform's getFormProps: the same attribute order.
  return <Form {...getFormProps(form)} {...props} />;
}

/** What a lead form component gets from its page: the signed render time, constraints, reply. */
export interface LeadFormProps {
  formToken: string;
  constraint: FormConstraint;
  lastResult: LeadFormResult | null;
}

/** Only what a real action reply looks like; a stray object (e.g. a 413 body) has no `status`. */
export function asSubmissionResult(value: unknown): LeadFormResult | null {
  if (typeof value !== "object" || value === null || !("status" in value)) return null;
  return value as LeadFormResult;
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

/**
 * Form-level messages (rate limit, bot trap, delivery failure), announced to screen readers by
 * the inline alert. A failed send also shows the spec's error toast (section 8), and so does any
 * form-level message when `toastTitle` is given (the wizard's blocked step, spec section 4). The
 * toast repeats the alert for the eye only, so screen readers hear the message once.
 */
export function FormErrors({ form, toastTitle }: { form: Pick<LeadFormMeta, "errorId" | "errors" | "toast">; toastTitle?: string }) {
  const first = form.errors?.[0];
  const toast = form.toast ?? (toastTitle && first ? { title: toastTitle, description: first } : undefined);
  if (!form.errors?.length && !toast) return null;
  return (
    <>
      {form.errors?.length ? (
        <div id={form.errorId} className="form-errors" role="alert">
          {form.errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {toast ? (
        <div className="toaster" aria-hidden="true">
          <div className="toast toast-error">
            <div>
              <strong>{toast.title}</strong>
              <p>{toast.description}</p>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}

type AnyField = FieldMeta;

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
  const { key, ...props } = inputAttributes(meta, { type: type === "number" ? "text" : type });
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
  const { key, ...props } = textareaAttributes(meta);
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
  const { key, ...props } = selectAttributes(meta);
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
  const { key, ...props } = inputAttributes(meta, { type: "checkbox" });
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
        const { key, ...props } = inputAttributes(meta, { type: "radio", value: option.value });
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
