import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { TownFact } from '../../knowledge/towns/town-schema';
import type { Vars } from './place-vars';
import { shuffled, type Random } from './seeded-random';
import type { Candidate, SectionCandidates } from './select-sentences';
import type { TownBank } from './lang/town-bank-schema';
import { tidy } from './tidy-sentence';
import type { TownFactVars } from './town-vars';
import type { Template } from './types';

type Fit = (fact: TownFact) => boolean;

const DARK = new Set<string>([
  'siege',
  'plague',
  'great_fire',
  'earthquake',
  'flood',
  'eruption',
  'bombing',
  'battle',
  'uprising',
  'divided',
]);
const SCIENCE = new Set<string>([
  'scientist',
  'mathematician',
  'physicist',
  'chemist',
  'astronomer',
  'physician',
  'inventor',
  'engineer',
  'explorer',
  'navigator',
]);
const ARTS = new Set<string>([
  'composer',
  'musician',
  'singer',
  'painter',
  'sculptor',
  'poet',
  'writer',
  'playwright',
  'film_director',
  'actor',
]);
const BUILDERS = new Set<string>(['architect', 'engineer', 'designer', 'sculptor']);
const FOOD_TRADES = new Set<string>(['wine', 'brewing', 'tea', 'coffee', 'spices', 'fishing', 'trade']);
const GATHERINGS = new Set<string>([
  'festival',
  'carnival',
  'music_festival',
  'film_festival',
  'fair',
  'football_club',
  'dance',
  'music_genre',
]);

const kind =
  (k: TownFact['kind'], also: (fact: never) => boolean = () => true): Fit =>
  (fact) =>
    fact.kind === k && also(fact as never);
const history = (events: Set<string> | string[]) =>
  kind('history', (f: { event: string }) => new Set(events).has(f.event));
const ghost = kind('legend', (f: { motif: string }) => f.motif === 'ghost');
const darkHistory = history(DARK);

/**
 * The angle each theme takes on a town: the kinds of fact it tells first, in order. Every fact is
 * still told after these (the theme never empties a story), in the pack's order.
 */
const THEME_FITS: Record<NarrationThemeId, Fit[]> = {
  historical_facts: [kind('history'), kind('person'), kind('population'), kind('culture'), kind('industry')],
  famous_people: [kind('person'), kind('culture'), kind('history')],
  ghost_stories: [ghost, kind('legend'), darkHistory, kind('history'), kind('person')],
  local_legends: [kind('legend'), darkHistory, kind('history'), kind('culture')],
  food_culture: [
    kind('food', (f: { tie: string }) => f.tie === 'originated'),
    kind('food'),
    kind('industry', (f: { industry: string }) => FOOD_TRADES.has(f.industry)),
    kind('culture', (f: { culture: string }) => GATHERINGS.has(f.culture)),
  ],
  nature: [kind('nature'), history(['earthquake', 'flood', 'eruption']), kind('population'), kind('industry')],
  architecture: [
    history(['rebuilt', 'great_fire', 'earthquake', 'founded', 'colonial_founding', 'city_rights', 'worlds_fair']),
    kind('person', (f: { occupation: string }) => BUILDERS.has(f.occupation)),
    kind('history'),
    kind('culture'),
  ],
  science_innovation: [
    kind('person', (f: { occupation: string }) => SCIENCE.has(f.occupation)),
    history(['university_founded', 'worlds_fair']),
    kind('industry'),
    kind('culture', (f: { culture: string }) => f.culture === 'university'),
  ],
  fun_facts: [kind('food'), kind('culture'), kind('legend'), kind('person'), kind('population'), kind('industry')],
  romantic_stories: [
    kind('legend'),
    kind('person', (f: { occupation: string }) => ARTS.has(f.occupation)),
    kind('culture'),
    kind('nature'),
    kind('food'),
  ],
  weather: [kind('nature'), history(['flood', 'earthquake', 'eruption', 'great_fire']), kind('population')],
  local_news: [kind('population'), kind('culture'), kind('industry'), kind('history')],
  community_events: [
    kind('culture', (f: { culture: string }) => GATHERINGS.has(f.culture)),
    kind('culture'),
    kind('food'),
    kind('population'),
  ],
};

/** Themes whose story is a told story: without a legend, the town's darker history stands in. */
const LEGEND_THEMES: ReadonlySet<NarrationThemeId> = new Set(['ghost_stories', 'local_legends']);

