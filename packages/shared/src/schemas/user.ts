import { z } from 'zod';
import { TIER_IDS } from '../catalog/tiers';
import { DEFAULT_VOICE_SETTINGS } from '../catalog/constants';

export const tierSchema = z.enum(TIER_IDS);

/** SPEC §3 users.voiceSettings. */
export const voiceSettingsSchema = z.strictObject({
  provider: z.enum(['cloud', 'premium', 'offline']),
  voice: z.string().trim().min(1, 'voice is required').max(100),
  speed: z.number().min(0.5, 'speed must be between 0.5 and 2').max(2, 'speed must be between 0.5 and 2'),
  volume: z.number().min(0, 'volume must be between 0 and 1').max(1, 'volume must be between 0 and 1'),
  autoPlay: z.boolean(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;
export const defaultVoiceSettings: VoiceSettings = { ...DEFAULT_VOICE_SETTINGS };

/** PATCH /api/user/voice-settings: any subset, at least one field. */
export const voiceSettingsPatchSchema = voiceSettingsSchema
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one of provider, voice, speed, volume, autoPlay');

/** The user as the API presents it to its owner. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  tier: tierSchema,
  authMethod: z.enum(['local', 'partner']),
  voiceSettings: voiceSettingsSchema,
  trialActive: z.boolean(),
  trialExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionResponseSchema = z.object({ user: userSchema });

/** SPEC §3 User limits: a null postcard limit means unlimited. */
export const userLimitsSchema = z.object({
  tier: tierSchema,
  tours: z.object({ current: z.number().int(), limit: z.number().int() }),
  postcards: z.object({
    current: z.number().int(),
    limit: z.number().int().nullable(),
    resetsMonthly: z.boolean(),
    resetDate: z.string().nullable(),
  }),
});
export type UserLimits = z.infer<typeof userLimitsSchema>;
