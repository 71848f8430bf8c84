import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { factWordings, LEGEND_KEYS, type LandmarkBank, type LandmarkKey } from './landmark-bank';
import type { LandmarkVars } from './landmark-vars';
import { hashString } from './seeded-random';
import type { Candidate, SectionCandidates } from './select-sentences';
import { NARRATION_THEMES, rotated, themeSlot, wordingsInTurn } from './theme-rotation';
import { tidy } from './tidy-sentence';
import type { Template } from './types';

const LEGENDS: LandmarkKey[] = ['ghostNamed', 'ghost', 'curse', 'ravens', 'monster'];
const PEOPLE: LandmarkKey[] = ['architect', 'designer', 'engineer', 'builder', 'founder', 'patron', 'sculptor'];
const RECORDS: LandmarkKey[] = ['tallestStructure', 'tallestBuilding', 'longestSpan', 'firstNationalPark'];

/**
 * The kinds of fact each theme tells about a landmark, in the order it tells them: history takes
 * dates and people, architecture styles, materials and numbers, ghost stories and legends the
 * stories that are told, food its traditions, science its records and engineering.
 */
const THEME_FACTS: Record<NarrationThemeId, LandmarkKey[]> = {
  historical_facts: [
    'founded',
    'protected',
    'built',
    'completed',
    'opened',
    'rebuilt',
    'patron',
    'founder',
    'builder',
    'engineer',
    'coronations',
    'fire',
    'worldsFair',
    'olympics',
    'heritage',
    'architect',
  ],
  architecture: [
    'architect',
    'designer',
    'style',
    'material',
    'height',
    'length',
    'span',
    'area',
    'sculptor',
    'engineer',
    'opened',
  ],
  ghost_stories: [...LEGENDS, 'noLegend'],
  local_legends: [...LEGEND_KEYS, 'noLegend'],
  food_culture: ['originated', 'famousFor', 'noFood'],
  science_innovation: [...RECORDS, 'engineer', 'span', 'height', 'length', 'material', 'elevation', 'designer'],
  famous_people: ['resident', 'buried', 'visitor', 'prisoner', 'painter', ...PEOPLE],
  fun_facts: ['coin', 'touch', 'visitors', ...RECORDS, 'worldsFair', 'olympics', 'height', 'length'],
  nature: ['elevation', 'area', 'length', 'height', 'firstNationalPark', 'protected', 'founded', 'heritage', 'visitor'],
  romantic_stories: ['touch', 'coin', 'opened', 'completed', 'built', 'style'],
  weather: ['elevation', 'height'],
  local_news: ['opened', 'heritage', 'visitors'],
  community_events: ['opened', 'visitors', 'heritage'],
};

/** Sentences said only when the theme found nothing else to tell about the landmark. */
const FALLBACKS: ReadonlySet<LandmarkKey> = new Set(['noLegend', 'noFood']);

const NAMES_LANDMARK = /\{[Ll]m(\||\})/u;

/**
 * "Here" in each language: a landmark around the listener, or farther off, is never "here" ("the
 * tomb of X, here at Y" is said of the landmark the listener stands at only).
 */
const HERE: Record<LanguageCode, RegExp> = {
  en: /\bhere\b/iu,
  es: /\baquí\b/iu,
  fr: /\bici\b/iu,
  de: /\bhier\b/iu,
  it: /\bqui\b/iu,
  pt: /\baqui\b/iu,
  ja: /ここ/u,
  zh: /这里|此地|此处/u,
  ko: /이곳|여기/u,
  ar: /هنا/u,
};

/** The wordings that do not say "here", where there are any. */
function awayFromHere(templates: readonly Template[], language: LanguageCode): readonly Template[] {
  const away = templates.filter((template) => !HERE[language].test(template));
  return away.length ? away : templates;
}

/** The landmark's other facts a theme tells first, before the town's (more follow only in longer stories). */
const REST_FIRST = 2;
/** Facts of the landmark the listener stands at told before the town's, where it has that many. */
const FACTS_FIRST = 3;

/**
 * The landmark's facts as a theme tells them: `fit`, the kinds the theme is about, in its order
 * (or, when it has none of them, the line saying so); `rest`, every other fact the landmark has. A
 * theme sets the angle; it never throws a fact away. The other facts start at the theme's own turn,
 * so the themes that run out of their own facts do not all go on with the same ones.
 */
