// The wizard's fifth step, the thank-you (leads-legal-admin.md section 4: no progress bar, no
// buttons): who answers and by which date, our live offer prices per m² at the owner's
// postal code when we have any (labelled as offer prices, ADR 0329), then a call as the next step;
// beside it the papers the owner can prepare meanwhile.
import { Link, type useLoaderData } from "react-router";
import { telHref } from "~/components/content/team";
import { site } from "~/lib/site";
import type { loader } from "./route.server";

type Reply = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["reply"]>;

export function ValuationDone({ reply, offerPrices }: { reply: Reply | null; offerPrices: string | null }) {
  const person = reply?.person ?? null;
  return (
    <section className="card wizard-done" aria-labelledby="danke">
      <svg className="wizard-done-mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 id="danke">Vielen Dank für Ihre Bewertungsanfrage!</h2>
      <p>Wir haben Ihre Angaben erhalten und Ihnen eine Bestätigung per E-Mail geschickt.</p>
      {reply ? (
        <div className="wizard-done-contact">
          {person?.image ? (
            <img className="wizard-done-portrait" src={person.image} alt="" width={72} height={72} decoding="async" />
          ) : person ? (
            <span className="wizard-done-portrait wizard-done-monogram" aria-hidden="true">
              {person.monogram}
            </span>
          ) : null}
          <div>
            <p className="wizard-done-when">
              Ihre Ansprechperson meldet sich bis <strong>{reply.by}</strong>.
            </p>
            {person ? (
              <p className="wizard-done-person">
                <strong>{person.name}</strong>
                {person.position ? <span>{person.position}</span> : null}
                {person.phone ? <a href={telHref(person.phone)}>{person.phone}</a> : null}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      {offerPrices ? (
        <div className="wizard-done-prices">
          <h3>Zum Vergleich: unsere Angebote in Ihrer Nähe</h3>
          <p>{offerPrices}</p>
        </div>
      ) : null}
      <p className="wizard-done-actions">
        {/* The seller's next step is a conversation: the person's direct line, else the office's. */}
        <a className="button" href={telHref(person?.phone ?? site.phone)}>
          {person?.phone ? `${person.name} anrufen` : "Büro anrufen"}
        </a>
        <Link className="wizard-done-browse" to="/immobilien">
          Aktuelle Immobilien ansehen
        </Link>
      </p>
    </section>
  );
}

/**
 * What an owner can prepare while waiting: the papers a sale in Austria needs (an Energieausweis
 * must be shown to buyers, EAVG 2012 § 4). Shown beside the thank-you in place of the selling points.
 */
export function SellerChecklist() {
  return (
    <aside className="seller-checklist card" aria-labelledby="unterlagen">
      <h2 id="unterlagen">Was Sie schon vorbereiten können</h2>
      <p>Mit diesen Unterlagen wird die Bewertung genauer und ein späterer Verkauf schneller:</p>
      <ul>
        <li>aktueller Grundbuchauszug</li>
        <li>Energieausweis (beim Verkauf vorgeschrieben)</li>
        <li>Pläne oder Grundrisse</li>
        <li>bei Wohnungen: Nutzwertgutachten und Wohnungseigentumsvertrag</li>
        <li>letzte Betriebskostenabrechnung und Stand der Rücklage</li>
      </ul>
      <p>Fehlt etwas? Kein Problem – wir helfen Ihnen, die Unterlagen zu beschaffen.</p>
    </aside>
  );
}
