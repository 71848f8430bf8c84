import type { Db } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { allowanceOf, assertPostcardAllowed } from './postcard-allowance';
import type { PostcardRow } from './postcard-repository';

const ATTEMPTS = 5;

/**
 * Checks the allowance, counts the postcard and stores it in ONE transaction. The count moves by a
 * compare-and-set (update ... where postcards_this_month = what was read): on PostgreSQL a concurrent
 * request that read the same count waits for the first to commit, then updates nothing, reads again
 * and meets the limit; SQLite runs transactions one at a time. So no race lets a fourth one through.
 */
export async function claimAndInsertPostcard(db: Db, row: PostcardRow, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const user = await trx.selectFrom('users').selectAll().where('id', '=', row.userId).executeTakeFirst();
      if (!user) throw unauthorized();
      const allowance = allowanceOf(user, now);
      assertPostcardAllowed(allowance);
      let update = trx
        .updateTable('users')
        .set({ postcardsThisMonth: allowance.used + 1, postcardResetDate: allowance.resetDate })
        .where('id', '=', row.userId)
        .where('postcardsThisMonth', '=', user.postcardsThisMonth);
      update =
        user.postcardResetDate === null
          ? update.where('postcardResetDate', 'is', null)
          : update.where('postcardResetDate', '=', user.postcardResetDate);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        await trx.insertInto('postcardImages').values(row).execute();
        return;
      }
    }
    throw new Error('The postcard count kept changing; please try again');
  });
}