export function landmarkKeysFor(
  theme: NarrationThemeId,
  known: ReadonlySet<LandmarkKey>,
  fallbacks = true,
): { fit: LandmarkKey[]; rest: LandmarkKey[] } {
  const wanted = THEME_FACTS[theme];
  const told = wanted.filter((key) => !FALLBACKS.has(key) && known.has(key));
  const others = [...known].filter((key) => !FALLBACKS.has(key) && !told.includes(key));
  const fit = told.length || !fallbacks ? told : wanted.filter((key) => FALLBACKS.has(key));
  return { fit, rest: rotated(others, themeSlot(theme) * REST_FIRST) };
}

/** For a landmark that has `known`: the themes that tell a key among their first `first` facts. */
function tellers(known: ReadonlySet<LandmarkKey>, first: number): (key: LandmarkKey) => NarrationThemeId[] {
  const firstFacts = NARRATION_THEMES.map((theme) => {
    const { fit, rest } = landmarkKeysFor(theme, known, false);
    return [...fit, ...rest].slice(0, first);
  });
  return (key) => NARRATION_THEMES.filter((_, i) => firstFacts[i]!.includes(key));
}

/**
 * The keys with the dates among them in the order the dates happened, each date keeping a date's
 * place: "completed in 1265" comes before "built between 1749 and 1769", whatever the theme's order of kinds.
 */
function inTime(keys: LandmarkKey[], years: ReadonlyMap<LandmarkKey, number>): LandmarkKey[] {
  const dated = keys.filter((key) => years.has(key)).sort((a, b) => years.get(a)! - years.get(b)!);
  return keys.map((key) => (years.has(key) ? dated.shift()! : key));
}

/**
 * A fact's wordings: the bank's own, then its other ways of saying it; those that name the landmark
 * where there are any ("the style of the Eiffel Tower is...", not "its style is..." as at any other place).
 */
function wordings(bank: LandmarkBank, key: LandmarkKey, several: ReadonlySet<LandmarkKey>): Template[] {
  const all = factWordings(bank, key, several);
  const named = all.filter((template) => NAMES_LANDMARK.test(template));
  return named.length ? named : all;
}

type Render = (template: Template, vars: LandmarkVars['vars'], doc: number) => Candidate | undefined;

/**
 * The landmark comes first in every theme: a lead naming it, then the facts that fit the theme, in
 * order (`landmark`); its other facts follow once the town's fitting facts are told (`rest`).
 * `fallbacks` off leaves out "no legend on record here" when the town has its own to tell.
 */
export function landmarkSection(
  theme: NarrationThemeId,
  language: LanguageCode,
  bank: LandmarkBank,
  lv: LandmarkVars,
  render: Render,
  fallbacks = true,
): { landmark: SectionCandidates; rest: SectionCandidates } {
  // A name that ends in a full stop ("John Graham Jr.") must not end its sentence with two, and a
  // name with its own article runs into the preposition before it ("de el Puente" -> "del Puente").
  const say = (template: Template, doc: number) => {
    const candidate = render(template, lv.vars, doc);
    return candidate && { ...candidate, text: tidy(candidate.text, language) };
  };
  const offset = hashString(lv.vars.lm!);
  const sayFirst = (templates: readonly Template[], tellers: readonly NarrationThemeId[], doc: number) =>
    wordingsInTurn(templates, theme, tellers, offset).reduce<Candidate | undefined>(
      (found, template) => found ?? say(template, doc),
      undefined,
    );
  const lead = sayFirst(lv.vars.lmDist ? bank.near : bank.inside, NARRATION_THEMES, -1);
  const keys = landmarkKeysFor(theme, lv.keys, fallbacks);
  // The place the listener stands at is told with at least FACTS_FIRST of its facts before the town's,
  // however few fit the theme: its other facts make up the number, in the theme's own turn.
  const topUp = Math.max(0, FACTS_FIRST - keys.fit.filter((key) => !FALLBACKS.has(key)).length);
  const fit = inTime([...keys.fit, ...keys.rest.slice(0, topUp)], lv.years);
  const rest = inTime(keys.rest.slice(topUp), lv.years);
  // Each theme that tells a fact early says it in its own words, where the bank has enough of them.
  const tellersOf = tellers(lv.keys, fit.length + REST_FIRST);
  const told = (keys: LandmarkKey[], from: number) =>
    keys.flatMap((key, i) => sayFirst(wordings(bank, key, lv.several), tellersOf(key), from + i) ?? []);
  return {
    landmark: { leads: lead ? [lead] : [], items: told(fit, 0), ordered: true },
    rest: { leads: [], items: told(rest, fit.length), ordered: true },
  };
}

