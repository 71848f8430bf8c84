import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import type { PlaceFacts } from '../../geo/place-facts';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { PERSON_ROLES, type Landmark } from '../../knowledge/landmarks/landmark-schema';
import { composeNarration } from './compose-narration';
import { NUMBERLESS_LANGUAGES } from './landmark-bank';
import { LANDMARK_BANKS } from './lang/landmark-banks';

const DATE = new Date('2026-06-21T18:00:00Z');
const geocoder = createOfflineGeocoder();
let byId: Map<string, Landmark>;
beforeAll(() => {
  byId = new Map(loadLandmarks().landmarks.map((l) => [l.id, l]));
});

async function factsAt(landmark: Landmark, language: LanguageCode): Promise<PlaceFacts> {
  return attachLandmark((await geocoder.reverse(landmark.lat, landmark.lng, language))!);
}

async function narrate(id: string, theme: NarrationThemeId, language: LanguageCode = 'en', targetWords = 400) {
  const facts = await factsAt(byId.get(id)!, language);
  expect(facts.landmark?.landmark.id, id).toBe(id);
  return composeNarration({ facts, theme, language, targetWords, seed: 7, date: DATE });
}

/**
 * Famous landmarks on six continents and values they must be told with, written here from the
 * sources rather than read from the pack, so a wrong value in the pack fails too.
 */
const TABLE: Array<[continent: string, id: string, values: string[]]> = [
  ['Europe', 'Q243', ['1887', '1889', '330 meters', 'wrought iron']],
  ['Europe', 'Q10285', ['72', '80', '48 meters', '1980']],
  ['Europe', 'Q41225', ['1859', '96 meters', 'Augustus Pugin']],
  ['Europe', 'Q62378', ['1066', '1988', 'William the Conqueror']],
  ['Europe', 'Q83125', ['1886', '1894', '244 meters', 'Horace Jones']],
  ['Europe', 'Q2981', ['1163', '1345', '2019']],
  ['Europe', 'arc-de-triomphe', ['1806', '1836', '50 meters', 'Jean Chalgrin']],
  ['Europe', 'Q82425', ['1788', '1791', '26 meters', 'Carl Gotthard Langhans']],
  ['Europe', 'cologne-cathedral', ['1248', '1880', '157 meters']],
  ['Europe', 'charles-bridge', ['1357', '1402', '516 meters']],
  ['Europe', 'Q48435', ['1882', 'Antoni Gaudí']],
  ['Europe', 'parthenon', ['447 BC', '432 BC', 'Ictinus']],
  ['Europe', 'Q12506', ['532', '537', 'Justinian I']],
  ['Europe', 'st-pauls-cathedral', ['1675', '1710', 'Christopher Wren', '111 meters']],
  ['Europe', 'trevi-fountain', ['1762', 'Nicola Salvi']],
  ['Europe', 'leaning-tower-of-pisa', ['1173', '1372']],
  ['Europe', 'westminster-abbey', ['1245', '1066', 'Henry III']],
  ['Europe', 'belem-tower', ['1514', '1519', 'Francisco de Arruda']],
  ['Europe', 'blue-mosque', ['1609', '1616', 'Ahmed I']],
  ['Europe', 'hungarian-parliament', ['1885', '1904', 'Imre Steindl', '96 meters']],
  ['Europe', 'st-peters-basilica', ['1506', '1626', 'Michelangelo']],
  ['Europe', 'hallgrimskirkja', ['1945', '1986', '74.5 meters', 'Guðjón Samúelsson']],
  ['North America', 'Q9188', ['1886', '93 meters', 'Frédéric Auguste Bartholdi']],
  ['North America', 'empire-state-building', ['1930', '1931', '443 meters']],
  ['North America', 'Q44440', ['1933', '1937', '1,280 meters', 'Joseph Strauss']],
  ['North America', 'brooklyn-bridge', ['1869', '1883', 'John A. Roebling']],
  ['North America', 'white-house', ['1792', '1800', 'James Hoban']],
  ['North America', 'us-capitol', ['1793', '1800', 'William Thornton']],
  ['North America', 'washington-monument', ['1848', '1884', '169 meters']],
  ['North America', 'space-needle', ['1962', '184 meters', 'John Graham Jr.']],
  ['North America', 'gateway-arch', ['1963', '1965', '192 meters', 'Eero Saarinen']],
  ['North America', 'cn-tower', ['1973', '1976', '553 meters']],
  ['North America', 'hoover-dam', ['1931', '1936', '221 meters']],
  ['North America', 'mount-rushmore', ['1927', '1941', 'Gutzon Borglum']],
  ['North America', 'independence-hall', ['1732', '1753', '1979']],
  ['North America', 'willis-tower', ['1973', '442 meters', 'Bruce Graham']],
  ['South America', 'christ-the-redeemer', ['1922', '1931', '30 meters', 'Paul Landowski']],
  ['South America', 'machu-picchu', ['1450', '1983', 'Pachacuti']],
  ['South America', 'obelisco-buenos-aires', ['1936', '67.5 meters', 'Alberto Prebisch']],
  ['South America', 'iguazu-falls', ['82 meters', '1984']],
  ['South America', 'sugarloaf-mountain', ['396 meters', '2012']],
  ['Asia', 'Q9141', ['1632', '1653', '73 meters', 'Shah Jahan']],
  ['Asia', 'red-fort', ['1639', '1648', 'Shah Jahan']],
  ['Asia', 'forbidden-city', ['1406', '1420', '1987']],
  ['Asia', 'temple-of-heaven', ['1406', '1420', '1998']],
  ['Asia', 'tokyo-tower', ['1958', '333 meters', 'Tachū Naitō', 'steel']],
  ['Asia', 'petronas-towers', ['1998', '452 meters', 'César Pelli']],
  ['Asia', 'Q12495', ['2010', '828 meters', 'Adrian Smith']],
  ['Asia', 'kinkaku-ji', ['1955', '1950']],
  ['Asia', 'gyeongbokgung', ['1395', '1867']],
  ['Asia', 'shanghai-tower', ['2015', '632 meters', 'Jun Xia']],
  ['Asia', 'india-gate', ['1931', '42 meters', 'Edwin Lutyens']],
  ['Asia', 'gateway-of-india', ['1924', '26 meters', 'George Wittet']],
  ['Asia', 'himeji-castle', ['1609', '1993']],
  ['Asia', 'dome-of-the-rock', ['691', '1981', 'Abd al-Malik']],
  ['Africa', 'Q37200', ['2560 BC', '138.5 meters', 'Khufu']],
  ['Africa', 'great-sphinx', ['73 meters', '20 meters', 'limestone']],
  ['Africa', 'hassan-ii-mosque', ['1993', '210 meters', 'Michel Pinseau']],
  ['Africa', 'victoria-falls', ['108 meters', '1989']],
  ['Africa', 'kilimanjaro', ['5,895 meters', '1987']],
  ['Africa', 'serengeti', ['1951', '1981']],
  ['Oceania', 'Q45178', ['1959', '1973', 'Jørn Utzon']],
  ['Oceania', 'sydney-harbour-bridge', ['1932', '503 meters', '134 meters']],
  ['Oceania', 'uluru', ['348 meters', '1987']],
  ['Oceania', 'sky-tower-auckland', ['1997', '328 meters']],
  ['Oceania', 'great-barrier-reef', ['2,300 kilometers', '1981']],
  ['Oceania', 'hyde-park-barracks', ['1817', 'Francis Greenway', '2010']],
];

