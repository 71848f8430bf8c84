import type { Db } from '../../db/database';
import type { PostcardImagesTable } from '../../db/schema';

export type PostcardRow = PostcardImagesTable;
export type VideoStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** The postcard_images table. */
export function createPostcardRepository(db: Db) {
  return {
    async insert(row: PostcardRow): Promise<void> {
      await db.insertInto('postcardImages').values(row).execute();
    },

    findById(id: string): Promise<PostcardRow | undefined> {
      return db.selectFrom('postcardImages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByShareCode(shareCode: string): Promise<PostcardRow | undefined> {
      return db.selectFrom('postcardImages').selectAll().where('shareCode', '=', shareCode).executeTakeFirst();
    },

    async setVideo(id: string, status: VideoStatus, videoUrl: string | null = null): Promise<void> {
      await db
        .updateTable('postcardImages')
        .set({ videoGenerationStatus: status, ...(videoUrl ? { videoUrl } : {}) })
        .where('id', '=', id)
        .execute();
    },

    async setVideoOperation(id: string, videoOperationId: string): Promise<void> {
      await db.updateTable('postcardImages').set({ videoOperationId }).where('id', '=', id).execute();
    },

    async countByUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('postcardImages')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
