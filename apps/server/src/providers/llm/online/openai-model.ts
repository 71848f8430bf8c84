import { serviceMessage } from './service-error';
import { resolveTimeouts, trimSlash, type OnlineModelConfig } from './online-config';
import { frameJson, streamService, type Frame } from './stream-service';
import { ModelError, type TextModel } from './text-model';
import type { SseEvent } from './sse';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

interface ChatChunk {
  choices?: Array<{ delta?: { content?: string | null } }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: unknown;
}

/**
 * OpenAI chat completions, streamed. Any OpenAI-compatible server works (Ollama, vLLM, llama.cpp,
 * LM Studio): point baseUrl at it; local ones need no key, so the header is sent only with one.
 */
export function createOpenAiModel(config: OnlineModelConfig): TextModel {
  const url = `${trimSlash(config.baseUrl ?? OPENAI_DEFAULT_BASE_URL)}/chat/completions`;
  const headers: Record<string, string> = config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {};
  const timeouts = resolveTimeouts(config.timeouts);
  return {
    name: `openai:${config.model}`,
    stream(request) {
      const body = {
        model: config.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.prompt },
        ],
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: request.maxTokens,
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      };
      return streamService({ url, headers, body }, readChatFrame, request, timeouts);
    },
  };
}

function readChatFrame(event: SseEvent): Frame | null {
  if (event.data.trim() === '[DONE]') return { done: true };
  const chunk = frameJson<ChatChunk>(event.data);
  // vLLM and some proxies report a failure inside the stream instead of with a status.
  if (chunk.error) throw new ModelError('service', serviceMessage(JSON.stringify(chunk)));
  const text = chunk.choices?.[0]?.delta?.content ?? undefined;
  const usage = chunk.usage
    ? { inputTokens: chunk.usage.prompt_tokens ?? 0, outputTokens: chunk.usage.completion_tokens ?? 0 }
    : undefined;
  return { text, usage };
}
