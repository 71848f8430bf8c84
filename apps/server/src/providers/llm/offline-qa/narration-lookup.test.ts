import { describe, expect, it } from 'vitest';
import { QA_PHRASES } from './phrases/all';
import { lookUp, passagesOf, splitSentences, stopSet } from './narration-lookup';
import { contentTokens, sameWord } from './tokenize';

/**
 * Stories as the composer once told them at the Eiffel Tower. The composer now tells the tower's and
 * the city's facts instead of the distance to the pole, so the look-up is tested on fixed text.
 */
const japaneseStory =
  'ここはパリ、フランスの首都です。北極までは、直線距離で約4,570キロメートルです。エッフェル塔は1887年から1889年にかけて建てられました。';
const chineseStory =
  '这里是法国首都巴黎。十八世纪造出了精确的航海钟，大大提高了海上测量经度的精度。埃菲尔铁塔建于1887年至1889年。';

const stop = (language: 'en' | 'ja' | 'zh' | 'ko' | 'ar') => stopSet(QA_PHRASES[language].stopWords);

describe('splitSentences', () => {
  it('splits at sentence ends but not inside numbers', () => {
    expect(splitSentences('Sausalito is 4.4 kilometers away. Is it far? No!')).toEqual([
      'Sausalito is 4.4 kilometers away.',
      'Is it far?',
      'No!',
    ]);
    expect(splitSentences('北極までは約4,570キロメートルです。遠いですね。')).toEqual([
      '北極までは約4,570キロメートルです。',
      '遠いですね。',
    ]);
    expect(splitSentences('كم يبعد؟ بعيد جدًا.')).toEqual(['كم يبعد؟', 'بعيد جدًا.']);
  });
});

describe('contentTokens', () => {
  it('keeps the words that carry content, in each writing system', () => {
    expect(contentTokens('How far is the North Pole?', 'en', stop('en'))).toEqual(['north', 'pole']);
    // Hiragana is grammar; kanji and katakana runs become character pairs.
    expect(contentTokens('北極までどのくらい？', 'ja', stop('ja'))).toEqual(['北極']);
    // Chinese runs are cut at function characters (有, 多, 远).
    expect(contentTokens('北极有多远？', 'zh', stop('zh'))).toEqual(['北极']);
    // Korean particles and predicates go; Arabic loses its article.
    expect(contentTokens('북극까지 얼마나 멀어요?', 'ko', stop('ko'))).toEqual(['북극']);
    expect(contentTokens('ماذا قلت عن الساعات البحرية؟', 'ar', stop('ar'))).toEqual(['ساعات', 'بحريه']);
  });

  it('treats inflections of one word as the same word, and nothing more', () => {
    expect(sameWord('bridge', 'bridges', 'en')).toBe(true);
    expect(sameWord('sun', 'sunday', 'en')).toBe(false);
    expect(sameWord('북극', '북극은', 'ko')).toBe(true);
    expect(sameWord('تقويم', 'تقول', 'ar')).toBe(false);
  });
});

describe('lookUp', () => {
  it('finds the narration sentence a Japanese or Chinese question is about', () => {
    const ja = lookUp('北極までどのくらい？', passagesOf(japaneseStory, []), 'ja', stop('ja'));
    expect(ja.map((p) => p.text)).toEqual(['北極までは、直線距離で約4,570キロメートルです。']);
    const zh = lookUp('你提到的航海钟是什么？', passagesOf(chineseStory, []), 'zh', stop('zh'));
    expect(zh).toHaveLength(1);
    expect(zh[0]!.text).toContain('航海钟');
  });

  it('finds nothing when the question’s rarest word is missing', () => {
    expect(lookUp('北极有多远？', passagesOf(chineseStory, []), 'zh', stop('zh'))).toEqual([]);
  });

  it('asks more of a strict look-up: two words or more, nearly all found', () => {
    const passages = passagesOf('People live here by the river. The bridge was designed in 1930.', []);
    expect(lookUp('Who lived here?', passages, 'en', stop('en'))).toHaveLength(1);
    expect(lookUp('Who lived here?', passages, 'en', stop('en'), true)).toEqual([]);
    expect(lookUp('Who designed the bridge?', passages, 'en', stop('en'), true)[0]!.text).toBe(
      'The bridge was designed in 1930.',
    );
  });

  it('reads an online extract in pairs of sentences, with its source', () => {
    const passages = passagesOf(undefined, [
      {
        title: 'T',
        text: 'The tower is tall. It was designed by Gustave Eiffel. It opened in 1889.',
        source: 'Wikipedia',
      },
    ]);
    expect(passages).toEqual([
      { text: 'The tower is tall. It was designed by Gustave Eiffel.', source: 'Wikipedia' },
      { text: 'It was designed by Gustave Eiffel. It opened in 1889.', source: 'Wikipedia' },
    ]);
    expect(lookUp('Who designed the tower?', passages, 'en', stop('en'), true)[0]!.text).toContain('Gustave Eiffel');
  });
});
