import { z } from 'zod';
import { LANGUAGE_CODES } from '../catalog/languages';
import { voiceSettingsSchema } from './user';

/** POST /api/tts/test (SPEC §7): a short sample in the chosen voice. */
export const ttsTestBodySchema = z.strictObject({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(500, 'text must be at most 500 characters'),
  provider: voiceSettingsSchema.shape.provider.default('cloud'),
  voice: voiceSettingsSchema.shape.voice,
  speed: voiceSettingsSchema.shape.speed.default(1),
  volume: voiceSettingsSchema.shape.volume.default(0.8),
  language: z.enum(LANGUAGE_CODES).default('en'),
});
export type TtsTestBody = z.infer<typeof ttsTestBodySchema>;

/** POST /api/tts/test `data`: the sample's address and the voice service that spoke it. */
export const ttsTestResultSchema = z.object({ audioUrl: z.string(), provider: z.string() });
