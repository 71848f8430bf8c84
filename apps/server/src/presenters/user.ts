import { isTierId } from '@roamcast/shared/catalog/tiers';
import { defaultVoiceSettings, voiceSettingsSchema, type User } from '@roamcast/shared/schemas/user';
import type { UserRow } from '../db/repositories/users';
import { parseJson } from '../db/json';

/** The user as its owner sees it: never the password hash. */
export function presentUser(row: UserRow): User {
  const settings = voiceSettingsSchema.safeParse(parseJson(row.voiceSettings, defaultVoiceSettings));
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    tier: isTierId(row.tier) ? row.tier : 'freemium',
    authMethod: row.authMethod === 'partner' ? 'partner' : 'local',
    voiceSettings: settings.success ? settings.data : defaultVoiceSettings,
    trialActive: row.trialActive === 1,
    trialExpiresAt: row.trialExpiresAt,
    createdAt: row.createdAt,
  };
}
