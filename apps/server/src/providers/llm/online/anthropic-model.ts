import { resolveTimeouts, trimSlash, type OnlineModelConfig } from './online-config';
import { frameJson, streamService, type Frame } from './stream-service';
import { ModelError, type TextModel } from './text-model';
import type { SseEvent } from './sse';

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
const ANTHROPIC_VERSION = '2023-06-01';
/** Error events worth one more try when they come before any text. */
const RETRYABLE_ERRORS = new Set(['overloaded_error', 'api_error', 'rate_limit_error']);

interface AnthropicEvent {
  message?: { usage?: { input_tokens?: number; output_tokens?: number } };
  delta?: { type?: string; text?: string };
  usage?: { output_tokens?: number };
  error?: { type?: string; message?: string };
}

/** Anthropic's Messages API, streamed. */
export function createAnthropicModel(config: OnlineModelConfig): TextModel {
  const url = `${trimSlash(config.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL)}/v1/messages`;
  const headers = { 'x-api-key': config.apiKey ?? '', 'anthropic-version': ANTHROPIC_VERSION };
  const timeouts = resolveTimeouts(config.timeouts);
  return {
    name: `anthropic:${config.model}`,
    stream(request) {
      const body = {
        model: config.model,
        system: request.system,
        messages: [{ role: 'user', content: request.prompt }],
        max_tokens: request.maxTokens,
        stream: true,
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      };
      return streamService({ url, headers, body }, readMessagesFrame, request, timeouts);
    },
  };
}

function readMessagesFrame(event: SseEvent): Frame | null {
  switch (event.event) {
    case 'message_start': {
      const usage = frameJson<AnthropicEvent>(event.data).message?.usage;
      return usage ? { usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens } } : null;
    }
    case 'content_block_delta': {
      const delta = frameJson<AnthropicEvent>(event.data).delta;
      return delta?.type === 'text_delta' ? { text: delta.text } : null;
    }
    case 'message_delta': {
      const output = frameJson<AnthropicEvent>(event.data).usage?.output_tokens;
      return output === undefined ? null : { usage: { outputTokens: output } };
    }
    case 'message_stop':
      return { done: true };
    case 'error': {
      const error = frameJson<AnthropicEvent>(event.data).error;
      const type = error?.type ?? 'error';
      return fail(`${type}: ${error?.message ?? 'no error message'}`, RETRYABLE_ERRORS.has(type));
    }
    default:
      // ping, content_block_start/stop: nothing for the text.
      return null;
  }
}

function fail(reason: string, retryable: boolean): never {
  throw new ModelError('service', reason, retryable);
}
