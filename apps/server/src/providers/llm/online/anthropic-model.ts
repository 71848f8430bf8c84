import { resolveTimeouts, trimSlash, type OnlineModelConfig } from './online-config';
import { frameJson, streamService, type Frame } from './stream-service';
import { ModelError, type TextModel, type TextModelRequest, type TextStream } from './text-model';
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

/**
 * Anthropic's Messages API, streamed. Newer models (Claude Sonnet 5 on) refuse a non-default
 * temperature with a 400: the first such refusal is asked again without it, and this model's
 * requests leave it out from then on.
 */
export function createAnthropicModel(config: OnlineModelConfig): TextModel {
  const url = `${trimSlash(config.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL)}/v1/messages`;
  const headers = { 'x-api-key': config.apiKey ?? '', 'anthropic-version': ANTHROPIC_VERSION };
  const timeouts = resolveTimeouts(config.timeouts);
  let takesTemperature = true;
  const attempt = (request: TextModelRequest) => {
    const body = {
      model: config.model,
      system: request.system,
      messages: [{ role: 'user', content: request.prompt }],
      max_tokens: request.maxTokens,
      stream: true,
      ...(request.temperature === undefined || !takesTemperature ? {} : { temperature: request.temperature }),
    };
    return streamService({ url, headers, body }, readMessagesFrame, request, timeouts);
  };
  return {
    name: `anthropic:${config.model}`,
    stream(request): TextStream {
      let current = attempt(request);
      return {
        get usage() {
          return current.usage;
        },
        async *[Symbol.asyncIterator]() {
          let yielded = false;
          try {
            for await (const text of current) {
              yielded = true;
              yield text;
            }
          } catch (error) {
            if (yielded || !takesTemperature || !refusesTemperature(error)) throw error;
            takesTemperature = false;
            current = attempt(request);
            yield* current;
          }
        },
      };
    },
  };
}

function refusesTemperature(error: unknown): boolean {
  return error instanceof ModelError && error.status === 400 && /temperature/i.test(error.reason);
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
