// The form hook (ADR 0021, ADR 0022): one hook for every form, lead and staff alike. It gives
// each input its name, default value, native constraints (required, minLength, maxLength,
// pattern: computed by the server from the zod schema, so the browser checks them without
// JavaScript) and aria-invalid/aria-describedby, with the ids Conform used. zod and Conform's
// parser load only once a visitor starts on the form. Read components/forms.tsx first.
import { useSubmit } from "@remix-run/react";
import { type FocusEvent, type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import {
  type ErrorMap,
  type FailureToast,
  type FieldMeta,
  type FormConstraint,
  type FormResult,
  fieldsProxy,
  firstInvalidControl,
  initialFormState,
  shouldValidateOn,
  visibleErrors,
} from "~/forms/lead-form";

type Validator = (formData: FormData) => ErrorMap;
/**
 * A form-level message derived from the field errors and the entered values (the wizard's
 * step check, spec section 4/5), shown above the form as the server's reply would show it.
 */
export type FormCheck = (errors: ErrorMap, values: Record<string, unknown>) => string | null;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

export interface FormMeta {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  /** The server's failure toast when it could not store the form (spec section 8). */
  toast: FailureToast | undefined;
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
export function useForm<Shape extends Record<string, unknown> = Record<string, unknown>>({
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
  lastResult?: FormResult | null;
  defaultValue?: Record<string, unknown>;
  /** Loads a form-level check that runs after the schema (lazily, like the schema). */
  formCheck?: () => Promise<FormCheck>;
}): [FormMeta, { [Name in keyof Shape & string]-?: FieldMeta }] {
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

  const form: FormMeta = {
    id,
    errorId: `${id}-error`,
    errors: state.errors[""],
    toast: lastResult?.toast,
    handlers: { onSubmit, onFocus: startLoading, onPointerDown: startLoading, onBlur, onInput },
  };
  const fields = useMemo(
    () => fieldsProxy(id, { values: state.values, errors: state.errors, constraint: constraint ?? undefined }),
    [id, state.values, state.errors, constraint],
  );
  return [form, fields as { [Name in keyof Shape & string]-?: FieldMeta }];
}

/**
 * Conform's getFormProps: id, noValidate, aria-describedby for form errors. noValidate always, as
 * Conform had it: without JavaScript the server answers with the German messages of the spec
 * instead of the browser's own bubbles; with it, the hook checks.
 */
export function getFormProps(form: FormMeta) {
  return {
    id: form.id,
    noValidate: true,
    "aria-describedby": form.errors ? form.errorId : undefined,
    ...form.handlers,
  };
}
