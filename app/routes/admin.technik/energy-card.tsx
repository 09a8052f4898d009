// "Energieausweis im Inserat": the active listings whose advert lacks the HWB or the fGEE, which
// § 3 EAVG 2012 wants in every ad (a fine for the broker too). The public page hides an empty
// certificate card as the spec says, so the gap shows here (and as a row in the Übersicht's "Heute"),
// with what fixes it: justimmo for adverts from the feed, the staff edit page for the others
// ("Werte eintragen" or "Offline nehmen", the same two actions the Immobilien list offers).

/** The staff list of listings, narrowed to those missing a certificate value (its own page). */
export const ENERGY_GAPS_HREF = "/admin/immobilien?fehlt=energieausweis";

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
            Energieausweis-Vorlage-Gesetz verlangt beide Werte in jedem Inserat (§{"\u00a0"}3 EAVG 2012). {fixText(gaps)}
          </p>
          <ul className="staff-energy-gaps">
            {gaps.map((gap) => (
              <li key={gap.objektnrIntern}>
                <a href={`/immobilien/${encodeURIComponent(gap.objektnrIntern)}`}>{gap.title}</a>{" "}
                <span className="staff-hint">
                  {`Objektnr. ${gap.objektnrExtern?.trim() || gap.objektnrIntern} · `}
                  {mixed && !gap.fromFeed ? "nicht aus justimmo · " : ""}
                  {gap.missing.length > 1 ? "es fehlen" : "es fehlt"} {gap.missing.join(" und ")}
                </span>
                {gap.fromFeed ? null : (
                  <>
                    {" "}
                    <a href={editHref(gap)}>
                      Werte eintragen<span className="staff-sr-only"> für {gap.title}</span>
                    </a>{" "}
                    oder{" "}
                    <a href={`${editHref(gap)}#offline`}>
                      Offline nehmen<span className="staff-sr-only">: {gap.title}</span>
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
          <p>
            <a href={ENERGY_GAPS_HREF}>Diese Inserate in der Immobilien-Liste öffnen</a>
          </p>
        </>
      )}
    </article>
  );
}

/** The staff edit page of a listing not from justimmo. */
export const editHref = (gap: Pick<EnergyGap, "id">) => `/admin/immobilien/${gap.id}`;

/** Where the values go: into justimmo for adverts from the feed; the others here, on their edit page. */
function fixText(gaps: EnergyGap[]): string {
  const fromFeed = gaps.filter((gap) => gap.fromFeed).length;
  if (fromFeed === gaps.length) return "Bitte in justimmo ergänzen; der nächste Abgleich übernimmt sie.";
  const own =
    fromFeed === 0
      ? gaps.length === 1
        ? "Dieses Inserat stammt nicht aus justimmo: Werte eintragen oder offline nehmen."
        : "Diese Inserate stammen nicht aus justimmo: Werte eintragen oder offline nehmen."
      : "Bei den mit „nicht aus justimmo“ markierten: Werte eintragen oder offline nehmen.";
  return fromFeed === 0 ? own : `Bitte in justimmo ergänzen; der nächste Abgleich übernimmt sie. ${own}`;
}
