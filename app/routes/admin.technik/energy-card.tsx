// "Energieausweis im Inserat": the active listings whose advert lacks the HWB or the fGEE, which
// § 3 EAVG 2012 wants in every ad (a fine for the broker too). The public page hides an empty
// certificate card as the spec says, so the gap shows here, to be filled in justimmo.
import type { EnergyGap } from "~/server/listings/energy-gaps.queries.server";

/** `gaps` is null when the listings could not be read. */
export function EnergyGapsCard({ gaps }: { gaps: EnergyGap[] | null }) {
  return (
    <article className="staff-card" id="energieausweise" aria-labelledby="energy-gaps-title">
      <h2 id="energy-gaps-title">Energieausweis im Inserat</h2>
      {gaps === null ? (
        <p className="staff-alert staff-alert-error">Die Inserate konnten gerade nicht gelesen werden. Bitte laden Sie die Seite neu.</p>
      ) : gaps.length === 0 ? (
        <p className="staff-hint">Alle aktiven Inserate nennen HWB und fGEE.</p>
      ) : (
        <>
          <p className="staff-alert staff-alert-warning">
            {gaps.length === 1 ? "1 aktives Inserat nennt" : `${gaps.length} aktive Inserate nennen`} nicht HWB und fGEE. Das
            Energieausweis-Vorlage-Gesetz verlangt beide Werte in jedem Inserat (§ 3 EAVG 2012); bitte in justimmo ergänzen, der nächste
            Abgleich übernimmt sie.
          </p>
          <ul className="staff-energy-gaps">
            {gaps.map((gap) => (
              <li key={gap.objektnrIntern}>
                <a href={`/immobilien/${encodeURIComponent(gap.objektnrIntern)}`}>{gap.title}</a>{" "}
                <span className="staff-hint">
                  {gap.objektnrExtern ? `Obj.-Nr. ${gap.objektnrExtern} · ` : ""}
                  {gap.missing.length > 1 ? "es fehlen" : "es fehlt"} {gap.missing.join(" und ")}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
