import { describe, expect, it } from 'vitest';
import { splitSentences, stripNarrationMarkers } from './split-sentences';

describe('stripNarrationMarkers', () => {
  it('removes both markers wherever they are', () => {
    expect(stripNarrationMarkers('[BEGIN NARRATION]\nHello there.\n[END NARRATION]')).toBe('Hello there.');
    expect(stripNarrationMarkers('No markers.')).toBe('No markers.');
  });
});

describe('splitSentences', () => {
  it('splits English but keeps abbreviations and decimals inside their sentence', () => {
    expect(splitSentences('Mr. Smith lives on St. James Street. It costs 3.5 dollars! Really? Yes.', 'en')).toEqual([
      'Mr. Smith lives on St. James Street.',
      'It costs 3.5 dollars!',
      'Really?',
      'Yes.',
    ]);
  });

  it('splits Japanese and Chinese on full-width marks without spaces', () => {
    expect(splitSentences('東京タワーは港区にあります。高さは333メートルです！すごい？', 'ja')).toEqual([
      '東京タワーは港区にあります。',
      '高さは333メートルです！',
      'すごい？',
    ]);
    expect(splitSentences('北京是中国的首都。你去过吗？', 'zh')).toEqual(['北京是中国的首都。', '你去过吗？']);
  });

  it('splits Arabic on ؟ and Korean on its punctuation', () => {
    expect(splitSentences('هذه مدينة جميلة. هل زرتها؟ نعم!', 'ar')).toEqual(['هذه مدينة جميلة.', 'هل زرتها؟', 'نعم!']);
    expect(splitSentences('서울은 아름답습니다. 가 보셨나요?', 'ko')).toEqual(['서울은 아름답습니다.', '가 보셨나요?']);
  });

  it('keeps a closing guillemet with the sentence it closes', () => {
    expect(splitSentences('Il a dit « Voici Paris ! » Puis il est parti.', 'fr')).toEqual([
      'Il a dit « Voici Paris ! »',
      'Puis il est parti.',
    ]);
  });

  it('cuts run-on sentences at clause punctuation, leaving numbers whole', () => {
    const clause = 'the river bends past 1,000 old houses with red roofs and narrow windows';
    const sentence = `${Array.from({ length: 6 }, () => clause).join(', ')}.`;
    const pieces = splitSentences(sentence, 'en');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.length <= 240)).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
  });

  it('drops pieces with nothing to say', () => {
    expect(splitSentences('Hello.\n…\nBye.', 'en')).toEqual(['Hello.', 'Bye.']);
    expect(splitSentences('   ', 'en')).toEqual([]);
  });
});
