import { z } from 'zod';
import { presentEnv } from '../present-env';
import { TIERS, type TierId } from '@roamcast/shared/catalog/tiers';
import type { SpeechSynthesizer } from './speech-synthesizer';
import { createElevenLabsSynthesizer } from './online/elevenlabs-synthesizer';
import { createGoogleTtsSynthesizer } from './online/google-tts-synthesizer';
import { createOpenAiSpeechSynthesizer } from './online/openai-speech-synthesizer';
import { withFallback, type FallbackListener } from './online/with-fallback';

/** The environment variables that choose and reach the online voices; none is required. */
export const speechEnvSchema = z.object({
  /** Which service speaks the 'cloud' voices; unset means Google when a Google key is present. */
  TTS_CLOUD_PROVIDER: z.enum(['google', 'openai', 'offline']).optional(),
  GOOGLE_TTS_API_KEY: z.string().optional(),
  /** Used for speech when GOOGLE_TTS_API_KEY is not set (one key for several Google APIs). */
  GOOGLE_API_KEY: z.string().optional(),
  GOOGLE_TTS_BASE_URL: z.url().default('https://texttospeech.googleapis.com'),
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  ELEVENLABS_MODEL: z.string().default('eleven_multilingual_v2'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  /** Longest wait for a speech service's answer, and then for each piece of a streamed answer. */
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
});

export type SpeechEnv = z.infer<typeof speechEnvSchema>;

export interface Speech {
  /** SPEC §4: premium tier uses the premium provider, the others the cloud provider; each falls back to the offline engine when not configured. */
  forTier(tier: TierId): SpeechSynthesizer;
  /** An explicit provider choice from voice settings ('cloud' | 'premium' | 'offline'), still bounded by the tier: a freemium user asking for premium gets cloud. */
  forSettings(tier: TierId, provider: string): SpeechSynthesizer;
  offline: SpeechSynthesizer;
  close(): Promise<void>;
}

/**
 * Builds the cloud and premium voices from the environment. An online voice that fails falls back:
 * premium to cloud, cloud to the offline engine; the result's `provider` says so.
 */
export function createSpeechFromEnv(
  env: NodeJS.ProcessEnv,
  offline: SpeechSynthesizer,
  onFallback?: FallbackListener,
): Speech {
  const present = presentEnv(env);
  const vars = speechEnvSchema.parse(present);
  const timeoutMs = vars.TTS_TIMEOUT_MS;

  const cloud = withOfflineFallback(chooseCloud(vars, timeoutMs));
  const premium = vars.ELEVENLABS_API_KEY
    ? withFallback(
        createElevenLabsSynthesizer({
          apiKey: vars.ELEVENLABS_API_KEY,
          baseUrl: vars.ELEVENLABS_BASE_URL,
          model: vars.ELEVENLABS_MODEL,
          timeoutMs,
        }),
        cloud,
        onFallback,
      )
    : cloud;

  function withOfflineFallback(online: SpeechSynthesizer | null): SpeechSynthesizer {
    return online ? withFallback(online, offline, onFallback) : offline;
  }

  function forTier(tier: TierId): SpeechSynthesizer {
    return TIERS[tier].voiceProvider === 'premium' ? premium : cloud;
  }

  return {
    forTier,
    forSettings(tier, provider) {
      // The plan decides the voice (SPEC §4); the one choice a listener makes is the bundled offline voice.
      if (provider === 'offline') return offline;
      return forTier(tier);
    },
    offline,
    async close() {
      await Promise.all([premium.close(), cloud.close(), offline.close()]);
    },
  };
}

function chooseCloud(vars: SpeechEnv, timeoutMs: number): SpeechSynthesizer | null {
  if (vars.TTS_CLOUD_PROVIDER === 'offline') return null;
  const googleKey = vars.GOOGLE_TTS_API_KEY ?? vars.GOOGLE_API_KEY;
  if (vars.TTS_CLOUD_PROVIDER === 'openai' && vars.OPENAI_API_KEY) {
    return createOpenAiSpeechSynthesizer({
      apiKey: vars.OPENAI_API_KEY,
      baseUrl: vars.OPENAI_BASE_URL,
      model: vars.OPENAI_TTS_MODEL,
      timeoutMs,
    });
  }
  if (googleKey) return createGoogleTtsSynthesizer({ apiKey: googleKey, baseUrl: vars.GOOGLE_TTS_BASE_URL, timeoutMs });
  return null;
}
