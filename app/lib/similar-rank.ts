// The order of Ähnliche Immobilien: the candidates nearest to the listing in price and size, the
// same district counting as much as a factor of e in either. A 33 m² Garçonnière next door is
// not like a 164 m² flat; a 150 m² flat one district away is. Pure, for the detail page's loader.

export interface SimilarTarget {
  price_value: number | null;
  area_value: number | null;
  district_label: string | null;
}

/** How far a candidate is from the listing: 0 for the same district, price and size. */
export function similarDistance(target: SimilarTarget, candidate: SimilarTarget): number {
  const otherDistrict = target.district_label !== null && candidate.district_label !== target.district_label ? 1 : 0;
  return otherDistrict + ratioDistance(target.price_value, candidate.price_value) + ratioDistance(target.area_value, candidate.area_value);
}

/** |ln(a / b)|, or a fixed 1 when one side is unknown (an unknown figure is no match). */
function ratioDistance(a: number | null, b: number | null): number {
  if (a === null || a <= 0) return 0;
  if (b === null || b <= 0) return 1;
  return Math.abs(Math.log(a / b));
}

/** The candidates nearest first; equal distances keep the order they came in. */
export function rankSimilar<T extends SimilarTarget>(target: SimilarTarget, candidates: readonly T[]): T[] {
  return candidates
    .map((candidate, index) => ({ candidate, index, distance: similarDistance(target, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map((entry) => entry.candidate);
}
