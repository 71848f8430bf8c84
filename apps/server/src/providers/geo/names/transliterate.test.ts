import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../gazetteer';
import { toArabic, toHangul, toKatakana, transliterate } from './transliterate';

describe('transliteration of romanised place names', () => {
  it('writes Japanese romaji and plain Latin spellings in katakana', () => {
    expect(toKatakana('Kitaibaraki')).toBe('キタイバラキ');
    expect(toKatakana('Sausalito')).toBe('サウサリト');
    expect(toKatakana('Milano')).toBe('ミラノ');
    expect(toKatakana('Abu Simbel')).toBe('アブ・シンベル');
  });

  it('writes them in hangul syllables, an l between vowels written twice', () => {
    expect(toHangul('Milano')).toBe('밀라노');
    expect(toHangul('Sausalito')).toBe('사우살리토');
    expect(toHangul('Kitaibaraki')).toBe('키타이바라키');
  });

  it('writes them in Arabic letters, a first vowel on an alif with hamza', () => {
    expect(toArabic('Milano')).toBe('ميلانو');
    expect(toArabic('Abu')).toBe('أبو');
  });

  it('reads a Chinese place in pinyin for Korean, other places by the general rules', () => {
    expect(transliterate('Yanqing', 'ko', 'CN')).toBe('옌칭');
    expect(transliterate('Yanqing', 'ko', 'US')).toBe(toHangul('Yanqing'));
    expect(transliterate('Harbin', 'ko', 'CN')).toBe(toHangul('Harbin'));
  });

  it('leaves Chinese and the Latin-script languages to the caller', () => {
    expect(transliterate('Yanqing', 'zh')).toBeNull();
    expect(transliterate('Yanqing', 'fr')).toBeNull();
  });

  it('never leaves a Latin letter in any gazetteer name', () => {
    const wrong: string[] = [];
    for (const city of loadGazetteer().cities) {
      if (city.population < 15_000) continue;
      for (const language of ['ja', 'ko', 'ar']) {
        const out = transliterate(city.name, language);
        if (!out || /\p{Script=Latin}/u.test(out)) wrong.push(`${city.name} ${language}: ${out}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
