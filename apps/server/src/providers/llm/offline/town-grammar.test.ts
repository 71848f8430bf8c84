import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { latOf, lngOf, loadGazetteer } from '../../geo/gazetteer';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { loadTowns } from '../../knowledge/towns/load-towns';
import {
  CULTURE_KINDS,
  FOOD_KINDS,
  FOOD_TIES,
  HISTORY_EVENTS,
  INDUSTRIES,
  NATURE_FEATURES,
  OCCUPATIONS,
  TOWN_LEGEND_MOTIFS,
  TOWN_PERSON_ROLES,
  townSchema,
  type Town,
  type TownFact,
} from '../../knowledge/towns/town-schema';
import { composeNarration } from './compose-narration';
import { LANDMARK_BANKS, LANGUAGE_PACKS, TOWN_BANKS } from './lang/packs';
import { renderTemplate } from './render-template';
import { tidy } from './tidy-sentence';
import { townVars } from './town-vars';

/**
 * Forms a grammatical sentence never has, per language: a preposition before an approximate year
 * ("en hacia 1450"), a preposition and article left uncontracted ("de el", "à le", "em o"), a
 * masculine pronoun for die Brücke, and slots left unfilled.
 */
const BAD: Record<LanguageCode, RegExp[]> = {
  en: [/\bin around\b/iu, /\bthe the\b/iu, /\bin in\b/iu],
  es: [/(?<!\p{L})en hacia(?!\p{L})/u, /(?<!\p{L})(de|a) el(?!\p{L})/u, /(?<!\p{L})en en(?!\p{L})/u],
  fr: [
    /(?<!\p{L})en vers(?!\p{L})/u,
    /(?<!\p{L})(de|à) les? \p{Lu}/u,
    /(?<!\p{L})de [aeiouéèêàâîôûāēīōū]/iu,
    /(?<!\p{L})en en(?!\p{L})/u,
  ],
  de: [
    /(?<!\p{L})(in|im) um \d/u,
    /(?<!\p{L})von (das|dem) \p{Lu}/u,
    // A name said as a name keeps neither its article nor the adjective's ending after it; "capital of" is a genitive.
    /(?<!\p{L})(als|heißt|hieß|namens|Namen|lautete) (der |die |das )?Große /u,
    /(?<!\p{L})Hauptstadt (der|die|das|von der|vom) Große/u,
    /[Bb]rücke[^.]*\.\s+(Er|Sein|Seine|Seinen|Seinem|Seiner)(?!\p{L})/u,
  ],
  it: [
    /(?<!\p{L})(nel|nell’|in) intorno(?!\p{L})/u,
    /(?<!\p{L})(al|dal|nel|del) (8\d*|11)(?!\d)/u,
    /(?<!\p{L})(di|a|in) (il|lo|la|i|gli|le) \p{Lu}/u,
  ],
  pt: [/(?<!\p{L})em por volta de(?!\p{L})/u, /(?<!\p{L})(de|em) (o|a|os|as) \p{Lu}/u],
  ja: [/年に年/u, /にて年/u],
  zh: [/于于/u, /年年/u],
  ko: [/년에년/u, /(은는|는은|을를|를을)\s/u, /\((이|가|은|는|을|를|과|와)\)/u],
  ar: [/(?<!\p{L})في نحو(?!\p{L})/u, /(?<!\p{L})في في(?!\p{L})/u],
};
const ANY_LANGUAGE = [/[{}]/u, /\b(undefined|NaN|null)\b/u, /\.\.(?!\.)/u, / {2}/u];

function badForms(text: string, language: LanguageCode): string[] {
  return [...ANY_LANGUAGE, ...BAD[language]].flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [`${pattern}: …${text.slice(Math.max(0, match.index - 50), match.index + 50)}…`] : [];
  });
}

/** Abbreviations that end in a full stop inside a sentence ("11 a. C.", "av. J.-C.", "Budapest I. kerület", "Washington D.C.", "Washington D. C."). */
const ABBREVIATION = /(?<=\b(?:a|C|D|av|J\.-C|v|Chr|a\.C|Jr|St|D\.C|[IVX]+))\.(?=\s)/gu;

