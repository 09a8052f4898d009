// The Technik card of the hand-over to justimmo: the Feedback XML goes for every listing from
// justimmo (to its oi-feedback.justimmo.at address), the API call only once staff switch it on here.
// One POST form (intent crm-api), so the switch works without JavaScript.
import { Form } from "react-router";

// The stored state in the broker's words; the shared CRM_CREDENTIALS_TEXT speaks of servers.
const CREDENTIALS_TEXT: Record<string, string> = {
  ok: "Benutzername und Passwort aus den Feed-Einstellungen passen zur justimmo-API und werden verwendet.",
  missing: "Es sind noch keine Feed-Zugangsdaten gespeichert.",
  "other-server":
    "Die hinterlegte Feed-Adresse ist keine justimmo-Adresse; die API-Übergabe braucht Benutzername und Passwort eines justimmo-API-Exports.",
  "no-user": "In der Feed-Adresse fehlt der Benutzername.",
  "no-password": "Für den Feed ist kein Passwort gespeichert.",
};

export interface CrmCardData {
  apiEnabled: boolean;
  apiUrl: string;
  credentials: string;
  credentialsText: string;
}

/** `listings`: the live listings and how many came from the feed; only those have a justimmo object to go to. */
export function CrmCard({ crm, listings }: { crm: CrmCardData; listings: { live: number; fromFeed: number } | null }) {
  const blocked = !crm.apiEnabled && crm.credentials !== "ok";
  // Seeded listings have no feedback address at justimmo: their leads stay in the inbox only.
  const noneFromFeed = listings !== null && listings.live > 0 && listings.fromFeed === 0;
  // Green only while something goes: at least one listing on the site came from justimmo.
  const fromJustimmo = listings !== null && listings.fromFeed > 0;
  return (
    <article className="card staff-card" aria-labelledby="crm-title">
      <h2 id="crm-title">Übergabe an justimmo</h2>
      <p>
        Anfragen und Besichtigungsbuchungen zu Immobilien aus justimmo schickt die Website per E-Mail an justimmo; dort stehen sie beim
        Objekt.
        {noneFromFeed ? " Derzeit kommt keine Immobilie auf der Website aus justimmo: ihre Anfragen stehen nur im Eingang." : null}
      </p>
      <dl className="staff-facts">
        <dt>E-Mail an justimmo</dt>
        <dd>
          {/* Green only while it works: with no listing from justimmo nothing is sent. */}
          {!fromJustimmo ? (
            <>
              <span className="staff-badge staff-badge-off">Wartet</span> Aktiv, sobald Immobilien aus justimmo kommen: dann an die
              Feedback-Adresse des Objekts in justimmo (oi-feedback.justimmo.at)
            </>
          ) : (
            <>
              <span className="staff-badge staff-badge-success">Aktiv</span> an die Feedback-Adresse des Objekts in justimmo
              (oi-feedback.justimmo.at)
            </>
          )}
        </dd>
        <dt>justimmo-API</dt>
        <dd>
          {/* A status badge with its word, not colour alone. */}
          <span className={`staff-badge ${crm.apiEnabled ? "staff-badge-success" : "staff-badge-off"}`}>
            {crm.apiEnabled ? "Eingeschaltet" : "Ausgeschaltet"}
          </span>{" "}
          {crm.apiEnabled ? "Anfragen gehen zusätzlich direkt über die API an justimmo." : "Anfragen gehen nur per E-Mail an justimmo."}
        </dd>
        <dt>Zugangsdaten</dt>
        <dd>{CREDENTIALS_TEXT[crm.credentials] ?? crm.credentialsText}</dd>
      </dl>
      {/* Without matching credentials the switch cannot work: it waits, and one line under it says
          what is missing with a link to where it goes (reviews 57 and 58 staff: a filled
          "einschalten" under "keine Zugangsdaten" invited a dead end, and three lines said it
          three ways). Switching off always works. */}
      {blocked ? null : (
        <p className="staff-hint">
          Zum Einschalten muss in justimmo ein API-Export eingerichtet sein. Die Übergabe verwendet Benutzername und Passwort aus den
          Feed-Einstellungen (Adresse: <code>{crm.apiUrl}</code>).
        </p>
      )}
      <Form method="post" className="staff-actions">
        <input type="hidden" name="intent" value="crm-api" />
        <input type="hidden" name="enabled" value={crm.apiEnabled ? "0" : "1"} />
        <button
          className={crm.apiEnabled ? "button button-secondary" : "button"}
          type="submit"
          disabled={blocked}
          aria-describedby={blocked ? "crm-api-blocked" : undefined}
        >
          {crm.apiEnabled ? "API-Übergabe ausschalten" : "API-Übergabe einschalten"}
        </button>
      </Form>
      {blocked ? (
        <p className="staff-hint" id="crm-api-blocked">
          Zum Einschalten zuerst die Zugangsdaten des justimmo-Feeds <a href="#sync-title">in der Feed-Konfiguration</a> hinterlegen (in
          justimmo muss ein API-Export eingerichtet sein).
        </p>
      ) : null}
    </article>
  );
}
