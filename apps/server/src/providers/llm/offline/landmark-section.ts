import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { LandmarkBank, LandmarkKey } from './landmark-bank';
import type { LandmarkVars } from './landmark-vars';
import type { Candidate, SectionCandidates } from './select-sentences';
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
  local_legends: [...LEGENDS, 'coin', 'touch', 'noLegend'],
  food_culture: ['originated', 'famousFor', 'noFood'],
  science_innovation: [...RECORDS, 'engineer', 'span', 'height', 'length', 'material', 'elevation', 'designer'],
  famous_people: ['resident', 'buried', 'visitor', ...PEOPLE],
  fun_facts: ['coin', 'touch', 'visitors', ...RECORDS, 'worldsFair', 'olympics', 'height', 'length'],
  nature: ['elevation', 'area', 'length', 'height', 'firstNationalPark', 'founded', 'heritage', 'visitor'],
  romantic_stories: ['touch', 'coin', 'opened', 'completed', 'built', 'style'],
  weather: ['elevation', 'height'],
  local_news: ['opened', 'heritage', 'visitors'],
  community_events: ['opened', 'visitors', 'heritage'],
};

/** Sentences said only when the theme found nothing else to tell about the landmark. */
const FALLBACKS: ReadonlySet<LandmarkKey> = new Set(['noLegend', 'noFood']);

export function landmarkKeysFor(
  theme: NarrationThemeId,
  known: ReadonlySet<LandmarkKey>,
  fallbacks = true,
): LandmarkKey[] {
  const wanted = THEME_FACTS[theme];
  const told = wanted.filter((key) => !FALLBACKS.has(key) && known.has(key));
  return told.length || !fallbacks ? told : wanted.filter((key) => FALLBACKS.has(key));
}

/**
 * The landmark comes first in every theme: a lead naming it, then the facts that fit the theme, in
 * order; `fallbacks` off leaves out "no legend on record here" when the town has its own to tell.
 */
export function landmarkSection(
  theme: NarrationThemeId,
  language: LanguageCode,
  bank: LandmarkBank,
  lv: LandmarkVars,
  render: (template: Template, doc: number) => Candidate | undefined,
  pick: <T>(items: readonly T[]) => T,
  fallbacks = true,
): SectionCandidates {
  // A name that ends in a full stop ("John Graham Jr.") must not end its sentence with two, and a
  // name with its own article runs into the preposition before it ("de el Puente" -> "del Puente").
  const say = (template: Template, doc: number) => {
    const candidate = render(template, doc);
    return candidate && { ...candidate, text: tidy(candidate.text, language) };
  };
  const lead = say(pick(lv.vars.lmDist ? bank.near : bank.inside), -1);
  const items = landmarkKeysFor(theme, lv.keys, fallbacks).flatMap((key, doc) => say(bank.say[key], doc) ?? []);
  return { leads: lead ? [lead] : [], items, ordered: true };
}
