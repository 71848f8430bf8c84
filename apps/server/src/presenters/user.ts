import { isTierId } from '@roamcast/shared/catalog/tiers';
import { defaultVoiceSettings, voiceSettingsSchema, type User } from '@roamcast/shared/schemas/user';
import type { UserRow } from '../db/repositories/users';
import { parseJson } from '../db/json';

/** A trial whose end has passed counts as over when read, whether or not billing has said so yet. */
export function trialExpired(row: UserRow, now: Date): boolean {
  return row.trialActive === 1 && row.trialExpiresAt !== null && Date.parse(row.trialExpiresAt) <= now.getTime();
}

/** The user as its owner sees it: never the password hash. An expired trial falls back to freemium. */
export function presentUser(row: UserRow, now: Date = new Date()): User {
  const expired = trialExpired(row, now);
  const settings = voiceSettingsSchema.safeParse(parseJson(row.voiceSettings, defaultVoiceSettings));
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    tier: !expired && isTierId(row.tier) ? row.tier : 'freemium',
    authMethod: row.authMethod === 'partner' ? 'partner' : 'local',
    voiceSettings: settings.success ? settings.data : defaultVoiceSettings,
    trialActive: row.trialActive === 1 && !expired,
    trialExpiresAt: row.trialExpiresAt,
    createdAt: row.createdAt,
  };
}
