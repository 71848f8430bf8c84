import { randomUUID } from 'node:crypto';
import type { NarrationRow, NarrationsRepository } from '../../db/repositories/narrations';
import { forbidden, notFound } from '../../http/errors';

/**
 * The narrations of a recorded journey, in the order asked for. Each must exist (404) and be the
 * caller's own or ownerless, i.e. made while signed out (403 for another account's).
 */
export async function resolveJourneyNarrations(
  narrations: NarrationsRepository,
  ids: readonly string[],
  callerId: string,
): Promise<NarrationRow[]> {
  const found = new Map((await narrations.findByIds(ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = found.get(id);
    if (!row) throw notFound(`Narration not found: ${id}`, 'narration_not_found');
    if (row.userId !== null && row.userId !== callerId) {
      throw forbidden(`Narration ${id} belongs to another account`);
    }
    return row;
  });
}

/**
 * Places each narration at its stop of the new tour. The caller's free narrations move in; an
 * ownerless one, or one already placed in another tour, is copied so the original (the visitor's
 * record, the other tour's stop) stays as it was. A copy shares the original's text and audio.
 */
export async function attachJourneyNarrations(
  narrations: NarrationsRepository,
  rows: readonly NarrationRow[],
  callerId: string,
  routeId: string,
): Promise<NarrationRow[]> {
  const attached: NarrationRow[] = [];
  for (const [waypointIndex, row] of rows.entries()) {
    if (row.userId === callerId && row.routeId === null) {
      await narrations.update(row.id, { routeId, waypointIndex });
      attached.push({ ...row, routeId, waypointIndex });
      continue;
    }
    // cacheKey stays on the original only: a copy must not be served to other listeners as a cache hit.
    const copy: NarrationRow = { ...row, id: randomUUID(), userId: callerId, routeId, waypointIndex, cacheKey: null };
    await narrations.insert(copy);
    attached.push(copy);
  }
  return attached;
}
