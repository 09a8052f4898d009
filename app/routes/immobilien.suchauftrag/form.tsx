// The search order's form (leads-legal-admin.md sections 2, 3 and 5) in one column that ends in
// SENDEN: the wish (chips for the short choices and places, ranges as von–bis pairs), then the
// e-mail and the optional alert first, then the optional person, ending in the button and the
// privacy line (no consent box: the visitor's own request, ADR 0389); 'So geht es
// weiter' beside it from 900 px, after it on a phone (the form starts on the first screen, review
// 58). Field names and messages as the spec has them; every chip is a native checkbox or radio and
// the districts fold in a <details>, so it works without JavaScript. With JavaScript a picked
// Nutzung leaves the Objektarten that fit it (and any ticked one), and Kauf or Miete names the
// price range.
import { useState } from "react";
import { AnredeField } from "~/components/form/anrede-field";
import { RadioGroup } from "~/components/form/choice-fields";
import { Field, LeadFormFrame, type LeadFormProps, SelectField, SubmitButton, TextareaField } from "~/components/form/fields";
import { type FieldMeta, useForm } from "~/components/form/use-form";
import { PrivacyLine } from "~/components/privacy-line";
import {
  MARKETING_TYPES,
  OBJECT_TYPES,
  objectTypeFits,
  priceRangeLabel,
  SALUTATIONS,
  SEARCH_DISTRICTS,
  USAGE_TYPES,
} from "~/lib/schemas/options";
import type { searchOrderSchema } from "~/lib/schemas/search-order";
import { SearchOrderNext } from "./next-steps";

function Range({ from, to, label, unit }: { from: FieldMeta; to: FieldMeta; label: string; unit: string }) {
  return (
    <div className="range-pair">
      <Field meta={from} label={`${label} von${unit}`} inputMode="decimal" />
      <span className="range-dash" aria-hidden="true">
        –
      </span>
      <Field meta={to} label={`${label} bis${unit}`} inputMode="decimal" />
    </div>
  );
}

