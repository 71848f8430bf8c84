import { distance } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { latOf, lngOf, loadGazetteer } from '../../geo/gazetteer';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import type { PlaceFacts } from '../../geo/place-facts';
import type { Landmark, LandmarkFact } from '../../knowledge/landmarks/landmark-schema';
import { loadLandmarks } from '../../knowledge/landmarks/load-landmarks';
import { loadTowns } from '../../knowledge/towns/load-towns';
import type { Town, TownFact } from '../../knowledge/towns/town-schema';
import { createOfflineAnswerer } from './create-offline-answerer';
import { splitSentences } from './narration-lookup';
import { QA_PHRASES } from './phrases/all';

/**
 * The Q&A table: questions of every kind the packs answer, at landmarks and towns spread over the
 * packs (every n-th one that has the fact asked about) and famous ones, in all ten languages, each
 * checked against the value the pack holds.
 */
const answerer = createOfflineAnswerer({ now: () => new Date('2025-06-01T12:00:00Z') });
const geocoder = createOfflineGeocoder();
const LANGUAGES: LanguageCode[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh', 'ko', 'ar'];
const OWN_SCRIPT = new Set<LanguageCode>(['ja', 'zh', 'ko', 'ar']);

type Kind =
  | 'built'
  | 'duration'
  | 'builder'
  | 'height'
  | 'famous'
  | 'capacity'
  | 'people'
  | 'nearby'
  | 'food'
  | 'born'
  | 'legend'
  | 'founded'
  | 'population';

/** How a traveller asks, in each language; {town} is the town's name as the facts say it. */
const ASK: Record<Kind, Record<LanguageCode, string>> = {
  built: {
    en: 'When was this built?',
    es: '¿Cuándo se construyó?',
    fr: 'Quand a-t-il été construit ?',
    de: 'Wann wurde das gebaut?',
    it: 'Quando è stato costruito?',
    pt: 'Quando foi construído?',
    ja: 'これはいつ建てられましたか？',
    zh: '这是什么时候建造的？',
    ko: '이것은 언제 지어졌나요?',
    ar: 'متى بني هذا المكان؟',
  },
  duration: {
    en: 'How long did it take to build?',
    es: '¿Cuánto tardaron en construirlo?',
    fr: 'Combien de temps a duré la construction ?',
    de: 'Wie lange hat der Bau gedauert?',
    it: 'Quanto tempo ci è voluto per costruirlo?',
    pt: 'Quanto tempo levou a construção?',
    ja: '建てるのにどのくらいかかりましたか？',
    zh: '建造花了多长时间？',
    ko: '짓는 데 얼마나 걸렸나요?',
    ar: 'كم استغرق بناؤه؟',
  },
  builder: {
    en: 'Who designed it?',
    es: '¿Quién lo diseñó?',
    fr: 'Qui l’a conçu ?',
    de: 'Wer hat das entworfen?',
    it: 'Chi l’ha progettato?',
    pt: 'Quem o projetou?',
    ja: '誰が設計しましたか？',
    zh: '这是谁设计的？',
    ko: '누가 설계했나요?',
    ar: 'من صمم هذا المبنى؟',
  },
  height: {
    en: 'How tall is it?',
    es: '¿Qué altura tiene?',
    fr: 'Quelle est sa hauteur ?',
    de: 'Wie hoch ist das?',
    it: 'Quanto è alto?',
    pt: 'Qual é a altura?',
    ja: '高さはどのくらいですか？',
    zh: '它有多高？',
    ko: '높이가 얼마나 되나요?',
    ar: 'كم يبلغ ارتفاعه؟',
  },
  famous: {
    en: 'Why is it famous?',
    es: '¿Por qué es famoso?',
    fr: 'Pourquoi est-il célèbre ?',
    de: 'Warum ist das berühmt?',
    it: 'Perché è famoso?',
    pt: 'Por que é famoso?',
    ja: 'なぜ有名なのですか？',
    zh: '它为什么有名？',
    ko: '왜 유명한가요?',
    ar: 'لماذا هو مشهور؟',
  },
  capacity: {
    en: 'How many people does it hold?',
    es: '¿Cuántas personas caben?',
    fr: 'Quelle est sa capacité ?',
    de: 'Wie viele Menschen passen hinein?',
    it: 'Qual è la capienza?',
    pt: 'Qual é a capacidade?',
    ja: '何人収容できますか？',
    zh: '能容纳多少人？',
    ko: '몇 명을 수용할 수 있나요?',
    ar: 'كم شخصا يستوعب؟',
  },
  people: {
    en: 'Which famous people are connected with this place?',
    es: '¿Qué personajes están ligados a este lugar?',
    fr: 'Quelles personnalités sont liées à ce lieu ?',
    de: 'Welche Persönlichkeiten sind mit diesem Ort verbunden?',
    it: 'Quali personaggi sono legati a questo luogo?',
    pt: 'Que personalidades estão ligadas a este lugar?',
    ja: 'ここにゆかりの人は誰ですか？',
    zh: '和这里有关的名人有哪些？',
    ko: '이곳과 관련된 유명한 사람은 누구인가요?',
    ar: 'من هي الشخصيات المرتبطة بهذا المكان؟',
  },
  nearby: {
    en: 'What is nearby?',
    es: '¿Qué hay cerca?',
    fr: 'Qu’y a-t-il à proximité ?',
    de: 'Was gibt es in der Nähe?',
    it: 'Cosa c’è qui vicino?',
    pt: 'O que há por perto?',
    ja: '近くに何がありますか？',
    zh: '附近有什么？',
    ko: '근처에 뭐가 있나요?',
    ar: 'ماذا يوجد بالقرب من هنا؟',
  },
  food: {
    en: 'What should I eat in {town}?',
    es: '¿Qué debo comer en {town}?',
    fr: 'Que faut-il manger à {town} ?',
    de: 'Was sollte man in {town} essen?',
    it: 'Cosa si mangia a {town}?',
    pt: 'O que comer em {town}?',
    ja: '{town}では何を食べたらいいですか？',
    zh: '在{town}应该吃什么？',
    ko: '{town}에서는 무엇을 먹어야 하나요?',
    ar: 'ماذا آكل في {town}؟',
  },
  born: {
    en: 'Who was born in {town}?',
    es: '¿Quién nació en {town}?',
    fr: 'Qui est né à {town} ?',
    de: 'Wer wurde in {town} geboren?',
    it: 'Chi è nato a {town}?',
    pt: 'Quem nasceu em {town}?',
    ja: '{town}で生まれた有名人は？',
    zh: '谁出生在{town}？',
    ko: '{town}에서 태어난 유명한 사람은 누구인가요?',
    ar: 'من ولد في {town}؟',
  },
  legend: {
    en: 'Is {town} haunted?',
    es: '¿Hay alguna leyenda en {town}?',
    fr: 'Y a-t-il une légende à {town} ?',
    de: 'Gibt es in {town} eine Legende?',
    it: 'C’è una leggenda a {town}?',
    pt: 'Há alguma lenda em {town}?',
    ja: '{town}に伝説はありますか？',
    zh: '{town}有什么传说吗？',
    ko: '{town}에 전설이 있나요?',
    ar: 'هل هناك أسطورة في {town}؟',
  },
  founded: {
    en: 'When was {town} founded?',
    es: '¿Cuándo se fundó {town}?',
    fr: 'Quand {town} a-t-elle été fondée ?',
    de: 'Wann wurde {town} gegründet?',
    it: 'Quando è stata fondata {town}?',
    pt: 'Quando foi fundada {town}?',
    ja: '{town}はいつできましたか？',
    zh: '{town}是什么时候建立的？',
    ko: '{town} 언제 세워졌나요?',
    ar: 'متى تأسست {town}؟',
  },
  population: {
    en: 'What is the population of {town}?',
    es: '¿Cuántos habitantes tiene {town}?',
    fr: 'Combien d’habitants compte {town} ?',
    de: 'Wie viele Einwohner hat {town}?',
    it: 'Quanti abitanti ha {town}?',
    pt: 'Quantos habitantes tem {town}?',
    ja: '{town}の人口は？',
    zh: '{town}的人口是多少？',
    ko: '{town}의 인구는?',
    ar: 'كم عدد سكان {town}؟',
  },
};

const TITLES = /^(Emperor|Empress|King|Queen)\s+/u;
/** An English phrase ("the devil's heart") is not said inside another language's sentence; a proper name is. */
const ENGLISH_WORDS = /\b(?:the|of|and|with|from|who|whose|his|her|their)\b/u;
const said = (language: LanguageCode, name: string, names?: Partial<Record<LanguageCode, string>>) =>
  names?.[language] ?? (OWN_SCRIPT.has(language) || (language !== 'en' && ENGLISH_WORDS.test(name)) ? undefined : name);
const number = (language: LanguageCode, value: number) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
const MAKERS = new Set(['architect', 'designer', 'engineer', 'builder', 'sculptor', 'patron', 'founder']);
const PEOPLE = new Set(['resident', 'buried', 'visitor', 'prisoner', 'painter']);

/** What a right answer must contain, from the pack; null when this language cannot say it (a name without its script). */
function landmarkExpected(kind: Kind, landmark: Landmark, language: LanguageCode): string[][] | null {
  const facts = landmark.facts;
  const date = facts.find((f): f is Extract<LandmarkFact, { kind: 'date' }> => f.kind === 'date');
  switch (kind) {
    case 'built':
      // A year BC is said without its sign ("around 2500 BC", "vers 2500 av. J.-C.").
      return date ? [[String(Math.abs(date.year))], ...(date.end ? [[String(Math.abs(date.end))]] : [])] : null;
    case 'duration':
      return date?.end ? [[String(date.year)], [String(date.end)], [number(language, date.end - date.year)]] : null;
    case 'builder': {
      const names = facts.flatMap((f) =>
        f.kind === 'person' && MAKERS.has(f.role) ? [said(language, f.name, f.names)] : [],
      );
      return names.length && names.every(Boolean) ? [names as string[]] : null;
    }
    case 'people': {
      // Who lived, is buried, visited, was held prisoner or painted here.
      const names = facts.flatMap((f) =>
        f.kind === 'person' && PEOPLE.has(f.role) ? [said(language, f.name, f.names)] : [],
      );
      return names.length && names.every(Boolean) ? [names as string[]] : null;
    }
    case 'height': {
      const height = facts.find((f) => f.kind === 'measure' && f.measure === 'height');
      return height?.kind === 'measure' ? [[number(language, height.value)]] : null;
    }
    case 'famous': {
      const years = facts.flatMap((f) => (f.kind === 'heritage' ? [f.year] : f.kind === 'record' ? [f.from] : []));
      return years.length ? [years.map(String)] : null;
    }
    case 'capacity':
      return [[QA_PHRASES[language].say.noKnowledge as string]];
    default:
      return null;
  }
}

function townExpected(kind: Kind, town: Town, language: LanguageCode): string[][] | null {
  const facts = town.facts;
  const of = <K extends TownFact['kind']>(k: K) =>
    facts.filter((f): f is Extract<TownFact, { kind: K }> => f.kind === k);
  switch (kind) {
    case 'food': {
      const dishes = of('food').flatMap((f) => said(language, f.dish.en, f.dish) ?? []);
      return dishes.length ? [dishes] : null;
    }
    case 'born': {
      const born = of('person').filter((f) => f.role === 'born');
      const names = born.flatMap((f) => said(language, f.name.replace(TITLES, ''), f.names) ?? []);
      return names.length === born.length && names.length ? [names] : null;
    }
    case 'legend': {
      const legends = of('legend');
      // A legend that names its figure is checked by that name; every one must be sayable in the language.
      const who = legends.flatMap((f) => (f.who ? (said(language, f.who.en, f.who) ?? '\u0000') : []));
      return legends.length && who.length && !who.includes('\u0000') ? [who] : null;
    }
    case 'founded': {
      const founding = of('history').find((f) => ['founded', 'colonial_founding', 'city_rights'].includes(f.event));
      return founding && founding.year > 0 ? [[String(founding.year)]] : null;
    }
    case 'population': {
      const newest = of('population').sort((a, b) => b.year - a.year)[0];
      return newest ? [[new Intl.NumberFormat(language).format(newest.value)], [String(newest.year)]] : null;
    }
    default:
      return null;
  }
}

interface Row {
  kind: Kind;
  language: LanguageCode;
  landmark?: Landmark;
  town?: Town;
}

/** Every n-th of those that qualify, so the table spreads over the pack rather than a chosen few. */
function spread<T>(items: T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0).slice(0, count);
}

