import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../../geo/place-facts';
import type { Formatter } from './format';
import { spokenSource } from './live-vars';
import { isOnline, liveSections } from './live-sections';
import { latitudeBand, neighbourVars, placeKinds, type Vars } from './place-vars';
import { OFFLINE_TAG, renderTemplate } from './render-template';
import { hashString, shuffled, type Random } from './seeded-random';
import { wordingsInTurn } from './theme-rotation';
import type { Candidate, SectionCandidates, Sections } from './select-sentences';
import type { LanguagePack, SectionBank, Template } from './types';
import type { LandmarkBank } from './landmark-bank';
import { takeFocusFacts } from './deep-dive-focus';
import { landmarkSection, nearbySection, nearestLegendSection } from './landmark-section';
import type { LandmarkVars } from './landmark-vars';
import type { TownBank } from './lang/town-bank-schema';
import { LANGUAGE_PACKS } from './lang/packs';
import { townAnswers, townSection } from './town-section';
import type { TownFactVars } from './town-vars';

/** What the town pack lets this language tell about the town: its name and its facts. */
export interface TownInput {
  bank: TownBank;
  name: string;
  told: TownFactVars[];
  /** Whether the pack holds a legend of the town at all, said in this language or not. */
  hasLegend: boolean;
}

/** The themes' "I will not invent…" lines, as the English bank words them (the others translate it line for line). */
const DISCLAIMER = /^I (will not|do not have|have no archive)/u;

/** A theme's body without the lines that say there is nothing on record: the town pack has something to tell. */
function withoutDisclaimers(pack: LanguagePack, theme: NarrationThemeId): Template[] {
  const body = pack.themes[theme].body;
  const english = LANGUAGE_PACKS.en.themes[theme].body;
  return english.length === body.length ? body.filter((_, i) => !DISCLAIMER.test(english[i]!)) : body;
}

const MOON_THEMES: ReadonlySet<NarrationThemeId> = new Set(['weather', 'romantic_stories']);

/** The towns around are orientation, not the story: beyond three they read like a list, however worded. */
const MAX_NEIGHBOURS = 3;

interface Builder {
  pack: LanguagePack;
  facts: PlaceFacts;
  vars: Vars;
  random: Random;
  /** Facts from online sources: sentences tagged {@offline} ("once you are back online...") are left out. */
  online: boolean;
}

/** Slots that belong to one extract, headline or event: the next one may fill them again. */
const SCOPED_SLOTS = new Set(['title', 'text', 'source', 'date', 'venue']);

function candidate(
  b: Builder,
  template: Template,
  vars: Vars,
  doc: number,
  neighbour?: number,
  scope?: string,
): Candidate | undefined {
  const rendered = renderTemplate(template, vars, b.pack, { countryCode: b.facts.country.code }, neighbour);
  if (!rendered) return undefined;
  const claims = scope ? rendered.claims.map((c) => (SCOPED_SLOTS.has(c) ? `${scope}.${c}` : c)) : rendered.claims;
  return { ...rendered, claims, words: countSpokenWords(rendered.text, b.pack.code), doc };
}

function usable(b: Builder, templates: readonly Template[]): readonly Template[] {
  return b.online ? templates.filter((template) => !template.includes(OFFLINE_TAG)) : templates;
}

function candidates(b: Builder, templates: readonly Template[], vars: Vars = b.vars): Candidate[] {
  return shuffled(usable(b, templates), b.random).flatMap((template, doc) => candidate(b, template, vars, doc) ?? []);
}

const slotCount = (text: string) => text.split('{').length;

/** Leads that can say more (a district's city, a region) go first; equally rich ones stay in seeded order. */
function section(b: Builder, bank: SectionBank): SectionCandidates {
  const leads = shuffled(usable(b, bank.lead ?? []), b.random).sort((x, y) => slotCount(y) - slotCount(x));
  return {
    leads: leads.flatMap((template, doc) => candidate(b, template, b.vars, doc) ?? []),
    items: candidates(b, bank.items),
  };
}

/** One passage per neighbour, nearest first: a main sentence each, then extra facts for some. */
function neighbourSection(b: Builder, fmt: Formatter): SectionCandidates {
  const { pack, facts } = b;
  const skip = new Set([facts.place.name, facts.city?.name]);
  const neighbours = facts.neighbours.filter((n) => !skip.has(n.name)).slice(0, MAX_NEIGHBOURS);
  const mains = shuffled(pack.neighbours.main, b.random);
  const extras = shuffled(pack.neighbours.extra, b.random);
  const mainItems: Candidate[] = [];
  const extraItems: Candidate[] = [];
  neighbours.forEach((n, i) => {
    const vars = { ...b.vars, ...neighbourVars(n, facts, fmt, pack.lexicon) };
    const pick = (pool: Template[], doc: number): Candidate | undefined => {
      const index = pool.findIndex((template) => candidate(b, template, vars, doc, i + 1));
      return index < 0 ? undefined : candidate(b, pool.splice(index, 1)[0]!, vars, doc, i + 1);
    };
    const main = pick(mains, i * 2);
    if (!main) return;
    mainItems.push(main);
    // With few neighbours, each gets a second fact so long narrations still have enough to say.
    const extraCount = neighbours.length < 6 ? 2 : 1;
    for (let k = 0; k < extraCount; k++) {
      const extra = pick(extras, i * 2 + 1);
      if (extra) extraItems.push({ ...extra, doc: extra.doc + k * 0.1 });
    }
  });
  // Mains earn their place before extras: two neighbours named beat one described twice.
  const items = mainItems.flatMap((main, i) => (i < 2 ? [main] : [main, ...extraItems.splice(0, 1)]));
  return { leads: candidates(b, pack.neighbours.lead), items: [...items, ...extraItems], ordered: true };
}

