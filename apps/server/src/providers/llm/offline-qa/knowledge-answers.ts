import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { TownFact } from '../../knowledge/towns/town-schema';
import { factWordings, type LandmarkKey } from '../offline/landmark-bank';
import type { LandmarkHit } from '../../knowledge/landmarks/nearest-landmark';
import { landmarkVars, type LandmarkVars } from '../offline/landmark-vars';
import { LANDMARK_BANKS, LANGUAGE_PACKS } from '../offline/lang/packs';
import { renderTemplate } from '../offline/render-template';
import { tidy } from '../offline/tidy-sentence';
import { ASK_KEYWORDS, ASKED, type Asked } from './ask-keywords';
import { findPackTown, type NamedPlace } from './find-place';
import { localCityName } from '../../geo/city-names';
import { loadTowns } from '../../knowledge/towns/load-towns';
import { nearbySights } from './nearby-sights';
import { compileKeywords, normalizeText } from './normalize-text';
import type { Lines } from './place-answers';
import type { Speaker } from './speaker';
import { sayTownFacts, toldTown, type ToldTown } from './town-knowledge';

const compiled = new Map<LanguageCode, Array<[Asked, string[]]>>();

/** What the question asks of the knowledge, or null when it asks none of these. */
export function askedOf(question: string, language: LanguageCode): Asked | null {
  const normalized = normalizeText(question);
  for (const code of new Set<LanguageCode>([language, 'en'])) {
    let lists = compiled.get(code);
    if (!lists) {
      lists = ASKED.map((kind) => [kind, compileKeywords(ASK_KEYWORDS[code][kind], code)]);
      compiled.set(code, lists);
    }
    for (const [kind, keywords] of lists) if (keywords.some((k) => normalized.includes(k))) return kind;
  }
  return null;
}

const DATES: LandmarkKey[] = ['built', 'completed', 'founded', 'opened', 'rebuilt'];
const MAKERS: LandmarkKey[] = ['architect', 'designer', 'engineer', 'builder', 'sculptor', 'patron', 'founder'];
const MEASURES: LandmarkKey[] = ['height', 'length', 'span', 'elevation', 'area'];
const LEGENDS: LandmarkKey[] = ['ghostNamed', 'ghost', 'coin', 'touch', 'monster', 'ravens', 'curse'];
const FOODS: LandmarkKey[] = ['originated', 'famousFor'];
const FAME: LandmarkKey[] = [
  'tallestStructure',
  'tallestBuilding',
  'longestSpan',
  'firstNationalPark',
  'heritage',
  'worldsFair',
  'olympics',
  'coronations',
];
const PEOPLE: LandmarkKey[] = ['resident', 'buried', 'visitor', 'prisoner', 'painter'];

type Fit = (fact: TownFact) => boolean;
const kind =
  (k: TownFact['kind']): Fit =>
  (fact) =>
    fact.kind === k;
const FOUNDING = new Set(['founded', 'colonial_founding', 'city_rights']);
const DARK = new Set([
  'siege',
  'battle',
  'plague',
  'great_fire',
  'earthquake',
  'bombing',
  'uprising',
  'flood',
  'eruption',
  'landmark_fire',
  'landmark_destroyed',
]);
const founding: Fit = (f) => f.kind === 'history' && FOUNDING.has(f.event);
const dark: Fit = (f) => f.kind === 'history' && DARK.has(f.event);
const founder: Fit = (f) => f.kind === 'person' && f.role === 'founded';
const DRINK_TRADES = new Set(['wine', 'brewing', 'tea', 'coffee', 'spices', 'fishing']);

/** How each question is answered: the landmark's facts, the town's, and what fits when neither has the answer. */
interface Plan {
  landmark: LandmarkKey[];
  town: Fit;
  /** At most this many sentences of the answer itself. */
  max: number;
  /** Something true that fits the question, said after "I don't know that offline". */
  near: { landmark: LandmarkKey[]; town: Fit[] };
}

