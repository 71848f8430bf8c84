import { describe, expect, it } from 'vitest';
import { latOf, lngOf, loadGazetteer } from '../../geo/gazetteer';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { composeNarration } from './compose-narration';

const DATE = new Date('2026-06-21T18:00:00Z');
const geocoder = createOfflineGeocoder();
const LATIN_WORD = /\p{Script=Latin}+/gu;
/** Acronyms (GPS, AFC) are written in Latin letters in these languages too. */
const ACRONYM = /^[A-Z]{2,5}$/u;

/** Every fourth capital of the gazetteer, by id: places chosen by the data, not by us. */
function capitals() {
  const all = loadGazetteer()
    .cities.filter((c) => c.featureCode === 'PPLC')
    .sort((a, b) => a.cityId - b.cityId);
  return all.filter((_, i) => i % 4 === 0);
}

describe('stories in Japanese, Chinese, Korean and Arabic are said in their own script', () => {
  it.each(['ja', 'zh', 'ko', 'ar'] as const)('%s: no Latin word in stories at capitals', async (language) => {
    const leaks: string[] = [];
    for (const city of capitals()) {
      const facts = attachLandmark((await geocoder.reverse(latOf(city), lngOf(city), language))!);
      for (const theme of ['fun_facts', 'historical_facts'] as const) {
        const { text } = composeNarration({ facts, theme, language, targetWords: 300, seed: city.cityId, date: DATE });
        for (const word of text.match(LATIN_WORD) ?? [])
          if (!ACRONYM.test(word)) leaks.push(`${city.name} ${theme}: ${word}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
