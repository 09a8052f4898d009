// The form's markup: the Remix <Form> wired to Conform's useForm, the text,
// textarea and select fields with Conform's getInputProps/getSelectProps/getTextareaProps, the
// error list under a field, the form-level alert, the submit button, and what lead forms add
// (bot traps). Lead and staff forms use the same pieces; read components/forms.tsx first.
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { type ComponentProps, type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "~/lib/honeypot";
import { type FieldMeta, type FormConstraint, type FormMeta, type FormResult, getFormProps } from "./use-form";

type InputType = "text" | "email" | "tel" | "url" | "password" | "checkbox" | "radio";

/**
 * Conform's getInputProps, without the constraint attributes HTML does not allow on the type
 * (a zod enum gives radios a `pattern`, which makes the page invalid). The server validates
 * every field anyway. `key` is pulled out, for React.
 */
export function inputProps(meta: FieldMeta, type: InputType, value?: string) {
  const { key, ...props } = getInputProps(meta, { type, value } as Parameters<typeof getInputProps>[1]) as Record<string, unknown> & {
    key?: string;
  };
  if (!/^(text|url|tel|email|password)$/.test(type)) {
    delete props.minLength;
    delete props.maxLength;
    delete props.pattern;
  }
  delete props.min;
  delete props.max;
  delete props.step;
  return { key, props };
}

/** Remix <Form> wired to the hook; posts unless told otherwise. */
export function AppForm({ form, ...props }: { form: FormMeta } & ComponentProps<typeof Form>) {
  // Form props first, as the call sites spread Conform's getFormProps: the same attribute order.
  return <Form {...getFormProps(form)} method="post" {...props} />;
}

/**
 * The staff forms' form-level message (sign-in, sign-up, password reset): one alert at the form's
 * error id, with an optional bold lead-in ("Anmeldung fehlgeschlagen"); nothing without a message.
 */
export function StaffFormAlert({ form, title }: { form: Pick<FormMeta, "errorId" | "errors">; title?: string }) {
  if (!form.errors) return null;
  return (
    <p className="staff-alert staff-alert-error" id={form.errorId} role="alert">
      {title ? (
        <>
          <strong>{title}</strong>{" "}
        </>
      ) : null}
      {form.errors.join(" ")}
    </p>
  );
}

/**
 * A field's messages, at the id its control names in aria-describedby. In lead forms the line is
 * always there (empty until a message arrives; leads.css reserves its height), so a message
 * appearing on blur never moves the next control under the pointer.
 */
export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  return (
    <ul id={id} className="field-error">
      {errors?.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The wizard's summary line when no step check applies: the fields say what is wrong. */
export const CHECK_MARKED_FIELDS = "Bitte prüfen Sie die markierten Felder.";

/**
 * The error summary at the top of the form: the form-level messages (rate limit, bot trap,
 * delivery failure, the wizard's step check) and one link per invalid field, which focuses that
 * field. After a failed submit it takes the focus, so screen readers read it once and keyboard
 * users start from it. With a failed send the spec's error toast (section 8) shows too; field
 * messages never get a toast (no third copy).
 */
export function FormErrors({
  form,
  fieldLinks = true,
}: {
  form: Pick<FormMeta, "id" | "errorId" | "errors" | "allErrors" | "toast" | "status">;
  /**
   * false: the summary names no field (the valuation wizard): each problem is said once,
   * beside its field; the summary holds the step check or one line pointing at the marked fields.
   */
  fieldLinks?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Field links join the summary once a submit was refused (Conform's status "error"); a
  // message shown on blur stays beside its field, so the form never moves under the pointer.
  // Validation on blur reports no status, so the flag is kept once set.
  const submitted = useRef(false);
  if (form.status === "error") submitted.current = true;
  const fieldErrors = submitted.current
    ? Object.entries(form.allErrors).filter(([name, messages]) => name !== "" && messages.length > 0)
    : [];
  const shown = (form.errors?.length ?? 0) > 0 || fieldErrors.length > 0;
  const formErrors = !fieldLinks && shown && !form.errors?.length ? [CHECK_MARKED_FIELDS] : (form.errors ?? []);
  const linked = fieldLinks ? fieldErrors : [];
  useEffect(() => {
    if (form.status === "error" && shown) ref.current?.focus();
  }, [form.status, shown]);
  const toast = form.toast;
  if (!shown && !toast) return null;
  return (
    <>
      {shown ? (
        <div id={form.errorId} ref={ref} className="form-errors" role="alert" tabIndex={-1}>
          {formErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
          {linked.length > 0 ? (
            <>
              {formErrors.length === 0 ? <p className="error-summary-title">Bitte prüfen Sie Ihre Angaben:</p> : null}
              <ul>
                {linked.map(([name, messages]) => (
                  <li key={name}>
                    <a href={`#${form.id}-${name}`} onClick={(event) => focusField(event, form.id, name)}>
                      {messages[0]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
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

/** A summary link focuses its field's control (a radio group: its checked or first option). */
function focusField(event: MouseEvent<HTMLAnchorElement>, formId: string, name: string) {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return;
  const controls = Array.from(form.querySelectorAll<HTMLElement>("input, select, textarea")).filter(
    (control) => control.getAttribute("name") === name && control.getAttribute("type") !== "hidden",
  );
  const target = controls.find((control) => (control as HTMLInputElement).checked) ?? controls[0];
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: "center" });
}

/** Label (with a visual * when required), the control, its messages. */
function FieldFrame({ meta, label, className, children }: { meta: FieldMeta; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        {meta.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A text-like input; `hint` sits under the label and describes the input until it has errors. */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  placeholder,
  hint,
  className,
}: {
  meta: FieldMeta;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "number" | "url" | "password";
  autoComplete?: string;
  inputMode?: "text" | "decimal" | "numeric" | "tel" | "email" | "url";
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  const { key, props } = inputProps(meta, type === "number" ? "text" : type);
  return (
    <FieldFrame meta={meta} label={label} className={className}>
      {hint ? (
        <p className="field-hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      <input
        key={key}
        {...props}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-describedby={(props["aria-describedby"] as string | undefined) ?? (hint ? meta.descriptionId : undefined)}
      />
    </FieldFrame>
  );
}

export function TextareaField({ meta, label, rows = 5 }: { meta: FieldMeta; label: ReactNode; rows?: number }) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <FieldFrame meta={meta} label={label}>
      <textarea key={key} {...props} rows={rows} />
    </FieldFrame>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder = "Bitte wählen",
}: {
  meta: FieldMeta;
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}) {
  const { key, ...props } = getSelectProps(meta);
  return (
    <FieldFrame meta={meta} label={label}>
      <select key={key} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * Disabled and showing `pendingLabel` ('Wird gesendet...', spec section 4) while its form is
 * being submitted. `intent` is the button's name=intent value: what the action does (a page
 * with several forms, the wizard's next/submit), and only a submission with it counts as this
 * button's.
 */
export function SubmitButton({
  children,
  intent,
  pendingLabel = "Wird gesendet...",
  className = "button",
}: {
  children: ReactNode;
  intent?: string;
  pendingLabel?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button type="submit" className={className} name={intent && "intent"} value={intent} disabled={pending} aria-disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}

// What every public lead form adds: the bot traps and the form-level messages on top.

/** Only what a real action reply looks like; a stray object (e.g. a 413 body) has no `status`. */
export function asSubmissionResult(value: unknown): FormResult | null {
  if (typeof value !== "object" || value === null || !("status" in value)) return null;
  return value as FormResult;
}

/** What a lead form component gets from its page: the signed render time, constraints, reply. */
export interface LeadFormProps {
  formToken: string;
  constraint: FormConstraint;
  lastResult: FormResult | null;
}

/**
 * A lead page's form props from `loadLeadFormPage` and the action's reply, plus `key`: the
 * location key, which changes when the action redirects after success, so the form mounts
 * afresh (the reset convention, components/forms.tsx). `<Form key={key} {...props} />`.
 */
export function useLeadFormPage(): LeadFormProps & { key: string } {
  const { formToken, constraint } = useLoaderData<{ formToken: string; constraint: FormConstraint }>();
  const lastResult = asSubmissionResult(useActionData());
  return { key: useLocation().key, formToken, constraint, lastResult };
}

/**
 * The bot traps (server/http/honeypot.server.ts): a field people never see and the signed time the
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

/** The query flag a lead action's redirect adds after success, e.g. `?gesendet`. */
export const SENT_FLAG = "gesendet";

/** True on the page the action redirected to after a successful send. */
export function useSentFlag(): boolean {
  return new URLSearchParams(useLocation().search).has(SENT_FLAG);
}

/**
 * The confirmation shown where the form was after a successful send, with and
 * without JavaScript: the action redirects to `?gesendet#<anchor>`. `again` leads back to an
 * empty form.
 */
export function SentConfirmation({ title, again }: { title: string; again: { href: string; label: string } }) {
  return (
    <section className="card lead-sent" aria-labelledby="lead-sent-title">
      <h2 id="lead-sent-title">{title}</h2>
      <p>Vielen Dank für Ihre Anfrage. Wir werden uns in Kürze bei Ihnen melden.</p>
      <p>
        <Link to={again.href} replace preventScrollReset>
          {again.label}
        </Link>
      </p>
    </section>
  );
}

/** A lead form: the form, its bot traps and its form-level messages (alert and toast) on top. */
export function LeadFormFrame({ formToken, children, ...props }: ComponentProps<typeof AppForm> & { formToken: string }) {
  return (
    <AppForm {...props}>
      <HoneypotFields formToken={formToken} />
      <FormErrors form={props.form} />
      {children}
    </AppForm>
  );
}
