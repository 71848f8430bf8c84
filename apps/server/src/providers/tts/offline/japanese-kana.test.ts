import { describe, expect, it } from 'vitest';
import { toKana } from './japanese-kana.mjs';

const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff]/u;

describe('toKana', () => {
  it('reads kanji words as katakana, particles as spoken', async () => {
    const kana = await toKana('東京タワーは港区にあります。');
    expect(kana).not.toMatch(KANJI);
    expect(kana).toBe('トーキョータワーワミナトクニアリマス。');
  });

  it('leaves kana, digits and Latin text as they are', async () => {
    const kana = await toKana('高さは333メートルです！Tokyo');
    expect(kana).not.toMatch(KANJI);
    expect(kana).toContain('333');
    expect(kana).toContain('メートル');
    expect(kana).toContain('Tokyo');
  });

  it('never leaves a kanji behind, even one the dictionary cannot read', async () => {
    const kana = await toKana('浅草寺の雷門と龘の森へ行きましょう。');
    expect(kana).not.toMatch(KANJI);
    expect(kana).toContain('センソージ');
  });
});
