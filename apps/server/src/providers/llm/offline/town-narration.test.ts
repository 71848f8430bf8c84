import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { latOf, lngOf, loadGazetteer } from '../../geo/gazetteer';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { loadTowns } from '../../knowledge/towns/load-towns';
import { composeNarration, composeWithFillers } from './compose-narration';
import { townSource, townVars } from './town-vars';
import { LANDMARK_BANKS, TOWN_BANKS } from './lang/packs';

const DATE = new Date('2026-06-21T18:00:00Z');
const geocoder = createOfflineGeocoder();
let centres: Map<number, [number, number]>;
beforeAll(() => {
  centres = new Map(loadGazetteer().cities.map((c) => [c.cityId, [latOf(c), lngOf(c)]]));
});

/** The story told at a town's centre (the gazetteer's point for it), landmark and all. */
async function story(id: number, theme: NarrationThemeId, language: LanguageCode, targetWords = 300, seed = 3) {
  const [lat, lng] = centres.get(id)!;
  const facts = attachLandmark((await geocoder.reverse(lat, lng, language))!);
  expect((facts.city ?? facts.place).id).toBe(id);
  const result = composeNarration({ facts, theme, language, targetWords, seed, date: DATE });
  return { ...result, town: (facts.city ?? facts.place).name };
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What six towns are known for, written here from their Wikipedia articles rather than read from
 * the pack (so a wrong value in the pack fails too): each entry is one fact, stated when any of its
 * forms appears (years are said alike in every language; names as each language writes them).
 */
const KNOWN: Array<[town: string, id: number, facts: string[][], languages: LanguageCode[]]> = [
  [
    'Bonn',
    2946447,
    [['1770'], ['1949'], ['Rhine', 'Rhein', 'Rin', 'ライン川'], ['Schumann', 'シューマン'], ['Beethovenfest']],
    ['en', 'es', 'de', 'ja'],
  ],
  [
    'Valencia',
    2509954,
    [['138'], ['1094'], ['1238'], ['1348'], ['1957'], ['Paella', 'パエリア'], ['Fallas', 'Falles'], ['Turia']],
    ['en', 'es', 'de', 'fr'],
  ],
  [
    'Lübeck',
    2875601,
    [['1143'], ['1226'], ['1356'], ['1942'], ['1875'], ['1913'], ['Marzipan', 'marzipan'], ['Trave']],
    ['en', 'de', 'es', 'ja'],
  ],
  [
    'Lisbon',
    2267057,
    [
      ['1755'],
      ['1888'],
      ['1974'],
      ['1988'],
      ['1998'],
      ['Gama', 'ガマ'],
      ['Fado', 'ファド'],
      ['Tagus', 'Tajo', 'テージョ川'],
    ],
    ['en', 'es', 'pt', 'ja', 'ar'],
  ],
  [
    'Kyoto',
    1857910,
    [
      ['794'],
      ['1869'],
      ['1467'],
      ['Gion', '祇園祭'],
      ['Aoi', '葵祭'],
      ['Murasaki', '紫式部'],
      ['Kamo', '鴨川'],
      ['Nishijin', '西陣'],
    ],
    ['en', 'ja', 'es', 'zh'],
  ],
  [
    'New Orleans',
    4335045,
    [
      ['1718'],
      ['2005'],
      ['1901'],
      ['1911'],
      ['jazz', 'Jazz', 'ジャズ', 'جاز'],
      ['Mardi Gras', 'マルディグラ'],
      ['Mississippi', 'ミシシッピ川', 'المسيسيبي', 'Misisipi'],
    ],
    ['en', 'es', 'ja', 'ar'],
  ],
];

const stated = (text: string, facts: string[][]) => facts.filter((forms) => forms.some((form) => text.includes(form)));

/** Words that frame a story as told, in each language (the town banks' own wordings). */
const TOLD: Record<LanguageCode, RegExp> = {
  en: /The story goes|People say|Visitors to .* report|Legend/u,
  es: /Cuentan|Se dice|Hay quien asegura|leyenda/u,
  fr: /On raconte|On dit|Certains affirment|légende/u,
  de: /Man erzählt|Man sagt|Manche berichten|Sage|Legende/u,
  it: /Si racconta|Si dice|C’è chi giura|leggenda/u,
  pt: /Conta-se|Diz-se|Há quem garanta|lenda/u,
  ja: /語り継がれ|言われ|伝説/u,
  zh: /传说|人们说|有人说/u,
  ko: /전해|합니다|전설/u,
  ar: /تقول الحكاية|يقول|أسطورة/u,
};

describe('offline stories tell what the town is known for', () => {
  const available = () => KNOWN.filter(([, id]) => loadTowns().byId.has(id));

  it('has most of the six towns in the pack', () => {
    expect(available().length).toBeGreaterThanOrEqual(4);
  });

  it.each(KNOWN.flatMap(([town, id, facts, languages]) => languages.map((l) => [town, l, id, facts] as const)))(
    '%s in %s: names the town and states at least three of its facts, each with its source',
    async (_, language, id, facts) => {
      if (!loadTowns().byId.has(id)) return;
      const result = await story(id, 'historical_facts', language);
      expect(result.text).toContain(result.town);
      expect(stated(result.text, facts).length, result.text).toBeGreaterThanOrEqual(3);
      const town = loadTowns().byId.get(id)!;
      expect(result.sources.some((s) => town.facts.some((f) => s === townSource(f.src)))).toBe(true);
    },
  );

  it.each(['en', 'es', 'pt', 'de', 'zh'] as const)(
    'tells the dish first in a food story at Lisbon (%s)',
    async (language) => {
      const town = loadTowns().byId.get(2267057);
      const dish = town?.facts.find((f) => f.kind === 'food');
      if (!dish || dish.kind !== 'food') return;
      const result = await story(2267057, 'food_culture', language, 150);
      const name = dish.dish[language] ?? dish.dish.en;
      expect(result.text).toContain(name);
      expect(result.text.indexOf(name)).toBeLessThan(result.text.indexOf('1755') >>> 0);
      expect(result.sources).toContain(townSource(dish.src));
    },
  );

  it('leaves a dish unsaid in a script its name is not written in', async () => {
    const dish = loadTowns()
      .byId.get(2267057)
      ?.facts.find((f) => f.kind === 'food');
    if (!dish || dish.kind !== 'food' || dish.dish.ja) return;
    const result = await story(2267057, 'food_culture', 'ja', 150);
    expect(result.text).not.toContain(dish.dish.en);
  });

  it.each(['en', 'es', 'fr', 'de', 'it', 'pt'] as const)(
    'tells London’s ghost as a story that is told (%s)',
    async (language) => {
      const legend = loadTowns()
        .byId.get(2643743)
        ?.facts.find((f) => f.kind === 'legend' && f.motif === 'ghost');
      if (!legend || legend.kind !== 'legend') return;
      const result = await story(2643743, 'ghost_stories', language, 150);
      const who = legend.who![language] ?? legend.who!.en;
      const told = sentences(result.text).filter((s) => s.includes(who));
      expect(told.length, result.text).toBeGreaterThan(0);
      expect(
        told.every((s) => TOLD[language].test(s)),
        told.join(' | '),
      ).toBe(true);
      expect(result.sources).toContain(townSource(legend.src));
    },
  );

  const NO_LEGEND: Partial<Record<LanguageCode, RegExp>> = {
    en: /No ghost story about .* is on record|has no legend on record/u,
    es: /ninguna (historia de fantasmas|leyenda) registrada/u,
    ja: /記録された(幽霊話|伝説)はありません/u,
    ar: /(حكاية أشباح|أسطورة) مسجلة/u,
  };
  it.each(['en', 'es', 'ja', 'ar'] as const)(
    'says in one line that Lisbon has no ghost story on record, then tells its darker past (%s)',
    async (language) => {
      const town = loadTowns().byId.get(2267057);
      if (!town || town.facts.some((f) => f.kind === 'legend')) return;
      const result = await story(2267057, 'ghost_stories', language, 150);
      const lines = sentences(result.text);
      const said = lines.findIndex((s) => NO_LEGEND[language]!.test(s));
      expect(said, result.text).toBeGreaterThan(-1);
      expect(lines[said + 1]).toContain('1755');
      expect(result.text).not.toMatch(/My notes hold no|Mis notas no recogen/u);
    },
  );

  it('drops "I will not name dishes" once the town has its own dish to tell', async () => {
    const dish = loadTowns()
      .byId.get(2509954)
      ?.facts.find((f) => f.kind === 'food');
    if (!dish || dish.kind !== 'food') return;
    for (const seed of [1, 2, 3]) {
      const result = await story(2509954, 'food_culture', 'en', 300, seed);
      expect(result.text).toContain(dish.dish.en);
      expect(result.text).not.toMatch(/I will not name dishes/u);
    }
  });

  it('says an event’s name only in the listener’s language, never the English one in another', async () => {
    const town = loadTowns().byId.get(2875601);
    const named = town?.facts.find((f) => f.kind === 'history' && f.name && !f.name.es);
    if (!named || named.kind !== 'history') return;
    const result = await story(2875601, 'historical_facts', 'es', 750);
    expect(result.text).toContain(String(named.year));
    expect(result.text).not.toContain(named.name!.en);
  });

  it('never says a town was founded as itself ("Budapest was founded in 1873 as Budapest")', async () => {
    const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const selfNamed = [...loadTowns().byId.values()].flatMap((town) =>
      town.facts.flatMap((fact) =>
        fact.kind === 'history' && fact.name?.en && fold(fact.name.en) === fold(town.name)
          ? [{ id: town.geonameId, year: fact.year }]
          : [],
      ),
    );
    expect(selfNamed.length).toBeGreaterThan(0);
    for (const { id, year } of selfNamed)
      for (const language of ['en', 'de', 'ja'] as const) {
        const { text, town } = await story(id, 'historical_facts', language, 750);
        const told = sentences(text).filter((s) => s.includes(String(Math.abs(year))));
        expect(told.length, text).toBeGreaterThan(0);
        for (const sentence of told) expect(sentence.split(town).length - 1, sentence).toBeLessThanOrEqual(1);
      }
  });

  it('pads a town rich in facts with no sentence that could be said anywhere (the poles, the moon, street signs)', async () => {
    const THEMES: NarrationThemeId[] = ['historical_facts', 'fun_facts', 'food_culture', 'nature', 'famous_people'];
    const rich = [...loadTowns().byId.values()].filter((town) => town.facts.length >= 8 && centres.has(town.geonameId));
    let checked = 0;
    for (const [i, town] of rich.filter((_, i) => i % 60 === 0).entries()) {
      const language = LANGUAGE_CODES[i % LANGUAGE_CODES.length]!;
      const [lat, lng] = centres.get(town.geonameId)!;
      const facts = attachLandmark((await geocoder.reverse(lat, lng, language))!);
      if ((facts.city ?? facts.place).id !== town.geonameId) continue;
      // (Facts whose names this language cannot say do not count: a town may be rich in one language only.)
      if (townVars(town, language, TOWN_BANKS[language], LANDMARK_BANKS[language]).length < 5) continue;
      checked += 1;
      const theme = THEMES[i % THEMES.length]!;
      const { fillers, text } = composeWithFillers({ facts, theme, language, targetWords: 160, seed: 5, date: DATE });
      expect(fillers, `${town.name} ${language} ${theme}: ${text}`).toEqual([]);
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  it('says a town Portuguese names with its article with it ("no Porto", "do Cairo")', async () => {
    for (const [id, name] of [
      [2735943, 'Porto'],
      [360630, 'Cairo'],
    ] as const) {
      for (const theme of ['historical_facts', 'food_culture'] as const) {
        const { text } = await story(id, theme, 'pt', 300);
        expect(text).toMatch(new RegExp(`\\b(no|do|ao|o|O) ${name}\\b`, 'u'));
        expect(text, text).not.toMatch(new RegExp(`(^|[^\\p{L}])(em|de|a|Em|De|A|é) ${name}\\b`, 'u'));
      }
    }
  });

  it('opens and closes a story told in a district on its town, the district said where you stand', async () => {
    const towns = loadTowns();
    let checked = 0;
    for (const [id, [lat, lng]] of centres) {
      if (checked >= 6) break;
      if ((towns.byId.get(id)?.facts.length ?? 0) < 8) continue;
      const facts = attachLandmark((await geocoder.reverse(lat + 0.012, lng, 'en'))!);
      if (!facts.city || facts.city.id !== id || facts.place.id === id || facts.city.name.includes(facts.place.name))
        continue;
      checked += 1;
      const { text } = composeNarration({
        facts,
        theme: 'historical_facts',
        language: 'en',
        targetWords: 160,
        seed: 5,
        date: DATE,
      });
      const [first, ...rest] = sentences(text);
      const last = rest.at(-1)!;
      expect(`${first} ${last}`, text).toContain(facts.city.name);
      expect(first, text).not.toContain(facts.place.name);
      expect(last, text).not.toContain(facts.place.name);
      expect(text, text).toContain(facts.place.name);
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('says a ruler’s title in the listener’s language, once', async () => {
    const emperor = loadTowns()
      .byId.get(1857910)
      ?.facts.find((f) => f.kind === 'person' && f.occupation === 'emperor' && /^Emperor /u.test(f.name));
    if (!emperor || emperor.kind !== 'person') return;
    const bare = emperor.name.replace(/^Emperor /u, '');
    const spanish = await story(1857910, 'famous_people', 'es', 300);
    expect(spanish.text).toContain(`emperador ${bare}`);
    expect(spanish.text).not.toContain(emperor.name);
    const english = await story(1857910, 'famous_people', 'en', 300);
    expect(english.text).not.toMatch(/emperor Emperor/iu);
  });
});

describe('a pack town beside a bigger city', () => {
  it("tells the town's facts under the town's own name, not the city's it lies near", async () => {
    const pack = loadTowns();
    let checked = 0;
    const wrong: string[] = [];
    for (const [id, town] of pack.byId) {
      const at = centres.get(id);
      if (!at || checked >= 12) continue;
      const facts = attachLandmark((await geocoder.reverse(at[0], at[1], 'en'))!);
      // Only a pack town that is the place itself while the geocoder names a bigger city around it.
      if (facts.place.id !== id || !facts.city || facts.city.id === id || pack.byId.has(facts.city.id)) continue;
      if (facts.landmark) continue;
      checked += 1;
      const { text } = composeNarration({
        facts,
        theme: 'historical_facts',
        language: 'en',
        targetWords: 300,
        seed: 3,
        date: DATE,
      });
      const told = townVars(town, 'en', TOWN_BANKS.en, LANDMARK_BANKS.en).length;
      if (told && !text.includes(facts.place.name)) wrong.push(`${facts.place.name} (near ${facts.city.name})`);
      if (new RegExp(`(?<!\\p{L})${facts.city.name}(?!\\p{L}) (was|became|is known|hosted|took)`, 'u').test(text)) {
        wrong.push(`${facts.place.name}: its facts told as ${facts.city.name}'s`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(wrong).toEqual([]);
  });
});

describe('an event named after its town', () => {
  it('is told in a sentence that does not name the town a second time ("the Battle of Panipat was fought at Panipat")', async () => {
    const pack = loadTowns();
    const twice: string[] = [];
    let checked = 0;
    for (const [id, town] of pack.byId) {
      const named = town.facts.find(
        // "Calgary was founded as Fort Calgary" says the town twice, and rightly: only other events count.
        (f) =>
          f.kind === 'history' &&
          !['founded', 'colonial_founding'].includes(f.event) &&
          f.name &&
          new RegExp(`(?<!\\p{L})${town.name}(?!\\p{L})`, 'u').test(f.name.en),
      );
      if (!named || !centres.has(id) || checked >= 15) continue;
      const [lat, lng] = centres.get(id)!;
      const facts = attachLandmark((await geocoder.reverse(lat, lng, 'en'))!);
      if ((facts.city ?? facts.place).id !== id || facts.place.name !== town.name) continue;
      checked += 1;
      const { text } = composeNarration({
        facts,
        theme: 'historical_facts',
        language: 'en',
        targetWords: 600,
        seed: 3,
        date: DATE,
      });
      const name = named.kind === 'history' ? named.name!.en.replace(/^the /u, '') : '';
      for (const sentence of sentences(text).filter((s) => s.includes(name))) {
        const count = sentence.split(new RegExp(`(?<!\\p{L})${town.name}(?!\\p{L})`, 'u')).length - 1;
        if (count > 1) twice.push(sentence);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(twice).toEqual([]);
  });
});
