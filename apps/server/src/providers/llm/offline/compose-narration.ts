import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { buildSections } from './build-sections';
import { createFormatter } from './format';
import { LANDMARK_BANKS } from './lang/landmark-banks';
import { LANGUAGE_PACKS, TOWN_BANKS } from './lang/packs';
import { townOf } from '../../knowledge/towns/load-towns';
import { townVars } from './town-vars';
import { landmarkSource, landmarkVars } from './landmark-vars';
import { placeVars } from './place-vars';
import { createRandom, hashString, shuffled, type Random } from './seeded-random';
import { SentenceSelection } from './select-sentences';
import { skyVars } from './sky-vars';
import { THEME_PLANS, type SectionId, type ThemePlan } from './theme-plans';
import { resolveTimeZone } from './time-zones';
import type { ComposedNarration, ComposeRequest } from './types';

export type { ComposedNarration, ComposeRequest } from './types';

const SKY_CLAIMS =
  /^(sunrise|sunset|dayLength|nightLength|golden|dawn|dusk|twilight|noon\w*|rise|set|gain|loss|longest|shortest|zenith|season|marker|moon|daysTo|polar)/u;
const COMPUTED_SOURCE = 'Sun, moon and season computed from the coordinates and the date (Astronomy Engine)';
/**
 * Sentences that could be said in any town: whole sections of general truths, the sky, the calendar
 * and invitations to look around, and any other sentence that states no fact of its own (it only
 * names the place). Once the town pack has facts to tell, a story holds one of them per 300 words,
 * unless the facts run out well short of its length.
 */
const GENERIC: ReadonlySet<SectionId> = new Set([
  'here',
  'body',
  'reflect',
  'walk',
  'calendar',
  'musing',
  'band',
  'coords',
  'sky',
  'season',
  'moon',
]);
/** Sections whose sentences are the story's frame or its facts, never filler. */
const FRAME: ReadonlySet<SectionId> = new Set(['open', 'close', 'landmark', 'town', 'live', 'extracts']);
const GENERIC_WORDS = 300;
/** Below this share of its target length, a story may fill with general sentences after all. */
const FILLER_BELOW = 0.85;
/** Languages written without spaces between sentences. */
const UNSPACED = new Set(['ja', 'zh']);

function readingOrder(plan: ThemePlan, random: Random): SectionId[] {
  return plan.order.flatMap((entry) => (Array.isArray(entry) ? shuffled(entry, random) : [entry]));
}

/** Sections run into paragraphs of three to five sentences; a new section starts one when the last is full enough. */
function paragraphs(order: SectionId[], selection: SentenceSelection, joiner: string): string {
  const result: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) result.push(current);
    current = [];
  };
  for (const id of order) {
    const sentences = selection.sentences(id);
    if (!sentences.length) continue;
    if (current.length >= 3 || (id === 'close' && current.length >= 2)) flush();
    for (const sentence of sentences) {
      if (current.length >= 5) flush();
      current.push(sentence);
    }
  }
  flush();
  return result.map((p) => p.join(joiner)).join('\n\n');
}

/**
 * Writes a narration about `facts` without any AI service: every fact in it comes from the
 * gazetteer or is computed from the coordinates and the date; the theme shapes the framing.
 */
export function composeNarration(request: ComposeRequest): ComposedNarration {
  const { facts, theme, language } = request;
  const pack = LANGUAGE_PACKS[language];
  const date = request.date ?? new Date();
  const zone = resolveTimeZone(request.timeZone, facts.country.code, facts.lat, facts.lng);
  const fmt = createFormatter(language, pack.lexicon, zone);
  const landmarkBank = LANDMARK_BANKS[language];
  const landmark = facts.landmark ? landmarkVars(facts.landmark, language, landmarkBank, fmt) : null;
  const vars = {
    ...placeVars(facts, fmt, pack.lexicon),
    ...skyVars(facts.lat, facts.lng, date, zone, fmt, pack.lexicon),
    ...landmark?.vars,
  };
  const town = townOf(facts);
  const townBank = TOWN_BANKS[language];
  const told = town ? townVars(town, language, townBank, landmarkBank) : [];
  const random = createRandom(hashString(`${request.seed ?? 0}|${theme}|${language}|${facts.place.id}`));
  const sections = buildSections(
    pack,
    facts,
    theme,
    vars,
    fmt,
    random,
    date,
    landmark ? { bank: landmarkBank, vars: landmark } : undefined,
    {
      bank: townBank,
      name: (facts.city ?? facts.place).name,
      told,
      hasLegend: !!town?.facts.some((fact) => fact.kind === 'legend'),
    },
  );
  const plan = THEME_PLANS[theme];

  const selection = new SentenceSelection(sections);
  const opening = sections.open?.items ?? [];
  opening.some((item) => selection.add('open', item));
  selection.forceLead('landmark');
  selection.forceLead('here');
  plan.mandatoryLeads?.forEach((id) => selection.forceLead(id));
  if (sections.town?.items.length) {
    // The weather story's sky is its subject, not filler.
    const generic = (id: SectionId, candidate: { claims: string[] }) =>
      !FRAME.has(id) &&
      !plan.mandatoryLeads?.includes(id) &&
      (GENERIC.has(id) || candidate.claims.every((claim) => claim.startsWith('@')));
    selection.limit(generic, Math.max(1, Math.floor(request.targetWords / GENERIC_WORDS)));
  }
  (sections.close?.items ?? []).some((item) => selection.add('close', item));
  selection.fill(plan, request.targetWords);
  // Filler only once the facts have run out: a story still well short of its length may use it.
  if (selection.total < request.targetWords * FILLER_BELOW) {
    selection.unlimit();
    selection.fill(plan, request.targetWords);
  }

  // A name that ends in a full stop ("Washington, D.C.") closes its sentence with that one stop.
  const text = paragraphs(readingOrder(plan, random), selection, UNSPACED.has(language) ? '' : ' ').replace(
    /(?<!\.)\.\.(?=\s|$)/gu,
    '.',
  );
  const usedExtracts = (facts.extracts ?? []).filter((e) => text.includes(e.text.trim()));
  const claims = selection.usedClaims();
  const computed = [...claims].some((claim) => SKY_CLAIMS.test(claim));
  // The pack itself, and the source of each landmark fact the text actually states.
  const landmarkSources =
    landmark && facts.landmark && text.includes(landmark.vars.lm!)
      ? [
          landmarkSource(facts.landmark.landmark),
          ...[...claims].flatMap((claim) => landmark.sources.get(claim)?.split('\n') ?? []),
        ]
      : [];
  const townSources = told.filter((item) => claims.has(item.claims[0]!)).map((item) => item.source);
  const weather = facts.weather && claims.has('wTemp') ? [facts.weather.source] : [];
  const listed = [...(facts.headlines ?? []), ...(facts.events ?? [])].filter((item) => text.includes(item.title));
  const sources = [
    ...new Set([
      ...facts.sources,
      ...landmarkSources,
      ...townSources,
      ...usedExtracts.map((e) => e.source),
      ...weather,
      ...listed.map((item) => `${item.source}: ${item.url}`),
      ...(computed ? [COMPUTED_SOURCE] : []),
    ]),
  ];
  const title = pack.title
    .replace('{theme}', pack.themes[theme].name)
    .replace('{place}', landmark && landmarkSources.length ? landmark.title : facts.place.name);
  return { title, text, sources, words: countSpokenWords(text, language) };
}
