import { describe, expect, it } from 'vitest';
import { splitSentences } from '../offline/split-sentences';
import { characters, groupSentences, utf8Bytes } from './group-sentences';

const FRENCH =
  'Le château domine la vallée depuis le douzième siècle. Ses tours élancées ont résisté à trois sièges. ' +
  'Les jardins à la française furent dessinés bien plus tard. On y célèbre encore la fête des vendanges. ';

describe('groupSentences', () => {
  it('keeps each request under the byte limit, the first one short, and every sentence in order', () => {
    const text = `[BEGIN NARRATION] ${FRENCH.repeat(60)}[END NARRATION]`;
    const groups = groupSentences(text, 'fr', { max: 4500, firstMax: 300, measure: utf8Bytes });
    expect(utf8Bytes(text)).toBeGreaterThan(12_000);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    expect(utf8Bytes(groups[0]!)).toBeLessThanOrEqual(300);
    for (const group of groups) expect(utf8Bytes(group)).toBeLessThanOrEqual(4500);
    // Filling up to the limit, not one sentence a request.
    expect(utf8Bytes(groups[1]!)).toBeGreaterThan(4000);
    expect(groups.join(' ')).toBe(splitSentences(FRENCH.repeat(60), 'fr').join(' '));
    expect(groups.join(' ')).not.toContain('NARRATION');
  });

  it('counts characters for character-limited services', () => {
    const text = 'The river bends past old houses with red roofs and narrow windows. '.repeat(200);
    const groups = groupSentences(text, 'en', { max: 4096, measure: characters });
    expect(groups.length).toBe(4);
    for (const group of groups) expect(group.length).toBeLessThanOrEqual(4096);
  });

  it('joins Japanese sentences without spaces and returns nothing for empty narration', () => {
    expect(
      groupSentences('東京タワーは港区にあります。高さは333メートルです！', 'ja', { max: 4500, measure: utf8Bytes }),
    ).toEqual(['東京タワーは港区にあります。高さは333メートルです！']);
    expect(groupSentences('[BEGIN NARRATION] [END NARRATION]', 'en', { max: 4500, measure: utf8Bytes })).toEqual([]);
  });
});
