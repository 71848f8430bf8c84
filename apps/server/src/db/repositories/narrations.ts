import type { Db } from '../database';
import type { NarrationsTable } from '../schema';

export type NarrationRow = NarrationsTable;

export function createNarrationsRepository(db: Db) {
  return {
    async insert(row: NarrationRow): Promise<void> {
      await db.insertInto('narrations').values(row).execute();
    },

    findById(id: string): Promise<NarrationRow | undefined> {
      return db.selectFrom('narrations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The newest narration with audio for the same rounded place, theme, language, length and voice. */
    findCached(cacheKey: string): Promise<NarrationRow | undefined> {
      return db
        .selectFrom('narrations')
        .selectAll()
        .where('cacheKey', '=', cacheKey)
        .where('audioUrl', 'is not', null)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}

export type NarrationsRepository = ReturnType<typeof createNarrationsRepository>;
