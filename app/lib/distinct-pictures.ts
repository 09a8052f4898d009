// Rows of cards whose first pictures differ (review 64: the same photo as the page's own, or twice
// in one row). Ähnliche Immobilien drops a repeat; a shop window (home, Darstellung) keeps one only
// to fill its places, never beside the same picture when it can help it. A row without a picture
// of its own (null: the fallback) repeats nothing. Pure.

/** The rows in order, without one whose picture `taken` holds or an earlier row shows. */
export function distinctPictures<T>(rows: readonly T[], pictureOf: (row: T) => string | null, taken: Iterable<string | null> = []): T[] {
  const seen = new Set([...taken].filter((picture) => picture !== null));
  const kept: T[] = [];
  for (const row of rows) {
    const picture = pictureOf(row);
    if (picture !== null && seen.has(picture)) continue;
    if (picture !== null) seen.add(picture);
    kept.push(row);
  }
  return kept;
}

/**
 * Up to `limit` rows for a shop window after `before` (cards already placed, e.g. the staff's
 * pins): preferred rows first, each group in its order, every picture once; only when that leaves
 * places open, the repeats, each put where neither neighbour shows its picture if there is such a
 * place.
 */
export function shopWindow<T>(
  rows: readonly T[],
  pictureOf: (row: T) => string | null,
  { limit, before = [], preferred = () => true }: { limit: number; before?: readonly T[]; preferred?: (row: T) => boolean },
): T[] {
  const ordered = [...rows.filter(preferred), ...rows.filter((row) => !preferred(row))];
  const picked = distinctPictures(ordered, pictureOf, before.map(pictureOf)).slice(0, limit);
  const rest = ordered.filter((row) => !picked.includes(row));
  for (const row of rest) {
    if (picked.length >= limit) break;
    const picture = pictureOf(row);
    const line = [...before, ...picked];
    let at = line.length;
    for (let i = line.length; i >= before.length; i--) {
      const left = line[i - 1];
      const right = line[i];
      if ((!left || pictureOf(left) !== picture) && (!right || pictureOf(right) !== picture)) {
        at = i;
        break;
      }
    }
    picked.splice(Math.max(0, at - before.length), 0, row);
  }
  return picked;
}
