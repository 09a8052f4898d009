// The post form: a plain multipart form that works without JavaScript (React Router's <Form>
// submits it without a reload when JavaScript runs). Two submit buttons: 'Vorschau' and
// 'Speichern'. With JavaScript the preview also follows the typing: a pause of PREVIEW_PAUSE_MS
// sends the form as 'Vorschau' in the background (onLivePreview), nothing is saved.
import { type FormEvent, useEffect, useRef } from "react";
import { Form } from "react-router";
import type { BlogImage } from "~/server/blog/queries.server";
import type { EditorActionData, EditorField, EditorValues } from "./fields.server";
import { MarkdownHelp, MarkdownToolbar, onMarkdownShortcut } from "./markdown-toolbar";

const PREVIEW_PAUSE_MS = 700;
/** A new picture this size or smaller travels with the live preview (the server shows up to 2 MB). */
const LIVE_PICTURE_BYTES = 2 * 1024 * 1024;

function describedBy(name: EditorField, errors: EditorActionData["fieldErrors"], hint?: string) {
  const ids = [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function ErrorText({ name, errors }: { name: EditorField; errors: EditorActionData["fieldErrors"] }) {
  const message = errors[name];
  return message ? (
    <p className="field-error" id={`${name}-error`}>
      {message}
    </p>
  ) : null;
}

export function EditorForm({
  values,
  errors,
  image,
  busy,
  categories,
  onLivePreview,
}: {
  categories: string[];
  /** With JavaScript: the form's data as a 'Vorschau' to send in the background. */
  onLivePreview?: (formData: FormData) => void;
  values: EditorValues;
  errors: EditorActionData["fieldErrors"];
  image: BlogImage | null;
  busy: boolean;
}) {
  const invalid = (name: EditorField) => (errors[name] ? true : undefined);
  // The post's own category stays choosable even if no other post uses it.
  const options = values.kategorie && !categories.includes(values.kategorie) ? [...categories, values.kategorie].sort() : categories;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedulePreview = (event: FormEvent<HTMLFormElement>) => {
    if (!onLivePreview) return;
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const formData = new FormData(form);
      formData.set("intent", "preview");
      const picture = formData.get("bild");
      if (picture instanceof File && picture.size > LIVE_PICTURE_BYTES) formData.delete("bild");
      onLivePreview(formData);
    }, PREVIEW_PAUSE_MS);
  };
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="staff-form blog-editor"
      onInput={schedulePreview}
      onChange={schedulePreview}
    >
      <div className="field">
        <label htmlFor="titel">Titel</label>
        <input
          id="titel"
          name="titel"
          type="text"
          required
          maxLength={200}
          defaultValue={values.titel}
          aria-invalid={invalid("titel")}
          aria-describedby={describedBy("titel", errors)}
        />
        <ErrorText name="titel" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="teaser">Teaser</label>
        <textarea
          id="teaser"
          name="teaser"
          rows={3}
          maxLength={500}
          defaultValue={values.teaser}
          aria-invalid={invalid("teaser")}
          aria-describedby={describedBy("teaser", errors)}
        />
        <ErrorText name="teaser" errors={errors} />
      </div>
      <div className="blog-editor-row">
        <fieldset className="field blog-editor-category">
          <legend>Kategorie</legend>
          <label htmlFor="kategorie">Vorhandene Kategorie</label>
          <select
            id="kategorie"
            name="kategorie"
            defaultValue={values.kategorie}
            aria-invalid={invalid("kategorie")}
            aria-describedby={describedBy("kategorie", errors)}
          >
            <option value="">Ohne Kategorie</option>
            {options.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <label htmlFor="kategorie-neu">Oder neue Kategorie</label>
          <input
            id="kategorie-neu"
            name="kategorie_neu"
            type="text"
            maxLength={60}
            aria-describedby="kategorie-neu-hint"
            aria-invalid={invalid("kategorie")}
          />
          <p className="staff-hint" id="kategorie-neu-hint">
            Nur ausfüllen, wenn keine passt; sie ersetzt die Auswahl darüber.
          </p>
          <ErrorText name="kategorie" errors={errors} />
        </fieldset>
        <div className="field">
          <label htmlFor="datum">Veröffentlichungsdatum</label>
          <input
            id="datum"
            name="datum"
            type="date"
            required
            defaultValue={values.datum}
            aria-invalid={invalid("datum")}
            aria-describedby={describedBy("datum", errors, "datum-hint")}
          />
          <p className="staff-hint" id="datum-hint">
            Vor diesem Tag ist der Beitrag nicht öffentlich, auch wenn er veröffentlicht ist.
          </p>
          <ErrorText name="datum" errors={errors} />
        </div>
      </div>
      <fieldset className="field blog-editor-image">
        <legend>Bild</legend>
        {image ? (
          <>
            <img src={image.src} srcSet={image.srcSet} sizes="20rem" alt="Aktuelles Bild des Beitrags" width={320} height={180} />
            <label className="staff-checkbox">
              <input type="checkbox" name="bild_entfernen" value="1" /> Bild entfernen
            </label>
          </>
        ) : null}
        <label htmlFor="bild">{image ? "Neues Bild wählen" : "Bild wählen"}</label>
        <input
          id="bild"
          name="bild"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={invalid("bild")}
          aria-describedby={describedBy("bild", errors, "bild-hint")}
        />
        <p className="staff-hint" id="bild-hint">
          JPEG, PNG oder WebP, höchstens 10 MB.{image ? " Ohne neue Datei bleibt das aktuelle Bild." : ""}
        </p>
        <ErrorText name="bild" errors={errors} />
      </fieldset>
      <div className="field blog-editor-content">
        <label htmlFor="inhalt">Inhalt</label>
        <MarkdownToolbar target="inhalt" />
        <textarea
          id="inhalt"
          name="inhalt"
          rows={18}
          maxLength={50_000}
          defaultValue={values.inhalt}
          aria-invalid={invalid("inhalt")}
          aria-describedby={describedBy("inhalt", errors, "inhalt-hint")}
          onKeyDown={onMarkdownShortcut}
        />
        {/* Beside the field on wide screens (admin-blog.css); the Markdown is CommonMark. */}
        <MarkdownHelp id="inhalt-hint" />
        <ErrorText name="inhalt" errors={errors} />
      </div>
      {/* Sticky at the foot of the screen while the form is in view, so "Speichern" is always at
          hand in a long post; at the form's end it rests in its place (admin-blog.css). */}
      <div className="staff-actions blog-editor-actions">
        <button className="button button-secondary" type="submit" name="intent" value="preview" disabled={busy}>
          Vorschau
        </button>
        <button className="button" type="submit" name="intent" value="save" disabled={busy}>
          Speichern
        </button>
      </div>
    </Form>
  );
}
