// "Energieausweis im Inserat": the active listings whose advert lacks the HWB or the fGEE, which
// § 3 EAVG 2012 wants in every ad (a fine for the broker too). The public page hides an empty
// certificate card as the spec says, so the gap shows here (and as a row in the Übersicht's "Heute"),
// with what fixes it: justimmo for adverts from the feed; seeded ones cannot be edited there.
import type { EnergyGap } from "~/server/listings/energy-gaps.queries.server";

/** `gaps` is null when the listings could not be read. */
export function EnergyGapsCard({ gaps }: { gaps: EnergyGap[] | null }) {
  const mixed = Boolean(gaps?.some((gap) => gap.fromFeed) && gaps?.some((gap) => !gap.fromFeed));
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
            Energieausweis-Vorlage-Gesetz verlangt beide Werte in jedem Inserat (§ 3 EAVG 2012). {fixText(gaps)}
          </p>
          <ul className="staff-energy-gaps">
            {gaps.map((gap) => (
              <li key={gap.objektnrIntern}>
                <a href={`/immobilien/${encodeURIComponent(gap.objektnrIntern)}`}>{gap.title}</a>{" "}
                <span className="staff-hint">
                  {`Objektnr. ${gap.objektnrExtern?.trim() || gap.objektnrIntern} · `}
                  {mixed && !gap.fromFeed ? "eingespielt · " : ""}
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

/** Where the values go: into justimmo for adverts from the feed; seeded adverts are not in justimmo. */
function fixText(gaps: EnergyGap[]): string {
  const fromFeed = gaps.filter((gap) => gap.fromFeed).length;
  if (fromFeed === gaps.length) return "Bitte in justimmo ergänzen; der nächste Abgleich übernimmt sie.";
  const seeded =
    fromFeed === 0
      ? gaps.length === 1
        ? "Dieses Inserat ist eingespielt und kommt nicht aus justimmo; dort lässt es sich nicht ergänzen."
        : "Diese Inserate sind eingespielt und kommen nicht aus justimmo; dort lassen sie sich nicht ergänzen."
      : "Die als eingespielt markierten kommen nicht aus justimmo und lassen sich dort nicht ergänzen.";
  return fromFeed === 0 ? seeded : `Bitte in justimmo ergänzen; der nächste Abgleich übernimmt sie. ${seeded}`;
}
