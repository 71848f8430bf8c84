import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { LiveWeather, PlaceFacts } from '../../geo/place-facts';
import { composeNarration, composeWithFillers, MAX_GENERIC } from './compose-narration';
import { createFormatter } from './format';
import { LANGUAGE_PACKS } from './lang/packs';
import { weatherKind } from './live-vars';
import { sausalito, village } from './place-facts-fixtures';

const DATE = new Date('2026-06-21T18:00:00Z');
const ZONE = 'America/Los_Angeles';

/** Open-Meteo's reading for Sausalito on a June morning, as the live context maps it. */
const WEATHER: LiveWeather = {
  temperatureC: 17.4,
  apparentTemperatureC: 15.1,
  weatherCode: 3,
  windKph: 19.8,
  precipitationMm: 0,
  daily: [
    { date: '2026-06-21', minC: 12.1, maxC: 19.6, weatherCode: 3 },
    { date: '2026-06-22', minC: 11.8, maxC: 18.2, weatherCode: 45 },
    { date: '2026-06-23', minC: 12.9, maxC: 21.5, weatherCode: 1 },
  ],
  source: 'Open-Meteo (open-meteo.com), CC BY 4.0',
  observedAt: '2026-06-21T18:00:00.000Z',
};

/** Headlines as the news source returns them: titles in their own language, never translated. */
const HEADLINES: NonNullable<PlaceFacts['headlines']> = [
  {
    title: 'Sausalito council approves new ferry schedule',
    url: 'https://www.marinij.com/news/ferry',
    source: 'marinij.com',
    published: '2026-06-20T14:15:00.000Z',
  },
  {
    title: 'Houseboat community marks 50 years',
    url: 'https://www.sfchronicle.com/houseboats',
    source: 'sfchronicle.com',
  },
  {
    title: 'Sausalito, la ville des maisons flottantes',
    url: 'https://www.lemonde.fr/sausalito',
    source: 'lemonde.fr',
    published: '2026-06-21T09:00:00.000Z',
  },
];

const EVENTS: NonNullable<PlaceFacts['events']> = [
  {
    title: 'Fête de la musique à Aubenas',
    url: 'https://www.aubenas.fr/agenda',
    source: 'OpenEventDatabase',
    startsAt: '2026-06-21T18:00+02:00',
    venue: 'Place de l’Hôtel de Ville',
  },
  {
    title: 'Collecte de sang',
    url: 'https://oedb.example/event/c3d4',
    source: 'OpenEventDatabase',
    startsAt: '2026-06-23T14:00+02:00',
  },
];

const OFFLINE: Record<LanguageCode, RegExp> = {
  en: /offline|back online/i,
  es: /sin conexión/i,
  fr: /hors ligne|de nouveau connecté/i,
  de: /offline|wieder online/i,
  it: /offline|tornerai online/i,
  pt: /offline|online de novo|de novo online/i,
  ja: /オフライン|オンラインに戻/,
  zh: /离线|重新联网/,
  ko: /오프라인|다시 온라인/,
  ar: /دون اتصال|تعود إلى الاتصال/,
};

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const compose = (facts: PlaceFacts, theme: NarrationThemeId, language: LanguageCode, targetWords: number, seed = 0) =>
  composeNarration({ facts, theme, language, targetWords, seed, date: DATE, timeZone: ZONE });

