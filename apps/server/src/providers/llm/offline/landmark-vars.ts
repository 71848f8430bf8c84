import { describeFactSource } from '../../knowledge/fact-source';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { PERSON_ROLES, type Landmark, type LandmarkFact } from '../../knowledge/landmarks/landmark-schema';
import { landmarksWithLegends, type LandmarkHit } from '../../knowledge/landmarks/nearest-landmark';
export { landmarkSource } from '../../knowledge/landmarks/describe-landmark';
import type { PlaceFacts } from '../../geo/place-facts';
import type { Formatter } from './format';
import { LEGEND_KEYS, type LandmarkBank, type LandmarkKey } from './landmark-bank';
import type { Vars } from './place-vars';
import type { Lexicon } from './types';
import { leadingArticle } from './name-articles';

/** Languages whose names of people and dishes must be in their own script to be said at all. */
const OWN_SCRIPT: ReadonlySet<LanguageCode> = new Set(['ja', 'zh', 'ko', 'ar']);
const UNSPACED: ReadonlySet<LanguageCode> = new Set(['ja', 'zh']);
const PERSON_KEYS: ReadonlySet<LandmarkKey> = new Set(PERSON_ROLES);

/** Per-language wrapping of UNESCO listing titles, which are quoted as titles rather than said as names. */
const LISTING: Partial<Record<LanguageCode, (title: string) => string>> = {
  en: (t) => `the World Heritage site “${t}”`,
  fr: (t) => `le site du patrimoine mondial « ${t} »`,
};

export interface LandmarkVars {
  vars: Vars;
  /** The source of the fact each slot states, for the narration's source list. */
  sources: Map<string, string>;
  /** The keys whose slots are known, in the pack's order. */
  keys: Set<LandmarkKey>;
  /** The year of each date the slots tell (its first year), so dates can be told in the order they happened. */
  years: Map<LandmarkKey, number>;
  /** The landmark's name for a title: without its article, capitalised. */
  title: string;
  /** The roles whose slot lists several people, said with the bank's `several` wordings. */
  several: Set<LandmarkKey>;
}

/** How a fact's source is listed: "Landmark pack: Wikipedia, “Eiffel Tower”". */
export const describeSource = (src: string) => describeFactSource(src, 'Landmark pack');

