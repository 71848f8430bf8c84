import { Body, Observer, SearchAltitude, SearchRiseSet } from 'astronomy-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../../geo/place-facts';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { composeNarration } from './compose-narration';
import { createFormatter, type Formatter } from './format';
import { LANGUAGE_PACKS } from './lang/packs';

/**
 * What a composed story says about the sun where it misbehaves: polar night, the midnight sun and
 * the days between, checked against Astronomy Engine's own rise and set searches (not the
 * composer's code), and a mid-latitude day against a published almanac.
 */
const LANGUAGES: readonly LanguageCode[] = ['en', 'es', 'de', 'ja', 'zh', 'ko', 'ar'];
const PLACES = {
  tromso: { lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' },
  longyearbyen: { lat: 78.22, lng: 15.65, zone: 'Arctic/Longyearbyen' },
  lisbon: { lat: 38.7223, lng: -9.1393, zone: 'Europe/Lisbon' },
} as const;
type PlaceId = keyof typeof PLACES;

const facts = new Map<string, PlaceFacts>();
beforeAll(async () => {
  const geocoder = createOfflineGeocoder();
  for (const [id, place] of Object.entries(PLACES))
    for (const language of LANGUAGES) {
      const found = (await geocoder.reverse(place.lat, place.lng, language))!;
      // Without neighbours no walking or cycling time can be mistaken for a length of day.
      facts.set(`${id}|${language}`, { ...found, neighbours: [] });
    }
});

const formatter = (language: LanguageCode, id: PlaceId) =>
  createFormatter(language, LANGUAGE_PACKS[language].lexicon, PLACES[id].zone);

/** Long enough that a weather story tells every sky fact the day has. */
function story(id: PlaceId, language: LanguageCode, iso: string, theme: NarrationThemeId = 'weather', words = 1500) {
  const request = { facts: facts.get(`${id}|${language}`)!, language, theme, targetWords: words, date: new Date(iso) };
  return composeNarration({ ...request, seed: 1 }).text;
}

/** The sun's rises or sets (direction +1 / -1) in the 24 hours from `from`, from the library directly. */
function events(id: PlaceId, direction: 1 | -1, from: string): Date[] {
  const { lat, lng } = PLACES[id];
  const found: Date[] = [];
  let start = new Date(from);
  const end = start.getTime() + 86_400_000;
  for (;;) {
    const time = SearchRiseSet(Body.Sun, new Observer(lat, lng, 0), direction, start, 1);
    if (!time || time.date.getTime() >= end) return found;
    found.push(time.date);
    start = new Date(time.date.getTime() + 60_000);
  }
}

/**
 * Every length of time up to a day that the story states, as hours and minutes or as minutes
 * ("1 hour and 35 minutes", "134 minutes"): clock times ("9時24分") and the number words of
 * a language ("دقيقة", one minute) aside.
 */
function statedDurations(text: string, fmt: Formatter, day: string): number[] {
  const midnight = Date.parse(day);
  const clocks = Array.from({ length: 1440 }, (_, m) => fmt.time(new Date(midnight + m * 60_000)));
  clocks.sort((a, b) => b.length - a.length);
  const plain = clocks.reduce((rest, clock) => rest.split(clock).join('|'), text);
  const found: Array<[number, string]> = [];
  for (let minutes = 1; minutes < 1440; minutes++)
    for (const form of new Set([fmt.duration(minutes), fmt.minutes(minutes)])) {
      const escaped = form.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
      if (/\p{Nd}/u.test(form) && new RegExp(`(?<!\\p{Nd})${escaped}`, 'u').test(plain)) found.push([minutes, form]);
    }
  // "35 minutes" is inside "1 hour and 35 minutes": only the longest match at a place counts.
  return [
    ...new Set(
      found.filter(([, form]) => !found.some(([, other]) => other !== form && other.includes(form))).map(([m]) => m),
    ),
  ];
}

/** A polar lead of the bank, filled with today's date: the sentence every sky section then opens with. */
function polarLead(language: LanguageCode, slot: 'polarNight' | 'polarDay', today: string): string {
  const template = LANGUAGE_PACKS[language].sky.lead!.find((t) => t.includes(`{${slot}}`))!;
  return template.replace(`{${slot}}`, today);
}

describe.each(LANGUAGES)('the sun in a %s story', (language) => {
  it.each(['tromso', 'longyearbyen'] as const)(
    'at %s on 15 December: the sun does not rise, and no daylight is counted',
    (id) => {
      const noon = '2026-12-15T11:00:00Z';
      expect(events(id, 1, '2026-12-14T23:00:00Z')).toEqual([]);
      const fmt = formatter(language, id);
      const text = story(id, language, noon);
      expect(text).toContain(polarLead(language, 'polarNight', fmt.date(new Date(noon))));
      expect(statedDurations(text, fmt, noon)).toEqual([]);
      // The day the sun comes back, as the library finds it, if the story says it.
      const back = SearchRiseSet(
        Body.Sun,
        new Observer(PLACES[id].lat, PLACES[id].lng, 0),
        1,
        new Date(noon),
        200,
      )!.date;
      expect(text).toContain(fmt.date(back));
    },
  );

  it.each(['tromso', 'longyearbyen'] as const)(
    'at %s on 21 June: the sun does not set, and no night is counted',
    (id) => {
      const noon = '2026-06-21T11:00:00Z';
      expect(events(id, -1, '2026-06-20T22:00:00Z')).toEqual([]);
      const fmt = formatter(language, id);
      const text = story(id, language, noon);
      expect(text).toContain(polarLead(language, 'polarDay', fmt.date(new Date(noon))));
      expect(statedDurations(text, fmt, noon)).toEqual([]);
      const end = SearchRiseSet(
        Body.Sun,
        new Observer(PLACES[id].lat, PLACES[id].lng, 0),
        -1,
        new Date(noon),
        200,
      )!.date;
      expect(text).toContain(fmt.date(end));
    },
  );

  it('in Tromsø on 25 November, two days before the polar night: the true sunrise, sunset and length of day', () => {
    const fmt = formatter(language, 'tromso');
    const [rise] = events('tromso', 1, '2026-11-24T23:00:00Z');
    const [set] = events('tromso', -1, '2026-11-24T23:00:00Z');
    const [tomorrow] = events('tromso', 1, '2026-11-25T23:00:00Z');
    const day = (set!.getTime() - rise!.getTime()) / 60_000;
    expect(day).toBeLessThan(120);
    const text = story('tromso', language, '2026-11-25T11:00:00Z');
    expect(text).toContain(fmt.time(rise!));
    expect(text).toContain(fmt.time(set!));
    // The lengths it may give: the day, the night until tomorrow's sunrise, the twilight after
    // sunset, and how much shorter the day is than yesterday's.
    const night = (tomorrow!.getTime() - set!.getTime()) / 60_000;
    const dusk = SearchAltitude(Body.Sun, new Observer(PLACES.tromso.lat, PLACES.tromso.lng, 0), -1, set!, 1, -6)!.date;
    const [before] = events('tromso', 1, '2026-11-23T23:00:00Z');
    const [beforeSet] = events('tromso', -1, '2026-11-23T23:00:00Z');
    const loss = (beforeSet!.getTime() - before!.getTime()) / 60_000 - day;
    const known = [day, night, (dusk.getTime() - set!.getTime()) / 60_000, loss];
    const stated = statedDurations(text, fmt, '2026-11-24T23:00:00Z');
    for (const minutes of stated)
      expect(Math.min(...known.map((k) => Math.abs(k - minutes))), fmt.duration(minutes)).toBeLessThan(1);
    expect(stated).toContain(Math.round(day));
  });

  it('in Tromsø on 28 November, the first day without sunrise, and in a romantic story: no sunset to stay for', () => {
    expect(events('tromso', 1, '2026-11-27T23:00:00Z')).toEqual([]);
    const fmt = formatter(language, 'tromso');
    const noon = new Date('2026-11-28T11:00:00Z');
    const pack = LANGUAGE_PACKS[language];
    const sunsetClose = pack.themes.romantic_stories.close.find((t) => t.includes('{sunCycle}'))!;
    const place = facts.get(`tromso|${language}`)!.place.name;
    for (const theme of ['weather', 'romantic_stories', 'nature'] as const) {
      const text = story('tromso', language, noon.toISOString(), theme, 1000);
      expect(statedDurations(text, fmt, '2026-11-27T23:00:00Z'), theme).toEqual([]);
      expect(text).not.toContain(sunsetClose.replace('{sunCycle}', '').replace(/\{place(\|\w+)?\}/u, place));
      if (theme === 'weather') expect(text).toContain(polarLead(language, 'polarNight', fmt.date(noon)));
    }
  });

  it('under the midnight sun in Tromsø, no story has a sunset to stay for, a steady sunrise or a street after dark', () => {
    const pack = LANGUAGE_PACKS[language];
    // Each sentence that holds only on some days carries a silent condition slot.
    const sections = [pack.sky, pack.season, pack.calendar, pack.walk, pack.musing].flatMap((s) => s.items);
    const themes = Object.values(pack.themes).flatMap((t) => [...t.body, ...t.reflect, ...t.close]);
    const gated = [...sections, ...themes].filter((t) => /\{(sunCycle|steadySunrise|darkTonight)\}/u.test(t));
    expect(gated.length).toBeGreaterThanOrEqual(4);
    // The longest stretch of each without slots: what any rendering of it must contain.
    const marks = gated.map((t) => t.split(/\{[^}]*\}/u).sort((a, b) => b.length - a.length)[0]!);
    for (const theme of ['ghost_stories', 'romantic_stories', 'weather'] as const) {
      const text = story('tromso', language, '2026-06-21T11:00:00Z', theme, 2000);
      for (const mark of marks) expect(text, `${theme}: ${mark}`).not.toContain(mark);
    }
  });

  it('in Lisbon on 21 June: sunrise at the library’s minute in Lisbon’s clock time (published 06:12)', () => {
    const fmt = formatter(language, 'lisbon');
    const [rise] = events('lisbon', 1, '2026-06-20T23:00:00Z');
    const [set] = events('lisbon', -1, '2026-06-20T23:00:00Z');
    expect(Math.abs(rise!.getTime() - Date.parse('2026-06-21T05:12:00Z')) / 60_000).toBeLessThan(2);
    const text = story('lisbon', language, '2026-06-21T10:00:00Z');
    expect(text).toContain(fmt.time(rise!));
    expect(text).toContain(fmt.time(set!));
    // Whatever lengths it gives are today's day or night, or the longest and shortest days of the year.
    const length = (from: string) => {
      const [up] = events('lisbon', 1, from);
      const [down] = events('lisbon', -1, from);
      return (down!.getTime() - up!.getTime()) / 60_000;
    };
    const [tomorrow] = events('lisbon', 1, '2026-06-21T23:00:00Z');
    const night = (tomorrow!.getTime() - set!.getTime()) / 60_000;
    const dusk = SearchAltitude(Body.Sun, new Observer(PLACES.lisbon.lat, PLACES.lisbon.lng, 0), -1, set!, 1, -6)!.date;
    const twilight = (dusk.getTime() - set!.getTime()) / 60_000;
    const known = [length('2026-06-20T23:00:00Z'), night, length('2026-12-21T00:00:00Z'), twilight];
    for (const stated of statedDurations(text, fmt, '2026-06-20T23:00:00Z'))
      expect(Math.min(...known.map((k) => Math.abs(k - stated))), fmt.duration(stated)).toBeLessThan(1);
  });
});
