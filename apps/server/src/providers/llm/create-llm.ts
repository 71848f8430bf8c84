import { z } from 'zod';
import { presentEnv } from '../present-env';
import type { NarrationWriter } from './narration-writer';
import { createAnthropicModel } from './online/anthropic-model';
import { createGeminiModel } from './online/gemini-model';
import { createModelAnswerer } from './online/model-answerer';
import { createModelWriter } from './online/model-writer';
import { createOpenAiModel } from './online/openai-model';
import type { OnlineModelConfig } from './online/online-config';
import type { TextModel } from './online/text-model';
import type { QuestionAnswerer } from './question-answerer';

export const LLM_PROVIDERS = ['offline', 'openai', 'anthropic', 'gemini'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** The environment variables the LLM providers read; config.ts merges this into its schema. */
export const llmEnvSchema = z.object({
  LLM_PROVIDER: z.enum(LLM_PROVIDERS).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).optional(),
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(500).optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  ANTHROPIC_MODEL: z.string().optional(),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_BASE_URL: z.url().optional(),
  GEMINI_MODEL: z.string().optional(),
});
export type LlmEnv = z.infer<typeof llmEnvSchema>;

export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  // Claude Sonnet 4.5 retires on 2026-11-30; Sonnet 5 is available with no retirement date set.
  anthropic: 'claude-sonnet-5',
  gemini: 'gemini-2.5-flash',
} as const;

export interface Llm {
  writer: NarrationWriter;
  answerer: QuestionAnswerer;
  /** 'offline' or the model's name, e.g. 'anthropic:claude-sonnet-5', for the start-up log. */
  provider: string;
  /** The configured online model itself (tour planning asks it for stops); null offline. */
  model: TextModel | null;
}

export interface LlmOptions {
  /** Told whenever the model failed and the offline engine stood in (for logs). */
  onFallback?(error: unknown, task: 'narration' | 'question'): void;
}

/** With no LLM_PROVIDER, the first service the environment has credentials (or a local server) for. */
export function chooseLlmProvider(env: LlmEnv): LlmProvider {
  if (env.LLM_PROVIDER) return env.LLM_PROVIDER;
  if (env.OPENAI_BASE_URL || env.OPENAI_API_KEY) return 'openai';
  if (env.ANTHROPIC_API_KEY) return 'anthropic';
  if (env.GEMINI_API_KEY) return 'gemini';
  return 'offline';
}

function createModel(provider: Exclude<LlmProvider, 'offline'>, env: LlmEnv): TextModel {
  const timeouts = { totalMs: env.LLM_TIMEOUT_MS, firstTokenMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS };
  const config = (model: string | undefined, apiKey: string | undefined, baseUrl: string | undefined) =>
    ({ model: model ?? DEFAULT_MODELS[provider], apiKey, baseUrl, timeouts }) satisfies OnlineModelConfig;
  switch (provider) {
    case 'openai':
      if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
        throw new Error('LLM_PROVIDER=openai needs OPENAI_API_KEY, or OPENAI_BASE_URL for a local server');
      }
      return createOpenAiModel(config(env.OPENAI_MODEL, env.OPENAI_API_KEY, env.OPENAI_BASE_URL));
    case 'anthropic':
      if (!env.ANTHROPIC_API_KEY) throw new Error('LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY');
      return createAnthropicModel(config(env.ANTHROPIC_MODEL, env.ANTHROPIC_API_KEY, env.ANTHROPIC_BASE_URL));
    case 'gemini':
      if (!env.GEMINI_API_KEY) throw new Error('LLM_PROVIDER=gemini needs GEMINI_API_KEY');
      return createGeminiModel(config(env.GEMINI_MODEL, env.GEMINI_API_KEY, env.GEMINI_BASE_URL));
  }
}

/**
 * The narration writer and question answerer the environment asks for. Online ones fall back to
 * the offline engines on any failure, so a narration is always written.
 */
export function createLlmFromEnv(
  env: NodeJS.ProcessEnv,
  offline: { writer: NarrationWriter; answerer: QuestionAnswerer },
  options: LlmOptions = {},
): Llm {
  const present = presentEnv(env);
  const parsed = llmEnvSchema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid LLM environment: ${z.prettifyError(parsed.error)}`);
  const provider = chooseLlmProvider(parsed.data);
  if (provider === 'offline') return { ...offline, provider: 'offline', model: null };
  const model = createModel(provider, parsed.data);
  return {
    writer: createModelWriter(model, offline.writer, {
      onFallback: (error) => options.onFallback?.(error, 'narration'),
    }),
    answerer: createModelAnswerer(model, offline.answerer, {
      onFallback: (error) => options.onFallback?.(error, 'question'),
    }),
    provider: model.name,
    model,
  };
}
