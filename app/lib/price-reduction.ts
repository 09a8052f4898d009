// 'Preis gesenkt': a listing whose price went down in the last 30 days. Shared by the card view,
// the search filter and the Suchauftrag mails.

/** How long a reduction earns the badge and matches the filter. */
export const PRICE_REDUCED_DAYS = 30;

const DAY_MS = 86_400_000;

/** The earliest reduction time that still counts at `now`, in the stored form (ISO 8601, UTC). */
export function priceReducedSince(now: Date): string {
  return new Date(now.getTime() - PRICE_REDUCED_DAYS * DAY_MS).toISOString();
}

/** Whether a stored price_reduced_at is recent at `now` (ISO strings in UTC compare in order). */
export function isRecentPriceReduction(at: string | null | undefined, now: Date): boolean {
  return typeof at === "string" && at >= priceReducedSince(now);
}
