import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceFacts } from '../../geo/place-facts';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import type { WriteNarrationRequest } from '../narration-writer';
import { createOfflineWriter } from '../offline-writer';
import { createAnthropicModel } from './anthropic-model';
import { createModelWriter } from './model-writer';
import { streamNarration } from './narration-stream';
import { createOpenAiModel } from './openai-model';
import { json, sse, sseFrame, sseHead, stall, startStandIn, type StandIn } from '../../../../test/stand-ins/llm';
import { WIRE_FORMATS } from './wire-formats';
import { factSources } from '../prompts/facts-block';

const FAST = { firstTokenMs: 2000, totalMs: 5000, retryDelayMs: 0 };
const NARRATION = [
  'TITLE: La Dame de fer',
  '[BEGIN NARRATION]',
  'Vous voici au pied de la tour Eiffel, à Paris, capitale de la France. ',
  'Levez les yeux vers cette dentelle de fer qui domine le Champ-de-Mars depuis plus d’un siècle.\n\n',
  'Au nord-ouest, à trois kilomètres et demi, commence Neuilly-sur-Seine. ',
  'Prenez le temps de regarder la Seine couler tout près de vous.',
  '\n[END NARRATION]',
];
const openaiWire = WIRE_FORMATS[0]!;

let standIn: StandIn;
let facts: PlaceFacts;
let request: WriteNarrationRequest;
beforeAll(async () => {
  standIn = await startStandIn();
  facts = (await createOfflineGeocoder().reverse(48.8584, 2.2945, 'fr'))!;
  request = { facts, theme: 'architecture', language: 'fr', targetWords: 150, seed: 7 };
});
afterAll(() => standIn.close());

function writer(firstTokenMs = FAST.firstTokenMs) {
  const model = createOpenAiModel({
    model: 'gpt-test',
    apiKey: 'sk-test',
    baseUrl: standIn.url,
    timeouts: { ...FAST, firstTokenMs },
  });
  return createModelWriter(model, createOfflineWriter());
}

