import { serviceMessage } from './service-error';
import { resolveTimeouts, trimSlash, type OnlineModelConfig } from './online-config';
import { frameJson, streamService, type Frame } from './stream-service';
import { ModelError, type TextModel } from './text-model';
import type { SseEvent } from './sse';

export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

export interface GeminiModelConfig extends OnlineModelConfig {
  /**
   * Thinking tokens spent before the answer; 0 turns thinking off. Defaults to 0 on 2.5 Flash
   * models: narration needs no reasoning, and thinking delays the first token (and eats the
   * output budget). Other models keep their own default, as some cannot turn it off.
   */
  thinkingBudget?: number;
}

interface GeminiChunk {
  candidates?: Array<{ content?: { parts?: Array<{ text?: string; thought?: boolean }> }; finishReason?: string }>;
  usageMetadata?: { promptTokenCount?: number; candidatesTokenCount?: number; thoughtsTokenCount?: number };
  promptFeedback?: { blockReason?: string };
  error?: unknown;
}

/** Google Gemini's streamGenerateContent, as server-sent events. */
export function createGeminiModel(config: GeminiModelConfig): TextModel {
  const base = trimSlash(config.baseUrl ?? GEMINI_DEFAULT_BASE_URL);
  const url = `${base}/v1beta/models/${encodeURIComponent(config.model)}:streamGenerateContent?alt=sse`;
  const headers = { 'x-goog-api-key': config.apiKey ?? '' };
  const timeouts = resolveTimeouts(config.timeouts);
  const thinkingBudget = config.thinkingBudget ?? (/2\.5-flash/u.test(config.model) ? 0 : undefined);
  return {
    name: `gemini:${config.model}`,
    stream(request) {
      const body = {
        systemInstruction: { parts: [{ text: request.system }] },
        contents: [{ role: 'user', parts: [{ text: request.prompt }] }],
        generationConfig: {
          maxOutputTokens: request.maxTokens,
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(thinkingBudget === undefined ? {} : { thinkingConfig: { thinkingBudget } }),
        },
      };
      return streamService({ url, headers, body }, readGeminiFrame, request, timeouts);
    },
  };
}

function readGeminiFrame(event: SseEvent): Frame | null {
  const chunk = frameJson<GeminiChunk>(event.data);
  if (chunk.error) throw new ModelError('service', serviceMessage(JSON.stringify(chunk)));
  const blocked = chunk.promptFeedback?.blockReason;
  if (blocked) throw new ModelError('service', `the prompt was blocked: ${blocked}`);
  const candidate = chunk.candidates?.[0];
  const text = (candidate?.content?.parts ?? [])
    .filter((part) => !part.thought)
    .map((part) => part.text ?? '')
    .join('');
  const meta = chunk.usageMetadata;
  const usage = meta
    ? {
        inputTokens: meta.promptTokenCount ?? 0,
        outputTokens: (meta.candidatesTokenCount ?? 0) + (meta.thoughtsTokenCount ?? 0),
      }
    : undefined;
  // Gemini closes the stream without a terminator: the chunk with a finish reason is the last.
  return { text, usage, done: Boolean(candidate?.finishReason) };
}
