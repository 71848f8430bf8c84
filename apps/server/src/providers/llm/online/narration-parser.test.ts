import { describe, expect, it } from 'vitest';
import { NarrationParser, parseNarration } from './narration-parser';

const OUTPUT = `TITLE: **Les secrets du Champ-de-Mars**
[BEGIN NARRATION]
## Introduction
Vous êtes au pied de la tour Eiffel, à Paris. Levez les yeux : **324 mètres** de fer puddlé !

La tour fut construite pour l'Exposition universelle de 1889. Elle devait être démontée après vingt ans.
- Gustave Eiffel y avait un [appartement](https://example.org/appart).
[END NARRATION]
Anything after the marker is ignored.`;

describe('parseNarration', () => {
  it('takes the title line and the text between the markers, without markdown', () => {
    const parsed = parseNarration(OUTPUT, 'fr');
    expect(parsed.begun).toBe(true);
    expect(parsed.title).toBe('Les secrets du Champ-de-Mars');
    expect(parsed.sentences).toEqual([
      'Vous êtes au pied de la tour Eiffel, à Paris.',
      'Levez les yeux : 324 mètres de fer puddlé !',
      "La tour fut construite pour l'Exposition universelle de 1889.",
      'Elle devait être démontée après vingt ans.',
      'Gustave Eiffel y avait un appartement.',
    ]);
    expect(parsed.text).toBe(
      'Vous êtes au pied de la tour Eiffel, à Paris. Levez les yeux : 324 mètres de fer puddlé !\n\n' +
        "La tour fut construite pour l'Exposition universelle de 1889. Elle devait être démontée après vingt ans. " +
        'Gustave Eiffel y avait un appartement.',
    );
  });

  it('gives the same sentences however the output is chunked', () => {
    for (const size of [1, 3, 17]) {
      const parser = new NarrationParser('fr');
      const sentences = [
        ...(OUTPUT.match(new RegExp(`[\\s\\S]{1,${size}}`, 'gu')) ?? []).flatMap((c) => parser.push(c)),
      ];
      sentences.push(...parser.finish());
      expect(sentences).toEqual(parseNarration(OUTPUT, 'fr').sentences);
      expect(parser.title).toBe('Les secrets du Champ-de-Mars');
    }
  });

  it('hands out a sentence as soon as the next one starts', () => {
    const parser = new NarrationParser('en');
    expect(parser.push('[BEGIN NARRATION]\nYou are in Sausalito.')).toEqual([]);
    expect(parser.push(' The bay')).toEqual(['You are in Sausalito.']);
  });

  it('tolerates a missing end marker but drops a sentence cut off half-way', () => {
    const parsed = parseNarration('[BEGIN NARRATION] Das ist Berlin. Die Spree fließt durch die', 'de');
    expect(parsed.text).toBe('Das ist Berlin.');
    expect(parsed.title).toBeNull();
  });

  it('keeps a whole text that simply lacks the end marker, and a half-written end marker is not spoken', () => {
    expect(parseNarration('[BEGIN NARRATION] Das ist Berlin. Willkommen!', 'de').text).toBe(
      'Das ist Berlin. Willkommen!',
    );
    expect(parseNarration('[BEGIN NARRATION] Das ist Berlin. Willkommen! [END NARR', 'de').text).toBe(
      'Das ist Berlin. Willkommen!',
    );
  });

  it('reports output without a begin marker', () => {
    const parsed = parseNarration('Sure! Here is a narration about Paris. It is lovely.', 'en');
    expect(parsed).toMatchObject({ begun: false, text: '', sentences: [] });
  });

  it('splits Japanese and Chinese at their own full stops and joins them without spaces', () => {
    const ja = parseNarration('[BEGIN NARRATION]ここは東京です。「すごい！」と言います。\n[END NARRATION]', 'ja');
    expect(ja.sentences).toEqual(['ここは東京です。', '「すごい！」と言います。']);
    expect(ja.text).toBe('ここは東京です。「すごい！」と言います。');
    const zh = parseNarration('[BEGIN NARRATION]这里是上海。他说：“太美了！”\n\n黄浦江就在眼前。[END NARRATION]', 'zh');
    expect(zh.sentences).toEqual(['这里是上海。', '他说：“太美了！”', '黄浦江就在眼前。']);
    expect(zh.text).toBe('这里是上海。他说：“太美了！”\n\n黄浦江就在眼前。');
  });

  it('does not take list numbers for sentences nor speak them, and reads past a reasoning block', () => {
    const output =
      '<think>I should write [BEGIN NARRATION] then text.</think>\n[BEGIN_NARRATION]\n1. First, the river. 2. Then the hills.\n[END_NARRATION]';
    expect(parseNarration(output, 'en').sentences).toEqual(['First, the river.', 'Then the hills.']);
  });
});