const landmarks = loadLandmarks().landmarks.filter((l) => !l.listing);
const towns = [...loadTowns().byId.values()];
const byName = (name: string) => landmarks.find((l) => l.names.en?.replace(/^the /u, '') === name)!;
const townNamed = (name: string) => towns.find((t) => t.name === name)!;

let turn = 0;
const nextLanguage = () => LANGUAGES[turn++ % LANGUAGES.length]!;
const rows: Row[] = [
  // The famous cases of the issue, in several languages.
  { kind: 'duration', language: 'en', landmark: byName('Cologne Cathedral') },
  { kind: 'built', language: 'de', landmark: byName('Cologne Cathedral') },
  { kind: 'height', language: 'fr', landmark: byName('Eiffel Tower') },
  { kind: 'height', language: 'ja', landmark: byName('Eiffel Tower') },
  { kind: 'born', language: 'de', town: townNamed('Bonn') },
  { kind: 'born', language: 'ko', town: townNamed('Bonn') },
  { kind: 'food', language: 'es', town: townNamed('Valencia') },
  { kind: 'legend', language: 'en', town: townNamed('Edinburgh') },
  // The painters of a landmark are among its people (the market hall's ceiling, the palace's murals).
  { kind: 'people', language: 'de', landmark: landmarks.find((l) => l.id === 'markthal-rotterdam')! },
  { kind: 'people', language: 'es', landmark: landmarks.find((l) => l.id === 'national-palace-mexico')! },
];
for (const kind of ['built', 'duration', 'builder', 'height', 'famous', 'capacity', 'people'] as const) {
  const fit = landmarks.filter((l) => landmarkExpected(kind, l, 'en'));
  for (const landmark of spread(fit, 11)) rows.push({ kind, language: nextLanguage(), landmark });
}
for (const kind of ['food', 'born', 'legend', 'founded', 'population'] as const) {
  const fit = towns.filter((t) => townExpected(kind, t, 'en'));
  for (const town of spread(fit, 11)) rows.push({ kind, language: nextLanguage(), town });
}

