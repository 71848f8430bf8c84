import { z } from 'zod';
import { createOfflineSpeechRecognizer, DEFAULT_MODEL_DIR } from './offline/pocketsphinx-recognizer';
import { createGoogleSpeechRecognizer } from './online/google-recognizer';
import { createOpenAiSpeechRecognizer } from './online/openai-recognizer';
import type { SpeechRecognizer } from './speech-recognizer';
import { withOfflineFallback } from './with-offline-fallback';

/** The environment variables speech-to-text reads; config.ts merges them into its own schema. */
export const sttEnvSchema = z.object({
  STT_PROVIDER: z.enum(['auto', 'offline', 'openai', 'google']).default('auto'),
  STT_OPENAI_API_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  STT_OPENAI_BASE_URL: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  STT_OPENAI_MODEL: z.string().default('whisper-1'),
  GOOGLE_STT_API_KEY: z.string().optional(),
  GOOGLE_STT_BASE_URL: z.string().default('https://speech.googleapis.com'),
  STT_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  POCKETSPHINX_BIN: z.string().default('pocketsphinx_batch'),
  POCKETSPHINX_MODEL_DIR: z.string().default(DEFAULT_MODEL_DIR),
});

export type SttEnv = z.infer<typeof sttEnvSchema>;

export type ClosableRecognizer = SpeechRecognizer & { close(): Promise<void> };

/**
 * The recogniser the environment asks for. 'auto' (the default) takes OpenAI when a key is set, else
 * Google when its key is set, else the offline engine; online engines fall back to offline for English.
 */
export function createRecognizerFromEnv(
  env: NodeJS.ProcessEnv,
  onFailure?: (error: unknown, fellBack: boolean) => void,
): ClosableRecognizer {
  // An empty variable means unset, as in config.ts.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const vars = sttEnvSchema.parse(present);
  const offline = createOfflineSpeechRecognizer({
    binary: vars.POCKETSPHINX_BIN,
    modelDir: vars.POCKETSPHINX_MODEL_DIR,
    timeoutMs: vars.STT_TIMEOUT_MS,
  });
  const openAiKey = vars.STT_OPENAI_API_KEY ?? vars.OPENAI_API_KEY;
  const provider =
    vars.STT_PROVIDER !== 'auto'
      ? vars.STT_PROVIDER
      : openAiKey
        ? 'openai'
        : vars.GOOGLE_STT_API_KEY
          ? 'google'
          : 'offline';

  let online: SpeechRecognizer | null = null;
  if (provider === 'openai') {
    if (!openAiKey) throw new Error('STT_PROVIDER=openai needs STT_OPENAI_API_KEY or OPENAI_API_KEY');
    online = createOpenAiSpeechRecognizer({
      apiKey: openAiKey,
      baseUrl: vars.STT_OPENAI_BASE_URL ?? vars.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
      model: vars.STT_OPENAI_MODEL,
      timeoutMs: vars.STT_TIMEOUT_MS,
    });
  } else if (provider === 'google') {
    if (!vars.GOOGLE_STT_API_KEY) throw new Error('STT_PROVIDER=google needs GOOGLE_STT_API_KEY');
    online = createGoogleSpeechRecognizer({
      apiKey: vars.GOOGLE_STT_API_KEY,
      baseUrl: vars.GOOGLE_STT_BASE_URL,
      timeoutMs: vars.STT_TIMEOUT_MS,
    });
  }
  if (!online) return offline;
  return { ...withOfflineFallback(online, offline, onFailure), close: offline.close };
}
