import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../geo/offline-geocoder';
import type { PlaceFacts } from '../geo/place-facts';
import { chooseLlmProvider, createLlmFromEnv, llmEnvSchema } from './create-llm';
import { createOfflineWriter } from './offline-writer';
import { sse, stall, startStandIn, type StandIn } from '../../../test/stand-ins/llm';
import { WIRE_FORMATS } from './online/wire-formats';
import type { QuestionAnswerer } from './question-answerer';

const answerer: QuestionAnswerer = {
  name: 'echo-answerer',
  async answer(request) {
    return { answer: request.question, provider: 'echo-answerer', tokens: 0 };
  },
};
const offline = { writer: createOfflineWriter(), answerer };

let standIn: StandIn;
let facts: PlaceFacts;
beforeAll(async () => {
  standIn = await startStandIn();
  facts = (await createOfflineGeocoder().reverse(48.8584, 2.2945, 'en'))!;
});
afterAll(() => standIn.close());

describe('chooseLlmProvider', () => {
  it('is offline with nothing set, else the named provider, else the first service with credentials', () => {
    expect(chooseLlmProvider({})).toBe('offline');
    expect(chooseLlmProvider({ LLM_PROVIDER: 'offline', OPENAI_API_KEY: 'sk' })).toBe('offline');
    expect(chooseLlmProvider({ GEMINI_API_KEY: 'g', ANTHROPIC_API_KEY: 'a' })).toBe('anthropic');
    expect(chooseLlmProvider({ GEMINI_API_KEY: 'g', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toBe('openai');
    expect(chooseLlmProvider({ GEMINI_API_KEY: 'g' })).toBe('gemini');
  });
});

describe('createLlmFromEnv', () => {
  it('keeps the offline engines with an empty environment (empty strings count as unset)', () => {
    const llm = createLlmFromEnv({ OPENAI_API_KEY: '', LLM_PROVIDER: '' }, offline);
    expect(llm).toEqual({ ...offline, provider: 'offline', model: null });
  });

  it('builds each service with its default model', () => {
    expect(createLlmFromEnv({ OPENAI_API_KEY: 'sk' }, offline).provider).toBe('openai:gpt-4o-mini');
    expect(createLlmFromEnv({ ANTHROPIC_API_KEY: 'ak' }, offline).provider).toBe('anthropic:claude-sonnet-5');
    expect(createLlmFromEnv({ GEMINI_API_KEY: 'gk' }, offline).provider).toBe('gemini:gemini-2.5-flash');
    expect(createLlmFromEnv({ OPENAI_API_KEY: 'sk' }, offline).model?.name).toBe('openai:gpt-4o-mini');
    expect(
      createLlmFromEnv({ LLM_PROVIDER: 'gemini', GEMINI_API_KEY: 'gk', GEMINI_MODEL: 'gemini-2.5-pro' }, offline)
        .provider,
    ).toBe('gemini:gemini-2.5-pro');
  });

  it('refuses a provider without credentials, and unknown values', () => {
    expect(() => createLlmFromEnv({ LLM_PROVIDER: 'anthropic' }, offline)).toThrow('needs ANTHROPIC_API_KEY');
    expect(() => createLlmFromEnv({ LLM_PROVIDER: 'openai' }, offline)).toThrow('OPENAI_BASE_URL for a local server');
    expect(() => createLlmFromEnv({ LLM_PROVIDER: 'mistral' }, offline)).toThrow('LLM_PROVIDER');
    expect(() => createLlmFromEnv({ LLM_TIMEOUT_MS: 'soon' }, offline)).toThrow('LLM_TIMEOUT_MS');
    expect(llmEnvSchema.safeParse({ OPENAI_BASE_URL: 'not a url' }).success).toBe(false);
  });

  it('talks to a keyless OpenAI-compatible local server and answers questions through it', async () => {
    standIn.respond(sse(WIRE_FORMATS[0]!.frames(['The Seine is just north of you.'], { input: 50, output: 8 })));
    const llm = createLlmFromEnv({ OPENAI_BASE_URL: standIn.url, OPENAI_MODEL: 'llama3.1' }, offline);
    const answered = await llm.answerer.answer({ question: 'Where is the river?', language: 'en', facts });
    expect(answered).toEqual({
      answer: 'The Seine is just north of you.',
      provider: 'openai:llama3.1',
      tokens: 58,
      aiWritten: true,
    });
    expect(standIn.requests[0]!.url).toBe('/chat/completions');
    expect(standIn.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('applies LLM_FIRST_TOKEN_TIMEOUT_MS and falls back to the offline writer', async () => {
    standIn.respond(stall);
    const reasons: string[] = [];
    const llm = createLlmFromEnv(
      { ANTHROPIC_API_KEY: 'ak', ANTHROPIC_BASE_URL: standIn.url, LLM_FIRST_TOKEN_TIMEOUT_MS: '600' },
      offline,
      { onFallback: (error, task) => reasons.push(`${task}: ${(error as Error).message}`) },
    );
    const written = await llm.writer.write({ facts, theme: 'nature', language: 'en', targetWords: 150 });
    expect(written.provider).toBe(
      'offline-composer (fallback: anthropic:claude-sonnet-5 failed: no first token within 600 ms)',
    );
    expect(reasons).toEqual(['narration: no first token within 600 ms']);
    expect(standIn.requests[0]!.url).toBe('/v1/messages');
  });
});