const THEMES: NarrationThemeId[] = ['historical_facts', 'architecture', 'nature'];
const count = (text: string, values: string[]) =>
  values.filter((v) => new RegExp(`(^|\\D)${v.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u').test(text)).length;

describe('offline narrations at famous landmarks', () => {
  it('has a table of at least 60 landmarks on six continents', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TABLE.map(([continent]) => continent)).size).toBe(6);
  });

  it.each(TABLE)('%s: %s is named, told with two of its facts, and the pack is a source', async (_, id, values) => {
    const landmark = byId.get(id)!;
    const stories = await Promise.all(THEMES.map((theme) => narrate(id, theme)));
    const best = stories.reduce((a, b) => (count(b.text, values) > count(a.text, values) ? b : a));
    expect(best.text).toContain(landmark.names.en);
    expect(count(best.text, values), best.text).toBeGreaterThanOrEqual(2);
    expect(best.sources.join('\n')).toContain('Roamcast landmark pack');
    expect(best.sources.some((s) => s.startsWith('Landmark pack: '))).toBe(true);
  });

  it.each(['ja', 'zh', 'ko', 'ar'] as const)('names the landmarks in their %s names', async (language) => {
    for (const [, id] of TABLE) {
      const landmark = byId.get(id)!;
      const name = landmark.names[language]!;
      const story = await narrate(id, 'historical_facts', language, 300);
      expect(story.text, `${id} in ${language}`).toContain(name);
      expect(story.title).toContain(name);
    }
  });
});

describe('themes at one landmark', () => {
  it('tell different stories from different facts', async () => {
    const [history, architecture, ghosts, food, science] = await Promise.all(
      (['historical_facts', 'architecture', 'ghost_stories', 'food_culture', 'science_innovation'] as const).map((t) =>
        narrate('Q243', t, 'en', 300),
      ),
    );
    // Each theme tells its own kind of fact first; the others follow, never thrown away.
    const before = (text: string, first: string, then: string) => {
      expect(text).toContain(first);
      if (text.includes(then)) expect(text.indexOf(first)).toBeLessThan(text.indexOf(then));
    };
    before(history!.text, 'between 1887 and 1889', 'wrought iron');
    before(architecture!.text, 'wrought iron', 'between 1887 and 1889');
    before(architecture!.text, 'Stephen Sauvestre', 'between 1887 and 1889');
    expect(science!.text).toMatch(/tallest structure .*from 1889 to 1930|from 1889 to 1930.*tallest structure/u);
    // Paris has legends of its own (town pack): they replace "no legend is told about the tower".
    expect(ghosts!.text).not.toContain('no legend that is told about the Eiffel Tower');
    expect(ghosts!.text).toMatch(/legend of Saint (Denis|Genevieve)|legend about Saint (Denis|Genevieve)/u);
    expect(food!.text).toContain('no food tradition tied to the Eiffel Tower');
    const texts = [history, architecture, ghosts, food, science].map((s) => s!.text);
    expect(new Set(texts).size).toBe(5);
    // Each theme names only the sources it used.
    for (const story of [history, architecture, ghosts, food, science]) {
      const listed = story!.sources.includes('Landmark pack: UNESCO World Heritage List, site 600');
      // (1991 is the year UNESCO listed the banks of the Seine, the tower among them; nothing else here says it.)
      expect(listed).toBe(story!.text.includes('1991'));
    }
    expect(history!.sources).toContain('Landmark pack: UNESCO World Heritage List, site 600');
  });

  it('tells a landmark’s dates in the order they happened, whatever kind of date each is', async () => {
    // Landmarks whose dates the fixed order of kinds (founded, built, completed...) would tell out of time.
    const KIND_ORDER = ['founded', 'built', 'completed', 'opened', 'rebuilt'];
    /** Each kind of date's first year, the year of a span's start; whether any was a span. */
    const firstDates = (landmark: Landmark) => {
      const years = new Map<string, number>();
      let spans = false;
      for (const fact of landmark.facts)
        if (fact.kind === 'date' && !years.has(fact.event)) {
          years.set(fact.event, fact.year);
          spans ||= fact.end !== undefined;
        }
      return { years, spans };
    };
    const outOfTime = [...byId.values()].filter((landmark) => {
      const { years: firsts, spans } = firstDates(landmark);
      // (A span's last year could be another date's year: those are left out so a year is found once.)
      if (spans) return false;
      const years = KIND_ORDER.flatMap((event) => (firsts.has(event) ? [firsts.get(event)!] : []));
      return new Set(years).size === years.length && years.some((year, i) => i > 0 && year < years[i - 1]!);
    });
    expect(outOfTime.length).toBeGreaterThan(3);
    for (const landmark of outOfTime.slice(0, 8)) {
      const story = await narrate(landmark.id, 'historical_facts', 'en', 300);
      const years = [...firstDates(landmark).years.values()].sort((a, b) => a - b).map((y) => String(Math.abs(y)));
      const at = years.map((year) => story.text.search(new RegExp(`(^|\\D)${year}(?!\\d)`, 'u')));
      const told = at.filter((i) => i >= 0);
      expect(told.length, story.text).toBeGreaterThanOrEqual(2);
      expect(told, `${landmark.id}: ${story.text}`).toEqual([...told].sort((a, b) => a - b));
    }
  });

  it('does not tell a completion year again that a span of building already ended on', async () => {
    const datesOf = (landmark: Landmark) => landmark.facts.flatMap((fact) => (fact.kind === 'date' ? [fact] : []));
    const spanned = [...byId.values()].filter((landmark) => {
      const dates = datesOf(landmark);
      const completed = dates.find((date) => date.event === 'completed' && !date.end);
      // Only that span and that completion carry the year, so the year is said once when it is said right.
      return (
        completed &&
        dates.some((date) => date.end === completed.year) &&
        landmark.facts.filter((fact) => JSON.stringify(fact).includes(String(completed.year))).length === 2
      );
    });
    expect(spanned.length).toBeGreaterThan(3);
    for (const landmark of spanned.slice(0, 6)) {
      const year = String(datesOf(landmark).find((date) => date.event === 'completed')!.year);
      const story = await narrate(landmark.id, 'historical_facts', 'en', 300);
      expect(story.text.split(year).length - 1, `${landmark.id}: ${story.text}`).toBeLessThanOrEqual(1);
    }
  });

  it('tells a natural site as protected since its year, never as founded then', async () => {
    const PROTECTED: Record<string, RegExp> = { en: /protect/u, es: /proteg|protecci/u, de: /Schutz/u, ja: /保護/u };
    const sites = [...byId.values()].filter(
      (l) => l.type === 'natural_site' && l.facts.some((f) => f.kind === 'date' && f.event === 'protected'),
    );
    expect(sites.length).toBeGreaterThan(20);
    let checked = 0;
    for (const site of sites.filter((_, i) => i % 3 === 0)) {
      const language = (['en', 'es', 'de', 'ja'] as const)[checked % 4]!;
      const date = site.facts.find((f) => f.kind === 'date' && f.event === 'protected');
      const year = String(date?.kind === 'date' ? date.year : NaN);
      const facts = await factsAt(site, language);
      // (A site whose point another landmark holds is told as that one.)
      if (facts.landmark?.landmark.id !== site.id) continue;
      checked += 1;
      const story = composeNarration({
        facts,
        theme: 'historical_facts',
        language,
        targetWords: 300,
        seed: 7,
        date: DATE,
      });
      const sentence = story.text.split(/(?<=[.。!?])\s*/u).find((s) => s.includes(year));
      expect(sentence, `${site.id} ${language}: ${story.text}`).toMatch(PROTECTED[language]!);
      expect(sentence).not.toMatch(/founded|established|came into being|origins|gegründet|創建/u);
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('says a site that stands as the place with its article ("à la Grande Barrière de corail")', async () => {
    const LANGUAGES = ['en', 'fr', 'es', 'it', 'pt'] as const;
    const BARE_AFTER: Record<(typeof LANGUAGES)[number], string> = {
      en: 'to|of|at|in|know',
      fr: 'à|de|en|sur',
      es: 'a|de|en|sobre',
      it: 'a|di|in|su|da',
      pt: 'de|em|sobre',
    };
    let checked = 0;
    for (const site of [...byId.values()].filter((l) => l.type === 'natural_site' && /^the /u.test(l.names.en!))) {
      const language = LANGUAGES[checked % LANGUAGES.length]!;
      const name = site.names[language];
      if (!name || checked >= 10) continue;
      const facts = await factsAt(site, language);
      if (facts.place.featureCode !== 'LANDMARK' || facts.landmark?.landmark.id !== site.id) continue;
      checked += 1;
      // French and Italian stories write a name's apostrophe as ’ (tidy-sentence), whichever the pack has.
      const typographic = language === 'fr' || language === 'it' ? name.replace(/(?<=\p{L})'(?=\p{L})/gu, '’') : name;
      const title = typographic.replace(/^(the|la|le|les|el|los|las|il|lo|o|a|os|as)\s+|^l’/iu, '');
      for (const theme of ['historical_facts', 'nature'] as const) {
        const { text } = composeNarration({ facts, theme, language, targetWords: 300, seed: 7, date: DATE });
        expect(text).toContain(title);
        const bare = new RegExp(`(?<!\\p{L})(${BARE_AFTER[language]})\\s+${title}`, 'iu');
        expect(text, `${site.id} ${language}`).not.toMatch(bare);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('tells the food tradition born at a landmark', async () => {
    const story = await narrate('jeronimos-monastery', 'food_culture', 'pt', 300);
    expect(story.text).toContain('pastéis de nata');
    expect(story.sources).toContain('Landmark pack: Wikipedia, “Pastel de nata”');
  });
});

describe('several people in one role', () => {
  /**
   * Whether a sentence says a wording: it holds the wording's words between the slots, less the word
   * just before a slot, which may run into the name ("de {lm}" -> "del Ayuntamiento").
   */
  const says = (sentence: string, wording: string) =>
    wording
      .split(/\{[^}]+\}/u)
      .map((part, i, parts) => (i < parts.length - 1 ? part.replace(/\S+\s*$/u, '') : part).trim())
      .every((part) => sentence.includes(part));

  it('have their own wordings in every language that marks number, for every role', () => {
    for (const language of Object.keys(TOLD) as LanguageCode[]) {
      if (NUMBERLESS_LANGUAGES.has(language)) continue;
      for (const role of PERSON_ROLES)
        expect(LANDMARK_BANKS[language].several?.[role], `${language} ${role}`).toBeDefined();
    }
  });

  it('are named together in the plural ("the architects A and B"), never as one person, in every language', async () => {
    // Landmarks with two or more people in a role whose names every language can say (Latin-script
    // names are said only where the language has them in its own script).
    const several = loadLandmarks()
      .landmarks.filter((l) => !l.listing)
      .flatMap((landmark) => {
        const people = landmark.facts.filter((f) => f.kind === 'person');
        const roles = [...new Set(people.map((p) => p.role))].filter(
          (role) => people.filter((p) => p.role === role).length > 1,
        );
        return roles.map((role) => ({ landmark, role, people: people.filter((p) => p.role === role) }));
      });
    expect(several.length).toBeGreaterThan(200);
    // A spread: every 25th, so each role and region is met without narrating hundreds.
    const sample = several.filter((_, i) => i % 25 === 0);
    let checked = 0;
    for (const { landmark, role, people } of sample) {
      for (const language of Object.keys(TOLD) as LanguageCode[]) {
        const names = people.map((p) => p.names?.[language] ?? p.name);
        const facts = await factsAt(landmark, language);
        if (facts.landmark?.landmark.id !== landmark.id) continue;
        const story = composeNarration({
          facts,
          theme: 'famous_people',
          language,
          targetWords: 600,
          seed: 3,
          date: DATE,
        });
        // A full stop ends a sentence unless a small letter follows ("John McComb Jr. entworfen").
        const sentence = story.text
          .split(/(?<=[.。؟!])\s*(?![\s\p{Ll}])/u)
          .find((s) => names.every((name) => s.includes(name)));
        if (!sentence) continue;
        checked++;
        // Languages that do not mark number say several people as they say one.
        const bank = LANDMARK_BANKS[language];
        const wordings = NUMBERLESS_LANGUAGES.has(language)
          ? [bank.say[role], ...(bank.more?.[role] ?? [])]
          : bank.several![role]!;
        expect(
          wordings.some((wording) => says(sentence, wording)),
          `${landmark.names.en}, ${role}, ${language}: ${sentence}`,
        ).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('says Hagia Sophia’s two architects as architects', async () => {
    const story = await narrate('Q12506', 'architecture', 'en', 600);
    expect(story.text).toMatch(/architects (behind Hagia Sophia were )?Anthemius of Tralles and Isidore of Miletus/u);
    expect(story.text).not.toMatch(/the architect Anthemius/u);
  });
});

/** Words that frame a story as told, in each language. */
const TOLD: Record<LanguageCode, RegExp> = {
  en: /People say|people say|Legend has it|People tell|People speak|The story goes|Visitors tell|visitors still tell/u,
  es: /Se dice|Se cuenta|Cuenta la leyenda|Se habla/u,
  fr: /On dit|On raconte|La légende|On parle/u,
  de: /Man sagt|Man erzählt|Der Legende/u,
  it: /Si dice|Si racconta|La leggenda|Si parla/u,
  pt: /Diz-se|Conta-se|Diz a lenda|Fala-se/u,
  ja: /言われ|言い伝え|伝説|語られ/u,
  zh: /人们说|相传|传说|人们传说/u,
  ko: /이야기|전설|한다고|들 합니다/u,
  ar: /يقال|يُروى|تقول الأسطورة|تُروى/u,
};
const LEGEND_KEYS = ['ghost', 'ghostNamed', 'coin', 'touch', 'monster', 'ravens', 'curse'] as const;

describe('legends', () => {
  it.each(Object.keys(TOLD) as LanguageCode[])('are framed as told in every %s sentence that tells one', (language) => {
    const bank = LANDMARK_BANKS[language];
    for (const key of LEGEND_KEYS)
      for (const wording of [bank.say[key], ...(bank.more?.[key] ?? [])]) expect(wording, key).toMatch(TOLD[language]);
  });

  it.each(Object.keys(TOLD) as LanguageCode[])(
    'are told as told in a %s ghost story at the Tower of London',
    async (language) => {
      const story = await narrate('Q62378', 'ghost_stories', language, 300);
      const boleyn = byId.get('Q62378')!.facts.find((f) => f.kind === 'legend' && f.who)!;
      const name = boleyn.kind === 'legend' ? (boleyn.whoNames?.[language] ?? boleyn.who!) : '';
      const sentence = story.text.split(/(?<=[.。؟!])\s*/u).find((s) => s.includes(name));
      expect(sentence, story.text).toBeDefined();
      expect(sentence).toMatch(TOLD[language]);
    },
  );
});
