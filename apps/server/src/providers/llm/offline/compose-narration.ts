import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { buildSections } from './build-sections';
import { createFormatter } from './format';
import { LANDMARK_BANKS } from './lang/landmark-banks';
import { LANGUAGE_PACKS } from './lang/packs';
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
const COMPUTED_SOURCE = 'Sun, moon and season computed from the coordinates and the date (NOAA solar equations)';
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
  );
  const plan = THEME_PLANS[theme];

  const selection = new SentenceSelection(sections);
  const opening = sections.open?.items ?? [];
  opening.some((item) => selection.add('open', item));
  selection.forceLead('landmark');
  selection.forceLead('here');
  plan.mandatoryLeads?.forEach((id) => selection.forceLead(id));
  (sections.close?.items ?? []).some((item) => selection.add('close', item));
  selection.fill(plan, request.targetWords);

  const text = paragraphs(readingOrder(plan, random), selection, UNSPACED.has(language) ? '' : ' ');
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
  const weather = facts.weather && claims.has('wTemp') ? [facts.weather.source] : [];
  const listed = [...(facts.headlines ?? []), ...(facts.events ?? [])].filter((item) => text.includes(item.title));
  const sources = [
    ...new Set([
      ...facts.sources,
      ...landmarkSources,
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
