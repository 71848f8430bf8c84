import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { bankProblems, type TemplateBank } from '../../../../../test/template-banks';
import { NUMBERLESS_LANGUAGES } from '../landmark-bank';
import { loadBank } from './load-bank';
import { LANDMARK_BANKS, LANGUAGE_PACKS } from './packs';

const file = (language: LanguageCode) => new URL(`./${language}/bank.json`, import.meta.url);
const read = (language: LanguageCode): TemplateBank => JSON.parse(readFileSync(file(language), 'utf8'));
const english = read('en');

describe('offline composer banks', () => {
  it.each(LANGUAGE_CODES)('%s has a bank the schema accepts, wired to its grammar', (language) => {
    expect(() => loadBank(language)).not.toThrow();
    const pack = LANGUAGE_PACKS[language];
    expect(pack.code).toBe(language);
    expect(pack.lexicon.times('2')).toContain('2');
    expect(LANDMARK_BANKS[language].when(1889)).toContain('1889');
    expect(LANGUAGE_PACKS[language]).toBe(pack);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every key of English, and every slot of an English sentence in its own',
    (language) => {
      // Condition markers fill nothing: a language may hold its own sentence to a day with a sunset or a dark evening.
      // Languages that do not mark number say several people as they say one (landmark-bank.ts).
      const rules = {
        markers: ['sunCycle', 'steadySunrise', 'darkTonight'],
        optional: NUMBERLESS_LANGUAGES.has(language) ? ['landmark.several'] : [],
      };
      const problems = bankProblems(english, read(language), rules).map((p) => `${language}: ${p.key} ${p.problem}`);
      expect(problems).toEqual([]);
    },
  );

  it('refuses to load a bank that lacks a key, naming the file and the key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-'));
    const broken = structuredClone(english) as { themes: Record<string, Record<string, unknown>> };
    delete broken.themes.nature!.close;
    mkdirSync(join(dir, 'fr'));
    writeFileSync(join(dir, 'fr', 'bank.json'), JSON.stringify(broken));
    expect(() => loadBank('fr', pathToFileURL(`${dir}/`))).toThrow(
      /fr\/bank\.json[\s\S]*themes[\s\S]*nature[\s\S]*close/,
    );
  });
});
