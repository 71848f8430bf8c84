import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../catalog/languages';
import { WORDS_PER_MINUTE } from '../catalog/constants';
import { countSpokenWords, minutesForWords, SPOKEN_WORDS_PER_MINUTE, wordsForMinutes } from './spoken-length';

describe('countSpokenWords', () => {
  it('counts whitespace words in space-separated languages, ignoring lone punctuation', () => {
    expect(countSpokenWords('You are standing in Sausalito, California.', 'en')).toBe(6);
    expect(countSpokenWords('  Vous êtes   à Paris — au cœur de la ville.  ', 'fr')).toBe(9);
    expect(countSpokenWords('', 'de')).toBe(0);
  });

  it('counts Korean and Arabic by their spaces', () => {
    expect(countSpokenWords('지금 서울의 한가운데에 서 있습니다.', 'ko')).toBe(5);
    expect(countSpokenWords('أنت الآن في قلب مدينة باريس.', 'ar')).toBe(6);
  });

  it('scales Chinese characters at 250 a minute, skipping punctuation and spaces', () => {
    // 27 spoken characters -> 27 * 150 / 250 = 16.2, about 16 words.
    const text = '你现在站在巴黎的中心，塞纳河从这里缓缓流过，两岸都是老房子。';
    expect(text.replace(/[，。]/g, '').length).toBe(27);
    expect(countSpokenWords(text, 'zh')).toBe(16);
    expect(countSpokenWords('你好 ， 世界 。', 'zh')).toBe(Math.round((4 * 150) / 250));
  });

  it('scales Japanese kana and kanji at 350 a minute and counts a Latin name as one word', () => {
    const text = 'いまあなたはパリの中心に立っています。';
    const spoken = text.replace('。', '').length;
    expect(countSpokenWords(text, 'ja')).toBe(Math.round((spoken * 150) / 350));
    expect(countSpokenWords('ここはSausalitoです。', 'ja')).toBe(Math.round((5 * 150) / 350) + 1);
  });

  it('counts digits as spoken characters in Japanese and Chinese', () => {
    expect(countSpokenWords('日の出は5時47分。', 'ja')).toBe(Math.round((9 * 150) / 350));
    expect(countSpokenWords('2026年', 'zh')).toBe(Math.round((5 * 150) / 250));
  });
});

describe('words per minute by language', () => {
  it('sizes a story by its language: fewer, longer words a minute in German, Korean and Arabic', () => {
    expect(wordsForMinutes(1, 'en')).toBe(WORDS_PER_MINUTE);
    expect(wordsForMinutes(2, 'de')).toBe(250);
    expect(wordsForMinutes(1, 'ko')).toBeLessThan(wordsForMinutes(1, 'ar'));
    expect(wordsForMinutes(1, 'ar')).toBeLessThan(wordsForMinutes(1, 'de'));
    for (const language of LANGUAGE_CODES) {
      expect(SPOKEN_WORDS_PER_MINUTE[language]).toBeGreaterThanOrEqual(80);
      expect(SPOKEN_WORDS_PER_MINUTE[language]).toBeLessThanOrEqual(WORDS_PER_MINUTE);
      expect(minutesForWords(wordsForMinutes(5, language), language)).toBeCloseTo(5, 1);
    }
  });
});
