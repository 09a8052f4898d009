// "Suchprofil anlegen": a contact's search entered by staff (a phone call, a Suchauftrag lead).
// Internal: staff see its matches, the contact gets no mail (ADR 0390). Rules load on first focus.
import { AppForm, Field, FormErrors, SelectField, SubmitButton } from "~/components/form/fields";
import { type FormConstraint, type FormResult, useForm } from "~/components/form/use-form";
import { PROFILE_MARKETING, PROFILE_TYPES } from "~/lib/schemas/options";

export interface ProfilePrefill {
  anfrage: string;
  email: string;
  name: string;
  telefon: string;
  vermarktung: string;
  objektart: string;
  preisVon: string;
  preisBis: string;
  flaecheVon: string;
  flaecheBis: string;
  zimmerVon: string;
  zimmerBis: string;
  ort: string;
}

function chosen(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}

export function ProfileForm({
  districts,
  prefill,
  lastResult,
  constraint,
}: {
  districts: string[];
  prefill: ProfilePrefill | null;
  lastResult: FormResult | null;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm({
    id: "suchprofil",
    schema: () => import("~/lib/schemas/search-profile").then((m) => m.searchProfileSchema),
    constraint,
    lastResult,
    defaultValue: prefill ? { ...prefill } : { vermarktung: "kauf" },
  });
  const picked = new Set(chosen(fields.bezirke.initialValue));
  return (
    <details className="staff-details search-profile-new" id="suchprofil-anlegen" open={Boolean(prefill || lastResult)}>
      <summary>Suchprofil anlegen</summary>
      <p className="staff-hint">
        Für einen Kontakt, der telefonisch oder per Anfrage sucht. Das Suchprofil ist intern: Sie sehen hier die passenden Immobilien, der
        Kontakt bekommt keine E-Mails. E-Mail-Benachrichtigungen legt nur der Kontakt selbst an („Suche speichern“, mit Bestätigung).
      </p>
      {prefill ? (
        <p className="staff-hint">
          Aus der <a href={`/admin/inquiries/${prefill.anfrage}`}>Anfrage</a>
          {prefill.ort ? `; Ort/Region laut Anfrage: ${prefill.ort}` : ""}.
        </p>
      ) : null}
      <AppForm form={form} className="staff-form search-profile-form">
        <FormErrors form={form} />
        {prefill ? <input type="hidden" name="anfrage" value={prefill.anfrage} /> : null}
        <fieldset className="search-profile-group">
          <legend>Kontakt</legend>
          <Field meta={fields.name} label="Name" autoComplete="off" />
          <Field meta={fields.email} label="E-Mail" type="email" autoComplete="off" />
          <Field meta={fields.telefon} label="Telefon (optional)" type="tel" autoComplete="off" />
        </fieldset>
        <fieldset className="search-profile-group">
          <legend>Suche</legend>
          <SelectField meta={fields.vermarktung} label="Kauf oder Miete" options={PROFILE_MARKETING} />
          <SelectField meta={fields.objektart} label="Objektart (optional)" options={PROFILE_TYPES} placeholder="Alle Objektarten" />
          <div className="search-profile-ranges">
            <Field meta={fields.preisVon} label="Preis von (€)" inputMode="numeric" />
            <Field meta={fields.preisBis} label="Preis bis (€)" inputMode="numeric" />
            <Field meta={fields.flaecheVon} label="Wohnfläche von (m²)" inputMode="numeric" />
            <Field meta={fields.flaecheBis} label="Wohnfläche bis (m²)" inputMode="numeric" />
            <Field meta={fields.zimmerVon} label="Zimmer von" inputMode="numeric" />
            <Field meta={fields.zimmerBis} label="Zimmer bis" inputMode="numeric" />
          </div>
        </fieldset>
        {districts.length > 0 ? (
          <fieldset className="search-profile-group search-profile-districts">
            <legend>Bezirke (optional; keine Auswahl: alle)</legend>
            {districts.map((district) => (
              <label key={district} className="staff-checkbox">
                <input type="checkbox" name="bezirke" value={district} defaultChecked={picked.has(district)} /> {district}
              </label>
            ))}
          </fieldset>
        ) : null}
        <SubmitButton intent="create" pendingLabel="Wird gespeichert...">
          Suchprofil speichern
        </SubmitButton>
      </AppForm>
    </details>
  );
}
