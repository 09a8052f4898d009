// Staff image uploads (blog pictures, broker photos) through the feed photos' pipeline, but
// rendered during the request so staff see the result or a German reason at once.
//
// Use in an action:
//   const formData = await readFormData(request, MAX_UPLOAD_FORM_BYTES);
//   const checked = await checkStaffImage(formData.get("image"));   // null when no file chosen
//   if (checked && !checked.ok) -> show checked.message at the field
//   const photo = await storeStaffImage({ db, deps: { images, bucket }, image: checked, uploadedBy, now });
import type { Db } from "~/db/client.server";
import { photoKey, type StoredPhoto } from "~/lib/responsive-image";
import { sha256Hex } from "~/lib/sha256";
import { type PhotoDeps, PhotoError, renderVariants } from "./process.server";
import { getStaffImage, saveStaffImage } from "./queries.server";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A multipart body holding one image of at most 10 MB and the form's text fields. */
export const MAX_UPLOAD_FORM_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export const UPLOAD_MESSAGES = {
  type: "Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.",
  size: "Das Bild ist größer als 10 MB. Bitte wählen Sie eine kleinere Datei.",
  empty: "Die gewählte Datei ist leer.",
  unreadable: "Das Bild konnte nicht gelesen werden. Bitte laden Sie ein anderes JPEG-, PNG- oder WebP-Bild hoch.",
} as const;

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export type CheckedImage = { ok: true; bytes: ArrayBuffer; type: ImageType } | { ok: false; message: string };

/** The type told by the file's first bytes; the browser's declared type and name are not trusted. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

/**
 * Check a form's file field. `null` when no file was chosen (an empty file input posts a
 * nameless, empty File, and a form without JavaScript may post the field as an empty string).
 */
export async function checkStaffImage(value: FormDataEntryValue | null): Promise<CheckedImage | null> {
  if (value === null || typeof value === "string") return null;
  if (value.size === 0 && value.name === "") return null;
  if (value.size === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (value.size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.size };
  const bytes = await value.arrayBuffer();
  const type = sniffImageType(new Uint8Array(bytes, 0, Math.min(12, bytes.byteLength)));
  if (!type) return { ok: false, message: UPLOAD_MESSAGES.type };
  return { ok: true, bytes, type };
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

/**
 * Render and store a checked image; the same bytes uploaded twice are stored once. Throws an
 * UploadError with a German message when the Images binding cannot read the picture.
 */
export async function storeStaffImage({
  db,
  deps,
  image,
  uploadedBy,
  now,
}: {
  db: Db;
  deps: Pick<PhotoDeps, "images" | "bucket">;
  image: Extract<CheckedImage, { ok: true }>;
  uploadedBy: string;
  now: Date;
}): Promise<StoredPhoto> {
  const hash = (await sha256Hex(image.bytes)).slice(0, 32);
  const known = await getStaffImage(db, hash);
  if (known && (await deps.bucket.head(photoKey(hash, known.width)))) {
    return { k: hash, w: known.width, h: known.height, v: JSON.parse(known.variants) as number[] };
  }
  let rendered: Awaited<ReturnType<typeof renderVariants>>;
  try {
    rendered = await renderVariants(image.bytes, hash, deps);
  } catch (error) {
    if (error instanceof PhotoError) throw new UploadError(UPLOAD_MESSAGES.unreadable);
    throw error;
  }
  await saveStaffImage(db, {
    content_hash: hash,
    variants: JSON.stringify(rendered.variants),
    width: rendered.width,
    height: rendered.height,
    content_type: image.type,
    bytes: image.bytes.byteLength,
    uploaded_by: uploadedBy,
    created_at: now.toISOString(),
  });
  return { k: hash, w: rendered.width, h: rendered.height, v: rendered.variants };
}
