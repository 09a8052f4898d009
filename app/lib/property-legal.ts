// What a property inquiry states before it is sent (§ 4 Abs 1 FAGG) and the confirmation mail
// and exposé repeat: the FAGG notice and the Nebenkostenübersicht (§ 30b KSchG).
import { EARLY_START_LABEL, faggInfoLines } from "./fagg";
import type { LegalTerms } from "./legal-terms";
import { type NebenkostenListing, nebenkostenUebersicht } from "./nebenkosten";

/**
 * What the inquiry form states before sending (§ 4 Abs 1 FAGG) and the confirmation mail
 * repeats: the FAGG notice, the § 10 checkbox label, and the listing's Nebenkostenübersicht.
 */
export function propertyLegalInfo(property: NebenkostenListing, terms: LegalTerms, siteUrl: string) {
  const overview = nebenkostenUebersicht(property, terms);
  return {
    overview,
    fagg: {
      title: "Bevor Sie senden: Maklervertrag und Rücktrittsrecht",
      lines: faggInfoLines(terms, overview.provision, siteUrl),
      // What a visitor reads at a glance; the full lines above stay in the page, one click away.
      summary: [
        `Makler: ${terms.firma}.`,
        `Provision: ${overview.provision}`,
        "Rücktrittsrecht: 14 Tage ohne Angabe von Gründen (§ 11 FAGG).",
      ],
      links: [
        { href: "/ruecktrittsbelehrung", label: "Rücktrittsbelehrung" },
        { href: "/ruecktrittsbelehrung#muster-widerrufsformular", label: "Muster-Widerrufsformular" },
        { href: "/widerruf", label: "Vertrag widerrufen" },
      ],
      earlyStartLabel: `${EARLY_START_LABEL} (optional)`,
    },
  };
}
