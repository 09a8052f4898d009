// The editor's text fields, checked on the server with German messages at each field. Plain
// code: the form is multipart (a picture), and the limits are few.
import type { BlogPostInput } from "~/server/blog/admin.queries.server";

export interface EditorValues {
  titel: string;
  teaser: string;
  kategorie: string;
  datum: string;
  inhalt: string;
}

export type EditorField = keyof EditorValues | "bild";

export interface EditorActionData {
  /** What was typed (null when the form could not be read and the post is new). */
  values: EditorValues | null;
  fieldErrors: Partial<Record<EditorField, string>>;
  formError: string | null;
  /**
   * `image`: a newly chosen picture as a data: URL (sniffed JPEG/PNG/WebP, at most
   * PREVIEW_IMAGE_BYTES); `removeImage`: "Bild entfernen" is ticked. Otherwise the stored image shows.
   */
  preview: { html: string; imageNote: string | null; image: string | null; removeImage: boolean } | null;
}

export const EDITOR_LIMITS = { titel: 200, teaser: 500, kategorie: 60, inhalt: 50_000 } as const;

function text(formData: FormData, name: keyof EditorValues | "kategorie_neu", max: number): string {
  const value = formData.get(name);
  // Cut far past the limit only, so the message below still fires for a slightly long value.
  return typeof value === "string"
    ? value
        .replace(/\r\n?/g, "\n")
        .trim()
        .slice(0, max * 2)
    : "";
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseEditorForm(formData: FormData): {
  values: EditorValues;
  input: BlogPostInput | null;
  fieldErrors: Partial<Record<EditorField, string>>;
} {
  const values: EditorValues = {
    titel: text(formData, "titel", EDITOR_LIMITS.titel),
    teaser: text(formData, "teaser", EDITOR_LIMITS.teaser),
    // The select offers the categories in use; a new one typed beside it wins.
    kategorie: text(formData, "kategorie_neu", EDITOR_LIMITS.kategorie) || text(formData, "kategorie", EDITOR_LIMITS.kategorie),
    datum: text(formData, "datum", 10),
    inhalt: text(formData, "inhalt", EDITOR_LIMITS.inhalt),
  };
  const fieldErrors: Partial<Record<EditorField, string>> = {};
  if (values.titel === "") fieldErrors.titel = "Bitte geben Sie einen Titel ein.";
  else if (values.titel.length > EDITOR_LIMITS.titel)
    fieldErrors.titel = `Der Titel darf höchstens ${EDITOR_LIMITS.titel} Zeichen lang sein.`;
  if (values.teaser.length > EDITOR_LIMITS.teaser)
    fieldErrors.teaser = `Der Teaser darf höchstens ${EDITOR_LIMITS.teaser} Zeichen lang sein.`;
  if (values.kategorie.length > EDITOR_LIMITS.kategorie) {
    fieldErrors.kategorie = `Die Kategorie darf höchstens ${EDITOR_LIMITS.kategorie} Zeichen lang sein.`;
  }
  if (!isCalendarDate(values.datum) || values.datum < "2000-01-01" || values.datum > "2099-12-31") {
    fieldErrors.datum = "Bitte geben Sie ein gültiges Veröffentlichungsdatum ein.";
  }
  if (values.inhalt.length > EDITOR_LIMITS.inhalt) {
    fieldErrors.inhalt = `Der Inhalt darf höchstens 50.000 Zeichen lang sein.`;
  }
  const input =
    Object.keys(fieldErrors).length === 0
      ? {
          title: values.titel,
          teaser: values.teaser,
          category: values.kategorie,
          publishedAt: values.datum,
          contentSource: values.inhalt,
        }
      : null;
  return { values, input, fieldErrors };
}
