import { describe, expect, it } from 'vitest';
import { splitLead, streamingChunks } from './streaming-chunks';

describe('streamingChunks', () => {
  it('splits only the first sentence, after its first clause', () => {
    const text =
      'Every place is an answer to an old question, why here, and this city has been answering it for a long time. ' +
      'Fishermen came first, then merchants, then everyone else.';
    expect(streamingChunks(text, 'en')).toEqual([
      'Every place is an answer to an old question,',
      'why here, and this city has been answering it for a long time.',
      'Fishermen came first, then merchants, then everyone else.',
    ]);
    expect(streamingChunks('', 'en')).toEqual([]);
  });
});

describe('splitLead', () => {
  it('leaves a short sentence whole', () => {
    expect(splitLead('The bridge was opened in nineteen thirty seven.')).toEqual([
      'The bridge was opened in nineteen thirty seven.',
    ]);
  });

  it('skips clauses shorter than three words', () => {
    expect(
      splitLead('Today, in the old town, the market fills the square from dawn until the church bells ring.'),
    ).toEqual(['Today, in the old town,', 'the market fills the square from dawn until the church bells ring.']);
  });

  it('takes a short clause when the next one would make the opening too long', () => {
    expect(
      splitLead('Look up: we are going to read this city through its buildings, the most honest witnesses.'),
    ).toEqual(['Look up:', 'we are going to read this city through its buildings, the most honest witnesses.']);
  });

  it('cuts a long opening clause after six words', () => {
    const sentence = 'Let us read the City of Westminster the way a careful historian would, one street at a time.';
    expect(splitLead(sentence)).toEqual([
      'Let us read the City of',
      'Westminster the way a careful historian would, one street at a time.',
    ]);
  });

  it('splits Chinese and Japanese only at their clause marks', () => {
    expect(splitLead('这座城市有两千多年的历史，河边的老房子至今仍然住着许多渔民和他们的家人。')).toEqual([
      '这座城市有两千多年的历史，',
      '河边的老房子至今仍然住着许多渔民和他们的家人。',
    ]);
    const unbroken = '東京タワーは港区にある高さ三百三十三メートルの電波塔で多くの観光客が訪れます。';
    expect(splitLead(unbroken)).toEqual([unbroken]);
  });
});
