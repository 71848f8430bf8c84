import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { buildSections } from './build-sections';
import { cleanFocus } from './deep-dive-focus';
import { createFormatter } from './format';
import { LANDMARK_BANKS } from './lang/landmark-banks';
import { LANGUAGE_PACKS, TOWN_BANKS } from './lang/packs';
import { townOf, townPlaceOf } from '../../knowledge/towns/load-towns';
import { townVars } from './town-vars';
import { LEGEND_KEYS } from './landmark-bank';
import { landmarkSource, landmarkVars, nearbyVars, nearestLegendVars, type LandmarkVars } from './landmark-vars';
import { placeVars, withSayableNeighbours } from './place-vars';
import { createRandom, hashString, shuffled, type Random } from './seeded-random';
import { SentenceSelection, type Candidate } from './select-sentences';
import { skyVars } from './sky-vars';
import { THEME_PLANS, type SectionId, type ThemePlan } from './theme-plans';
import { resolveTimeZone } from './time-zones';
import type { ComposedNarration, ComposeRequest } from './types';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';

export type { ComposedNarration, ComposeRequest } from './types';

const SKY_CLAIMS =
  /^(sunrise|sunset|dayLength|nightLength|golden|dawn|dusk|twilight|noon\w*|rise|set|gain|loss|longest|shortest|zenith|season|marker|moon|daysTo|polar)/u;
const COMPUTED_SOURCE = 'Sun, moon and season computed from the coordinates and the date (Astronomy Engine)';
/**
 * Sentences that could be said in any town: whole sections of general truths, the sky, the calendar
 * and invitations to look around, and any other sentence that states no fact of its own (it only
 * names the place) or only how long a walk or a ride to the next town takes. A story holds at most
 * one of them, and only when it has nothing truer left to say: it is shorter rather than padded.
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
/** Claims that say nothing of the place itself: a silent topic tag, or the time a walk, a ride or the sun takes to a neighbour. */
const GENERIC_CLAIM = /^@|\.n(Walk|Bike|NoonEarlier|NoonLater)$/u;
/** Sections whose sentences are the story's frame or its facts, never filler. */
const FRAME: ReadonlySet<SectionId> = new Set([
  'open',
  'focus',
  'close',
  'landmark',
  'legendNear',
  'landmarkRest',
  'nearby',
  'town',
  'townRest',
  'live',
  'extracts',
]);
/** The sky, the season and the moon are the weather story's subject, not filler. */
const SUBJECT: Partial<Record<NarrationThemeId, ReadonlySet<SectionId>>> = {
  weather: new Set(['sky', 'season', 'moon']),
};
export const MAX_GENERIC = 1;
/** A town or landmark with this many facts to tell has a story of its own: no general sentence at all. */
const RICH_IN_FACTS = 5;
/** Themes whose story is a told story. */
const LEGEND_THEMES: ReadonlySet<NarrationThemeId> = new Set(['ghost_stories', 'local_legends']);
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
  const { fillers: _fillers, ...narration } = composeWithFillers(request);
  return narration;
}

