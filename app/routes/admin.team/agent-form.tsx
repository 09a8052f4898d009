// The broker form (add and edit): a plain multipart form that works without JavaScript; the
// server answers with German messages at the fields (agent-form.server.ts).
import { Form, useNavigation } from "react-router";
import { AGENT_ANREDE_CHOICES } from "~/lib/agent-anrede";
import type { AgentFormErrors, AgentFormValues } from "./agent-form.server";

type FieldKey = keyof AgentFormValues;

const LABELS: Record<FieldKey, string> = {
  name: "Name",
  position: "Position / Titel",
  email: "E-Mail",
  phone: "Telefon",
  education: "Ausbildung",
  description: "Über die Person (ein Absatz pro Zeile)",
  anrede: "Anrede",
};

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}

function TextField({
  name,
  values,
  errors,
  type = "text",
  required = false,
  rows,
}: {
  name: FieldKey;
  values: AgentFormValues;
  errors: AgentFormErrors;
  type?: string;
  required?: boolean;
  /** A textarea of this many rows, for text longer than a line (the server folds its line breaks). */
  rows?: number;
}) {
  const id = `agent-${name}`;
  const message = errors[name];
  return (
    <div className="team-field">
      <label htmlFor={id}>
        {LABELS[name]}
        {required ? " *" : ""}
      </label>
      {rows ? (
        <textarea
          id={id}
          name={name}
          rows={rows}
          defaultValue={values[name]}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={values[name]}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
      )}
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

export function AgentForm({
  values,
  errors,
  currentPhoto,
  submitLabel,
}: {
  values: AgentFormValues;
  errors: AgentFormErrors;
  /** The photo on file (edit only). */
  currentPhoto: string | null;
  submitLabel: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" className="team-form" noValidate>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="team-field">
        {/* The public pages' "Ihre Ansprechpartnerin" / "Ihr Ansprechpartner" / "Ihre Ansprechperson". */}
        <label htmlFor="agent-anrede">{LABELS.anrede}</label>
        <select
          id="agent-anrede"
          name="anrede"
          defaultValue={values.anrede}
          aria-invalid={errors.anrede ? true : undefined}
          aria-describedby={errors.anrede ? "agent-anrede-error" : undefined}
        >
          {AGENT_ANREDE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <FieldMessage id="agent-anrede-error" message={errors.anrede} />
      </div>
      <TextField name="name" values={values} errors={errors} required />
      <TextField name="position" values={values} errors={errors} />
      <TextField name="email" values={values} errors={errors} type="email" />
      <TextField name="phone" values={values} errors={errors} type="tel" />
      {/* A textarea: a degree like "Immobilienmakler-Befähigungsprüfung (WKO)" was cut in one line. */}
      <TextField name="education" values={values} errors={errors} rows={2} />
      <div className="team-field">
        <label htmlFor="agent-description">{LABELS.description}</label>
        <textarea
          id="agent-description"
          name="description"
          rows={6}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "agent-description-error" : undefined}
        />
        <FieldMessage id="agent-description-error" message={errors.description} />
      </div>
      <fieldset className="team-photo">
        <legend>Foto</legend>
        {currentPhoto ? (
          <img src={currentPhoto} alt="Aktuelles Foto" width={120} height={150} className="team-thumb" />
        ) : (
          <p>Noch kein Foto.</p>
        )}
        <label htmlFor="agent-bild">
          {currentPhoto ? "Neues Foto (JPEG, PNG oder WebP, höchstens 10 MB)" : "Foto (JPEG, PNG oder WebP, höchstens 10 MB)"}
        </label>
        <input
          id="agent-bild"
          name="bild"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errors.bild ? true : undefined}
          aria-describedby={errors.bild ? "agent-bild-error" : undefined}
        />
        <FieldMessage id="agent-bild-error" message={errors.bild} />
        {currentPhoto ? (
          <label className="team-checkbox">
            <input type="checkbox" name="foto_entfernen" value="1" /> Foto entfernen
          </label>
        ) : null}
        {currentPhoto ? <p className="team-hint">Ohne neue Datei bleibt das aktuelle Foto.</p> : null}
      </fieldset>
      <p className="team-form-actions">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        <a className="button button-secondary" href="/admin/team">
          Abbrechen
        </a>
      </p>
    </Form>
  );
}
