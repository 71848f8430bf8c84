import { describe, expect, it } from 'vitest';
import { describeFactSource } from './fact-source';

describe('describeFactSource', () => {
  it.each([
    ['wikipedia:Eiffel Tower', 'Landmark pack', 'Landmark pack: Wikipedia, “Eiffel Tower”'],
    ['wikidata:Q243#P2048', 'Landmark pack', 'Landmark pack: Wikidata Q243 (P2048)'],
    ['unesco:600', 'Town pack', 'Town pack: UNESCO World Heritage List, site 600'],
    [
      'official:https://www.toureiffel.paris/en',
      'Landmark pack',
      'Landmark pack: official site https://www.toureiffel.paris/en',
    ],
    // A page that is not the place's own site is not called official.
    ['page:https://www.thehindu.com/a', 'Town pack', 'Town pack: https://www.thehindu.com/a'],
  ] as const)('%s', (src, pack, listed) => {
    expect(describeFactSource(src, pack)).toBe(listed);
  });
});