const PLANS: Record<Exclude<Asked, 'nearby' | 'population' | 'duration' | 'famous'>, Plan> = {
  built: { landmark: DATES, town: founding, max: 2, near: { landmark: MAKERS, town: [kind('history')] } },
  builder: {
    landmark: MAKERS,
    town: founder,
    max: 2,
    near: { landmark: DATES, town: [founding, kind('history')] },
  },
  size: {
    landmark: MEASURES,
    town: kind('population'),
    max: 2,
    near: { landmark: ['visitors', ...DATES], town: [kind('nature')] },
  },
  capacity: {
    landmark: [],
    town: () => false,
    max: 0,
    near: { landmark: ['visitors', 'area', 'height', 'length'], town: [kind('population')] },
  },
  legend: { landmark: LEGENDS, town: kind('legend'), max: 2, near: { landmark: ['fire'], town: [dark] } },
  food: {
    landmark: FOODS,
    town: kind('food'),
    max: 3,
    near: { landmark: [], town: [(f) => f.kind === 'industry' && DRINK_TRADES.has(f.industry), kind('culture')] },
  },
  people: {
    landmark: PEOPLE,
    town: (f) => f.kind === 'person' && f.role !== 'founded',
    max: 3,
    near: { landmark: MAKERS, town: [kind('person')] },
  },
};

interface Knowledge {
  s: Speaker;
  landmark: (LandmarkVars & { hit: LandmarkHit }) | null;
  town: ToldTown | null;
  /** The question names the town itself, not the landmark: the town answers first. */
  townFirst: boolean;
}

function landmarkLines(k: Knowledge, keys: readonly LandmarkKey[], max: number): string[] {
  const lv = k.landmark;
  if (!lv) return [];
  const bank = LANDMARK_BANKS[k.s.language];
  const context = { countryCode: k.s.facts!.country.code };
  return keys
    .filter((key) => lv.keys.has(key))
    .flatMap((key) => {
      const text = renderTemplate(
        factWordings(bank, key, lv.several)[0]!,
        lv.vars,
        LANGUAGE_PACKS[k.s.language],
        context,
      )?.text;
      return text ? [tidy(text, k.s.language)] : [];
    })
    .slice(0, max);
}

function townLines(k: Knowledge, fits: Fit, max: number, order?: (a: TownFact, b: TownFact) => number): string[] {
  if (!k.town || max <= 0) return [];
  const town = order ? { ...k.town, told: [...k.town.told].sort((a, b) => order(a.fact, b.fact)) } : k.town;
  return sayTownFacts(k.s, town, fits, max);
}

/** The answer from the landmark, then the town (or the other way round when the question names the town). */
function answered(k: Knowledge, plan: Plan, order?: (a: TownFact, b: TownFact) => number): string[] {
  const fromLandmark = () => landmarkLines(k, plan.landmark, plan.max);
  const fromTown = () => townLines(k, plan.town, plan.max, order);
  const first = k.townFirst ? fromTown() : fromLandmark();
  return first.length ? first : k.townFirst ? fromLandmark() : fromTown();
}

/** "I don't know that offline", then one true thing that fits the question, or else the first thing known. */
function honest(k: Knowledge, plan: Plan): Lines {
  const fitting = [
    ...landmarkLines(k, plan.near.landmark, 1),
    ...plan.near.town.flatMap((fit) => townLines(k, fit, 1)),
  ];
  const anything = fitting.length
    ? fitting
    : [...landmarkLines(k, [...DATES, ...MAKERS, ...FAME], 1), ...townLines(k, () => true, 1)];
  return [k.s.line('noKnowledge'), anything[0] ?? k.s.line('known')];
}

const newestFirst = (a: TownFact, b: TownFact) =>
  (b.kind === 'population' ? b.year : 0) - (a.kind === 'population' ? a.year : 0);

/** "Who was born here?" is the commonest question about people: the town's births come first. */
const bornFirst = (a: TownFact, b: TownFact) =>
  Number(b.kind === 'person' && b.role === 'born') - Number(a.kind === 'person' && a.role === 'born');

/** A town's founding before its city rights: "when was it founded?" asks for the first. */
const foundingFirst = (a: TownFact, b: TownFact) =>
  Number(a.kind === 'history' && a.event === 'city_rights') - Number(b.kind === 'history' && b.event === 'city_rights');

function durationAnswer(k: Knowledge): Lines | null {
  const fact = k.landmark?.hit.landmark.facts.find((f) => f.kind === 'date' && f.end !== undefined);
  if (fact?.kind !== 'date' || fact.end === undefined) return null;
  const said = landmarkLines(k, [fact.event], 1);
  const years = new Intl.NumberFormat(k.s.language, { style: 'unit', unit: 'year', unitDisplay: 'long' })
    .format(fact.end - fact.year)
    .replace(/\s+/gu, k.s.language === 'ja' || k.s.language === 'zh' ? '' : ' ');
  return [...said, k.s.line('took', { years })];
}

