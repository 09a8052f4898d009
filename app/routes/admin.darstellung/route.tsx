// /admin/darstellung: staff choose the home hero picture, the about-page picture and up to six
// listings pinned to "Aktuelle Immobilien"; without a picture the pages show their typographic
// default. Loader and action: ./route.server.ts.
import { Form, type MetaFunction, useActionData, useLoaderData, useNavigation } from "react-router";
import { PinnedPicker, splitNumbers } from "./pinned-picker";
import type { action, loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Darstellung | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

function PictureField({
  name,
  label,
  fileLabel,
  hint,
  current,
  fallback,
  error,
}: {
  name: "hero" | "about";
  /** The section's heading (the fieldset's name) and the file field's own, distinct label. */
  label: string;
  fileLabel: string;
  hint: string;
  current: string | null;
  /** What the page shows without a chosen picture: its default image, or null for none. */
  fallback: { src: string; text: string } | null;
  error?: string;
}) {
  const describedBy = [`${name}-hint`, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return (
    // One card per setting, its h2 names the group: three settings, three sections.
    <fieldset className="field card staff-card appearance-section" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{label}</h2>
      {/* A small preview of what the page shows now; the box keeps its size either way (CLS 0). */}
      <figure className="appearance-current">
        {current ? (
          <img src={current} alt={`Aktuelles ${label}`} width={240} height={135} className="appearance-preview" />
        ) : fallback ? (
          <img src={fallback.src} alt="" width={240} height={135} className="appearance-preview" />
        ) : (
          <span className="appearance-preview appearance-preview-empty" aria-hidden="true">
            Kein Bild
          </span>
        )}
        <figcaption>
          {current ? "Derzeit: das hochgeladene Bild." : (fallback?.text ?? "Derzeit: die ruhige Standardgestaltung ohne Bild.")}
        </figcaption>
      </figure>
      <label htmlFor={`${name}-bild`}>{current ? `Neues ${fileLabel}` : fileLabel} (JPEG, PNG oder WebP, höchstens 10 MB)</label>
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

/** "Derzeit 2 von 6 Plätzen belegt." One text node: server and browser render the same string. */
function pinnedNote(count: number, max: number): string {
  if (count === 0) return `Keine gewählt: die Startseite zeigt ${max} automatisch gewählte Immobilien.`;
  return `Derzeit ${count} von ${max} Plätzen belegt.`;
}

export default function AdminAppearance() {
  const current = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const errors = reply?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section className="staff-body">
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
          fileLabel="Startseite-Bild"
          hint="Querformat, mindestens 1600 px breit. Die Überschrift steht auf einer dunklen Verlaufsfläche, damit sie auf jedem Bild lesbar bleibt."
          current={current.hero}
          fallback={{ src: "/images/hero/strasse-800.webp", text: "Derzeit: das Standardbild, eine gezeichnete Wiener Straße." }}
          error={errors.hero}
        />
        <PictureField
          name="about"
          label="Bild der Seite „Über uns“"
          fileLabel="Über-uns-Bild"
          hint="Ein ruhiges Foto von Büro oder Team, Querformat."
          current={current.about}
          fallback={null}
          error={errors.about}
        />
        <PinnedPicker
          values={splitNumbers(reply?.objektnummern ?? current.objektnummern)}
          choices={current.choices}
          note={pinnedNote(current.pinnedCount, current.maxPinned)}
          max={current.maxPinned}
          error={errors.objektnummern}
        >
          <FeaturedPreview featured={current.featured} />
        </PinnedPicker>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Wird gespeichert …" : "Speichern"}
        </button>
      </Form>
    </section>
  );
}

type Featured = ReturnType<typeof useLoaderData<typeof loader>>["featured"];
/** "Aktuelle Immobilien" as the home page shows them now: thumbnail, Objektnr., title; pinned or newest. */
function FeaturedPreview({ featured }: { featured: Featured }) {
  if (featured.length === 0) return null;
  return (
    <div className="appearance-featured">
      <p className="appearance-featured-title">Derzeit auf der Startseite:</p>
      <ul>
        {featured.map((card) => (
          <li key={card.objektnr}>
            <img src={card.thumbnail} alt="" width={96} height={64} loading="lazy" />
            <span>
              <a href={card.href}>Objektnr. {card.objektnr}</a>
              <span className="appearance-featured-name">{card.title}</span>
              <span className={`staff-badge ${card.pinned ? "staff-badge-success" : ""}`}>{card.pinned ? "gewählt" : "automatisch"}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
