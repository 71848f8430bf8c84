import { TIERS, type TierId } from '@roamcast/shared/catalog/tiers';
import { isLimitReached, nextMonthlyReset } from '@roamcast/shared/logic/limits';
import type { UserRow } from '../../db/repositories/users';
import { forbidden } from '../../http/errors';
import { presentUser } from '../../presenters/user';

export interface PostcardAllowance {
  tier: TierId;
  /** Postcards made in the current month (after any reset). */
  used: number;
  limit: number | null;
  /** The next monthly reset (YYYY-MM-DD), as GET /api/user/limits keeps it; null for tiers that never reset. */
  resetDate: string | null;
}

/**
 * Where a user stands, by the same rule as GET /api/user/limits (users/service.ts): a monthly
 * allowance starts again once the stored reset date has come.
 */
export function allowanceOf(row: UserRow, now: Date): PostcardAllowance {
  const tier = presentUser(row, now).tier;
  const plan = TIERS[tier];
  const today = now.toISOString().slice(0, 10);
  let used = row.postcardsThisMonth;
  let resetDate = row.postcardResetDate;
  if (plan.postcardsResetMonthly && (!resetDate || resetDate <= today)) {
    if (resetDate) used = 0;
    resetDate = nextMonthlyReset(now);
  }
  return {
    tier,
    used,
    limit: row.postcardsLimit ?? plan.postcardsLimit,
    resetDate: plan.postcardsResetMonthly ? resetDate : row.postcardResetDate,
  };
}

/** SPEC §8 'Postcard Limit Reached' text, worded like the tour limit's, naming the plan and the limit. */
export function postcardLimitMessage(allowance: PostcardAllowance): string {
  const limit = allowance.limit ?? 0;
  const plan = TIERS[allowance.tier];
  const monthly = plan.postcardsResetMonthly;
  const base = `You've reached your postcard limit of ${limit} postcard${limit === 1 ? '' : 's'}${
    monthly ? ' this month' : ''
  } on the ${plan.name} plan.`;
  if (limit === 0) return `${base} Upgrade to Standard or Premium to create postcards.`;
  if (monthly && allowance.resetDate) return `${base} It resets on ${allowance.resetDate}.`;
  return base;
}

/** Throws the 403 the web answers with the upgrade modal when the user may not make another postcard. */
export function assertPostcardAllowed(allowance: PostcardAllowance): void {
  if (allowance.tier === 'freemium' || isLimitReached(allowance.used, allowance.limit)) {
    throw forbidden(postcardLimitMessage(allowance), 'postcard_limit_reached');
  }
}