function famousAnswer(k: Knowledge): Lines {
  const fame = landmarkLines(k, FAME, 2);
  const lead = fame.length ? fame : landmarkLines(k, [...DATES, ...MAKERS], 1);
  if (!k.townFirst && lead.length) return [...lead, ...landmarkLines(k, FOODS, 1)];
  // A town is known for a spread of things: one fact of each kind, in the pack's order.
  const kinds: Array<TownFact['kind']> = ['history', 'person', 'food', 'culture', 'legend', 'industry', 'nature'];
  const spread = kinds.flatMap((k2) => townLines(k, kind(k2), 1)).slice(0, 3);
  return spread.length ? spread : lead;
}

function populationAnswer(k: Knowledge): Lines | null {
  const lines = townLines(k, kind('population'), 1, newestFirst);
  return lines.length ? [...lines, k.s.line('where')] : null;
}

/**
 * The answer from the landmark and town packs to when, how long, who, how big, how many, why
 * famous, legends, food, people and what is nearby; null when the question asks none of these.
 */
export function knowledgeAnswer(question: string, s: Speaker, target: NamedPlace | null): Lines | null {
  const facts = s.facts;
  if (!facts || !s.fmt) return null;
  const asked = askedOf(question, s.language);
  if (!asked) return null;
  // A town nearby that the question names ("who was born in Bonn?" asked in Cologne) answers from its own facts.
  const other = target ? null : otherPackTown(question, s);
  const elsewhere = target?.role === 'neighbour' ? target.place : other;
  if (elsewhere && (asked === 'nearby' || asked === 'population' || asked === 'duration')) return null;
  const hit = elsewhere ? undefined : facts.landmark;
  const landmark = hit ? landmarkVars(hit, s.language, LANDMARK_BANKS[s.language], s.fmt) : null;
  // "When was Cologne Cathedral built?" names the city too, but asks about the landmark.
  const namesTown = ((target !== null && target.place.featureCode !== 'LANDMARK') || !!other) && !names(question, hit);
  const town = toldTown(s, elsewhere ?? undefined);
  if (elsewhere && !town) return null;
  const k: Knowledge = {
    s,
    landmark: landmark && hit ? { ...landmark, hit } : null,
    town,
    townFirst: namesTown || !landmark,
  };
  if (asked === 'nearby') return nearbyAnswer(k);
  // The town's dated count, or the population answer's own "no dated count" (see place-answers).
  if (asked === 'population') return populationAnswer(k);
  if (asked === 'duration') return durationAnswer(k) ?? honest(k, PLANS.built);
  if (asked === 'famous') {
    const lines = famousAnswer(k);
    return lines.length ? lines : null;
  }
  const plan = PLANS[asked];
  const order = { size: newestFirst, people: bornFirst, built: foundingFirst }[asked as string];
  const lines = answered(k, plan, order);
  if (asked === 'size' && k.townFirst) return lines.length ? lines.slice(0, 1) : honest(k, plan);
  return lines.length ? lines : honest(k, plan);
}

const ARTICLE = /^(the|la|le|les|l|el|los|las|der|die|das|il|lo|o|a|os|as) /u;

/** Whether the question names the landmark, in any of its languages, with or without its article. */
function names(question: string, hit: LandmarkHit | undefined): boolean {
  if (!hit) return false;
  const normalized = normalizeText(question);
  return Object.values(hit.landmark.names).some((name) => {
    const bare = normalizeText(name).trim().replace(ARTICLE, '');
    return [...bare].length >= 2 && normalized.includes(bare);
  });
}

/** A pack town the question names that is not where the listener is, named in the listener's language. */
function otherPackTown(question: string, s: Speaker): { id: number; name: string } | null {
  const id = findPackTown(question);
  const facts = s.facts!;
  if (id === null || id === (facts.city ?? facts.place).id) return null;
  const town = loadTowns().byId.get(id)!;
  return { id, name: localCityName(id, town.name, s.language) };
}

function nearbyAnswer(k: Knowledge): Lines {
  const facts = k.s.facts!;
  const sights = nearbySights(facts, k.s.language, k.landmark?.hit.landmark);
  const towns = facts.neighbours.slice(0, 3).map((n) => n.name);
  return [
    sights.length ? k.s.line('sights', { list: k.s.list(sights) }) : null,
    towns.length ? k.s.line('neighbours', { list: k.s.list(towns) }) : k.s.line('noNeighbours'),
  ];
}