/** Facts told about each landmark around the listener, after the sentence that says where it is. */
const FACTS_PER_NEARBY = 2;
/** Landmarks around the listener a story tells at most; more would read like a list. */
const MAX_NEARBY_TOLD = 4;

/**
 * The landmarks within walking distance, nearest first: for each, a sentence saying how far and which
 * way it stands, then its facts that fit the theme best. A landmark is told whole or not at all (its
 * facts never come without the sentence that places it), and nearer ones before farther ones.
 */
export function nearbySection(
  theme: NarrationThemeId,
  language: LanguageCode,
  bank: LandmarkBank,
  nearby: readonly LandmarkVars[],
  render: Render,
): SectionCandidates {
  const items = nearby.slice(0, MAX_NEARBY_TOLD).flatMap((lv, i) => {
    const scope = (candidate: Candidate | undefined, doc: number) =>
      candidate && {
        ...candidate,
        text: tidy(candidate.text, language),
        claims: candidate.claims.map((claim) => `nb${i}.${claim}`),
        doc: i * 10 + doc,
      };
    const offset = hashString(lv.vars.lm!);
    const sayFirst = (templates: readonly Template[], tellers: readonly NarrationThemeId[], doc: number) =>
      wordingsInTurn(templates, theme, tellers, offset + i).reduce<Candidate | undefined>(
        (found, template) => found ?? scope(render(template, lv.vars, doc), doc),
        undefined,
      );
    const where = sayFirst(bank.nearby, NARRATION_THEMES, 0);
    if (!where) return [];
    const { fit, rest } = landmarkKeysFor(theme, lv.keys, false);
    const tellersOf = tellers(lv.keys, FACTS_PER_NEARBY);
    // Only wordings that name the landmark: "its style", "buried here" would mean the listener's own spot.
    const facts = [...fit, ...rest]
      .filter((key) => wordings(bank, key, lv.several).every((template) => NAMES_LANDMARK.test(template)))
      .slice(0, FACTS_PER_NEARBY)
      .flatMap((key, k) => {
        return sayFirst(awayFromHere(wordings(bank, key, lv.several), language), tellersOf(key), k + 1) ?? [];
      });
    return [where, ...facts];
  });
  return { leads: [], items, ordered: true };
}

/**
 * A ghost or legend story at a place with no legend of its own: one line saying so and naming the
 * nearest landmark that has one (`lv`, with how far and which way), then that landmark's legends, told
 * as told. Its claims are scoped (`lg.`) so they never stand for the listener's own landmark.
 */
export function nearestLegendSection(
  theme: NarrationThemeId,
  language: LanguageCode,
  bank: LandmarkBank,
  lv: LandmarkVars,
  render: Render,
): SectionCandidates {
  const offset = hashString(lv.vars.lm!);
  const scope = (candidate: Candidate | undefined, doc: number) =>
    candidate && {
      ...candidate,
      text: tidy(candidate.text, language),
      claims: candidate.claims.map((claim) => `lg.${claim}`),
      doc,
    };
  const sayFirst = (templates: readonly Template[], doc: number) =>
    wordingsInTurn(templates, theme, NARRATION_THEMES, offset).reduce<Candidate | undefined>(
      (found, template) => found ?? scope(render(template, lv.vars, doc), doc),
      undefined,
    );
  const lead = sayFirst(bank.nearestLegend, -1);
  if (!lead) return { leads: [], items: [] };
  const legends = LEGEND_KEYS.filter((key) => lv.keys.has(key));
  return {
    leads: [lead],
    items: legends.flatMap((key, i) => sayFirst(awayFromHere(wordings(bank, key, lv.several), language), i) ?? []),
    ordered: true,
  };
}
