// /admin/besichtigungen, the form that opens a Zeitfenster for viewings of a listing. Optional
// fields say so in their label, each the same way: "(optional)".
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { loader } from "./route.server";

type Reply = { status: "error"; error: string; fieldErrors?: Record<string, string[] | null> } | undefined;

export function NewWindowForm() {
  const { listings, agents, options, defaultDate, preselected } = useLoaderData<typeof loader>();
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-window";
  const errorOf = (name: string) => reply?.fieldErrors?.[name]?.[0];
  const field = (name: string, label: string, control: React.ReactNode, hint?: string) => (
    <div className="field">
      <label htmlFor={`window-${name}`}>{label}</label>
      {hint ? (
        <small id={`window-${name}-hint`} className="staff-hint">
          {hint}
        </small>
      ) : null}
      {control}
      {errorOf(name) ? (
        <p id={`window-${name}-error`} className="field-error">
          {errorOf(name)}
        </p>
      ) : null}
    </div>
  );
  const aria = (name: string, hint = false) => ({
    id: `window-${name}`,
    name,
    "aria-invalid": errorOf(name) ? true : undefined,
    "aria-describedby":
      [errorOf(name) ? `window-${name}-error` : null, hint ? `window-${name}-hint` : null].filter(Boolean).join(" ") || undefined,
  });
  return (
    <section id="neues-fenster" className="staff-card viewings-new" aria-labelledby="viewings-new-title">
      <h2 id="viewings-new-title">Neues Zeitfenster</h2>
      <p className="staff-hint">
        Das Zeitfenster wird in Termine der gewählten Dauer geteilt. 1 Platz je Termin = Einzelbesichtigung, mehr Plätze =
        Gruppenbesichtigung (Open House). Zeiten in Wiener Zeit.
      </p>
      <Form method="post" className="staff-form viewings-new-form">
        <input type="hidden" name="intent" value="create-window" />
        {field(
          "immobilieId",
          "Immobilie",
          // key: a later ?immobilie= link on the same page chooses anew (defaultValue is read once).
          <select {...aria("immobilieId")} key={preselected} required defaultValue={preselected}>
            <option value="">Bitte wählen</option>
            {listings.map((listing) => (
              <option key={listing.value} value={listing.value}>
                {listing.label}
              </option>
            ))}
          </select>,
        )}
        <div className="viewings-new-row">
          {field("datum", "Datum", <input {...aria("datum")} type="date" required defaultValue={defaultDate} />)}
          {field("von", "Von", <input {...aria("von")} type="time" required defaultValue="10:00" step={300} />)}
          {field("bis", "Bis", <input {...aria("bis")} type="time" required defaultValue="12:00" step={300} />)}
        </div>
        <div className="viewings-new-row">
          {field(
            "slotMinuten",
            "Dauer je Termin",
            <select {...aria("slotMinuten")} defaultValue="30">
              {options.slotLengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} Minuten
                </option>
              ))}
            </select>,
          )}
          {field(
            "pufferMinuten",
            "Puffer zwischen Terminen",
            <select {...aria("pufferMinuten")} defaultValue="0">
              {options.bufferLengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? "kein Puffer" : `${minutes} Minuten`}
                </option>
              ))}
            </select>,
          )}
          {field(
            "plaetze",
            "Plätze je Termin",
            <input {...aria("plaetze")} type="number" min={1} max={options.maxSeats} required defaultValue={1} inputMode="numeric" />,
          )}
        </div>
        {field(
          "agentId",
          "Leitung (optional)",
          <select {...aria("agentId")} defaultValue="">
            <option value="">Büro (ohne Person)</option>
            {agents.map((agent) => (
              <option key={agent.value} value={agent.value}>
                {agent.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          "adresse",
          "Adresse (optional)",
          <input {...aria("adresse", true)} type="text" maxLength={200} />,
          "Ohne Angabe gilt die Adresse der Immobilie. Sie steht nur in der Bestätigung, nicht auf der Website.",
        )}
        {field(
          "treffpunkt",
          "Treffpunkt (optional)",
          <input {...aria("treffpunkt", true)} type="text" maxLength={200} />,
          "Zum Beispiel: vor dem Haustor, Stiege 2.",
        )}
        <button type="submit" className="button" disabled={pending}>
          {pending ? "Wird angelegt..." : "Zeitfenster anlegen"}
        </button>
      </Form>
    </section>
  );
}
