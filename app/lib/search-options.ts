// The search panel's dropdowns as groups: Lage with Vienna's districts 1.-23. in number order,
// then Lower Austria A-Z; Immobilientyp grouped Wohnen, Haus, Gewerbe, Grundstück.
import { objektartLabel } from "./objektart";
import { derivePropertyType, type PropertyTypeKey } from "./property-derive";
import { VIENNA_DISTRICTS } from "./radius-places";

export interface OptionGroup {
  label: string;
  /** `count`: how many listings the choice finds with the other filters (the listing only). */
  options: { value: string; label: string; count?: number }[];
}

const collator = new Intl.Collator("de-AT", { sensitivity: "base", numeric: true });

/** 'Wien 3., Landstraße' or 'Landstraße' → 3; plain 'Wien' → 0 (first); anything else → null. */
function viennaDistrict(value: string): number | null {
  const text = value.trim();
  if (/^wien$/i.test(text)) return 0;
  const match = /^Wien\s+(\d{1,2})\./i.exec(text);
  if (match) return Number(match[1]);
  // A feed may name a district without 'Wien N.'.
  const index = VIENNA_DISTRICTS.findIndex((name) => collator.compare(name, text) === 0);
  return index >= 0 ? index + 1 : null;
}

/** Lage: 'Wien' (districts by number), then 'Niederösterreich' (A-Z); empty groups are left out. */
export function groupLocations(values: readonly string[]): OptionGroup[] {
  const vienna: { value: string; district: number }[] = [];
  const lowerAustria: string[] = [];
  for (const value of new Set(values)) {
    const district = viennaDistrict(value);
    if (district === null) lowerAustria.push(value);
    else vienna.push({ value, district });
  }
  vienna.sort((a, b) => a.district - b.district || collator.compare(a.value, b.value));
  lowerAustria.sort(collator.compare);
  return [
    { label: "Wien", options: vienna.map(({ value }) => ({ value, label: value })) },
    { label: "Niederösterreich", options: lowerAustria.map((value) => ({ value, label: value })) },
  ].filter((group) => group.options.length > 0);
}

const TYPE_GROUPS: { label: string; keys: PropertyTypeKey[] }[] = [
  { label: "Wohnen", keys: ["apartment"] },
  { label: "Haus", keys: ["house", "villa"] },
  { label: "Gewerbe", keys: ["office", "commercial"] },
  { label: "Grundstück", keys: ["land"] },
];

/** Immobilientyp: the stored objektart values under Wohnen, Haus, Gewerbe, Grundstück, each A-Z by label. */
export function groupTypes(types: readonly { value: string; label: string }[]): OptionGroup[] {
  return TYPE_GROUPS.map((group) => ({
    label: group.label,
    options: types
      .filter((type) => group.keys.includes(derivePropertyType(type.value)))
      .sort((a, b) => collator.compare(a.label, b.label) || collator.compare(a.value, b.value)),
  })).filter((group) => group.options.length > 0);
}

/**
 * Both dropdowns from the stored values, as /immobilien and the home quick search show them: the
 * stored objektart as the value (the filter matches it), its German words as the label.
 */
export function filterOptionGroups(options: { types: readonly string[]; locations: readonly string[] }) {
  return {
    types: groupTypes(options.types.map((value) => ({ value, label: objektartLabel(value) ?? value }))),
    locations: groupLocations(options.locations),
  };
}

/** The groups with each choice's hit count (the listing's dropdowns). */
export function withCounts(groups: readonly OptionGroup[], countOf: (value: string) => number): OptionGroup[] {
  return groups.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, count: countOf(option.value) })) }));
}
