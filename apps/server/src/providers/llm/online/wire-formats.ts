import { createAnthropicModel } from './anthropic-model';
import { createGeminiModel } from './gemini-model';
import { createOpenAiModel } from './openai-model';
import type { SseFrame } from '../../../../test/stand-ins/llm';
import type { ServiceTimeouts } from './online-config';
import type { TextModel } from './text-model';

/** Test helper: each service's wire format, so one suite can check the behaviour all three share. */
export interface WireFormat {
  service: string;
  model: string;
  create(baseUrl: string, timeouts: Partial<ServiceTimeouts>): TextModel;
  /** The stream that answers `chunks` with this usage. */
  frames(chunks: string[], usage: { input: number; output: number }): SseFrame[];
  errorBody(message: string): unknown;
}

export const WIRE_FORMATS: WireFormat[] = [
  {
    service: 'openai',
    model: 'gpt-test',
    create: (baseUrl, timeouts) =>
      createOpenAiModel({ model: 'gpt-test', apiKey: 'sk-test', baseUrl: `${baseUrl}/v1`, timeouts }),
    frames: (chunks, usage) => [
      ...chunks.map((content) => ({ data: { choices: [{ index: 0, delta: { content } }] } })),
      { data: { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] } },
      { data: { choices: [], usage: { prompt_tokens: usage.input, completion_tokens: usage.output } } },
      { data: '[DONE]' },
    ],
    errorBody: (message) => ({ error: { message, type: 'invalid_request_error', code: null } }),
  },
  {
    service: 'anthropic',
    model: 'claude-test',
    create: (baseUrl, timeouts) => createAnthropicModel({ model: 'claude-test', apiKey: 'ak-test', baseUrl, timeouts }),
    frames: (chunks, usage) => [
      {
        event: 'message_start',
        data: { type: 'message_start', message: { usage: { input_tokens: usage.input, output_tokens: 1 } } },
      },
      {
        event: 'content_block_start',
        data: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      },
      { event: 'ping', data: { type: 'ping' } },
      ...chunks.map((text) => ({
        event: 'content_block_delta',
        data: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
      })),
      { event: 'content_block_stop', data: { type: 'content_block_stop', index: 0 } },
      {
        event: 'message_delta',
        data: { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: usage.output } },
      },
      { event: 'message_stop', data: { type: 'message_stop' } },
    ],
    errorBody: (message) => ({ type: 'error', error: { type: 'authentication_error', message } }),
  },
  {
    service: 'gemini',
    model: 'gemini-test',
    create: (baseUrl, timeouts) => createGeminiModel({ model: 'gemini-test', apiKey: 'gk-test', baseUrl, timeouts }),
    frames: (chunks, usage) =>
      chunks.map((text, index) => ({
        data: {
          candidates: [
            {
              content: { role: 'model', parts: [{ text }] },
              ...(index === chunks.length - 1 ? { finishReason: 'STOP' } : {}),
            },
          ],
          usageMetadata: {
            promptTokenCount: usage.input,
            candidatesTokenCount: index === chunks.length - 1 ? usage.output : index + 1,
          },
        },
      })),
    errorBody: (message) => ({ error: { code: 400, message, status: 'INVALID_ARGUMENT' } }),
  },
];
