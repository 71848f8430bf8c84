import { describe, expect, it } from 'vitest';
import { BUNDLED_PRICES } from './bundled-prices';
import { estimateCost, speechPriceKey } from './estimate-cost';
import { priceTableSchema, type PriceTable } from './price-table';

const MODELS = { openai: 'tts-1', elevenlabs: 'eleven_multilingual_v2' };
const TABLE: PriceTable = {
  text: { 'openai:gpt-test': { inputPerMillion: 2, outputPerMillion: 8, source: 'test', checked: '2026-11-24' } },
  speech: {
    'openai-tts:tts-1': { perMillionCharacters: 15, source: 'test', checked: '2026-11-24' },
    'google-tts:Studio': { perMillionCharacters: 100, source: 'test', checked: '2026-11-24' },
  },
};
const speech = (name: string, text = 'x'.repeat(1000)) => ({ name, language: 'en' as const, voice: 'rachel', text });

describe('the bundled price table', () => {
  it('is valid, and every price names the provider page it was read on and the day', () => {
    expect(priceTableSchema.parse(BUNDLED_PRICES)).toEqual(BUNDLED_PRICES);
    const entries = [...Object.values(BUNDLED_PRICES.text), ...Object.values(BUNDLED_PRICES.speech)];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.source).toMatch(/^https:\/\/(platform\.claude\.com|developers\.openai\.com)\//u);
      expect(entry.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    }
  });
});

describe('speechPriceKey', () => {
  it('names a voice by its service and model, a Google voice by its type, and an offline engine not at all', () => {
    expect(speechPriceKey(speech('openai-tts'), MODELS)).toBe('openai-tts:tts-1');
    expect(speechPriceKey(speech('elevenlabs'), MODELS)).toBe('elevenlabs:eleven_multilingual_v2');
    expect(speechPriceKey(speech('google-tts'), MODELS)).toBe('google-tts:Studio');
    expect(speechPriceKey({ ...speech('google-tts'), voice: 'emily' }, MODELS)).toBe('google-tts:Neural2');
    expect(speechPriceKey({ ...speech('google-tts'), language: 'zh' }, MODELS)).toBe('google-tts:Wavenet');
    expect(speechPriceKey(speech('espeak-ng'), MODELS)).toBeNull();
  });
});

describe('estimateCost', () => {
  it('adds the input and output tokens at their prices and the spoken characters at the voice’s', () => {
    const estimate = estimateCost(
      { billing: { model: 'openai:gpt-test', inputTokens: 1200, outputTokens: 350 }, speech: speech('openai-tts') },
      TABLE,
      MODELS,
    );
    // (1200 × $2 + 350 × $8) / 1M = $0.0052; 1000 characters × $15 / 1M = $0.015; together 2.02 cents.
    expect(estimate).toEqual({
      model: 'openai:gpt-test',
      inputTokens: 1200,
      outputTokens: 350,
      estimatedCents: 2.02,
      priced: true,
    });
  });

  it('rounds to four decimals of a cent and counts the spoken text without its narration markers', () => {
    const text = `[BEGIN NARRATION]${'y'.repeat(333)}[END NARRATION]`;
    const estimate = estimateCost(
      { billing: { model: 'openai:gpt-test', inputTokens: 7, outputTokens: 3 }, speech: speech('openai-tts', text) },
      TABLE,
      MODELS,
    );
    // (7 × 2 + 3 × 8) / 1M = $0.000038 = 0.0038 cents; 333 × 15 / 1M = $0.004995 = 0.4995 cents.
    expect(estimate.estimatedCents).toBe(0.5033);
  });

  it('costs nothing when the offline engines wrote and spoke', () => {
    expect(estimateCost({ speech: speech('espeak-ng') }, TABLE, MODELS)).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      estimatedCents: 0,
      priced: true,
    });
  });

  it('counts an unlisted model or voice as nothing and says which ones are unpriced', () => {
    const estimate = estimateCost(
      { billing: { model: 'gemini:gemini-test', inputTokens: 100, outputTokens: 100 }, speech: speech('google-tts') },
      TABLE,
      MODELS,
    );
    // The Studio voice is listed: 1000 characters × $100 / 1M = $0.10; the model counts as nothing.
    expect(estimate).toEqual({
      model: 'gemini:gemini-test',
      inputTokens: 100,
      outputTokens: 100,
      estimatedCents: 10,
      priced: false,
      unpriced: ['gemini:gemini-test'],
    });
    expect(estimateCost({ speech: speech('elevenlabs') }, TABLE, MODELS)).toMatchObject({
      estimatedCents: 0,
      priced: false,
      unpriced: ['elevenlabs:eleven_multilingual_v2'],
    });
  });

  it('counts the tokens a failed model billed, and nothing for a voice that spoke nothing', () => {
    const estimate = estimateCost(
      { billing: { model: 'openai:gpt-test', inputTokens: 700, outputTokens: 9 } },
      TABLE,
      MODELS,
    );
    // (700 × 2 + 9 × 8) / 1M = $0.001472.
    expect(estimate).toMatchObject({ estimatedCents: 0.1472, priced: true });
  });
});
