// The form hook: Conform's own `useForm` from @conform-to/react with Conform's
// `parseWithZod`, on the same zod schema the action validates with. Conform gives each input its
// id, name, default value, native constraints (`getZodConstraint` on the server, so the browser
// checks them without JavaScript) and aria-invalid/aria-describedby; it validates a field on
// blur, then on every input, and on submit checks all and focuses the first invalid field.
// zod and the schema load on the form's first focus or pointer-down (ADR 0021 has the figures).
import { type FieldMetadata, type FormMetadata, parse, type Submission, useForm as useConformForm } from "@conform-to/react";
import { useCallback, useRef } from "react";
import type { z } from "zod";
import type { FailureToast, FormConstraint, FormResult } from "~/lib/form-types";

export type { FailureToast, FormConstraint, FormResult } from "~/lib/form-types";

/** Any field of any form, as the field components take it. */
// biome-ignore lint/suspicious/noExplicitAny: a component takes the fields of every form schema
export type FieldMeta = FieldMetadata<any, any, string[]>;

/**
 * A form-level message derived from the field errors and the entered values (the wizard's
 * step check, spec section 4/5), shown above the form as the server's reply would show it.
 */
export type FormCheck = (errors: Record<string, string[] | null> | null | undefined, values: Record<string, unknown>) => string | null;

/** What the form components need of Conform's form metadata, plus the failure toast. */
export interface FormMeta {
  id: string;
  errorId: string;
  /** Form-level messages (rate limit, bot trap, the wizard's step check). */
  errors: string[] | undefined;
  /** Every message by field name, "" for the form's own (the error summary reads it). */
  allErrors: Record<string, string[]>;
  /** The server's failure toast when it could not store the form (spec section 8). */
  toast: FailureToast | undefined;
  /** 'error' right after a submit Conform or the server refused (the summary takes the focus). */
  status: "success" | "error" | undefined;
  onSubmit: FormMetadata["onSubmit"];
  /** Starts loading zod and the schema (focus or pointer-down anywhere in the form). */
  onFocus: () => void;
}

/** Conform's hidden intent button (validate on blur, etc.) also carries formNoValidate. */
const CONFORM_INTENT = "__intent__";

interface Validator {
  parseWithZod: typeof import("@conform-to/zod/v4").parseWithZod;
  schema: z.ZodType;
  check?: FormCheck;
}

export function useForm<Schema extends z.ZodType>({
  id,
  schema,
  constraint,
  lastResult,
  defaultValue,
  formCheck,
}: {
  id: string;
  /** Loads the action's zod schema, e.g. `() => import("~/lib/schemas/contact").then((m) => m.contactSchema)`. */
  schema: () => Promise<Schema>;
  /** `getZodConstraint(schema)` from the loader (`formConstraint` in server/leads/submit.server.ts). */
  constraint?: FormConstraint | null;
  lastResult?: FormResult | null;
  defaultValue?: Record<string, unknown>;
  /** Loads a form-level check that runs after the schema (lazily, like the schema). */
  formCheck?: () => Promise<FormCheck>;
}) {
  const validator = useRef<Validator | null>(null);
  const failed = useRef(false);
  const loading = useRef<Promise<void> | null>(null);
  const schemaRef = useRef(schema);
  schemaRef.current = schema;
  const formCheckRef = useRef(formCheck);
  formCheckRef.current = formCheck;

  const load = useCallback((): Promise<void> => {
    loading.current ??= Promise.all([import("@conform-to/zod/v4"), schemaRef.current(), formCheckRef.current?.()]).then(
      ([module, loaded, check]) => {
        validator.current = { parseWithZod: module.parseWithZod, schema: loaded, check };
        failed.current = false;
      },
      () => {
        // Offline or a failed deploy: the server validates; the next focus tries again.
        failed.current = true;
        loading.current = null;
      },
    );
    return loading.current;
  }, []);

  const errorNames = useRef<string[]>([]);
  const [form, fields] = useConformForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    constraint: constraint ?? undefined,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ form: element, formData, submitter }): Submission<z.input<Schema>, string[], z.output<Schema>> {
      const isIntent = submitter?.name === CONFORM_INTENT;
      // The wizard's Back button (formNoValidate) goes to the server without any check.
      if (submitter?.formNoValidate && !isIntent) return parse(formData, { resolve: () => ({ error: null }) }) as never;
      const loaded = validator.current;
      if (!loaded) {
        if (failed.current && !isIntent) return parse(formData, { resolve: () => ({ error: null }) }) as never;
        // The check has not arrived yet: hold the submission (never lose it), keep the messages
        // shown, and run again once it is there.
        void load().then(() => {
          if (!element.isConnected) return;
          if (isIntent && submitter) {
            // Conform's intent button (validate on blur) is gone by now: put it back for the replay.
            const detached = !submitter.isConnected;
            if (detached) (element as HTMLFormElement).appendChild(submitter);
            element.requestSubmit(submitter);
            if (detached) submitter.remove();
          } else element.requestSubmit(submitter?.isConnected ? submitter : null);
        });
        const keep = Object.fromEntries(errorNames.current.map((name) => [name, null]));
        return parse(formData, { resolve: () => ({ error: keep }) }) as never;
      }
      const submission = loaded.parseWithZod(formData, { schema: loaded.schema });
      if (submission.status !== "success" && loaded.check && submission.error) {
        const message = loaded.check(submission.error, Object.fromEntries(formData));
        if (message) submission.error[""] = [message];
      }
      return submission as never;
    },
  });
  const allErrors = form.allErrors;
  errorNames.current = Object.keys(allErrors);
  const onFocus = useCallback(() => void load(), [load]);
  const meta: FormMeta = {
    id: form.id,
    errorId: form.errorId,
    errors: form.errors,
    allErrors,
    toast: lastResult?.toast,
    status: form.status,
    onSubmit: form.onSubmit,
    onFocus,
  };
  return [meta, fields] as const;
}

/**
 * Conform's getFormProps plus the lazy loading trigger. noValidate always, as Conform has it:
 * without JavaScript the server answers with the German messages of the spec instead of the
 * browser's own bubbles; with it, Conform checks.
 */
export function getFormProps(form: FormMeta) {
  return {
    id: form.id,
    noValidate: true,
    onSubmit: form.onSubmit,
    onFocus: form.onFocus,
    onPointerDown: form.onFocus,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}