describe('createModelWriter', () => {
  it('writes the narration between the markers with the model title, sources and billed tokens', async () => {
    standIn.respond(sse(openaiWire.frames(NARRATION, { input: 812, output: 140 })));
    const written = await writer().write(request);
    expect(written.provider).toBe('openai:gpt-test');
    expect(written.title).toBe('La Dame de fer');
    expect(written.text).toMatch(/^Vous voici au pied de la tour Eiffel, à Paris, capitale de la France\. Levez/u);
    expect(written.text).toContain('siècle.\n\nAu nord-ouest');
    expect(written.text).toMatch(/tout près de vous\.$/u);
    expect(written.words).toBe(written.text.split(/\s+/u).length);
    expect(written.tokens).toBe(952);
    expect(written.billing).toEqual({ model: 'openai:gpt-test', inputTokens: 812, outputTokens: 140 });
    // What the model was given: the gazetteer, the landmark and the town pack's facts, each with its source.
    expect(written.sources).toEqual(factSources(facts));
    expect(written.sources).toEqual(
      expect.arrayContaining([...facts.sources, 'Town pack: Wikipedia, “History of Paris”']),
    );
  });

  it('estimates input from the prompt and output from the answer when the service reports no usage', async () => {
    const frames = openaiWire
      .frames(NARRATION, { input: 0, output: 0 })
      .filter((frame) => !JSON.stringify(frame).includes('usage'));
    standIn.respond(sse(frames));
    const written = await writer().write(request);
    const messages = standIn.requests[0]!.body.messages as Array<{ content: string }>;
    const promptChars = messages[0]!.content.length + messages[1]!.content.length;
    const answerChars = NARRATION.join('').length;
    expect(written.billing).toEqual({
      model: 'openai:gpt-test',
      inputTokens: Math.ceil(promptChars / 4),
      outputTokens: Math.ceil((promptChars + answerChars) / 4) - Math.ceil(promptChars / 4),
    });
    expect(written.tokens).toBe(Math.ceil((promptChars + answerChars) / 4));
  });

  it('sends a prompt holding the facts, the theme, the language and the length', async () => {
    standIn.respond(sse(openaiWire.frames(NARRATION, { input: 1, output: 1 })));
    await writer().write({ ...request, targetWords: 300 });
    const messages = standIn.requests[0]!.body.messages as Array<{ role: string; content: string }>;
    const prompt = messages[1]!.content;
    expect(messages[0]!.content).toContain('[BEGIN NARRATION]');
    expect(prompt).toContain('in or near Paris');
    expect(prompt).toContain('Country: France (FR)');
    expect(prompt).toContain('Theme, Architecture: Buildings and structures');
    expect(prompt).toContain('write entirely in French');
    expect(prompt).toContain('about 300 words');
    expect(standIn.requests[0]!.body.max_tokens).toBe(900);
  });

  it('titles the narration "{theme}: {place}" in its language when the model gives no title', async () => {
    standIn.respond(sse(openaiWire.frames(NARRATION.slice(1), { input: 1, output: 1 })));
    expect((await writer().write(request)).title).toBe('Architecture : Paris');
  });

  it('falls back to the offline composer on a 401, saying why', async () => {
    standIn.respond((_req, res) => json(res, 401, openaiWire.errorBody('Incorrect API key provided')));
    const written = await writer().write(request);
    expect(written.provider).toBe(
      'offline-composer (fallback: openai:gpt-test failed: HTTP 401: Incorrect API key provided)',
    );
    expect(written.text).toContain('Paris');
    expect(written.words).toBeGreaterThan(100);
    expect(written.tokens).toBe(0);
    expect(written.billing).toBeUndefined();
    expect(standIn.requests).toHaveLength(1);
  });

  it('falls back when the first token does not come in time', async () => {
    standIn.respond(stall);
    const written = await writer(150).write(request);
    expect(written.provider).toBe('offline-composer (fallback: openai:gpt-test failed: no first token within 150 ms)');
    expect(written.text.length).toBeGreaterThan(200);
  });

  it('falls back on output without markers, and still counts the tokens it cost', async () => {
    standIn.respond(sse(openaiWire.frames(['Je ne peux pas écrire ce texte.'], { input: 700, output: 9 })));
    const written = await writer().write(request);
    expect(written.provider).toBe(
      'offline-composer (fallback: openai:gpt-test failed: no [BEGIN NARRATION] marker in the output)',
    );
    expect(written.tokens).toBe(709);
    // The offline composer wrote it, but the refused run was billed.
    expect(written.billing).toEqual({ model: 'openai:gpt-test', inputTokens: 700, outputTokens: 9 });
  });

  it('gives up on unmarked output early instead of waiting for the whole text', async () => {
    const prose = 'Paris est une ville magnifique, pleine de monuments et de jardins. ';
    let sent = 0;
    standIn.respond(async (_req, res) => {
      sseHead(res);
      for (; sent < 200 && !res.destroyed; sent++) {
        sseFrame(res, { data: { choices: [{ delta: { content: prose } }] } });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    });
    const written = await writer().write(request);
    expect(written.provider).toBe(
      'offline-composer (fallback: openai:gpt-test failed: no [BEGIN NARRATION] marker in the output)',
    );
    expect(sent).toBeLessThan(50);
  });

  it('falls back when a 500 is followed by a 401, after exactly one retry', async () => {
    standIn.respond(
      (_req, res) => json(res, 500, openaiWire.errorBody('boom')),
      (_req, res) => json(res, 401, openaiWire.errorBody('revoked')),
    );
    const written = await writer().write(request);
    expect(written.provider).toBe('offline-composer (fallback: openai:gpt-test failed: HTTP 401: revoked)');
    expect(standIn.requests).toHaveLength(2);
  });

  it('works the same over Anthropic', async () => {
    const anthropicWire = WIRE_FORMATS[1]!;
    standIn.respond(sse(anthropicWire.frames(NARRATION, { input: 500, output: 120 })));
    const model = createAnthropicModel({ model: 'claude-test', apiKey: 'ak', baseUrl: standIn.url, timeouts: FAST });
    const written = await createModelWriter(model, createOfflineWriter()).write(request);
    expect(written).toMatchObject({ provider: 'anthropic:claude-test', title: 'La Dame de fer', tokens: 620 });
    expect(written.billing).toEqual({ model: 'anthropic:claude-test', inputTokens: 500, outputTokens: 120 });
  });
});

describe('writeStream', () => {
  it('hands out sentences while the model is still writing', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const frames = openaiWire.frames(NARRATION, { input: 10, output: 20 });
    standIn.respond(async (_req, res) => {
      sseHead(res);
      frames.slice(0, 4).forEach((frame) => sseFrame(res, frame));
      await released;
      frames.slice(4).forEach((frame) => sseFrame(res, frame));
      res.end();
    });
    const stream = writer().writeStream(request);
    const sentences: string[] = [];
    for await (const sentence of stream) {
      sentences.push(sentence);
      // The model is held back until the first sentence is out: streaming, not buffering.
      if (sentences.length === 1) release();
    }
    expect(sentences[0]).toBe('Vous voici au pied de la tour Eiffel, à Paris, capitale de la France.');
    expect(sentences).toHaveLength(4);
    const written = await stream.result;
    expect(written.text).toBe(`${sentences.slice(0, 2).join(' ')}\n\n${sentences.slice(2).join(' ')}`);
    expect(written).toMatchObject({ provider: 'openai:gpt-test', title: 'La Dame de fer', tokens: 30 });
  });

  it('speaks the offline narration when the model fails before any sentence', async () => {
    standIn.respond((_req, res) => json(res, 403, openaiWire.errorBody('region not supported')));
    const stream = writer().writeStream(request);
    const sentences: string[] = [];
    for await (const sentence of stream) sentences.push(sentence);
    const written = await stream.result;
    expect(written.provider).toBe(
      'offline-composer (fallback: openai:gpt-test failed: HTTP 403: region not supported)',
    );
    expect(sentences.length).toBeGreaterThan(3);
    expect(sentences.join(' ').replace(/\s+/gu, ' ')).toBe(written.text.replace(/\s+/gu, ' '));
  });

  it('keeps what was already said when the model breaks off mid-way', async () => {
    const frames = openaiWire.frames(NARRATION, { input: 10, output: 20 });
    standIn.respond((_req, res) => {
      sseHead(res);
      frames.slice(0, 4).forEach((frame) => sseFrame(res, frame));
      setTimeout(() => res.destroy(), 30);
    });
    const stream = writer().writeStream(request);
    const sentences: string[] = [];
    for await (const sentence of stream) sentences.push(sentence);
    const written = await stream.result;
    expect(sentences).toEqual([
      'Vous voici au pied de la tour Eiffel, à Paris, capitale de la France.',
      'Levez les yeux vers cette dentelle de fer qui domine le Champ-de-Mars depuis plus d’un siècle.',
    ]);
    expect(written.text).toBe(sentences.join(' '));
    expect(written.provider).toMatch(/^openai:gpt-test \(cut short: network error: /u);
  });

  it('streams any writer: the offline one writes first, then hands out its sentences', async () => {
    const stream = streamNarration(createOfflineWriter(), request);
    const sentences: string[] = [];
    for await (const sentence of stream) sentences.push(sentence);
    const written = await stream.result;
    expect(written.provider).toBe('offline-composer');
    expect(sentences.join(' ').replace(/\s+/gu, ' ')).toBe(written.text.replace(/\s+/gu, ' '));
  });
});
