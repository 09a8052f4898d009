// The second factor's guess budget (ASVS 5.0 V6.3.1, V6.6.3). Wrong codes count per account
// across all addresses, and neither a right password nor a right code resets the count: it only
// ages out. Once spent, TOTP codes are refused whatever is typed, so a guesser learns nothing;
// recovery codes keep working so the owner still gets in. The caller mails the owner.

import type { Db } from "~/db/client.server";
import { getSecondFactorGate, lockSecondFactor, recordSecondFactorFailure } from "~/server/accounts/second-factor.queries.server";

/** Wrong codes one account may have within SECOND_FACTOR_WINDOW_SECONDS, from all clients together. */
export const SECOND_FACTOR_BUDGET = 10;
export const SECOND_FACTOR_WINDOW_SECONDS = 60 * 60;
/** How long TOTP codes are refused once the budget is spent. */
export const SECOND_FACTOR_LOCK_SECONDS = 60 * 60;

export const SECOND_FACTOR_LOCKED =
  "Für dieses Konto wurden zu viele falsche Codes eingegeben. Die Anmeldung mit dem Code aus der App ist deshalb vorübergehend gesperrt. Melden Sie sich mit einem Ihrer Wiederherstellungscodes an oder versuchen Sie es später erneut.";

const seconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Seconds until TOTP codes are accepted again for the account, 0 when they are. */
export async function secondFactorLockSeconds(db: Db, userId: string, now: Date): Promise<number> {
  const { lockedUntil } = await getSecondFactorGate(db, userId);
  return lockedUntil ? Math.max(0, lockedUntil - seconds(now)) : 0;
}

/**
 * Count one wrong code of the account. `lockStarted` is true when this failure spent the budget
 * and started a lock (once per lock: the caller logs it and mails the owner).
 */
export async function countWrongSecondFactor(
  db: Db,
  { userId, now }: { userId: string; now: Date },
): Promise<{ failures: number; lockStarted: boolean; lockedUntil: number | null }> {
  const nowSeconds = seconds(now);
  const failures = await recordSecondFactorFailure(db, { userId, nowSeconds, since: nowSeconds - SECOND_FACTOR_WINDOW_SECONDS });
  if (failures < SECOND_FACTOR_BUDGET) return { failures, lockStarted: false, lockedUntil: null };
  const until = nowSeconds + SECOND_FACTOR_LOCK_SECONDS;
  const lockStarted = await lockSecondFactor(db, { userId, nowSeconds, until });
  return { failures, lockStarted, lockedUntil: lockStarted ? until : (await getSecondFactorGate(db, userId)).lockedUntil };
}