/** The narration, and the general sentences it holds (at most MAX_GENERIC): what the tests hold it to. */
export function composeWithFillers(request: ComposeRequest): ComposedNarration & { fillers: string[] } {
  const { theme, language } = request;
  const facts = withSayableNeighbours(request.facts, language);
  const pack = LANGUAGE_PACKS[language];
  const date = request.date ?? new Date();
  const zone = resolveTimeZone(request.timeZone, facts.country.code, facts.lat, facts.lng);
  const fmt = createFormatter(language, pack.lexicon, zone);
  const landmarkBank = LANDMARK_BANKS[language];
  const landmark = facts.landmark ? landmarkVars(facts.landmark, language, landmarkBank, fmt) : null;
  const vars = {
    ...placeVars(facts, fmt, pack.lexicon),
    ...skyVars(facts.lat, facts.lng, date, zone, fmt, pack.lexicon),
  };
  const nearby = nearbyVars(facts, landmarkBank, fmt, pack.lexicon);
  const town = townOf(facts);
  // The town the facts belong to names them: Barasat's facts are Barasat's, though Kolkata is its city.
  const townName = (townPlaceOf(facts) ?? facts.city ?? facts.place).name;
  const townBank = TOWN_BANKS[language];
  const told = town ? townVars(town, language, townBank, landmarkBank) : [];
  // A ghost or legend story where nothing here has a told story: the nearest landmark that has one.
  const tellsLegend = (lv: LandmarkVars | null) => !!lv && LEGEND_KEYS.some((key) => lv.keys.has(key));
  const legendNear =
    LEGEND_THEMES.has(theme) &&
    !tellsLegend(landmark) &&
    !nearby.some(tellsLegend) &&
    !told.some((item) => item.fact.kind === 'legend')
      ? nearestLegendVars(
          facts,
          new Set([facts.landmark?.landmark.id ?? '', ...(facts.nearby ?? []).map((hit) => hit.landmark.id)]),
          landmarkBank,
          fmt,
          pack.lexicon,
        )
      : null;
  const random = createRandom(hashString(`${request.seed ?? 0}|${theme}|${language}|${facts.place.id}`));
  const sections = buildSections(
    pack,
    facts,
    theme,
    vars,
    fmt,
    random,
    date,
    landmark || nearby.length || legendNear
      ? { bank: landmarkBank, vars: landmark ?? undefined, nearby, legendNear: legendNear ?? undefined }
      : undefined,
    {
      bank: townBank,
      name: pack.lexicon.placeName?.(townName) ?? townName,
      told,
      hasLegend: !!town?.facts.some((fact) => fact.kind === 'legend'),
    },
    request.experience === 'deep_dive' ? cleanFocus(request.focus) : undefined,
  );
  const plan = THEME_PLANS[theme];

  const selection = new SentenceSelection(sections);
  const opening = sections.open?.items ?? [];
  opening.some((item) => selection.add('open', item));
  selection.forceLead('focus');
  selection.forceLead('landmark');
  selection.forceLead('here');
  plan.mandatoryLeads?.forEach((id) => selection.forceLead(id));
  // The first words about the place ("You are in Alfama, in Lisbon") frame the story; its other
  // sentences, like every general truth, count against the one general sentence a story may hold.
  const framing = new Set(sections.here?.leads ?? []);
  const generic = (id: SectionId, candidate: Candidate) =>
    !FRAME.has(id) &&
    !framing.has(candidate) &&
    !plan.mandatoryLeads?.includes(id) &&
    !SUBJECT[theme]?.has(id) &&
    (GENERIC.has(id) || candidate.claims.every((claim) => GENERIC_CLAIM.test(claim)));
  // Where the place has facts enough to fill a story, no sentence that could be said anywhere is added:
  // a shorter true story beats one padded with the poles, the moon or street signs.
  const rich = told.length >= RICH_IN_FACTS || (landmark?.keys.size ?? 0) >= RICH_IN_FACTS;
  selection.limit(generic, rich ? 0 : MAX_GENERIC);
  (sections.close?.items ?? []).some((item) => selection.add('close', item));
  selection.fill(plan, request.targetWords);

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
  const nearbySources = nearby.flatMap((lv, i) =>
    claims.has(`nb${i}.lmDist`)
      ? [
          landmarkSource(facts.nearby![lv.index]!.landmark),
          ...[...claims].flatMap((claim) =>
            claim.startsWith(`nb${i}.`) ? (lv.sources.get(claim.slice(`nb${i}.`.length))?.split('\n') ?? []) : [],
          ),
        ]
      : [],
  );
  const legendSources =
    legendNear && claims.has('lg.lmDist')
      ? [
          landmarkSource(legendNear.landmark),
          ...[...claims].flatMap((claim) =>
            claim.startsWith('lg.') ? (legendNear.sources.get(claim.slice('lg.'.length))?.split('\n') ?? []) : [],
          ),
        ]
      : [];
  const townSources = told.filter((item) => claims.has(item.claims[0]!)).map((item) => item.source);
  const weather = facts.weather && claims.has('wTemp') ? [facts.weather.source] : [];
  const listed = [...(facts.headlines ?? []), ...(facts.events ?? [])].filter((item) => text.includes(item.title));
  const sources = [
    ...new Set([
      ...facts.sources,
      ...landmarkSources,
      ...nearbySources,
      ...legendSources,
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
  return { title, text, sources, words: countSpokenWords(text, language), fillers: selection.fillers };
}
