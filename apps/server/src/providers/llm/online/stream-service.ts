import { setTimeout as sleep } from 'node:timers/promises';
import { readSse, type SseEvent } from './sse';
import { httpError, networkError } from './service-error';
import type { ServiceTimeouts } from './online-config';
import { ModelError, type ModelUsage, type TextModelRequest, type TextStream } from './text-model';

const MAX_RETRY_AFTER_MS = 5_000;

export interface ServiceCall {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What one event of the stream carries; a reader throws a ModelError for an error event. */
export interface Frame {
  text?: string;
  usage?: Partial<ModelUsage>;
  done?: boolean;
}

export type FrameReader = (event: SseEvent) => Frame | null;

/** Parses a frame's JSON; a garbled frame is the service's fault and not worth a retry. */
export function frameJson<T>(data: string): T {
  try {
    return JSON.parse(data) as T;
  } catch {
    throw new ModelError('service', `unreadable stream frame: ${data.slice(0, 60)}`);
  }
}

/**
 * POSTs `call` and streams the text its SSE answer carries. One retry when the call failed before
 * any text arrived (network error, 408/429/5xx, a retryable error event); never after, since the
 * caller has already used that text.
 */
export function streamService(
  call: ServiceCall,
  readFrame: FrameReader,
  request: TextModelRequest,
  timeouts: ServiceTimeouts,
): TextStream {
  const state: { usage: ModelUsage | null } = { usage: null };
  return {
    get usage() {
      return state.usage;
    },
    [Symbol.asyncIterator]: () => run(call, readFrame, request, timeouts, state),
  };
}

async function* run(
  call: ServiceCall,
  readFrame: FrameReader,
  request: TextModelRequest,
  timeouts: ServiceTimeouts,
  state: { usage: ModelUsage | null },
): AsyncGenerator<string> {
  const controller = new AbortController();
  const { signal } = controller;
  const fail = (error: ModelError) => controller.abort(error);
  const total = setTimeout(
    () => fail(new ModelError('timeout', `no complete answer within ${timeouts.totalMs} ms`)),
    timeouts.totalMs,
  );
  let yielded = false;
  let stall: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(stall);
    const wait = timeouts.firstTokenMs;
    const reason = yielded ? `the stream stalled for ${wait} ms` : `no first token within ${wait} ms`;
    stall = setTimeout(() => fail(new ModelError('timeout', reason)), wait);
  };
  const onCallerAbort = () => fail(new ModelError('aborted', 'cancelled by the caller'));
  if (request.signal?.aborted) onCallerAbort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        arm();
        for await (const text of attemptOnce(call, readFrame, signal, state)) {
          yielded = true;
          // The consumer's own pace must not count as a stalled service.
          clearTimeout(stall);
          yield text;
          arm();
        }
        return;
      } catch (error) {
        const failure = signal.aborted ? (signal.reason as ModelError) : asModelError(error);
        if (attempt > 0 || yielded || !failure.retryable) throw failure;
        clearTimeout(stall);
        await sleep(Math.max(timeouts.retryDelayMs, failure.retryAfterMs ?? 0), undefined, { signal }).catch(() => {
          throw signal.reason as ModelError;
        });
      }
    }
  } finally {
    clearTimeout(total);
    clearTimeout(stall);
    request.signal?.removeEventListener('abort', onCallerAbort);
    // Closes the connection when the consumer stopped reading early.
    if (!signal.aborted) controller.abort(new ModelError('aborted', 'stream closed'));
  }
}

function asModelError(error: unknown): ModelError {
  return error instanceof ModelError ? error : networkError(error);
}

async function* attemptOnce(
  call: ServiceCall,
  readFrame: FrameReader,
  signal: AbortSignal,
  state: { usage: ModelUsage | null },
): AsyncGenerator<string> {
  const response = await fetch(call.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...call.headers },
    body: JSON.stringify(call.body),
    signal,
  });
  if (!response.ok) {
    const error = httpError(response.status, await response.text());
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) error.retryAfterMs = Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS);
    throw error;
  }
  if (!response.body) throw new ModelError('service', 'the service answered without a body', true);
  for await (const event of readSse(response.body)) {
    const frame = readFrame(event);
    if (!frame) continue;
    if (frame.usage) {
      const usage = state.usage ?? { inputTokens: 0, outputTokens: 0 };
      state.usage = {
        inputTokens: frame.usage.inputTokens ?? usage.inputTokens,
        outputTokens: frame.usage.outputTokens ?? usage.outputTokens,
      };
    }
    if (frame.text) yield frame.text;
    if (frame.done) return;
  }
  throw new ModelError('network', 'the stream ended before the service finished', true);
}
