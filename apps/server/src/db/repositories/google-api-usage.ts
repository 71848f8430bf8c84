import { randomUUID } from 'node:crypto';
import type { Db } from '../database';
import type { GoogleApiUsageTable } from '../schema';

export type GoogleApiUsageRow = GoogleApiUsageTable;

export interface GoogleApiUsageEntry {
  apiType: 'places_details' | 'places_photo';
  endpoint: string;
  /** Cents; 0 for cache hits. */
  estimatedCost: number;
  cacheHit: boolean;
  resultsReturned: number | null;
  userId?: string | null;
  location?: string | null;
  radius?: number | null;
  metadata?: Record<string, unknown> | null;
}

/** The maps-service usage log (SPEC §3): one row per call we answer, so spend can be summed per day. */
export function createGoogleApiUsageRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    async log(entry: GoogleApiUsageEntry): Promise<void> {
      const at = now().toISOString();
      await db
        .insertInto('googleApiUsage')
        .values({
          id: randomUUID(),
          userId: entry.userId ?? null,
          apiType: entry.apiType,
          endpoint: entry.endpoint,
          requestCount: 1,
          estimatedCost: entry.estimatedCost,
          location: entry.location ?? null,
          radius: entry.radius ?? null,
          resultsReturned: entry.resultsReturned,
          cacheHit: entry.cacheHit ? 1 : 0,
          metadata: entry.metadata ? JSON.stringify(entry.metadata) : null,
          requestTimestamp: at,
          dailyDate: at.slice(0, 10),
        })
        .execute();
    },

    /** Estimated spend in cents for one UTC day (YYYY-MM-DD). */
    async costOn(dailyDate: string): Promise<number> {
      const row = await db
        .selectFrom('googleApiUsage')
        .select((eb) => eb.fn.sum<number | string | null>('estimatedCost').as('total'))
        .where('dailyDate', '=', dailyDate)
        .executeTakeFirstOrThrow();
      return Number(row.total ?? 0);
    },
  };
}

export type GoogleApiUsageRepository = ReturnType<typeof createGoogleApiUsageRepository>;
