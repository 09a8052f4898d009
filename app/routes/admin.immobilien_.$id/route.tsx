// /admin/immobilien/{id}: the edit page of a listing not from justimmo: Energieausweis values,
// monthly costs, and "Offline nehmen" / "Wieder online stellen". Plain forms that work without
// JavaScript; the server answers with German messages at the fields (route.server.ts).
import { Form, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import adminListingStyles from "~/styles/admin-listings.css?url";
import type { loader } from "./route.server";
import { ENERGY_CLASS_CHOICES } from "./schema";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminListingStyles }];

export const meta: MetaFunction = () => [{ title: "Immobilie bearbeiten | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

type Reply = { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown>; message?: string } | undefined;
type Values = ReturnType<typeof useLoaderData<typeof loader>>["values"];

const NUMBER_FIELDS: Array<{ name: keyof Values; label: string; unit: string }> = [
  { name: "betriebskostennetto", label: "Betriebskosten netto", unit: "€ pro Monat" },
  { name: "heizkostennetto", label: "Heizkosten netto", unit: "€ pro Monat" },
  { name: "sonstigekostennetto", label: "Sonstige Kosten netto", unit: "€ pro Monat" },
  { name: "reparaturruecklage_netto", label: "Reparaturrücklage (ohne USt.)", unit: "€ pro Monat" },
  { name: "monatlichekostenbrutto", label: "Monatskosten brutto", unit: "€ pro Monat" },
];

export default function EditListing() {
  const { listing, values: stored } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const values = { ...stored, ...(reply?.initialValue ?? {}) } as Record<string, unknown>;
  const errorOf = (name: string) => reply?.error?.[name]?.[0];
  const field = (name: string, label: string, hint?: string, type = "text") => {
    const error = errorOf(name);
    const id = `listing-${name}`;
    const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>{label}</label>
        {hint ? <small id={`${id}-hint`}>{hint}</small> : null}
        <input
          id={id}
          name={name}
          type={type}
          inputMode={type === "text" ? "decimal" : undefined}
          defaultValue={String(values[name] ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const classField = (name: string, label: string) => {
    const error = errorOf(name);
    const id = `listing-${name}`;
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name}
          defaultValue={String(values[name] ?? "")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">keine Angabe</option>
          {ENERGY_CLASS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section className="staff-listing-edit">
      <p>
        <a href="/admin/immobilien">Zurück zu den Immobilien</a>
      </p>
      <h1>{listing.title} bearbeiten</h1>
      <p>
        Objektnr. {listing.objektnr} · {listing.live ? <a href={listing.href}>Öffentliche Seite</a> : "nicht online"}
      </p>
      {reply?.message ? (
        <p role="alert" className="staff-alert staff-alert-error">
          {reply.message}
        </p>
      ) : null}
      {listing.fromFeed ? (
        <p className="staff-hint">
          Diese Immobilie kommt aus justimmo und wird dort bearbeitet; der nächste Abgleich übernimmt die Änderungen.
        </p>
      ) : (
        <>
          {reply?.error ? (
            <p role="alert" className="field-error">
              Bitte prüfen Sie die markierten Felder.
            </p>
          ) : null}
          <Form method="post" className="staff-form staff-listing-edit-form">
            <fieldset>
              <legend>Energieausweis</legend>
              <p className="staff-hint">
                {listing.building ? (
                  <>Pflicht in jedem Inserat (§{"\u00a0"}3 EAVG 2012): HWB und fGEE, je als Wert oder Klasse.</>
                ) : (
                  "Ein Grundstück braucht keinen Energieausweis; die Felder bleiben freiwillig."
                )}
              </p>
              {field("hwbwert", "HWB in kWh/m²a", "z. B. 45,2")}
              {classField("hwbklasse", "HWB-Klasse")}
              {field("fgeewert", "fGEE", "z. B. 0,85")}
              {classField("fgeeklasse", "fGEE-Klasse")}
              {field("energie_gueltig_bis", "Gültig bis", undefined, "date")}
            </fieldset>
            <fieldset>
              <legend>Monatliche Kosten</legend>
              <p className="staff-hint">Leer lassen, was nicht bekannt ist; die Seite der Immobilie zeigt nur genannte Beträge.</p>
              {NUMBER_FIELDS.map((item) => field(item.name, `${item.label} (${item.unit})`))}
            </fieldset>
            <button type="submit" name="intent" value="werte" className="button button-primary">
              Werte speichern
            </button>
          </Form>
          <Form method="post" className="staff-listing-online" id="offline">
            <h2>{listing.live ? "Online" : "Nicht online"}</h2>
            <p className="staff-hint">
              {listing.live
                ? "Offline genommen verschwindet die Immobilie von der Website und aus der Sitemap; ihre Seite meldet sie als nicht mehr verfügbar."
                : "Die Immobilie ist offline. Wieder online steht sie auf der Website und in der Sitemap."}
            </p>
            <button type="submit" name="intent" value={listing.live ? "offline" : "online"} className="button button-secondary">
              {listing.live ? "Offline nehmen" : "Wieder online stellen"}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
