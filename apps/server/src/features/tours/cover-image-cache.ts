import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { nowIso, parseJson } from '../../db/json';

export interface CachedCover {
  imageUrl: string;
  thumbnailUrl: string | null;
  prompt: string;
}

/**
 * The ai_image_cache table (SPEC §3): painted covers by a hash of their prompt, so two tours that
 * ask a model for the same picture pay for it once. Offline covers are cheap and never cached.
 */
export function createCoverImageCache(db: Db) {
  return {
    async find(promptHash: string): Promise<CachedCover | undefined> {
      const row = await db
        .selectFrom('aiImageCache')
        .selectAll()
        .where('themeHash', '=', promptHash)
        .executeTakeFirst();
      if (!row) return undefined;
      await db
        .updateTable('aiImageCache')
        .set((eb) => ({ usageCount: eb('usageCount', '+', 1), lastUsedAt: nowIso() }))
        .where('id', '=', row.id)
        .execute();
      const metadata = parseJson<{ thumbnailUrl?: string }>(row.metadata, {});
      return { imageUrl: row.imageUrl, thumbnailUrl: metadata.thumbnailUrl ?? null, prompt: row.originalPrompt ?? '' };
    },

    /** Keeps the newest picture for a prompt: a regenerated cover replaces the one before it. */
    async save(
      entry: { promptHash: string; theme: string | null; location: string | null; model: string } & CachedCover,
    ) {
      const now = nowIso();
      const values = {
        imageUrl: entry.imageUrl,
        originalPrompt: entry.prompt,
        narrativeType: entry.theme,
        location: entry.location,
        metadata: JSON.stringify({ thumbnailUrl: entry.thumbnailUrl, model: entry.model }),
        lastUsedAt: now,
      };
      await db
        .insertInto('aiImageCache')
        .values({
          id: randomUUID(),
          themeHash: entry.promptHash,
          style: 'photorealistic',
          usageCount: 1,
          createdAt: now,
          ...values,
        })
        .onConflict((conflict) => conflict.column('themeHash').doUpdateSet(values))
        .execute();
    },
  };
}

export type CoverImageCache = ReturnType<typeof createCoverImageCache>;
