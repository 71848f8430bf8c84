import type { Narration } from '@roamcast/shared/schemas/narration';

const PHOTO_SOURCE = 'Photo: ';

/**
 * The credit line of each of a narration's photos, in photo order. The server lists one source per
 * photo, "Photo: {title}, {credit} ({licence})", in the order it stored the photos, so the n-th
 * such line belongs to the n-th photo URL. Title and author stay together: either may hold commas.
 */
export function photoCredits(narration: Pick<Narration, 'cost'>): (string | undefined)[] {
  return narration.cost.sources
    .filter((source) => source.startsWith(PHOTO_SOURCE))
    .map((source) => source.slice(PHOTO_SOURCE.length).trim() || undefined);
}
