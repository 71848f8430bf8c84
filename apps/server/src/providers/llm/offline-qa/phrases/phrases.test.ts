import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { bankProblems, type TemplateBank } from '../../../../../test/template-banks';
import { INTENTS, PHRASE_KEYS } from '../types';
import { QA_PHRASES } from './all';
import { phrasesSchema } from './phrase-schema';

const read = (language: LanguageCode): TemplateBank =>
  JSON.parse(readFileSync(new URL(`./${language}.json`, import.meta.url), 'utf8'));
const english = read('en');

describe('offline answer phrases', () => {
  it.each(LANGUAGE_CODES)('%s has phrases the schema accepts, with every intent and sentence', (language) => {
    const parsed = phrasesSchema.safeParse(read(language));
    expect(parsed.error?.message).toBeUndefined();
    const phrases = QA_PHRASES[language];
    for (const intent of INTENTS) expect(phrases.intents[intent], intent).toMatch(/\S/u);
    for (const key of PHRASE_KEYS) expect(phrases.say[key], key).toBeTruthy();
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    '%s has every key of English, and every slot of an English sentence in its own',
    (language) => {
      // {capital} fills nothing: it keeps a sentence for capitals only (see QaSentences.say).
      const problems = bankProblems(english, read(language), { markers: ['capital'] });
      expect(problems.map((p) => `${language}: ${p.key} ${p.problem}`)).toEqual([]);
    },
  );

  it('keeps the inflections that are code next to the words that are data', () => {
    expect(QA_PHRASES.fr.forms?.habitants?.('2,1 millions')).toBe('2,1 millions d’habitants');
    expect(QA_PHRASES.fr.forms?.habitants?.('7 200')).toBe('7 200 habitants');
    expect(QA_PHRASES.es.forms?.personas?.('1,2 millones')).toBe('1,2 millones de personas');
    expect(QA_PHRASES.en.forms).toBeUndefined();
  });
});
