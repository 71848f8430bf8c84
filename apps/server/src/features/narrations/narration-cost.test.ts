import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sse, type StandIn as ModelStandIn } from '../../../test/stand-ins/llm';
import type { StandIn as VoiceStandIn } from '../../../test/stand-ins/tts';
import { EIFFEL_STORY, PARIS, anthropic, startStandInCloud, type StandInCloud } from '../../../test/stand-in-cloud';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The default Anthropic model and OpenAI's tts-1 voice, both in the bundled price table:
// $2 / $10 per million input / output tokens, and $15 per million characters.
const USAGE = { input: 1234, output: 321 };

/** Rounded to four decimals of a cent, as the estimate is. */
const cents = (dollars: number) => Math.round(dollars * 100 * 10_000) / 10_000;

let cloud: StandInCloud;
let model: ModelStandIn;
let voice: VoiceStandIn;
let online: TestApp;
let offline: TestApp;
const dir = mkdtempSync(path.join(tmpdir(), 'roamcast-cost-'));

beforeAll(async () => {
  cloud = await startStandInCloud();
  ({ model, voice } = cloud);
  [online, offline] = await Promise.all([createTestApp({ env: cloud.env }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([online.close(), offline.close()]);
  await cloud.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `part` keeps each story out of the cache, where a copy would repeat the first one's cost. */
async function narrate(t: TestApp, part = 0) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/narration/generate',
    payload: { ...PARIS, part },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.drainNarrations();
  const stored = await t.app.inject({ url: `/api/narrations/${response.json().data.id}` });
  return stored.json().data;
}

describe('a narration’s estimated cost', () => {
  it('is the model’s reported tokens and the spoken characters at their list prices', async () => {
    model.respond(sse(anthropic.frames(EIFFEL_STORY, USAGE)));
    const narration = await narrate(online);
    expect(voice.requests.map((sent) => sent.body.model)).toEqual(['tts-1']);
    const characters = narration.narrationText.length;
    expect(narration.cost).toMatchObject({
      provider: 'anthropic:claude-sonnet-5',
      speechProvider: 'openai-tts',
      model: 'anthropic:claude-sonnet-5',
      tokens: 1555,
      inputTokens: 1234,
      outputTokens: 321,
      priced: true,
    });
    expect(narration.cost.unpriced).toBeUndefined();
    const expected = cents((1234 * 2 + 321 * 10) / 1_000_000 + (characters * 15) / 1_000_000);
    expect(narration.cost.estimatedCents).toBeCloseTo(expected, 8);
    expect(narration.cost.estimatedCents).toBeGreaterThan(0.85);
  });

  it('counts only the voice when the model refused and the offline composer wrote instead', async () => {
    model.respond((_sent, response) => json(response, 401, anthropic.errorBody('invalid x-api-key')));
    const narration = await narrate(online, 1);
    expect(narration.cost.provider).toMatch(
      /^offline-composer \(fallback: anthropic:claude-sonnet-5 failed: HTTP 401/u,
    );
    expect(narration.cost).toMatchObject({ tokens: 0, inputTokens: 0, outputTokens: 0, priced: true });
    expect(narration.cost.model).toBeUndefined();
    expect(narration.cost.estimatedCents).toBeCloseTo(cents((narration.narrationText.length * 15) / 1_000_000), 8);
  });

  it('counts only the writer when the cloud voice refused and the offline voice spoke instead', async () => {
    model.respond(sse(anthropic.frames(EIFFEL_STORY, USAGE)));
    voice.answer((_sent, response) => json(response, 401, { error: { message: 'bad key' } }));
    try {
      const narration = await narrate(online, 2);
      expect(narration.audioUrl).toBeTruthy();
      expect(narration.cost.speechProvider).toMatch(/^espeak-ng \(fallback: openai-tts failed: .*401/u);
      expect(narration.cost).toMatchObject({ inputTokens: 1234, outputTokens: 321, priced: true });
      expect(narration.cost.estimatedCents).toBeCloseTo(cents((1234 * 2 + 321 * 10) / 1_000_000), 8);
    } finally {
      voice.answer(cloud.speaksMp3);
    }
  });

  it('is nothing for a second listener served the first one’s story from the cache', async () => {
    model.respond(sse(anthropic.frames(EIFFEL_STORY, USAGE)));
    const first = await narrate(online, 7);
    const copy = await narrate(online, 7);
    expect(copy.id).not.toBe(first.id);
    expect(copy.narrationText).toBe(first.narrationText);
    expect(first.cost.estimatedCents).toBeGreaterThan(0);
    expect(copy.cost).toMatchObject({ tokens: 0, inputTokens: 0, outputTokens: 0, estimatedCents: 0 });
  });

  it('is nothing when the offline engines write and speak', async () => {
    const narration = await narrate(offline);
    expect(narration.cost).toMatchObject({
      provider: 'offline-composer',
      tokens: 0,
      inputTokens: 0,
      outputTokens: 0,
      estimatedCents: 0,
      priced: true,
    });
  });

  it('uses the operator’s PRICES_FILE over the bundled prices', async () => {
    const file = path.join(dir, 'prices.json');
    const contract = { inputPerMillion: 1, outputPerMillion: 5, source: 'our contract', checked: '2026-11-01' };
    writeFileSync(file, JSON.stringify({ text: { 'anthropic:claude-sonnet-5': contract } }));
    const t = await createTestApp({ env: { ...cloud.env, PRICES_FILE: file } });
    try {
      model.respond(sse(anthropic.frames(EIFFEL_STORY, USAGE)));
      const narration = await narrate(t);
      const expected = cents((1234 * 1 + 321 * 5) / 1_000_000 + (narration.narrationText.length * 15) / 1_000_000);
      expect(narration.cost.estimatedCents).toBeCloseTo(expected, 8);
    } finally {
      await t.close();
    }
  });
});