/**
 * Whether the town's facts already answer what a landmark's "nothing on record here" line would say:
 * a ghost or legend story tells the town's legends (or says the town has none), a food story its food.
 */
export function townAnswers(theme: NarrationThemeId, told: readonly TownFactVars[]): boolean {
  if (LEGEND_THEMES.has(theme)) return told.length > 0;
  if (theme === 'food_culture') return told.some((item) => item.fact.kind === 'food');
  return false;
}

const rank = (fits: Fit[], fact: TownFact) => {
  const i = fits.findIndex((fit) => fit(fact));
  return i < 0 ? fits.length : i;
};
const yearOf = (fact: TownFact) => (fact.kind === 'history' ? fact.year : 0);

/** The town's facts in the order the theme tells them; history in a history story runs in time order. */
export function orderTownFacts(theme: NarrationThemeId, told: readonly TownFactVars[]): TownFactVars[] {
  const fits = THEME_FITS[theme];
  return told
    .map((item, i) => ({ item, i, r: rank(fits, item.fact) }))
    .sort(
      (a, b) =>
        a.r - b.r || (theme === 'historical_facts' ? yearOf(a.item.fact) - yearOf(b.item.fact) : 0) || a.i - b.i,
    )
    .map(({ item }) => item);
}

/** Slots that carry more of the fact (its name, a span of years, where a legend is set) weigh double. */
const RICH = new Set(['span', 'name', 'Name', 'where', 'Where', 'since', 'who', 'Who']);
/** How much of its fact a wording tells: the town's own name counts for nothing. */
const richness = (template: Template) =>
  [...template.matchAll(/\{(\w+)/gu)].reduce(
    (sum, [, slot]) => sum + (slot === 'town' || slot === 'Town' ? 0 : RICH.has(slot!) ? 2 : 1),
    0,
  );

/**
 * The town's section: each fact told once, in the theme's order, with a wording no other fact in
 * the story has used (the richest wording its slots allow). A ghost or legend story of a town with no
 * legend on record (`hasLegend` false) opens with a short line saying so, then tells its darker history.
 */
export function townSection(
  theme: NarrationThemeId,
  language: LanguageCode,
  bank: TownBank,
  told: readonly TownFactVars[],
  hasLegend: boolean,
  town: Vars,
  render: (template: Template, vars: Vars, doc: number) => Candidate | undefined,
  random: Random,
): SectionCandidates {
  const used = new Set<Template>();
  const say = (template: Template, vars: Vars, doc: number, claims: string[]): Candidate | undefined => {
    const candidate = render(template, { ...town, ...vars }, doc);
    if (!candidate) return undefined;
    const text = tidy(candidate.text, language);
    return { ...candidate, text, claims };
  };
  const ordered = orderTownFacts(theme, told);
  const named = new Set<string>();
  // After a sentence that names the town, one that says "here" or "this city" reads better.
  let townJustNamed = false;
  const namesTown = (template: Template) => /\{[Tt]own\b/u.test(template);
  const items = ordered.flatMap((item, doc) => {
    const wordings = shuffled(item.templates, random).sort(
      (a, b) => richness(b) - richness(a) || (townJustNamed ? Number(namesTown(a)) - Number(namesTown(b)) : 0),
    );
    const fresh = wordings.filter((t) => !used.has(t));
    // A person met in an earlier fact is named again without the introduction.
    const person = item.fact.kind === 'person' ? item.vars.name! : undefined;
    const vars = person && named.has(person) ? { ...item.vars, who: person, Who: person } : item.vars;
    if (person) named.add(person);
    for (const template of [...fresh, ...wordings]) {
      const candidate = say(template, vars, doc, item.claims);
      if (candidate) {
        used.add(template);
        townJustNamed = namesTown(template);
        return [candidate];
      }
    }
    return [];
  });
  // A town with no legend on record: a ghost or legend story says so in one line, then tells the
  // darker past if there is one. (A legend this language cannot name is left unsaid, not denied.)
  const dark = ordered[0] && darkHistory(ordered[0].fact);
  const leads =
    LEGEND_THEMES.has(theme) && !hasLegend && ordered.length
      ? shuffled(dark ? bank.noLegend : bank.noLegendPlain, random).flatMap(
          (t) => say(t, {}, -1, ['town.noLegend']) ?? [],
        )
      : [];
  return { leads, items };
}
