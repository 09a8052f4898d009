// The five wizard steps (leads-legal-admin.md section 4 "Valuation wizard"). Each step is one
// form post; the answers of the other steps ride along as hidden inputs. With JavaScript the
// rules of the steps so far load on first focus and check each field on blur; Back skips them.
import { Link } from "react-router";
import { CheckboxField, RadioGroup } from "~/components/form/choice-fields";
import { AppForm, Field, FormErrors, HoneypotFields, SelectField, SubmitButton } from "~/components/form/fields";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { useForm } from "~/components/form/use-form";
import { CONDITIONS, CONTACT_PREFERENCES, PROPERTY_TYPES, SALES_INTENTIONS, STEP_FIELDS, TOTAL_STEPS } from "~/lib/schemas/options";
import type { valuationSchema } from "~/lib/schemas/valuation";
import { OPTION_ICONS } from "./icons";

const ALL_FIELDS = STEP_FIELDS.flat();
const STEP_TITLES = ["Immobilientyp", "Details zur Immobilie", "Lage", "Ihr Anliegen", "Ihre Kontaktdaten"];

export function ValuationWizard({
  step,
  lastResult,
  formToken,
  constraint,
}: {
  step: number;
  lastResult: FormResult | null;
  formToken: string;
  /** The whole request's constraints; every step's field names are distinct. */
  constraint: FormConstraint;
}) {
  // Validate the steps so far, as the action does; type the fields by the whole request.
  const [form, fields] = useForm({
    id: `valuation-${step}`,
    schema: () => import("~/lib/schemas/valuation").then((m) => m.schemaUpTo(step) as unknown as typeof valuationSchema),
    // The step check above the form, as the action replies it without JavaScript.
    formCheck: () => import("~/lib/schemas/valuation").then((m) => (errors, values) => m.stepCheckMessage(step, errors, values)),
    constraint,
    lastResult,
  });
  const carried = (lastResult?.initialValue ?? {}) as Record<string, unknown>;
  const hidden = ALL_FIELDS.filter(
    (name) => !STEP_FIELDS[step]?.includes(name) && typeof carried[name] === "string" && carried[name] !== "",
  );
  const percent = Math.round(((step + 1) / TOTAL_STEPS) * 100);
  const isLast = step === TOTAL_STEPS - 1;
  return (
    <section className="card wizard" aria-labelledby="wizard-title">
      <div className="wizard-progress">
        <div className="wizard-progress-text">
          <span>
            Schritt {step + 1} von {TOTAL_STEPS}
          </span>
          <span>{percent}%</span>
        </div>
        <progress max={100} value={percent} aria-label={`Fortschritt: Schritt ${step + 1} von ${TOTAL_STEPS}`} />
      </div>
      <h2 id="wizard-title">{STEP_TITLES[step]}</h2>
      <AppForm form={form} className="lead-form">
        <input type="hidden" name="step" value={step} />
        {hidden.map((name) => (
          <input key={name} type="hidden" name={name} value={String(carried[name])} />
        ))}
        {isLast ? <HoneypotFields formToken={formToken} /> : null}
        {/* Spec section 4: Next is blocked until the step check passes; the check heads the error summary (ADR 0167: no toast copy). */}
        {/* One message per problem: the step check or one pointer here, the rest beside the fields. */}
        <FormErrors form={form} fieldLinks={false} />
        {step === 0 ? (
          <RadioGroup
            meta={fields.propertyType}
            legend="Welche Art von Immobilie möchten Sie bewerten lassen?"
            options={PROPERTY_TYPES}
            icons={OPTION_ICONS}
          />
        ) : null}
        {step === 1 ? (
          <>
            <div className="form-grid">
              <Field meta={fields.livingArea} label="Wohnfläche (m²)" inputMode="decimal" />
              <Field meta={fields.yearBuilt} label="Baujahr" hint="z. B. 2000 oder 1990-2000" inputMode="numeric" />
            </div>
            <SelectField meta={fields.condition} label="Zustand" options={CONDITIONS.map((value) => ({ value, label: value }))} />
            <div className="form-grid">
              {/* A Wohnung has no plot of its own; the field is optional. */}
              {carried.propertyType === "apartment" ? null : (
                <Field meta={fields.totalArea} label="Grundstücksfläche (m²)" inputMode="decimal" />
              )}
              <Field meta={fields.rooms} label="Zimmer" inputMode="decimal" />
              <Field meta={fields.bedrooms} label="Schlafzimmer" inputMode="numeric" />
              <Field meta={fields.bathrooms} label="Badezimmer" inputMode="numeric" />
            </div>
            <CheckboxField variant="option" meta={fields.hasGarden} label="Garten" />
            <CheckboxField variant="option" meta={fields.hasBalcony} label="Balkon oder Terrasse" />
            <CheckboxField variant="option" meta={fields.hasParking} label="Parkplatz oder Garage" />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <div className="form-grid">
              <Field meta={fields.postalCode} label="Postleitzahl" inputMode="numeric" autoComplete="postal-code" />
              <Field meta={fields.city} label="Ort" autoComplete="address-level2" />
            </div>
            <Field meta={fields.street} label="Straße und Hausnummer" autoComplete="address-line1" />
          </>
        ) : null}
        {step === 3 ? (
          <RadioGroup meta={fields.salesIntention} legend="Was ist Ihr Anliegen?" options={SALES_INTENTIONS} icons={OPTION_ICONS} />
        ) : null}
        {isLast ? (
          <>
            <div className="form-grid">
              <Field meta={fields.firstName} label="Vorname" autoComplete="given-name" />
              <Field meta={fields.lastName} label="Nachname" autoComplete="family-name" />
              <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
              <Field meta={fields.phone} label="Telefon" type="tel" autoComplete="tel" hint="z. B. 0664123456 oder +436641234567" />
            </div>
            <RadioGroup
              meta={fields.contactPreference}
              legend="Wie dürfen wir Sie kontaktieren?"
              options={CONTACT_PREFERENCES}
              defaultOption="email"
            />
            <CheckboxField
              meta={fields.agreeToTerms}
              label={
                <>
                  Ich stimme der Verarbeitung meiner Daten gemäß der <Link to="/datenschutz">Datenschutzerklärung</Link> zu.
                </>
              }
            />
          </>
        ) : null}
        {/* Next comes first in the markup so that Enter in a field moves forward, not back. */}
        <div className="wizard-buttons">
          <SubmitButton intent={isLast ? "submit" : "next"}>{isLast ? "Bewertung anfordern" : "Weiter"}</SubmitButton>
          {/* Step 1 has nothing to go back to: no button rather than a disabled one. */}
          {step > 0 ? (
            <button type="submit" name="intent" value="back" formNoValidate className="button button-secondary">
              Zurück
            </button>
          ) : null}
        </div>
      </AppForm>
    </section>
  );
}
