// "Eingetragen und geprüft": the chamber, the trade licence and the rules the brokerage works by,
// from the imprint's facts (the Firmenbuch number stays in the imprint). On Über uns beside the
// story, and beside the valuation's questions, where a seller decides whom to trust with an
// address (review 58). Styles in app.css.
import { Link } from "react-router";
import { site } from "~/lib/site";

export function Credentials({ id }: { id: string }) {
  return (
    <section className="content-credentials" aria-labelledby={id}>
      <h3 id={id}>Eingetragen und geprüft</h3>
      <dl>
        <div>
          <dt>Mitglied der</dt>
          <dd>{site.imprint.chamber}</dd>
        </div>
        <div>
          <dt>Gewerbe</dt>
          <dd>{site.imprint.tradeLicence}</dd>
        </div>
        <div>
          <dt>Wir arbeiten nach</dt>
          <dd>{site.imprint.tradeRules}</dd>
        </div>
      </dl>
      <Link to="/impressum">Alle Angaben im Impressum</Link>
    </section>
  );
}
