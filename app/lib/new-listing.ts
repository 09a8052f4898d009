// 'Neu' on a results card (ADR 0363): a listing first stored in the last 14 days. created_at is
// when our database first stored the row (the feed sync stamps it on insert only, the seed
// relative to the seed date), not when the broker published it; so the first import, which stamps
// the whole stock on one day, must not make every listing new: rows stored on the first feed
// import's day never count.

/** How long a listing is 'Neu' after it was first stored. */
export const NEW_LISTING_DAYS = 14;

const DAY_MS = 86_400_000;

/**
 * The earliest created_at that counts as new at `now` (ISO 8601, UTC, the stored form): 14 days
 * back, but never earlier than a day after the first import started (`firstImportAt`, null when
 * no sync stored anything yet, as with the seed).
 */
export function newListingsSince(now: Date, firstImportAt: string | null): string {
  const window = now.getTime() - NEW_LISTING_DAYS * DAY_MS;
  const first = firstImportAt ? Date.parse(firstImportAt) : Number.NaN;
  return new Date(Number.isNaN(first) ? window : Math.max(window, first + DAY_MS)).toISOString();
}

/** Whether a stored created_at is at or after `since` (ISO strings in UTC compare in order). */
export function isNewListing(createdAt: string | null | undefined, since: string): boolean {
  return typeof createdAt === "string" && createdAt >= since;
}