describe.each(LANGUAGE_CODES)('live data in %s', (language) => {
  const pack = LANGUAGE_PACKS[language];
  const fmt = createFormatter(language, pack.lexicon, ZONE);

  it('tells the real weather, tomorrow’s forecast and the wind, naming Open-Meteo', () => {
    const result = compose({ ...sausalito(language), weather: WEATHER }, 'weather', language, 300, 1);
    expect(result.text).toContain('Open-Meteo');
    expect(result.text).toContain(fmt.celsius(17.4));
    expect(result.text).toContain(pack.live.sky.overcast);
    expect(result.text).toContain(fmt.speed(19.8));
    expect(result.text).toContain(fmt.dayName('2026-06-22'));
    expect(result.text).toContain(fmt.celsius(18.2));
    expect(result.text).toContain(fmt.celsius(11.8));
    expect(result.text).not.toMatch(OFFLINE[language]);
    expect(result.sources).toContain(WEATHER.source);
    if (language === 'en') expect(result.text).toContain('63 degrees Fahrenheit');
    else expect(result.text).not.toContain('Fahrenheit');
  });

  it('reads headlines as published, each with its outlet', () => {
    const result = compose({ ...sausalito(language), headlines: HEADLINES }, 'local_news', language, 300, 2);
    for (const headline of HEADLINES) {
      expect(result.text).toContain(headline.title);
      expect(result.text).toContain(headline.source);
      expect(result.sources).toContain(`${headline.source}: ${headline.url}`);
    }
    expect(result.text).toContain(fmt.date(new Date(HEADLINES[0]!.published!)));
    expect(result.text).not.toMatch(OFFLINE[language]);
  });

  it('reads listed events with their venue and source', () => {
    const result = compose({ ...village(language), events: EVENTS }, 'community_events', language, 300, 3);
    expect(result.text).toContain('Fête de la musique à Aubenas');
    expect(result.text).toContain('Place de l’Hôtel de Ville');
    expect(result.text).toContain('Collecte de sang');
    expect(result.text).toContain('OpenEventDatabase');
    expect(result.text).toContain(fmt.date(new Date('2026-06-23T12:00:00Z')));
    expect(result.text).not.toMatch(OFFLINE[language]);
  });

  it.each([
    ['weather', { weather: WEATHER }],
    ['local_news', { headlines: HEADLINES }],
    ['community_events', { events: EVENTS }],
  ] as const)('keeps a %s narration with live data within its length, each sentence once, unpadded', (theme, live) => {
    for (const target of [150, 750, 2000]) {
      const result = composeWithFillers({
        facts: { ...sausalito(language), ...live },
        theme,
        language,
        targetWords: target,
        seed: 7,
        date: DATE,
        timeZone: 'America/Los_Angeles',
      });
      expect(result.words, `${target}: ${result.words}`).toBeLessThanOrEqual(target * 1.15);
      expect(result.fillers.length, result.fillers.join(' | ')).toBeLessThanOrEqual(MAX_GENERIC);
      // Live data is the story's subject: every item of it is told before the story may end.
      const items = 'headlines' in live ? live.headlines : 'events' in live ? live.events : [];
      if (target >= 750) for (const item of items) expect(result.text).toContain(item.title);
      expect(result.text).not.toMatch(/[{}]|undefined|NaN/);
      const all = sentences(result.text);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('weaves in every Wikipedia extract and drops the “offline” sentences', () => {
    const extracts = [1, 2, 3].map((n) => ({
      title: `Page ${n}`,
      text: `Extract number ${n} about the bay.`,
      source: `Wikipedia (${language}): Page ${n}, CC BY-SA 4.0`,
    }));
    for (const seed of [1, 2, 3]) {
      const result = compose({ ...sausalito(language), extracts }, 'historical_facts', language, 2000, seed);
      for (const extract of extracts) expect(result.text).toContain(extract.text);
      expect(result.text).not.toContain('CC BY-SA');
      expect(result.text).not.toMatch(OFFLINE[language]);
      expect(result.sources).toContain(extracts[2]!.source);
    }
  });
});

describe('live weather details', () => {
  it('names every WMO code Open-Meteo uses', () => {
    const codes = [
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
    ];
    expect(codes.map(weatherKind)).not.toContain(null);
    expect([weatherKind(0), weatherKind(65), weatherKind(66), weatherKind(99)]).toEqual([
      'clear',
      'heavyRain',
      'freezingRain',
      'thunderstorm',
    ]);
    expect(weatherKind(20)).toBeNull();
  });

  it('says the air is still, gives the felt temperature, and opens without a sky it cannot name', () => {
    const calm = { ...WEATHER, windKph: 2, weatherCode: 20, apparentTemperatureC: 13.1, precipitationMm: 0.4 };
    const result = compose({ ...sausalito('en'), weather: calm }, 'weather', 'en', 750, 4);
    expect(result.text).toContain('There is hardly any wind at the moment.');
    expect(result.text).toContain('it feels more like 13 degrees Celsius (56 degrees Fahrenheit)');
    expect(result.text).toContain('0.4 millimeters of rain or snow');
    expect(result.text).toMatch(
      /live weather for Sausalito, from Open-Meteo: it is 17 degrees Celsius \(63 degrees Fahrenheit\) right now/,
    );
  });

  it('keeps saying live weather is unavailable when there is none', () => {
    const result = compose(sausalito('en'), 'weather', 'en', 300);
    expect(result.text).toMatch(/offline/i);
    expect(result.text).not.toContain('Open-Meteo');
  });
});
