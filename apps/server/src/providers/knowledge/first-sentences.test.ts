import { describe, expect, it } from 'vitest';
import { firstSentences } from './first-sentences';

describe('firstSentences', () => {
  it('keeps initials and abbreviations inside their sentence', () => {
    expect(firstSentences('It was designed by Mr. J. R. Smith in 1957. It is open. It is free. It is big.', 'en')).toBe(
      'It was designed by Mr. J. R. Smith in 1957. It is open. It is free.',
    );
  });

  it('stops after two sentences once they say enough', () => {
    const sentence = 'A long opening sentence about the harbour, its ferries, its houseboats and its old shipyards.';
    expect(firstSentences(`${sentence} ${sentence} Short one.`, 'en')).toBe(`${sentence} ${sentence}`);
  });

  it('cuts Japanese at 。 and tidies whitespace', () => {
    expect(
      firstSentences('サウサリートは、カリフォルニア州の都市。\n人口は7,269人。湾に面している。四つ目。', 'ja'),
    ).toBe('サウサリートは、カリフォルニア州の都市。 人口は7,269人。湾に面している。');
  });
});
