import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceFacts } from '../../geo/place-facts';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import type { QuestionAnswerer, QuestionRequest } from '../question-answerer';
import { createGeminiModel } from './gemini-model';
import { createModelAnswerer } from './model-answerer';
import { json, sse, stall, startStandIn, type StandIn } from '../../../../test/stand-ins/llm';
import { WIRE_FORMATS } from './wire-formats';

const geminiWire = WIRE_FORMATS[2]!;
const NARRATION = 'La tour Eiffel fut achevée en 1889 pour l’Exposition universelle, sur le Champ-de-Mars.';

/** A plain answerer standing in for the offline one: it names the place it was asked about. */
const placeAnswerer: QuestionAnswerer = {
  name: 'place-answerer',
  async answer(request) {
    return {
      answer: `Vous êtes près de ${request.facts?.place.name ?? 'nulle part'}.`,
      provider: 'place-answerer',
      tokens: 0,
    };
  },
};

let standIn: StandIn;
let question: QuestionRequest;
beforeAll(async () => {
  standIn = await startStandIn();
  const facts: PlaceFacts = (await createOfflineGeocoder().reverse(48.8584, 2.2945, 'fr'))!;
  question = { question: 'Quand la tour a-t-elle été construite ?', language: 'fr', narrationText: NARRATION, facts };
});
afterAll(() => standIn.close());

function answerer(firstTokenMs = 2000) {
  const model = createGeminiModel({
    model: 'gemini-2.5-flash',
    apiKey: 'gk',
    baseUrl: standIn.url,
    timeouts: { firstTokenMs, totalMs: 5000, retryDelayMs: 0 },
  });
  return createModelAnswerer(model, placeAnswerer);
}

describe('createModelAnswerer', () => {
  it('answers from the model, with the narration text in its prompt', async () => {
    standIn.respond(
      sse(
        geminiWire.frames(['Elle fut achevée en **1889**, ', 'pour l’Exposition universelle.'], {
          input: 420,
          output: 18,
        }),
      ),
    );
    const answered = await answerer().answer(question);
    expect(answered).toEqual({
      answer: 'Elle fut achevée en 1889, pour l’Exposition universelle.',
      provider: 'gemini:gemini-2.5-flash',
      tokens: 438,
      aiWritten: true,
    });
    const body = standIn.requests[0]!.body as {
      contents: Array<{ parts: Array<{ text: string }> }>;
      systemInstruction: { parts: Array<{ text: string }> };
    };
    const prompt = body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain(NARRATION);
    expect(prompt).toContain('"Quand la tour a-t-elle été construite ?"');
    expect(prompt).toContain('Answer in French');
    expect(body.systemInstruction.parts[0]!.text).toContain('two to four short spoken sentences');
  });

  it('hands the question to the fallback on a 401, saying why', async () => {
    standIn.respond((_req, res) => json(res, 401, geminiWire.errorBody('API key not valid')));
    const answered = await answerer().answer(question);
    expect(answered).toEqual({
      answer: 'Vous êtes près de Paris.',
      provider: 'place-answerer (fallback: gemini:gemini-2.5-flash failed: HTTP 401: API key not valid)',
      tokens: 0,
    });
    expect(standIn.requests).toHaveLength(1);
  });

  it('hands the question to the fallback when the model stalls or says nothing', async () => {
    standIn.respond(stall);
    expect((await answerer(150).answer(question)).provider).toBe(
      'place-answerer (fallback: gemini:gemini-2.5-flash failed: no first token within 150 ms)',
    );
    standIn.respond(sse(geminiWire.frames(['  '], { input: 3, output: 1 })));
    const empty = await answerer().answer(question);
    expect(empty.provider).toBe('place-answerer (fallback: gemini:gemini-2.5-flash failed: empty answer)');
    expect(empty.tokens).toBe(4);
  });
});
