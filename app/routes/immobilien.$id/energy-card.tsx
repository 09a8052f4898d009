// 'Energieausweis' (public-site.md sections 5, 9): classes A++..H with their colours, HWB, fGEE
// and 'Gültig bis'; hidden without any class or value.
import type { PropertyDetailView } from "~/lib/property-view";

function ClassBadge({ value }: { value: string | null }) {
  if (!value) return null;
  const slug = value.replace(/\+/g, "p").toLowerCase();
  return <span className={`energy-class energy-class-${slug}`}>{value}</span>;
}

export function EnergyCard({ energy }: { energy: PropertyDetailView["energy"] }) {
  if (!energy) return null;
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
