/** Limits arithmetic shared by the usage panel and the server (SPEC §2, §5). */

/** A progress percentage, clamped to 0-100; an unlimited or zero limit shows no progress. */
export function usagePercent(current: number, limit: number | null): number {
  if (limit === null || limit <= 0) return current > 0 && limit === 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (current / limit) * 100));
}

/** A limit is reached when current >= limit; null means unlimited. */
export function isLimitReached(current: number, limit: number | null): boolean {
  return limit !== null && current >= limit;
}

/** The first day of the month after `date`, as YYYY-MM-DD, when monthly allowances reset. */
export function nextMonthlyReset(date: Date): string {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}
