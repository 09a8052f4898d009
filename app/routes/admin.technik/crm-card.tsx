// The Technik card of the hand-over to justimmo: the Feedback XML always goes (to the
// listing's oi-feedback.justimmo.at address), the API call only once staff switch it on here.
// One POST form (intent crm-api), so the switch works without JavaScript.
import { Form } from "react-router";

export interface CrmCardData {
  apiEnabled: boolean;
  apiUrl: string;
  credentials: string;
  credentialsText: string;
}

export function CrmCard({ crm }: { crm: CrmCardData }) {
  return (
    <article className="card staff-card" aria-labelledby="crm-title">
      <h2 id="crm-title">Übergabe an justimmo</h2>
      <p>
        Jede Anfrage und jede Besichtigungsbuchung zu einem Objekt geht als OpenImmo-Feedback per E-Mail an die Feedback-Adresse des Objekts
        bei oi-feedback.justimmo.at. Andere Adressen aus dem Feed werden nicht beliefert.
      </p>
      <dl className="staff-facts">
        <dt>justimmo-API</dt>
        <dd>{crm.apiEnabled ? "eingeschaltet" : "ausgeschaltet"}</dd>
        <dt>Adresse</dt>
        <dd>
          <code>{crm.apiUrl}</code>
        </dd>
        <dt>Zugangsdaten</dt>
        <dd>{crm.credentialsText}</dd>
      </dl>
      <p className="staff-hint">
        Die API-Übergabe braucht einen API-Export in justimmo; sie verwendet Benutzername und Passwort der Feed-Konfiguration.
      </p>
      <Form method="post" className="staff-actions">
        <input type="hidden" name="intent" value="crm-api" />
        <input type="hidden" name="enabled" value={crm.apiEnabled ? "0" : "1"} />
        <button className={crm.apiEnabled ? "button button-secondary" : "button"} type="submit">
          {crm.apiEnabled ? "API-Übergabe ausschalten" : "API-Übergabe einschalten"}
        </button>
      </Form>
    </article>
  );
}
