// /admin/darstellung, the server half: the loader, and the action that checks the
// origin first (requireAdminAction), answers bad input with German messages at the fields (400,
// nothing changed) and records the change in the audit trail.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { toPropertyCardView } from "~/lib/property-view";
import { photoUrl } from "~/lib/responsive-image";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import {
  listFeaturedProperties,
  listPublishedChoices,
  loadAppearance,
  MAX_PINNED,
  readAppearance,
  resolvePublishedObjektnrs,
  saveAppearance,
} from "~/server/appearance/queries.server";
import { EDGE_TAGS } from "~/server/edge-cache/policy.server";
import { edgePurger } from "~/server/edge-cache/purge.server";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { checkStaffImage, MAX_UPLOAD_FORM_BYTES, storeStaffImage, UploadError } from "~/server/photos/upload.server";

export type Field = "hero" | "about" | "objektnummern" | "form";
export interface Reply {
  errors: Partial<Record<Field, string>>;
  /** What staff typed; absent when the form could not be read, so the field keeps the saved pins. */
  objektnummern?: string;
}

export const APPEARANCE_MESSAGES = {
  tooMany: `Bitte höchstens ${MAX_PINNED} Immobilien angeben.`,
  malformed: (value: string) => `„${value}“ ist keine Objektnr. (nur Buchstaben, Ziffern und - _ /).`,
  unknown: (values: string[]) =>
    values.length === 1
      ? `Die Objektnr. ${values[0]} gehört zu keiner veröffentlichten Immobilie.`
      : `Die Objektnr. ${values.join(", ")} gehören zu keiner veröffentlichten Immobilie.`,
  tooLarge: "Das Formular ist größer als 10 MB. Bitte laden Sie ein kleineres Bild oder die Bilder einzeln hoch.",
} as const;

const OBJEKTNR = /^[\p{L}\p{N}][\p{L}\p{N}_/-]{0,49}$/u;

/** "210284, 210300 210311" → the numbers in order, without repeats; or a German message. */
export function parseObjektnummern(raw: string): { ok: true; values: string[] } | { ok: false; message: string } {
  const values = [...new Set(raw.split(/[\s,;]+/).filter(Boolean))];
  if (values.length > MAX_PINNED) return { ok: false, message: APPEARANCE_MESSAGES.tooMany };
  const bad = values.find((value) => !OBJEKTNR.test(value));
  if (bad !== undefined) return { ok: false, message: APPEARANCE_MESSAGES.malformed(bad.slice(0, 60)) };
  return { ok: true, values };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const appearance = await loadAppearance(context.db);
  const preview = (photo: typeof appearance.hero) => (photo ? photoUrl(photo.k, Math.min(...photo.v)) : null);
  // What "Aktuelle Immobilien" shows now, as the home page picks it: the pins, then the newest.
  const [rows, choices] = await Promise.all([
    listFeaturedProperties(context.db, { pinned: appearance.pinned, limit: MAX_PINNED }),
    listPublishedChoices(context.db),
  ]);
  // The pins are stored by the internal number; staff see and type the one the public page shows.
  const shown = new Map(choices.map((choice) => [choice.intern, choice.objektnr]));
  return data({
    hero: preview(appearance.hero),
    about: preview(appearance.about),
    featured: rows.map((row) => {
      const card = toPropertyCardView(row);
      return {
        objektnr: shown.get(card.objektnr) ?? card.objektnr,
        title: card.title,
        thumbnail: card.thumbnail,
        href: card.href,
        pinned: appearance.pinned.includes(card.objektnr),
      };
    }),
    objektnummern: appearance.pinned.map((objektnr) => shown.get(objektnr) ?? objektnr).join(", "),
    choices: choices.map(({ objektnr, title, place }) => ({ objektnr, title, place })),
    pinnedCount: appearance.pinned.length,
    maxPinned: MAX_PINNED,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_UPLOAD_FORM_BYTES);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    const message = error.status === 413 ? APPEARANCE_MESSAGES.tooLarge : error.message;
    return data<Reply>({ errors: { form: message } }, { status: error.status });
  }
  // The picker sends one "platz" per place (1 to 6, empty ones left out); a plain list is read too.
  const places = formData.getAll("platz").map((value) => String(value).trim());
  const rawNumbers = (places.length > 0 ? places.filter(Boolean).join(", ") : String(formData.get("objektnummern") ?? "")).slice(0, 2000);
  const errors: Reply["errors"] = {};
  const numbers = parseObjektnummern(rawNumbers);
  let pinned: string[] = [];
  if (!numbers.ok) errors.objektnummern = numbers.message;
  else {
    const published = await resolvePublishedObjektnrs(context.db, numbers.values);
    const unknown = numbers.values.filter((value) => !published.has(value));
    if (unknown.length > 0) errors.objektnummern = APPEARANCE_MESSAGES.unknown(unknown);
    // Stored by the internal number, whichever form was typed; one listing typed twice counts once.
    else pinned = [...new Set(numbers.values.map((value) => published.get(value) as string))];
  }
  const images = { hero: await checkStaffImage(formData.get("hero_bild")), about: await checkStaffImage(formData.get("about_bild")) };
  for (const key of ["hero", "about"] as const) {
    const image = images[key];
    if (image && !image.ok) errors[key] = image.message;
  }
  const reply = (status: number) => data<Reply>({ errors, objektnummern: rawNumbers }, { status });
  if (Object.keys(errors).length > 0 || !numbers.ok) return reply(400);

  // Read strictly: saving over a failed read would drop the stored pictures.
  const next = await readAppearance(context.db);
  const changed: string[] = [];
  for (const key of ["hero", "about"] as const) {
    const image = images[key];
    if (image?.ok) {
      try {
        next[key] = await storeStaffImage({
          db: context.db,
          deps: { images: context.env.IMAGES, bucket: context.env.PHOTOS },
          image,
          uploadedBy: user.email,
          now: context.now(),
        });
        changed.push(key === "hero" ? "Startseitenbild" : "Bild Über uns");
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        errors[key] = error.message;
        return reply(400);
      }
    } else if (formData.get(`${key}_entfernen`) === "1" && next[key]) {
      next[key] = null;
      changed.push(key === "hero" ? "Startseitenbild entfernt" : "Bild Über uns entfernt");
    }
  }
  if (next.pinned.join(",") !== pinned.join(",")) changed.push("Aktuelle Immobilien");
  next.pinned = pinned;
  await saveAppearance(context.db, next, { user: user.email, now: context.now() });
  await edgePurger(context)([EDGE_TAGS.appearance]);
  await recordAudit(context.db, {
    actor: { id: user.id, email: user.email },
    action: "appearance.update",
    entity: "site_appearance",
    summary: changed.length ? `Darstellung geändert: ${changed.join(", ")}` : "Darstellung gespeichert (unverändert)",
    now: context.now(),
  });
  return redirectWithToast(context.env, request, "/admin/darstellung", {
    type: "success",
    title: "Gespeichert",
    description: "Die Darstellung gilt ab sofort auf der Website.",
  });
}
