import { describe, expect, it } from 'vitest';
import { publicSlideshowSchema } from '@roamcast/shared/schemas/slideshow';
import { readSlideshow } from './read-slideshow';

const stop = { name: 'Pantheon', address: null, photoUrls: ['/p.jpg'], narrationText: 'A temple.', audioUrl: null };
const valid = {
  shareToken: 'AbCdEfGhIjKlMnOpQrStUv',
  tour: { name: 'Rome', description: null, coverUrl: '/c.jpg' },
  stops: [stop],
  creatorIsFree: false,
};

const CASES: [string, unknown][] = [
  ['a whole slideshow', valid],
  ['no stops', { ...valid, stops: [] }],
  ['extra keys, which are dropped', { ...valid, ownerEmail: 'x@example.com', stops: [{ ...stop, extra: 1 }] }],
  ['a missing tier flag', { ...valid, creatorIsFree: undefined }],
  ['a tier flag as text', { ...valid, creatorIsFree: 'free' }],
  ['no tour', { ...valid, tour: null }],
  ['a nameless tour', { ...valid, tour: { ...valid.tour, name: 3 } }],
  ['a missing description', { ...valid, tour: { name: 'Rome', coverUrl: null } }],
  ['stops that are not a list', { ...valid, stops: {} }],
  ['a stop without text', { ...valid, stops: [{ ...stop, narrationText: null }] }],
  ['a photo that is not text', { ...valid, stops: [{ ...stop, photoUrls: [1] }] }],
  ['an audio URL as a number', { ...valid, stops: [{ ...stop, audioUrl: 5 }] }],
  ['nothing', null],
  ['a string', 'slideshow'],
];

describe('the hand-written slideshow check', () => {
  it.each(CASES)('agrees with the schema on %s', (_name, value) => {
    const schema = publicSlideshowSchema.safeParse(value);
    expect(readSlideshow(value)).toEqual(schema.success ? schema.data : null);
  });

  it('takes the narrator’s markers out of the text', () => {
    const marked = { ...valid, stops: [{ ...stop, narrationText: '[BEGIN NARRATION] A temple. [END NARRATION]' }] };
    expect(readSlideshow(marked)?.stops[0]?.narrationText).toBe('A temple.');
  });
});
