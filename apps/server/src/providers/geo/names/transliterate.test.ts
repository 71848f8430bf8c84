import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../gazetteer';
import { toHanzi } from './to-hanzi';
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

  it('joins a Korean place name and its administrative word, as Korean writes them', () => {
    expect(transliterate('Yongsan-dong', 'ko', 'KR')).toBe('용산동');
    expect(transliterate('Jung-gu', 'ko', 'KR')).toBe('중구');
    expect(transliterate('Yongsan-dong', 'ko', 'KR')).not.toContain(' ');
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

  it("spells other countries' places in Chinese characters by sound, a few words translated", () => {
    expect(toHanzi('Tulsa', 'US')).toBe('图尔萨');
    expect(toHanzi('Joliet', 'US')).toBe('乔利埃特');
    expect(toHanzi('Dubrovnik', 'HR')).toBe('杜布罗夫尼克');
    expect(toHanzi('Agra', 'IN')).toBe('阿格拉');
    expect(toHanzi('Denpasar', 'ID')).toBe('登帕萨尔');
    expect(toHanzi('Milan', 'IT')).toBe('米兰');
    expect(toHanzi('Lansing', 'US')).toBe('兰辛');
    expect(toHanzi('Santa Rosa', 'US')).toBe('圣罗萨');
    expect(toHanzi('Pismo Beach', 'US')).toBe('皮斯莫海滩');
    expect(toHanzi('Москва', 'RU')).toBe('莫斯克瓦');
    expect(transliterate('Tulsa', 'zh', 'US')).toBe('图尔萨');
  });

  it('never spells a place of China, Japan or Korea by sound in Chinese, and leaves Latin-script languages alone', () => {
    expect(transliterate('Yanqing', 'zh', 'CN')).toBeNull();
    expect(transliterate('Himeji', 'zh', 'JP')).toBeNull();
    expect(transliterate('Gyeongju', 'zh', 'KR')).toBeNull();
    expect(transliterate('Yanqing', 'fr')).toBeNull();
  });

  it('never leaves a Latin letter in any gazetteer name', () => {
    const wrong: string[] = [];
    for (const city of loadGazetteer().cities) {
      if (city.population < 15_000) continue;
      for (const language of ['ja', 'ko', 'ar', 'zh']) {
        if (language === 'zh' && ['CN', 'TW', 'HK', 'MO', 'JP', 'KR', 'KP'].includes(city.country)) continue;
        const out = transliterate(city.name, language, city.country);
        if (!out || /\p{Script=Latin}/u.test(out)) wrong.push(`${city.name} ${language}: ${out}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
