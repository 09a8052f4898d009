// /admin/darstellung (ADR 0172): staff choose the home hero picture, the about-page picture and
// up to six listings pinned to "Aktuelle Immobilien". Pictures go through the staff image
// pipeline (integrations/photos/upload.server.ts, R2 PHOTOS); without one the pages show their
// typographic default. Admin only; the action checks the origin first (requireAdminAction),
// answers bad input with German messages at the fields (400, nothing changed) and records the
// change in the audit trail. Only the page body: admin.tsx supplies the staff frame.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { checkStaffImage, MAX_UPLOAD_FORM_BYTES, storeStaffImage, UploadError } from "~/integrations/photos/upload.server";
import { photoUrl } from "~/lib/responsive-image";
import { recordAudit } from "~/models/audit.server";
import { loadAppearance, MAX_PINNED, publishedObjektnrs, readAppearance, saveAppearance } from "~/models/site-appearance.server";
import { requireAdmin, requireAdminAction } from "~/utils/auth.server";
import { FormReadError, readFormData } from "~/utils/body-limit.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Darstellung | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

type Field = "hero" | "about" | "objektnummern" | "form";
interface Reply {
  errors: Partial<Record<Field, string>>;
  /** What staff typed; absent when the form could not be read, so the field keeps the saved pins. */
  objektnummern?: string;
}

export const APPEARANCE_MESSAGES = {
  tooMany: `Bitte höchstens ${MAX_PINNED} Objektnummern angeben.`,
  malformed: (value: string) => `„${value}“ ist keine Objektnummer (nur Buchstaben, Ziffern und - _ /).`,
  unknown: (values: string[]) =>
    values.length === 1
      ? `Die Objektnummer ${values[0]} gehört zu keiner veröffentlichten Immobilie.`
      : `Die Objektnummern ${values.join(", ")} gehören zu keiner veröffentlichten Immobilie.`,
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
  return data({ hero: preview(appearance.hero), about: preview(appearance.about), objektnummern: appearance.pinned.join(", ") });
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
  const rawNumbers = String(formData.get("objektnummern") ?? "").slice(0, 2000);
  const errors: Reply["errors"] = {};
  const numbers = parseObjektnummern(rawNumbers);
  if (!numbers.ok) errors.objektnummern = numbers.message;
  else {
    const published = await publishedObjektnrs(context.db, numbers.values);
    const unknown = numbers.values.filter((value) => !published.has(value));
    if (unknown.length > 0) errors.objektnummern = APPEARANCE_MESSAGES.unknown(unknown);
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
  if (next.pinned.join(",") !== numbers.values.join(",")) changed.push("Aktuelle Immobilien");
  next.pinned = numbers.values;
  await saveAppearance(context.db, next, { user: user.email, now: context.now() });
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

function PictureField({
  name,
  label,
  hint,
  current,
  error,
}: {
  name: "hero" | "about";
  label: string;
  hint: string;
  current: string | null;
  error?: string;
}) {
  const describedBy = [`${name}-hint`, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset className="field">
      <legend>{label}</legend>
      {current ? (
        <img src={current} alt={`Aktuelles ${label}`} width={240} height={135} className="appearance-preview" />
      ) : (
        <p>Derzeit: die ruhige Standardgestaltung ohne Bild.</p>
      )}
      <label htmlFor={`${name}-bild`}>{current ? "Neues Bild" : "Bild"} (JPEG, PNG oder WebP, höchstens 10 MB)</label>
      <small id={`${name}-hint`}>{hint}</small>
      <input
        id={`${name}-bild`}
        name={`${name}_bild`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {current ? (
        <label className="field-inline">
          <input type="checkbox" name={`${name}_entfernen`} value="1" /> Bild entfernen (Standardgestaltung zeigen)
        </label>
      ) : null}
    </fieldset>
  );
}

export default function AdminAppearance() {
  const current = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const busy = useNavigation().state === "submitting";
  const errors = reply?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section>
      <h1>Darstellung</h1>
      <p>Bilder der Startseite und der Seite „Über uns“ und die Auswahl unter „Aktuelle Immobilien“ auf der Startseite.</p>
      {hasErrors ? (
        <div role="alert" className="alert alert-error">
          <p>{errors.form ?? "Bitte prüfen Sie die markierten Felder. Es wurde nichts geändert."}</p>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="staff-form">
        <PictureField
          name="hero"
          label="Bild der Startseite"
          hint="Querformat, mindestens 1600 px breit. Die Überschrift steht auf einer dunklen Verlaufsfläche, damit sie auf jedem Bild lesbar bleibt."
          current={current.hero}
          error={errors.hero}
        />
        <PictureField
          name="about"
          label="Bild der Seite „Über uns“"
          hint="Ein ruhiges Foto von Büro oder Team, Querformat."
          current={current.about}
          error={errors.about}
        />
        <div className="field">
          <label htmlFor="objektnummern">Aktuelle Immobilien: Objektnummern</label>
          <small id="objektnummern-hint">
            Bis zu {MAX_PINNED} Objektnummern in der gewünschten Reihenfolge, durch Komma getrennt. Leer lassen: die neuesten Immobilien,
            abwechselnd aus Wien und Niederösterreich.
          </small>
          <input
            id="objektnummern"
            name="objektnummern"
            type="text"
            inputMode="text"
            defaultValue={reply?.objektnummern ?? current.objektnummern}
            aria-invalid={errors.objektnummern ? true : undefined}
            aria-describedby={errors.objektnummern ? "objektnummern-hint objektnummern-error" : "objektnummern-hint"}
          />
          {errors.objektnummern ? (
            <p id="objektnummern-error" className="field-error">
              {errors.objektnummern}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Wird gespeichert …" : "Speichern"}
        </button>
      </Form>
    </section>
  );
}
