// The broker form of the team editor: read the multipart body, check the fields and
// the photo with German messages, and store an accepted photo in the staff image pipeline. A
// form with any error changes nothing: the photo is only stored once every field is valid.
import { data } from "react-router";
import { isAgentAnrede } from "~/lib/agent-anrede";
import { photoUrl, type StoredPhoto } from "~/lib/responsive-image";
import type { RequestContext } from "~/load-context";
import type { StaffUser } from "~/server/accounts/auth.server";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { checkStaffImage, MAX_UPLOAD_FORM_BYTES, storeStaffImage, UploadError } from "~/server/photos/upload.server";
import type { AgentFields, PhotoChange } from "~/server/team/admin.queries.server";

export type AgentFormValues = Record<keyof AgentFields, string>;
export type AgentFormErrors = Partial<Record<keyof AgentFields | "bild" | "form", string>>;
export interface AgentFormData {
  errors: AgentFormErrors;
  values: AgentFormValues;
}

type TextKey = Exclude<keyof AgentFields, "anrede">;

const LIMITS: Record<TextKey, number> = {
  name: 120,
  position: 120,
  email: 254,
  phone: 40,
  education: 300,
  description: 5000,
};

export const AGENT_MESSAGES = {
  nameMissing: "Bitte geben Sie den Namen ein.",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@donau-estate.at.",
  phone: "Bitte geben Sie eine gültige Telefonnummer ein, z. B. +43 1 234 56 78.",
  tooLong: (max: number) => `Bitte höchstens ${max} Zeichen eingeben.`,
  anrede: "Bitte wählen Sie Frau, Herr oder „keine Angabe“.",
} as const;

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const PHONE = /^\+?[0-9][0-9 ()/-]*[0-9]$/;

function text(formData: FormData, key: string): string {
  const value = formData.get(key);
  return typeof value === "string" ? value.trim() : "";
}

/** The fields as typed (for the form after an error) and the checked values, or the errors. */
export function parseAgentFields(formData: FormData): { values: AgentFormValues; fields: AgentFields | null; errors: AgentFormErrors } {
  const values = Object.fromEntries(
    [...(Object.keys(LIMITS) as TextKey[]), "anrede"].map((key) => [key, text(formData, key)]),
  ) as AgentFormValues;
  // Line breaks only matter in the description (paragraphs); elsewhere they are spaces.
  for (const key of ["name", "position", "email", "phone", "education"] as const) values[key] = values[key].replace(/\s+/g, " ");
  const errors: AgentFormErrors = {};
  for (const key of Object.keys(LIMITS) as TextKey[]) {
    if (values[key].length > LIMITS[key]) errors[key] = AGENT_MESSAGES.tooLong(LIMITS[key]);
  }
  if (!values.name) errors.name = AGENT_MESSAGES.nameMissing;
  // The select offers "" (keine Angabe), Frau and Herr; anything else is a tampered form.
  if (values.anrede && !isAgentAnrede(values.anrede)) {
    errors.anrede = AGENT_MESSAGES.anrede;
    values.anrede = "";
  }
  if (values.email && !errors.email && !EMAIL.test(values.email)) errors.email = AGENT_MESSAGES.email;
  const digits = values.phone.replace(/\D/g, "").length;
  if (values.phone && !errors.phone && (!PHONE.test(values.phone) || digits < 6 || digits > 20)) errors.phone = AGENT_MESSAGES.phone;
  if (Object.keys(errors).length > 0) return { values, fields: null, errors };
  const orNull = (value: string) => value || null;
  return {
    values,
    errors,
    fields: {
      name: values.name,
      position: orNull(values.position),
      email: orNull(values.email.toLowerCase()),
      phone: orNull(values.phone),
      education: orNull(values.education),
      description: orNull(values.description),
      anrede: isAgentAnrede(values.anrede) ? values.anrede : null,
    },
  };
}

/** The variant the public pages show: the first of at least 960 px, else the largest. */
export function agentPhotoUrl(photo: StoredPhoto): string {
  const widths = [...photo.v].sort((a, b) => a - b);
  const width = widths.find((w) => w >= 960) ?? (widths[widths.length - 1] as number);
  return photoUrl(photo.k, width);
}

const EMPTY_VALUES: AgentFormValues = { name: "", position: "", email: "", phone: "", education: "", description: "", anrede: "" };

export function agentFormError(status: number, errors: AgentFormErrors, values: AgentFormValues = EMPTY_VALUES) {
  return data<AgentFormData>({ errors, values }, { status });
}

/**
 * Read and check a create/edit form. Either the checked fields and what to do with the photo
 * (the new photo already stored), or the response that shows the errors at the fields.
 */
export async function readAgentForm(
  request: Request,
  context: RequestContext,
  user: StaffUser,
): Promise<{ ok: true; fields: AgentFields; photo: PhotoChange } | { ok: false; response: ReturnType<typeof agentFormError> }> {
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_UPLOAD_FORM_BYTES);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    const message = error.status === 413 ? "Das Bild ist größer als 10 MB. Bitte wählen Sie eine kleinere Datei." : error.message;
    return { ok: false, response: agentFormError(error.status, error.status === 413 ? { bild: message } : { form: message }) };
  }
  const { values, fields, errors } = parseAgentFields(formData);
  const image = await checkStaffImage(formData.get("bild"));
  if (image && !image.ok) errors.bild = image.message;
  if (!fields || Object.keys(errors).length > 0) return { ok: false, response: agentFormError(400, errors, values) };
  if (image?.ok) {
    try {
      const stored = await storeStaffImage({
        db: context.db,
        deps: { images: context.env.IMAGES, bucket: context.env.PHOTOS },
        image,
        uploadedBy: user.email,
        now: context.now(),
      });
      return { ok: true, fields, photo: { kind: "set", url: agentPhotoUrl(stored) } };
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      return { ok: false, response: agentFormError(400, { bild: error.message }, values) };
    }
  }
  return { ok: true, fields, photo: formData.get("foto_entfernen") === "1" ? { kind: "remove" } : { kind: "keep" } };
}
