// The FAGG information a consumer gets before a broker contract is made at a distance and on a
// durable medium afterwards: who the broker is (§ 4 Abs 1 Z 2-4 FAGG), the commission (§ 4 Abs 1
// Z 4 FAGG; § 30b KSchG), the right of withdrawal and model form (§ 4 Abs 1 Z 8, § 11 FAGG), and
// what an express early start costs (§ 4 Abs 1 Z 10, §§ 10, 16 FAGG). Pure and shared.
import { formatDate } from "./format";
import type { LegalTerms } from "./legal-terms";

/** The visitor ticks this to ask for work to start within the withdrawal period (§ 10 FAGG). */
export const EARLY_START_LABEL =
  "Ich verlange ausdrücklich, dass Sie schon vor Ablauf der 14-tägigen Rücktrittsfrist für mich tätig werden. Mir ist bekannt, dass ich mein Rücktrittsrecht verliere, sobald Sie den Vertrag vollständig erfüllt haben.";

export const EARLY_START_CONSEQUENCE =
  "Ohne dieses Häkchen beginnen wir erst nach Ablauf der Rücktrittsfrist mit der Vermittlung. Mit dem Häkchen beginnen wir sofort; treten Sie danach zurück, zahlen Sie einen anteiligen Betrag für das bis dahin Geleistete (§ 16 FAGG). Ist der Vertrag vollständig erfüllt, etwa weil Sie durch uns den Kauf- oder Mietvertrag geschlossen haben, erlischt das Rücktrittsrecht (§ 18 Abs. 1 Z 1 FAGG).";

export function brokerLine(terms: LegalTerms): string {
  return `Makler: ${terms.firma}, ${terms.anschrift}, Telefon ${terms.telefon}, E-Mail ${terms.email}${terms.register ? `, ${terms.register}` : ""}.`;
}

export function withdrawalLine(siteUrl: string): string {
  return `Rücktrittsrecht: Sie können binnen 14 Tagen ohne Angabe von Gründen vom Maklervertrag zurücktreten (§ 11 FAGG). Die Frist beginnt mit dem Vertragsabschluss. Es genügt eine eindeutige Erklärung, zum Beispiel über „Vertrag widerrufen“ auf ${siteUrl}/widerruf oder mit dem Muster-Widerrufsformular in der Rücktrittsbelehrung auf ${siteUrl}/ruecktrittsbelehrung.`;
}

/**
 * Who can withdraw from the broker contract an inquiry may conclude (ADR 0385). The FAGG covers
 * contracts under which a consumer pays (§ 1 FAGG; § 1 KSchG): 'none' where the inquirer owes
 * no commission (a residential rental under § 17a MaklerG, a listing marked provisionsfrei);
 * 'if-consumer' on business premises, whose inquirer is usually a business but may be a consumer
 * (privately, or before founding one, § 1 Abs 3 KSchG); 'consumer' otherwise.
 */
export type FaggScope = "consumer" | "if-consumer" | "none";

const BUSINESS_TYPES = new Set(["office", "commercial"]);

export function faggScope(propertyType: string | null, free: boolean): FaggScope {
  if (free) return "none";
  return propertyType !== null && BUSINESS_TYPES.has(propertyType) ? "if-consumer" : "consumer";
}

/** The FAGG notice as text lines (form, confirmation mail, inbox). */
export function faggInfoLines(terms: LegalTerms, provision: string, siteUrl: string, scope: FaggScope = "consumer"): string[] {
  if (scope === "none") {
    return [
      brokerLine(terms),
      `Provision: ${provision} Für Sie entsteht durch die Anfrage keine Provision.`,
      "Da Sie uns nichts zahlen, gelten Rücktrittsrecht und Informationspflichten nach dem FAGG für diese Anfrage nicht; die übrigen Kosten nennt die Nebenkostenübersicht.",
    ];
  }
  const lines = [
    brokerLine(terms),
    `Provision: ${provision} Sie wird nur fällig, wenn durch unsere Vermittlung ein Kauf- oder Mietvertrag zustande kommt (§ 7 MaklerG).`,
    withdrawalLine(siteUrl),
    EARLY_START_CONSEQUENCE,
  ];
  if (scope === "consumer") return lines;
  return [
    ...lines.slice(0, 2),
    "Das Folgende gilt nur, wenn Sie als Verbraucher:in anfragen, also nicht für Ihr Unternehmen (§ 1 KSchG); auch vor der Gründung eines Unternehmens sind Sie Verbraucher:in (§ 1 Abs. 3 KSchG).",
    ...lines.slice(2),
  ];
}

const viennaClock = new Intl.DateTimeFormat("de-AT", {
  timeZone: "Europe/Vienna",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Date and time as the receipt states them: '25.11.2026, 02:15:03 Uhr (Wiener Zeit)'. */
export function formatReceiptTime(date: Date): string {
  // The date part from the site's one date helper (lib/format), the clock in Vienna.
  return `${formatDate(date) ?? ""}, ${viennaClock.format(date)} Uhr (Wiener Zeit)`;
}
