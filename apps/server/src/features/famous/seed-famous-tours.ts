import { defaultVoiceSettings } from '@roamcast/shared/schemas/user';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/json';
import { readFamousTourFiles, type FamousTourFile } from './famous-tour-file';
import { famousTourRow } from './famous-tour-row';

/**
 * The owner of every famous tour and of the narrations made for them: an account nobody can sign in
 * to (no password, no partner id, an address on the reserved .invalid domain no mail reaches), so
 * what famous tours cost counts against no listener's quota.
 */
export const FAMOUS_OWNER = {
  id: '6f3b8a3e-2c1d-4e5f-9a7b-0c1d2e3f4a5b',
  email: 'famous-tours@roamcast.invalid',
} as const;

/**
 * Writes the famous tours at start, idempotently: the owner once, then each tour inserted or brought
 * up to date with its file (its narrations, cover and downloads are kept). Safe on every restart and
 * with several processes starting at once.
 */
export async function seedFamousTours(
  db: Db,
  tours: FamousTourFile[] = readFamousTourFiles(),
): Promise<FamousTourFile[]> {
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id: FAMOUS_OWNER.id,
      email: FAMOUS_OWNER.email,
      passwordHash: null,
      tier: 'freemium',
      narrationCount: 0,
      lastResetDate: null,
      postcardsThisMonth: 0,
      postcardResetDate: null,
      partnerUserId: null,
      authMethod: 'local',
      displayName: 'Roamcast Famous Tours',
      toursLimit: null,
      postcardsLimit: null,
      subscriptionTier: null,
      trialActive: 0,
      trialExpiresAt: null,
      voiceSettings: JSON.stringify(defaultVoiceSettings),
      createdAt: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const tour of tours) {
    const row = famousTourRow(tour, FAMOUS_OWNER.id, now);
    const {
      id: _id,
      aiImageUrl: _ai,
      aiImagePrompt: _prompt,
      aiImagesCount: _count,
      customImageUrl: _custom,
      thumbnailUrl: _thumb,
      downloads: _downloads,
      photoUrls: _photos,
      ...curated
    } = row;
    await db
      .insertInto('routes')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(curated))
      .execute();
  }
  return tours;
}
