import { expect, test } from "vitest";
import { regionGroups } from "~/lib/navigation";
import { COMPANY_REGIONS, teamFigure } from "./company";

test("the regions figure counts the footer's 'Makler in Ihrer Region' links, so the two never disagree", () => {
  const links = regionGroups.flatMap((group) => group.links);
  expect(links.length).toBeGreaterThan(1);
  expect(COMPANY_REGIONS).toEqual({ value: String(links.length), label: "Regionen mit eigener Marktkenntnis" });
});

test("the team figure counts the team; one person or none gives words, never a bare '1'", () => {
  expect(teamFigure(6)).toEqual({ value: "6 Ansprechpersonen", label: "eine davon fest für Sie" });
  expect(teamFigure(1)).toEqual({ value: "Persönlich", label: "eine feste Ansprechperson" });
  expect(teamFigure(0).value).toBe("Persönlich");
});
