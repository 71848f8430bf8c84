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

    async update(id: string, changes: Partial<Omit<NarrationRow, 'id'>>): Promise<void> {
      await db.updateTable('narrations').set(changes).where('id', '=', id).execute();
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