function extractSection(b: Builder): SectionCandidates {
  const templates = shuffled(b.pack.extract, b.random);
  const items = (b.facts.extracts ?? []).slice(0, templates.length).flatMap((extract, doc) => {
    const source = spokenSource(extract.source);
    const vars = { ...b.vars, title: extract.title, text: extract.text.trim(), source };
    return candidate(b, templates[doc]!, vars, doc, undefined, `x${doc}`) ?? [];
  });
  return { leads: [], items };
}

/** The first words about the place, each theme's own where the bank has enough (not the same line in every theme). */
function inTurn(section: SectionCandidates, theme: NarrationThemeId, placeId: string): SectionCandidates {
  return { ...section, leads: wordingsInTurn(section.leads, theme, undefined, hashString(placeId)) };
}

export function buildSections(
  pack: LanguagePack,
  facts: PlaceFacts,
  theme: NarrationThemeId,
  vars: Vars,
  fmt: Formatter,
  random: Random,
  now: Date,
  landmark?: { bank: LandmarkBank; vars?: LandmarkVars; nearby: LandmarkVars[]; legendNear?: LandmarkVars },
  town?: TownInput,
  focus?: string,
): Sections {
  const b: Builder = { pack, facts, vars, random, online: isOnline(facts) };
  const bank = pack.themes[theme];
  const live = liveSections(theme, {
    pack,
    facts,
    vars,
    fmt,
    random,
    now,
    render: (template, liveVars, doc, scope) => candidate(b, template, liveVars, doc, undefined, scope),
  });
  // The sentences that give the population come first, in reading and in priority; the rest build on them.
  const size = candidates(
    b,
    placeKinds(facts).flatMap((kind) => pack.kinds[kind]),
  ).sort((x, y) => Number(y.claims.includes('pop')) - Number(x.claims.includes('pop')));
  size.forEach((c) => (c.doc = c.claims.includes('pop') ? -1 : c.doc));
  const render = (template: Template, lmVars: Vars, doc: number) =>
    candidate(b, template, { ...b.vars, ...lmVars }, doc);
  const told = landmark?.vars
    ? landmarkSection(
        theme,
        pack.code,
        landmark.bank,
        landmark.vars,
        render,
        // With the town's own legends or food to tell, or a legend told nearby, "my notes hold none here" is not needed.
        !landmark.legendNear && (!town || !townAnswers(theme, town.told)),
      )
    : undefined;
  const townTold = town?.told.length
    ? townSection(
        theme,
        pack.code,
        town.bank,
        town.told,
        town.hasLegend,
        { town: town.name, Town: town.name.charAt(0).toUpperCase() + town.name.slice(1) },
        (template, vars, doc) => candidate(b, template, { ...b.vars, ...vars }, doc),
        b.random,
      )
    : undefined;
  // A district told with its city's facts opens and closes on the city ("let us read Naples through its
  // past"), not on a district's name; the district is said where the story says where you stand.
  const districtOfTown = !!town?.told.length && !!facts.city && facts.city.id !== facts.place.id;
  const framing = districtOfTown ? { ...vars, place: town!.name } : vars;
  const sections: Sections = {
    landmark: told?.landmark,
    landmarkRest: told?.rest,
    nearby: landmark?.nearby.length
      ? nearbySection(theme, pack.code, landmark.bank, landmark.nearby, render)
      : undefined,
    legendNear: landmark?.legendNear
      ? nearestLegendSection(theme, pack.code, landmark.bank, landmark.legendNear, render)
      : undefined,
    town: townTold?.town,
    townRest: townTold?.rest,
    open: { leads: [], items: live?.open.length ? live.open : candidates(b, bank.open, framing), max: 1 },
    here: inTurn(section(b, pack.here), theme, String(facts.place.id)),
    live: live?.live,
    body: { leads: [], items: candidates(b, town?.told.length ? withoutDisclaimers(pack, theme) : bank.body) },
    size: { leads: [], items: size },
    band: { leads: [], items: candidates(b, pack.bands[latitudeBand(facts.lat)]) },
    city: vars.city ? section(b, pack.city) : undefined,
    land: section(b, pack.land),
    neighbours: neighbourSection(b, fmt),
    coords: section(b, pack.coords),
    sky: section(b, pack.sky),
    season: section(b, pack.season),
    // The moon is the weather's subject and a romantic walk's light; elsewhere it would be filler.
    moon: MOON_THEMES.has(theme) ? section(b, pack.moon) : undefined,
    extracts: extractSection(b),
    reflect: { leads: [], items: candidates(b, bank.reflect) },
    walk: section(b, pack.walk),
    calendar: section(b, pack.calendar),
    musing: section(b, pack.musing),
    close: { leads: [], items: candidates(b, bank.close, framing), max: 1 },
  };
  if (focus) {
    // A deep dive opens on the listener's question: the facts that answer it, or a plain line that the
    // notes hold nothing on it (then the story tells what they do hold).
    const names = [facts.place.name, facts.city?.name ?? '', town?.name ?? ''].filter(Boolean);
    const items = takeFocusFacts(sections, focus, pack.code, names);
    const line = items.length ? pack.deepDive.asked : pack.deepDive.unknown;
    const leads = shuffled(line, b.random).flatMap((t) => candidate(b, t, { ...b.vars, focus }, -1) ?? []);
    sections.focus = { leads, items };
  }
  return sections;
}
