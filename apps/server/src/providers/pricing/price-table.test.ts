import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { BUNDLED_PRICES } from './bundled-prices';
import { createCostEstimatorFromEnv } from './create-cost-estimator';
import { readPriceFile } from './price-table';

const dir = mkdtempSync(path.join(tmpdir(), 'roamcast-prices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function priceFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const OPERATOR_TABLE = {
  text: {
    'anthropic:claude-sonnet-4-5': {
      inputPerMillion: 2.5,
      outputPerMillion: 12,
      source: 'our contract, clause 4',
      checked: '2026-11-01',
    },
  },
  speech: {
    'google-tts:Studio': { perMillionCharacters: 100, source: 'https://example.test/prices', checked: '2026-11-01' },
  },
};

describe('PRICES_FILE', () => {
  it('lays the operator’s prices over the bundled ones: its entries win, the others stay', () => {
    const estimator = createCostEstimatorFromEnv({ PRICES_FILE: priceFile('ok.json', OPERATOR_TABLE) });
    expect(estimator.prices.text['anthropic:claude-sonnet-4-5']).toEqual(
      OPERATOR_TABLE.text['anthropic:claude-sonnet-4-5'],
    );
    expect(estimator.prices.speech['google-tts:Studio']).toEqual(OPERATOR_TABLE.speech['google-tts:Studio']);
    expect(estimator.prices.speech['openai-tts:tts-1']).toEqual(BUNDLED_PRICES.speech['openai-tts:tts-1']);
  });

  it('without it, the bundled prices are used, for the voice models the environment chose', () => {
    const estimator = createCostEstimatorFromEnv({ OPENAI_TTS_MODEL: 'tts-1-hd' });
    expect(estimator.prices).toEqual(BUNDLED_PRICES);
    const spoken = { name: 'openai-tts', language: 'en' as const, voice: 'rachel', text: 'z'.repeat(1000) };
    // 1000 characters at $30 per million: 3 cents.
    expect(estimator.estimate({ speech: spoken })).toMatchObject({ estimatedCents: 3, priced: true });
  });

  it('names the file and the wrong field when the table is invalid', () => {
    const wrong = {
      text: { 'openai:gpt-4o-mini': { inputPerMillion: '0.15', outputPerMillion: 0.6, checked: 'today' } },
    };
    const file = priceFile('wrong.json', wrong);
    expect(() => readPriceFile(file)).toThrow(`PRICES_FILE ${file} is not a price table`);
    expect(() => readPriceFile(file)).toThrow(/inputPerMillion/u);
    expect(() => readPriceFile(file)).toThrow(/source/u);
    expect(() => readPriceFile(priceFile('broken.json', '{ "text": '))).toThrow(/could not be read as JSON/u);
    expect(() => readPriceFile(path.join(dir, 'missing.json'))).toThrow(/missing\.json could not be read/u);
  });

  it('is refused at start when invalid, with a message naming the variable and the file', () => {
    const file = priceFile('start.json', { speech: { 'openai-tts:tts-1': { perMillionCharacters: -15 } } });
    const start = () => loadConfig({ DATA_DIR: path.join(dir, 'data'), PRICES_FILE: file });
    expect(start).toThrow(/^Invalid environment: /u);
    expect(start).toThrow(`PRICES_FILE ${file} is not a price table`);
    expect(start).toThrow(/perMillionCharacters/u);
    expect(start).toThrow(/at PRICES_FILE/u);
    expect(() =>
      loadConfig({ DATA_DIR: path.join(dir, 'data'), PRICES_FILE: priceFile('fine.json', OPERATOR_TABLE) }),
    ).not.toThrow();
  });
});
