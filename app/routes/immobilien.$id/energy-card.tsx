// 'Energieausweis' (public-site.md sections 5, 9): classes A++..H with their colours, HWB, fGEE
// and 'Gültig bis'. Without any class or value a building's card says so and what the law makes
// of it (ADR 0381); a plot has no building and no card.
import type { PropertyDetailView } from "~/lib/property-view";

function ClassBadge({ value }: { value: string | null }) {
  if (!value) return null;
  const slug = value.replace(/\+/g, "p").toLowerCase();
  return <span className={`energy-class energy-class-${slug}`}>{value}</span>;
}

/** Whether the page has the card (and the section bar its 'Energie'): values, or a building without them. */
export function hasEnergyCard(property: Pick<PropertyDetailView, "energy" | "kind">) {
  return property.energy !== null || property.kind !== "land";
}

export function EnergyCard({ property }: { property: Pick<PropertyDetailView, "energy" | "kind"> }) {
  const { energy } = property;
  if (!energy) return hasEnergyCard(property) ? <MissingEnergyCard /> : null;
  return (
    <section id="energie" className="detail-card energy-card" aria-labelledby="energy-title">
      <h2 id="energy-title">Energieausweis</h2>
      <dl className="energy-rows">
        {energy.hwbClass || energy.hwbValue ? (
          <div>
            <dt>HWB (Heizwärmebedarf)</dt>
            <dd>
              <ClassBadge value={energy.hwbClass} /> {energy.hwbValue}
            </dd>
          </div>
        ) : null}
        {energy.fgeeClass || energy.fgeeValue ? (
          <div>
            <dt>fGEE (Gesamtenergieeffizienz)</dt>
            <dd>
              <ClassBadge value={energy.fgeeClass} /> {energy.fgeeValue}
            </dd>
          </div>
        ) : null}
        {energy.validUntil ? (
          <div>
            <dt>Gültig bis</dt>
            <dd>{energy.validUntil}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * HWB and fGEE belong in every advert (§ 3 EAVG 2012): where the feed has neither, the visitor
 * reads that they are missing, not a page that silently leaves them out.
 */
function MissingEnergyCard() {
  return (
    <section id="energie" className="detail-card energy-card" aria-labelledby="energy-title">
      <h2 id="energy-title">Energieausweis</h2>
      <p className="energy-missing">
        HWB und fGEE liegen uns für diese Immobilie noch nicht vor. Ihre Ansprechperson nennt sie Ihnen, sobald der Energieausweis vorliegt.
      </p>
      <p className="energy-missing-note">
        Wird kein Energieausweis vorgelegt, gilt nach dem Energieausweis-Vorlage-Gesetz zumindest eine dem Alter und der Art des Gebäudes
        entsprechende Gesamtenergieeffizienz als vereinbart.
      </p>
    </section>
  );
}
