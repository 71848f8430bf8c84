import type { UsageTotal } from '@roamcast/shared/schemas/operator-usage';
import type { Db } from '../../db/database';

const DAY_MS = 86_400_000;
/** Without a range, the last 30 UTC days up to today. */
const DEFAULT_DAYS = 30;

/** google_api_usage summed by UTC day and API type, newest day first. */
export async function usageTotals(
  db: Db,
  range: { from?: string; to?: string },
  now = new Date(),
): Promise<UsageTotal[]> {
  const to = range.to ?? now.toISOString().slice(0, 10);
  const from =
    range.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('googleApiUsage')
    .select((eb) => [
      'dailyDate',
      'apiType',
      eb.fn.sum<number | string>('requestCount').as('requests'),
      eb.fn.sum<number | string>('cacheHit').as('cacheHits'),
      eb.fn.sum<number | string>('estimatedCost').as('estimatedCents'),
    ])
    .where('dailyDate', '>=', from)
    .where('dailyDate', '<=', to)
    .groupBy(['dailyDate', 'apiType'])
    .orderBy('dailyDate', 'desc')
    .orderBy('apiType')
    .execute();
  // PostgreSQL answers sums of integers as bigint text.
  return rows.map((row) => ({
    day: row.dailyDate,
    apiType: row.apiType,
    requests: Number(row.requests),
    cacheHits: Number(row.cacheHits),
    estimatedCents: Number(row.estimatedCents),
  }));
}
