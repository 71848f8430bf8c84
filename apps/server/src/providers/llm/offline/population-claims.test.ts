import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { AUTO_CHANNEL_ROTATION } from '@roamcast/shared/catalog/themes';
import type { GazetteerPlace, PlaceFacts } from '../../geo/place-facts';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { composeNarration } from './compose-narration';
import { createFormatter } from './format';
import { LANGUAGE_PACKS } from './lang/packs';
import { placeVars } from './place-vars';
import { renderTemplate } from './render-template';
import { sausalito } from './place-facts-fixtures';

/**
 * A population is stated with the year of its count, or not at all. The gazetteer's figures have
 * no year, so no story may carry one: not the place's, not its city's, not a neighbour's.
 */
const POINTS: ReadonlyArray<[string, number, number]> = [
  ['Rome', 41.8986, 12.4769],
  ['Giza', 29.9792, 31.1342],
  ['Cusco', -13.5163, -71.9785],
  ['Lisbon', 38.7223, -9.1393],
  ['Paris', 48.8606, 2.3376],
  ['Tokyo', 35.6895, 139.6917],
  ['Seoul', 37.5665, 126.978],
  ['Beijing', 39.9042, 116.4074],
  ['Cairo', 30.0444, 31.2357],
  ['Mumbai', 19.076, 72.8777],
  ['New York', 40.7128, -74.006],
  ['Mexico City', 19.4326, -99.1332],
  ['São Paulo', -23.5505, -46.6333],
  ['Sydney', -33.8688, 151.2093],
  ['Nairobi', -1.2921, 36.8219],
  ['Berlin', 52.52, 13.405],
  ['Madrid', 40.4168, -3.7038],
  ['Reykjavík', 64.1466, -21.9426],
  ['Tromsø', 69.6492, 18.9553],
  ['Marrakesh', 31.6295, -7.9811],
];
const DATE = new Date('2026-03-10T12:00:00Z');

const facts = new Map<string, PlaceFacts>();
beforeAll(async () => {
  const geocoder = createOfflineGeocoder();
  for (const [name, lat, lng] of POINTS)
    for (const language of LANGUAGE_CODES)
      facts.set(`${name}|${language}`, (await geocoder.reverse(lat, lng, language))!);
});

/** The places whose gazetteer figure a story could state, with the figure as the language says it (and its digits). */
function figures(place: PlaceFacts, language: LanguageCode): Array<[string, string]> {
  const fmt = createFormatter(language, LANGUAGE_PACKS[language].lexicon, null);
  const places: GazetteerPlace[] = [place.place, ...(place.city ? [place.city] : []), ...place.neighbours.slice(0, 12)];
  // Four or more digits: a smaller figure could be any other number in the text.
  return places
    .filter((p) => p.population && p.population >= 1000)
    .flatMap((p) => [
      [p.name, fmt.population(p.population!)] as [string, string],
      [p.name, p.population!.toLocaleString('en-US')] as [string, string],
    ]);
}

describe('populations in composed stories', () => {
  it.each(LANGUAGE_CODES)('%s: no story at twenty places states a gazetteer population', (language) => {
    let checked = 0;
    POINTS.forEach(([name], i) => {
      const place = facts.get(`${name}|${language}`)!;
      expect(place.place.population, name).toBeGreaterThan(0);
      // Three themes per place, so that across the places every theme is told.
      for (let k = 0; k < 3; k++) {
        const theme = AUTO_CHANNEL_ROTATION[(i * 3 + k) % AUTO_CHANNEL_ROTATION.length]!;
        const { text } = composeNarration({ facts: place, theme, language, targetWords: 600, seed: i, date: DATE });
        for (const [who, figure] of figures(place, language)) {
          expect(text, `${name} ${theme}: ${who} ${figure}`).not.toContain(figure);
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(100);
  });

  it.each(LANGUAGE_CODES)('%s: a dated count is said with its year, in every sentence that gives it', (language) => {
    const pack = LANGUAGE_PACKS[language];
    const place = sausalito(language);
    const fmt = createFormatter(language, pack.lexicon, null);
    // A made-up count: the test is about how a count is said, not about Sausalito.
    const dated = { value: 2_834_000, year: 2021, source: 'wikidata:Q0#P1082' };
    const withCount = placeVars(place, fmt, pack.lexicon, dated);
    const without = placeVars(place, fmt, pack.lexicon);
    expect(without.popDated).toBeUndefined();
    expect(Object.keys(without).filter((key) => /pop|line/iu.test(key))).toEqual([]);
    const templates = [
      ...Object.values(pack.kinds).flat(),
      ...Object.values(pack.themes).flatMap((theme) => [...theme.body, ...theme.reflect]),
    ].filter((template) => template.includes('{popDated}'));
    expect(templates.length).toBeGreaterThanOrEqual(8);
    for (const template of templates) {
      const context = { countryCode: 'US' };
      expect(renderTemplate(template, without, pack, context), template).toBeNull();
      const said = renderTemplate(template, withCount, pack, context)!.text;
      expect(said).toContain(fmt.population(dated.value));
      expect(said).toContain('2021');
      expect(template).toContain('{popYear}');
    }
  });

  it('says the count the way each language does', () => {
    const expected: Partial<Record<LanguageCode, RegExp>> = {
      en: /about 2\.83 million .*2021|2021.*about 2\.83 million/u,
      ja: /2021年.*約283万人/u,
      zh: /2021年.*283万/u,
      ko: /2021년.*약 283만 명/u,
      de: /2021.*rund 2,83 Millionen|rund 2,83 Millionen.*2021/u,
    };
    for (const [language, pattern] of Object.entries(expected) as Array<[LanguageCode, RegExp]>) {
      const pack = LANGUAGE_PACKS[language];
      const fmt = createFormatter(language, pack.lexicon, null);
      const vars = placeVars(sausalito(language), fmt, pack.lexicon, { value: 2_834_000, year: 2021, source: 'x' });
      const said = pack.kinds.metropolis.flatMap(
        (t) => renderTemplate(t, vars, pack, { countryCode: 'US' })?.text ?? [],
      );
      expect(
        said.some((text) => pattern.test(text)),
        `${language}: ${said.join(' | ')}`,
      ).toBe(true);
    }
  });
});
