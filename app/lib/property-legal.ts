// What a property inquiry states before it is sent (§ 4 Abs 1 FAGG) and the confirmation mail
// and exposé repeat: the FAGG notice and the Nebenkostenübersicht (§ 30b KSchG).
import { EARLY_START_LABEL, type FaggScope, faggInfoLines, faggScope } from "./fagg";
import type { LegalTerms } from "./legal-terms";
import { type NebenkostenListing, nebenkostenUebersicht } from "./nebenkosten";

/**
 * What the inquiry form states before sending (§ 4 Abs 1 FAGG) and the confirmation mail
 * repeats: the FAGG notice, the § 10 checkbox label, and the listing's Nebenkostenübersicht.
 */
export function propertyLegalInfo(property: NebenkostenListing, terms: LegalTerms, siteUrl: string) {
  const overview = nebenkostenUebersicht(property, terms);
  const scope = faggScope(property.property_type, overview.free);
  return {
    overview,
    fagg: {
      scope,
      title: FAGG_TITLES[scope],
      lines: faggInfoLines(terms, overview.provision, siteUrl, scope),
      // What a visitor reads at a glance; the full lines above stay in the page, one click away.
      summary: [`Makler: ${terms.firma}.`, `Provision: ${overview.provision}`, WITHDRAWAL_SUMMARY[scope]],
      links:
        scope === "none"
          ? []
          : [
              { href: "/ruecktrittsbelehrung", label: "Rücktrittsbelehrung" },
              { href: "/ruecktrittsbelehrung#muster-widerrufsformular", label: "Muster-Widerrufsformular" },
              { href: "/widerruf", label: "Vertrag widerrufen" },
            ],
      // The § 10 request only where a withdrawal right can arise (ADR 0385).
      earlyStartLabel:
        scope === "consumer"
          ? `${EARLY_START_LABEL} (optional)`
          : scope === "if-consumer"
            ? `Nur wenn Sie als Verbraucher:in anfragen: ${EARLY_START_LABEL} (optional)`
            : null,
    },
  };
}

/** The notice's heading on the form (and the mail's), by who can withdraw. */
export const FAGG_TITLES: Record<FaggScope, string> = {
  consumer: "Bevor Sie senden: Maklervertrag und Rücktrittsrecht",
  "if-consumer": "Bevor Sie senden: Maklervertrag und Rücktrittsrecht für Verbraucher:innen",
  none: "Bevor Sie senden: Makler und Kosten",
};

const WITHDRAWAL_SUMMARY: Record<FaggScope, string> = {
  consumer: "Rücktrittsrecht: 14 Tage ohne Angabe von Gründen (§ 11 FAGG).",
  "if-consumer":
    "Rücktrittsrecht: 14 Tage ohne Angabe von Gründen (§ 11 FAGG), nur wenn Sie als Verbraucher:in und nicht für Ihr Unternehmen anfragen (§ 1 KSchG).",
  none: "Sie zahlen uns nichts; ein Rücktrittsrecht nach dem FAGG betrifft diese Anfrage daher nicht.",
};