export function SearchOrderForm({ agents, ...props }: LeadFormProps & { defaultValue?: Record<string, unknown>; agents: string[] }) {
  // A chosen district chip is a place too: 'Ort/Region' is required only without one (the server
  // joins the chips to it before the spec's check, ADR 0292).
  const constraint = { ...props.constraint, location: { ...props.constraint.location, required: false } };
  const [form, fields] = useForm({
    id: "search-order",
    // Typed by the spec's fields; the chips are joined before the same checks run.
    schema: () => import("~/lib/schemas/search-order").then((m) => m.searchOrderFormSchema as unknown as typeof searchOrderSchema),
    ...props,
    constraint,
  });
  const objectTypes = fields.objectTypes.getFieldset();
  // What the visitor picks here (null until then, so the first render is the server's: no shift).
  const [usage, setUsage] = useState<string | null>(null);
  const [deal, setDeal] = useState<string | null>(null);
  const [tickedTypes, setTickedTypes] = useState<ReadonlySet<string>>(
    () => new Set(OBJECT_TYPES.filter((type) => objectTypes[type.key].initialValue === "on").map((type) => type.key)),
  );
  const tick = (key: string, on: boolean) =>
    setTickedTypes((now) => {
      const next = new Set(now);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  // "Preis" as the server renders it (a refused post without JavaScript may come back with the
  // other deal picked); the deal's own words once picked here.
  const price = priceRangeLabel(deal);
  // The chips a reply sent back (a refused post keeps what was chosen), else those of the search it came from.
  const sent = (props.lastResult?.initialValue as Record<string, unknown> | undefined)?.districts ?? props.defaultValue?.districts;
  const chosen = new Set([sent ?? []].flat().filter((value): value is string => typeof value === "string"));
  const districtChips = (group: (typeof SEARCH_DISTRICTS)[number]["group"]) =>
    SEARCH_DISTRICTS.filter((district) => district.group === group).map((district) => (
      <label key={district.value} className="checkbox-option">
        <input type="checkbox" name="districts" value={district.value} form={form.id} defaultChecked={chosen.has(district.value)} />
        <span>
          {district.group === "Wien" ? <span className="visually-hidden">Wien </span> : null}
          {district.label}
        </span>
      </label>
    ));
  return (
    <LeadFormFrame form={form} formToken={props.formToken} className="lead-form search-order-form">
      <section className="card search-order-wish" aria-labelledby="objekt">
        <h2 id="objekt">Ihr gewünschtes Objekt</h2>
        {/* Short choices and the smaller ranges share a row where the card is wide enough (search-order.css). */}
        <div className="search-order-row">
          <RadioGroup meta={fields.marketingType} legend="Kauf oder Miete *" options={MARKETING_TYPES} variant="chips" onChoose={setDeal} />
          <RadioGroup meta={fields.usageType} legend="Nutzung *" options={USAGE_TYPES} variant="chips" onChoose={setUsage} />
        </div>
        <fieldset className="field radio-group chip-group">
          <legend>Objektart</legend>
          {OBJECT_TYPES.map((type) => {
            const meta = objectTypes[type.key];
            // A ticked one stays, whatever the Nutzung: nothing chosen disappears unseen.
            const shown = objectTypeFits(type.key, usage) || tickedTypes.has(type.key);
            return (
              <label key={type.key} className="checkbox-option" hidden={!shown}>
                <input
                  type="checkbox"
                  name={meta.name}
                  id={meta.id}
                  form={form.id}
                  defaultChecked={meta.initialValue === "on"}
                  onChange={(event) => tick(type.key, event.currentTarget.checked)}
                />
                <span>{type.label}</span>
              </label>
            );
          })}
        </fieldset>
        <Range from={fields.priceMin} to={fields.priceMax} label={price.label} unit={price.unit} />
        <div className="search-order-row search-order-ranges">
          <Range from={fields.roomsMin} to={fields.roomsMax} label="Zimmer" unit="" />
          <Range from={fields.areaMin} to={fields.areaMax} label="Fläche" unit=" (m²)" />
        </div>
        <fieldset className="field radio-group chip-group district-chips">
          <legend>Bezirke und Orte</legend>
          {/* Vienna as one chip, its 23 districts folded (open when one was chosen), then the towns around. */}
          <div className="district-group">
            <p className="district-group-title" aria-hidden="true">
              Wien
            </p>
            {districtChips("Ganz Wien")}
            <details className="district-more" open={SEARCH_DISTRICTS.some((d) => d.group === "Wien" && chosen.has(d.value))}>
              <summary>Einzelne Bezirke wählen (1.–23.)</summary>
              <div className="district-more-chips">{districtChips("Wien")}</div>
            </details>
          </div>
          <div className="district-group">
            <p className="district-group-title" aria-hidden="true">
              Niederösterreich
            </p>
            {districtChips("Umgebung")}
          </div>
        </fieldset>
        <Field meta={fields.location} label="Ort/Region" hint="Oder selbst eintragen, z. B. Wien 1070, Mödling oder Bezirk Korneuburg" />
      </section>
      <section className="card search-order-person" aria-labelledby="daten">
        <h2 id="daten">Ihre Daten</h2>
        {/* The e-mail and the alert that goes to it first: what the page offers most (review 58). */}
        <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
        <div className="search-order-alert">
          <label className="checkbox-option">
            <input
              type="checkbox"
              name="emailAlert"
              form={form.id}
              defaultChecked={fields.emailAlert.initialValue === "on"}
              aria-describedby="search-order-alert-hint"
            />
            <span>Neue passende Immobilien automatisch per E-Mail</span>
          </label>
          <p id="search-order-alert-hint" className="field-hint">
            Zusätzlich zu den Vorschlägen Ihrer Ansprechperson, sobald ein Objekt online ist; mit Bestätigungslink, jederzeit abbestellbar.
          </p>
        </div>
        <AnredeField meta={fields.salutation} options={SALUTATIONS} />
        <div className="form-grid form-grid-names">
          <Field meta={fields.firstName} label="Vorname" autoComplete="given-name" />
          <Field meta={fields.lastName} label="Nachname" autoComplete="family-name" />
        </div>
        <Field meta={fields.phone} label="Telefon" type="tel" autoComplete="tel" />
        {/* The team by name when the list could be read; a free field otherwise (the spec's). */}
        {agents.length > 0 ? (
          <SelectField
            meta={fields.contactPerson}
            label="Gewünschte:r Ansprechpartner:in"
            options={agents.map((name) => ({ value: name, label: name }))}
            placeholder="Keine Präferenz"
          />
        ) : (
          <Field meta={fields.contactPerson} label="Gewünschte:r Ansprechpartner:in" />
        )}
        <TextareaField meta={fields.message} label="Nachricht" rows={4} />
        {/* The card ends in the consent and the button it goes with (review 56b). */}
        <div className="search-order-submit">
          <p className="form-note">Mit * gekennzeichnete Felder sind Pflichtfelder.</p>
          <SubmitButton>SENDEN</SubmitButton>
          <PrivacyLine />
        </div>
      </section>
      {/* What happens after sending: beside the form from 900 px (search-order.css places it), after
          it on a phone, where the form begins on the first screen. */}
      <SearchOrderNext />
    </LeadFormFrame>
  );
}
