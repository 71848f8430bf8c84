import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sse, sseFrame, sseHead, stall, startStandIn, type StandIn } from '../../../../test/stand-ins/llm';
import { collectText, ModelError, type TextModelRequest } from './text-model';
import { WIRE_FORMATS } from './wire-formats';

const REQUEST: TextModelRequest = { system: 'You are a guide.', prompt: 'Say hello.', maxTokens: 64 };
const FAST = { firstTokenMs: 2000, totalMs: 5000, retryDelayMs: 0 };

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe.each(WIRE_FORMATS)('$service adapter', (wire) => {
  it('assembles the streamed text and reads the reported usage', async () => {
    standIn.respond(sse(wire.frames(['Bonjour', ' depuis', ' Paris.'], { input: 31, output: 7 })));
    const model = wire.create(standIn.url, FAST);
    const result = await collectText(model, REQUEST);
    expect(model.name).toBe(`${wire.service}:${wire.model}`);
    expect(result).toEqual({ text: 'Bonjour depuis Paris.', tokens: 38 });
    expect(standIn.requests).toHaveLength(1);
  });

  it('gives up when the first token does not come in time, without a retry', async () => {
    standIn.respond(stall);
    const model = wire.create(standIn.url, { ...FAST, firstTokenMs: 150 });
    const started = Date.now();
    const error = await failureOf(collectText(model, REQUEST));
    expect(error.kind).toBe('timeout');
    expect(error.reason).toBe('no first token within 150 ms');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(standIn.requests).toHaveLength(1);
  });

  it('retries once after a 500 and then streams', async () => {
    standIn.respond(
      (_req, res) => json(res, 500, wire.errorBody('upstream exploded')),
      sse(wire.frames(['Second try.'], { input: 5, output: 3 })),
    );
    const result = await collectText(wire.create(standIn.url, FAST), REQUEST);
    expect(result.text).toBe('Second try.');
    expect(standIn.requests).toHaveLength(2);
  });

  it('retries only once: a second 503 is the answer', async () => {
    standIn.respond((_req, res) => json(res, 503, wire.errorBody('overloaded')));
    const error = await failureOf(collectText(wire.create(standIn.url, FAST), REQUEST));
    expect(error.reason).toBe('HTTP 503: overloaded');
    expect(standIn.requests).toHaveLength(2);
  });

  it('reports a 401 with the service message and does not retry it', async () => {
    standIn.respond((_req, res) => json(res, 401, wire.errorBody('invalid api key')));
    const error = await failureOf(collectText(wire.create(standIn.url, FAST), REQUEST));
    expect(error).toMatchObject({ kind: 'http', status: 401, reason: 'HTTP 401: invalid api key', retryable: false });
    expect(standIn.requests).toHaveLength(1);
  });

  it('does not retry once text has been streamed, and says the stream broke', async () => {
    const frames = wire.frames(['Half a sentence', ' and then'], { input: 5, output: 3 });
    standIn.respond((_req, res) => {
      sseHead(res);
      sseFrame(
        res,
        frames.find((f) => JSON.stringify(f.data).includes('Half a sentence'))!,
      );
      // Cut the connection once the frame is surely out.
      setTimeout(() => res.destroy(), 30);
    });
    const seen: string[] = [];
    const error = await failureOf(collectText(wire.create(standIn.url, FAST), REQUEST, (chunk) => seen.push(chunk)));
    expect(seen).toEqual(['Half a sentence']);
    expect(error.kind).toBe('network');
    expect(standIn.requests).toHaveLength(1);
  });

  it('stops at once when the caller aborts', async () => {
    standIn.respond(stall);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(
      collectText(wire.create(standIn.url, FAST), { ...REQUEST, signal: controller.signal }),
    );
    expect(error.kind).toBe('aborted');
  });

  it('fails over a refused connection after one retry', async () => {
    const closed = await startStandIn();
    const url = closed.url;
    await closed.close();
    const error = await failureOf(collectText(wire.create(url, FAST), REQUEST));
    expect(error.kind).toBe('network');
    expect(error.reason).toContain('ECONNREFUSED');
  });
});