/** A name's own article may run into the preposition before it ("de les deux lions" is said "des deux lions"). */
const withoutArticle = (value: string) =>
  value.replace(/^(?:les|le|la|il|lo|gli|i|el|los|las|os|as|o|a|der|die|das)\s+(?=\S{3})/u, '');

const cities = new Map(loadGazetteer().cities.map((c) => [c.cityId, c]));

async function factsOf(row: Row): Promise<PlaceFacts | null> {
  if (row.landmark) {
    const facts = await geocoder.reverse(row.landmark.lat, row.landmark.lng, row.language);
    // Where another landmark stands closer, the question is about that one: not this row's.
    return facts?.landmark?.landmark === row.landmark ? facts : null;
  }
  const city = cities.get(row.town!.geonameId)!;
  return geocoder.reverse(latOf(city), lngOf(city), row.language);
}

describe('Q&A table: questions answered from the landmark and town packs', () => {
  it('answers at least 60 questions of every kind, in every language, with the pack’s values', async () => {
    const asked: Array<{ language: LanguageCode; kind: Kind }> = [];
    const wrong: string[] = [];
    for (const row of rows) {
      const facts = await factsOf(row);
      const expected = row.landmark
        ? landmarkExpected(row.kind, row.landmark, row.language)
        : townExpected(row.kind, row.town!, row.language);
      if (!facts || !expected) continue;
      const town = row.town && [facts.city, facts.place].find((p) => p?.id === row.town!.geonameId);
      if (row.town && !town) continue;
      const question = ASK[row.kind][row.language].replace('{town}', town?.name ?? '');
      const { answer } = await answerer.answer({ question, language: row.language, facts });
      asked.push({ language: row.language, kind: row.kind });
      if (process.env.QA_TABLE_PRINT) console.log(`${row.language} | ${question} | ${answer}`);
      const sentences = splitSentences(answer).length;
      // French and Italian answers write a name's apostrophe as ’ (tidy-sentence), whichever the pack has.
      const said = answer.replace(/’/gu, "'");
      const missing = expected.filter(
        (anyOf) =>
          !anyOf.some((value) => [value, withoutArticle(value)].some((v) => said.includes(v.replace(/’/gu, "'")))),
      );
      if (missing.length || sentences > 4)
        wrong.push(
          `${row.language} ${question} (${row.landmark?.names.en ?? row.town!.name}): ${answer} — wants ${JSON.stringify(missing)}`,
        );
    }
    expect(wrong).toEqual([]);
    if (process.env.QA_TABLE_PRINT)
      console.log(`${asked.length} questions in ${new Set(asked.map((a) => a.language)).size} languages`);
    expect(asked.length).toBeGreaterThanOrEqual(60);
    expect(new Set(asked.map((a) => a.language)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(asked.map((a) => a.kind)).size).toBe(Object.keys(ASK).length - 1);
  }, 120_000);

  it('answers about a pack town the question names, and about a landmark named with its city', async () => {
    const cathedral = byName('Cologne Cathedral');
    const bonn = townNamed('Bonn');
    const beethoven = bonn.facts.find((f) => f.kind === 'person' && f.role === 'born')!;
    const built = cathedral.facts.find((f) => f.kind === 'date')!;
    for (const language of ['en', 'de', 'es'] as const) {
      const facts = (await geocoder.reverse(cathedral.lat, cathedral.lng, language))!;
      expect(facts.landmark?.landmark).toBe(cathedral);
      const born = await answerer.answer({ question: ASK.born[language].replace('{town}', 'Bonn'), language, facts });
      expect(born.answer).toContain(beethoven.kind === 'person' ? beethoven.name : '');
      const named = {
        en: 'When was Cologne Cathedral built?',
        de: 'Wann wurde der Kölner Dom gebaut?',
        es: '¿Cuándo se construyó la catedral de Colonia?',
      }[language];
      const when = await answerer.answer({ question: named, language, facts });
      expect(when.answer).toContain(String(built.year));
    }
  });

  it('tells a ghost story as a story, never as a fact', async () => {
    const edinburgh = cities.get(townNamed('Edinburgh').geonameId)!;
    const facts = (await geocoder.reverse(latOf(edinburgh), lngOf(edinburgh), 'en'))!;
    const { answer } = await answerer.answer({ question: 'Is Edinburgh haunted?', language: 'en', facts });
    for (const sentence of splitSentences(answer)) expect(sentence).toMatch(/story|say|said|legend|told|report/iu);
  });

  it('lists the sights within walking distance and the nearest towns', async () => {
    const checked: string[] = [];
    for (const landmark of spread(landmarks, 24)) {
      const language = nextLanguage();
      const facts = await geocoder.reverse(landmark.lat, landmark.lng, language);
      if (!facts?.landmark) continue;
      const { answer } = await answerer.answer({ question: ASK.nearby[language], language, facts });
      const near = landmarks.filter(
        (l) =>
          l !== facts.landmark!.landmark && l.names[language] && distance(facts.lng, facts.lat, l.lng, l.lat) < 1.5,
      );
      if (near.length)
        expect(
          near.some((l) => answer.includes(l.names[language]!)),
          answer,
        ).toBe(true);
      if (facts.neighbours[0]) expect(answer).toContain(facts.neighbours[0].name);
      checked.push(answer);
    }
    expect(checked.length).toBeGreaterThanOrEqual(6);
  });
});