export function landmarkName(landmark: Landmark, language: LanguageCode): string | undefined {
  const name = landmark.names[language];
  if (!name || !landmark.listing) return name;
  return LISTING[language]?.(name) ?? name;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function listOf(language: LanguageCode, items: string[]): string {
  const text = new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  return UNSPACED.has(language) ? text.replace(/\s+/gu, '') : text;
}

function unit(language: LanguageCode, name: string, value: number): string {
  const text = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: name,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
  return UNSPACED.has(language) ? text.replace(/\s+/gu, '') : text;
}

const DATE_KEYS = {
  built: 'built',
  completed: 'completed',
  opened: 'opened',
  founded: 'founded',
  rebuilt: 'rebuilt',
  protected: 'protected',
} as const;
const RECORD_KEYS = {
  tallest_structure: 'tallestStructure',
  tallest_building: 'tallestBuilding',
  longest_span: 'longestSpan',
  first_national_park: 'firstNationalPark',
} as const;
const EVENT_KEYS = {
  worlds_fair: 'worldsFair',
  fire: 'fire',
  olympics: 'olympics',
  coronations: 'coronations',
} as const;

/** A fact's key and what its slot says, or null when this language cannot say it in its own script. */
function say(
  fact: LandmarkFact,
  language: LanguageCode,
  bank: LandmarkBank,
  fmt: Formatter,
): [LandmarkKey, string] | null {
  const own = (name: string, names?: Partial<Record<LanguageCode, string>>) =>
    names?.[language] ?? (OWN_SCRIPT.has(language) ? null : name);
  switch (fact.kind) {
    case 'date':
      return [DATE_KEYS[fact.event], bank.when(fact.year, fact.end, fact.approx)];
    case 'person': {
      const name = own(fact.name, fact.names);
      return name ? [fact.role, name] : null;
    }
    case 'measure': {
      if (fact.measure === 'visitors') return ['visitors', fmt.population(fact.value)];
      if (fact.measure === 'area') return ['area', unit(language, 'hectare', fact.value)];
      return [fact.measure, fact.value >= 10_000 ? fmt.km(fact.value / 1000) : unit(language, 'meter', fact.value)];
    }
    case 'style':
      return ['style', bank.style[fact.style]];
    case 'material':
      return ['material', bank.material[fact.material]];
    case 'heritage':
      return ['heritage', bank.year(fact.year)];
    case 'legend': {
      if (fact.motif === 'ghost') {
        if (!fact.who) return ['ghost', ''];
        const who = own(fact.who, fact.whoNames);
        return who ? ['ghostNamed', who] : null;
      }
      // Whose statue is touched, whose tomb is cursed, what the creature is called: without it there is no sentence.
      if (!fact.who) return ['touch', 'curse', 'monster'].includes(fact.motif) ? null : [fact.motif, ''];
      const who = own(fact.who, fact.whoNames);
      return who ? [fact.motif, who] : null;
    }
    case 'food': {
      const dish = fact.dish[language];
      return dish ? [fact.tradition === 'originated' ? 'originated' : 'famousFor', dish] : null;
    }
    case 'record':
      return [
        RECORD_KEYS[fact.record],
        fact.record === 'first_national_park' ? bank.year(fact.from) : bank.span(fact.from, fact.until),
      ];
    case 'event':
      return [EVENT_KEYS[fact.event], bank.year(fact.year)];
  }
}

export const slotOf = (key: LandmarkKey) => `lm${capital(key)}`;

/** The landmark's slots in one language: its name, how far it is, and one slot per kind of fact. */
export function landmarkVars(
  hit: LandmarkHit,
  language: LanguageCode,
  bank: LandmarkBank,
  fmt: Formatter,
): LandmarkVars | null {
  const name = landmarkName(hit.landmark, language);
  if (!name) return null;
  const vars: Vars = { lm: name, Lm: capital(name) };
  if (!hit.inside) vars.lmDist = unit(language, 'meter', Math.max(10, Math.round(hit.distanceM / 10) * 10));
  const values = new Map<LandmarkKey, string[]>();
  const sources = new Map<string, string>();
  const keys = new Set<LandmarkKey>();
  const years = new Map<LandmarkKey, number>();
  // "Built between 1875 and 1894" already says when it was finished: a completion in 1894 is not told again.
  const spanEnds = new Set(hit.landmark.facts.flatMap((fact) => (fact.kind === 'date' && fact.end ? [fact.end] : [])));
  for (const fact of hit.landmark.facts) {
    if (fact.kind === 'date' && fact.event === 'completed' && !fact.end && spanEnds.has(fact.year)) continue;
    const said = say(fact, language, bank, fmt);
    if (!said) continue;
    const [key, value] = said;
    // The first date of a kind wins; people and styles of one role are listed together.
    const list = values.get(key) ?? [];
    if (list.length && !['person', 'style'].includes(fact.kind)) continue;
    list.push(value);
    values.set(key, list);
    keys.add(key);
    if (fact.kind === 'date') years.set(key, fact.year);
    const slot = slotOf(key);
    sources.set(slot, [sources.get(slot), describeSource(fact.src)].filter(Boolean).join('\n'));
  }
  const several = new Set<LandmarkKey>();
  for (const [key, list] of values) {
    vars[slotOf(key)] = listOf(language, list);
    if (list.length > 1 && PERSON_KEYS.has(key)) several.add(key);
  }
  const bare = hit.landmark.listing
    ? hit.landmark.names[language]!
    : name.replace(leadingArticle(language) ?? /^$/u, '');
  return { vars, sources, keys, years, title: capital(bare), several };
}

/** A landmark within walking distance, as one language can tell it; `index` is its place in `facts.nearby`. */
export interface NearbyVars extends LandmarkVars {
  index: number;
}

/**
 * The landmarks around the listener that this language can name, each with how far and which way it
 * stands ({lmDist}, {lmDirTo}); those with facts to tell first, nearest first. A landmark whose reach
 * holds the listener is left out ("300 metres north of here is the park" while you stand in it), and
 * so is a second entry of the one the listener stands at.
 */
export function nearbyVars(facts: PlaceFacts, bank: LandmarkBank, fmt: Formatter, lexicon: Lexicon): NearbyVars[] {
  const seen = new Set([facts.landmark?.landmark.names.en]);
  const told = (facts.nearby ?? []).flatMap((hit, index) => {
    if (hit.inside || seen.has(hit.landmark.names.en)) return [];
    seen.add(hit.landmark.names.en);
    const lv = landmarkVars({ ...hit, inside: false }, facts.language, bank, fmt);
    if (!lv) return [];
    lv.vars.lmDirTo = lexicon.dirTo[hit.bearing];
    return [{ ...lv, index }];
  });
  return [...told.filter((lv) => lv.keys.size), ...told.filter((lv) => !lv.keys.size)];
}

/**
 * The nearest landmark (within a short drive) with a legend this language can tell, for a ghost or
 * legend story at a place that has none of its own; with how far ({lmDist}) and which way ({lmDirTo}).
 */
export function nearestLegendVars(
  facts: PlaceFacts,
  exclude: ReadonlySet<string>,
  bank: LandmarkBank,
  fmt: Formatter,
  lexicon: Lexicon,
): (LandmarkVars & { landmark: Landmark }) | null {
  for (const hit of landmarksWithLegends(facts.lat, facts.lng, facts.language, exclude)) {
    const lv = landmarkVars(hit, facts.language, bank, fmt);
    if (!lv || !LEGEND_KEYS.some((key) => lv.keys.has(key))) continue;
    if (hit.distanceM >= 1000) lv.vars.lmDist = fmt.km(Math.round(hit.distanceM / 100) / 10);
    lv.vars.lmDirTo = lexicon.dirTo[hit.bearing];
    return { ...lv, landmark: hit.landmark };
  }
  return null;
}
