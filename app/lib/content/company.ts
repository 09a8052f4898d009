// Company facts that more than one page states, written once so the pages never disagree.
import { formatDecimal } from "~/lib/format";
import { regionGroups } from "~/lib/navigation";

/** A headline figure and the line under it. */
export interface CompanyFigure {
  value: string;
  label: string;
}

/** Since when the firm works in Vienna: the home page's figures and Über uns both show it. */
export const COMPANY_SINCE = { value: "seit 2009", label: "in Wien tätig" } as const;

/** The regions the footer lists as "Makler in Ihrer Region", counted from that list. */
export const COMPANY_REGIONS: CompanyFigure = {
  value: formatDecimal(
    regionGroups.reduce((sum, group) => sum + group.links.length, 0),
    0,
  ),
  label: "Regionen mit eigener Marktkenntnis",
};

/** Without a team count: a word instead of a bare "1". */
const PERSONAL: CompanyFigure = { value: "Persönlich", label: "eine feste Ansprechperson" };

/** The team as counted from the agents table: "6 Ansprechpersonen / eine davon fest für Sie". */
export function teamFigure(agents: number): CompanyFigure {
  return agents > 1 ? { value: `${formatDecimal(agents, 0)} Ansprechpersonen`, label: "eine davon fest für Sie" } : PERSONAL;
}