function sentences(text: string): string[] {
  return text
    .replace(ABBREVIATION, '·')
    .split(/(?<=[.!?؟])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A name in every language, some with their own article, as the pack writes event and state names. */
const NAMES: Record<LanguageCode, string> = {
  en: 'the Great Example',
  es: 'el Gran Ejemplo',
  fr: 'le Grand Exemple',
  de: 'der Große Vergleich',
  it: 'il Grande Esempio',
  pt: 'o Grande Exemplo',
  ja: '大いなる例',
  zh: '大范例',
  ko: '큰 본보기',
  ar: 'المثال الكبير',
};
const plain: Record<LanguageCode, string> = {
  ...NAMES,
  en: 'Example',
  es: 'Ejemplo',
  fr: 'Exemple',
  de: 'Beispiel',
  it: 'Esempio',
  pt: 'Exemplo',
};
const src = 'wikipedia:Example';

/** A town with one fact of every kind and value, each with and without its optional parts. */
function everyFact(): Town {
  const facts: TownFact[] = [
    ...HISTORY_EVENTS.flatMap((event): TownFact[] => [
      { kind: 'history', event, year: 1450, approx: true, src },
      { kind: 'history', event, year: -753, name: NAMES, src },
      { kind: 'history', event, year: 1811, end: 1888, name: plain, src },
      { kind: 'history', event, year: 1949, end: 1990, src },
      { kind: 'history', event, year: 794, as: NAMES, src },
      { kind: 'history', event, year: 866, end: 954, as: plain, src },
    ]),
    ...TOWN_PERSON_ROLES.flatMap((role, i): TownFact[] =>
      OCCUPATIONS.map((occupation, k) => ({
        kind: 'person',
        role,
        occupation,
        name: 'Ada Example',
        names: { ja: 'エイダ', zh: '艾达', ko: '에이다', ar: 'آدا' },
        ...((i + k) % 2 ? { year: 1815 } : {}),
        src,
      })),
    ),
    ...FOOD_TIES.flatMap((tie) => FOOD_KINDS.map((food): TownFact => ({ kind: 'food', tie, food, dish: plain, src }))),
    ...TOWN_LEGEND_MOTIFS.flatMap((motif): TownFact[] => [
      { kind: 'legend', motif, who: plain, where: NAMES, src },
      { kind: 'legend', motif, who: plain, src },
      { kind: 'legend', motif, where: plain, src },
      { kind: 'legend', motif, src },
    ]),
    ...NATURE_FEATURES.map((feature): TownFact => ({ kind: 'nature', feature, name: plain, src })),
    ...INDUSTRIES.flatMap((industry): TownFact[] => [
      { kind: 'industry', industry, src },
      { kind: 'industry', industry, since: 1852, name: plain, src },
    ]),
    ...CULTURE_KINDS.flatMap((culture): TownFact[] => [
      { kind: 'culture', culture, name: plain, src },
      { kind: 'culture', culture, name: plain, since: 1899, src },
    ]),
    { kind: 'population', value: 335_789, year: 2023, src },
  ];
  return townSchema.parse({ geonameId: 1, name: 'Example', country: 'DE', facts });
}

describe('town sentences are grammatical in every language', () => {
  it.each(LANGUAGE_CODES)('%s: every wording of every fact renders without a known bad form', (language) => {
    const pack = LANGUAGE_PACKS[language];
    const bank = TOWN_BANKS[language];
    const town = { town: 'Avignon', Town: 'Avignon' };
    const used = new Set<string>();
    const problems: string[] = [];
    // Each fact in a town of its own (a second founding is worded as one), and a town founded twice.
    const whole = everyFact();
    const towns: Town[] = [
      ...whole.facts.map((fact) => ({ ...whole, facts: [fact] })),
      ...[NAMES, undefined].map((name) => ({
        ...whole,
        facts: [
          { kind: 'history' as const, event: 'founded' as const, year: 1536, src },
          { kind: 'history' as const, event: 'colonial_founding' as const, year: 1580, ...(name && { name }), src },
        ],
      })),
    ];
    const items = towns.flatMap((one) => townVars(one, language, bank, LANDMARK_BANKS[language]));
    for (const item of items) {
      for (const template of item.templates) {
        const rendered = renderTemplate(template, { ...town, ...item.vars }, pack, { countryCode: 'FR' });
        if (!rendered) continue;
        used.add(template);
        problems.push(...badForms(tidy(rendered.text, language), language));
      }
    }
    for (const template of [...bank.noLegend, ...bank.noLegendPlain]) {
      problems.push(
        ...badForms(tidy(renderTemplate(template, town, pack, { countryCode: 'FR' })!.text, language), language),
      );
    }
    expect(problems).toEqual([]);
    // Every wording of the bank was tried at least once.
    const all = [
      ...Object.values(bank.history),
      ...Object.values(bank.person),
      ...Object.values(bank.food),
      ...Object.values(bank.legend),
      ...Object.values(bank.nature),
      ...Object.values(bank.industry),
      ...Object.values(bank.culture),
      bank.population,
      bank.refounded,
    ].flat();
    expect(all.filter((t) => !used.has(t))).toEqual([]);
  });

  it('catches the bad forms it lists', () => {
    expect(badForms('En 1755, Lisboa se fundó en hacia 1450.', 'es')).toHaveLength(1);
    expect(badForms('On fonde la ville en vers 1450.', 'fr')).toHaveLength(1);
    expect(badForms('A cidade nasceu em por volta de 1450.', 'pt')).toHaveLength(1);
    expect(badForms('Bonn wurde in um 1450 gegründet.', 'de')).toHaveLength(1);
    expect(badForms('Die Karlsbrücke ist alt. Er ist 516 Meter lang.', 'de')).toHaveLength(1);
    expect(badForms('Roma nasce intorno al 11 a.C.', 'it')).toHaveLength(1);
    expect(badForms('Valencia se fundó hacia 1450.', 'es')).toEqual([]);
    expect(badForms('Voilà le passé de Ōtsu.', 'fr')).toHaveLength(1);
  });

  // A town fact's `became_capital` is often a province's, a domain's or a state's capital (Cherkasy, Akashi):
  // where the language's usual word means the nation's capital (首都, 수도), its wordings say a seat of
  // government instead.
  it.each<[LanguageCode, RegExp]>([
    ['ja', /首都/u],
    ['zh', /首都/u],
    ['ko', /수도/u],
  ])('%s: a town that became a capital is not called the nation’s capital', (language, national) => {
    const wordings = TOWN_BANKS[language].history.became_capital ?? [];
    expect(wordings.length).toBeGreaterThan(0);
    expect(wordings.filter((wording) => national.test(wording))).toEqual([]);
  });

  // A treasure legend's `who` is the treasure (the Holy Grail) or the person it turns on (King Helü, a
  // shepherd): no wording may set the name beside "a treasure" as if it named the treasure itself ("the
  // treasure of King Helü", an Arabic idafa, is not that).
  it.each(LANGUAGE_CODES)('%s: no treasure wording calls the legend’s person the treasure', (language) => {
    const pack = LANGUAGE_PACKS[language];
    const name = plain[language];
    const treasureIs = new RegExp(
      `(treasure|tesoro|trésor|Schatz|tesouro|宝|宝物|كنز)\\s*[:：,，、—]+\\s*(genannt )?${name}|보물 ${name}|。${name}です|바로 ${name}`,
      'u',
    );
    const treasure: TownFact[] = [
      { kind: 'legend', motif: 'treasure', who: plain, where: NAMES, src },
      { kind: 'legend', motif: 'treasure', who: plain, src },
    ];
    const town = townSchema.parse({ geonameId: 1, name: 'Example', country: 'DE', facts: treasure });
    const rendered = townVars(town, language, TOWN_BANKS[language], LANDMARK_BANKS[language]).flatMap((item) =>
      item.templates.map(
        (template) =>
          renderTemplate(template, { town: 'Avignon', Town: 'Avignon', ...item.vars }, pack, { countryCode: 'FR' })
            ?.text ?? '',
      ),
    );
    expect(rendered.filter((text) => text.includes(name))).not.toEqual([]);
    expect(rendered.filter((text) => treasureIs.test(text))).toEqual([]);
  });

  const geocoder = createOfflineGeocoder();
  let centres: Map<number, [number, number]>;
  beforeAll(() => {
    centres = new Map(loadGazetteer().cities.map((c) => [c.cityId, [latOf(c), lngOf(c)]]));
  });
  const THEMES: NarrationThemeId[] = ['historical_facts', 'ghost_stories', 'food_culture', 'nature'];

  it.each(LANGUAGE_CODES)(
    '%s: stories at pack towns and at bridges hold no known bad form and repeat no sentence',
    async (language) => {
      const towns = [...loadTowns().byId.values()].filter((_, i) => i % 6 === 0);
      const bridges = loadLandmarks()
        .landmarks.filter((l) => l.type === 'bridge')
        .slice(0, 6);
      const places = [
        ...towns.map((t) => centres.get(t.geonameId)!),
        ...bridges.map((b): [number, number] => [b.lat, b.lng]),
      ];
      const problems: string[] = [];
      for (const [p, [lat, lng]] of places.entries()) {
        const facts = attachLandmark((await geocoder.reverse(lat, lng, language))!);
        for (const theme of THEMES) {
          const { text } = composeNarration({
            facts,
            theme,
            language,
            targetWords: 300,
            seed: p,
            date: new Date('2026-06-21T18:00:00Z'),
          });
          // A name that ends in a particle's syllable ("아를" + 을) is not a doubled particle.
          // So is a town's own name with "de" before a vowel ("Lomas de Ahuatlán").
          const names = [facts.place.name, facts.city?.name, ...facts.neighbours.map((n) => n.name)].filter(
            (name): name is string => Boolean(name),
          );
          problems.push(
            ...badForms(
              names.reduce((t, name) => t.split(name).join('X'), text),
              language,
            ),
          );
          const lines = sentences(text);
          const repeated = lines.filter((line, i) => line.length > 15 && lines.indexOf(line) !== i);
          if (repeated.length) problems.push(`repeated: ${repeated.join(' | ')}`);
        }
      }
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
