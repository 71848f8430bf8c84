import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { foldName } from '../../geo/fold-name';
import type { TownFact } from '../../knowledge/towns/town-schema';
import type { Vars } from './place-vars';
import { hashString, shuffled, type Random } from './seeded-random';
import { NARRATION_THEMES, rotated, themeSlot, themeTurn } from './theme-rotation';
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
  'landmark_fire',
  'landmark_destroyed',
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
    history([
      'rebuilt',
      'landmark_fire',
      'landmark_destroyed',
      'great_fire',
      'earthquake',
      'founded',
      'colonial_founding',
      'city_rights',
      'worlds_fair',
    ]),
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

/** The town's facts that fit the theme, in the order it tells them; history in a history story runs in time order. */
function fittingTownFacts(theme: NarrationThemeId, told: readonly TownFactVars[]): TownFactVars[] {
  const fits = THEME_FITS[theme];
  return told
    .map((item, i) => ({ item, i, r: rank(fits, item.fact) }))
    .filter(({ r }) => r < fits.length)
    .sort(
      (a, b) =>
        a.r - b.r || (theme === 'historical_facts' ? yearOf(a.item.fact) - yearOf(b.item.fact) : 0) || a.i - b.i,
    )
    .map(({ item }) => item);
}

/**
 * The town's facts in the order the theme tells them: those it is about first, then the others from
 * the theme's own turn, so themes that run out of their own facts do not all go on with the same ones.
 */
export function orderTownFacts(theme: NarrationThemeId, told: readonly TownFactVars[]): TownFactVars[] {
  const fitting = fittingTownFacts(theme, told);
  const others = told.filter((item) => !fitting.includes(item));
  return [...fitting, ...rotated(others, themeSlot(theme) * 2)];
}

/** How many of the town's facts a one-minute story tells, about: the themes that tell a fact this early share its wordings. */
const TOWN_FIRST = 4;

/** For a town that tells `told`: the themes that tell a fact among their first about the town. */
function tellers(told: readonly TownFactVars[]): (item: TownFactVars) => NarrationThemeId[] {
  const firstFacts = NARRATION_THEMES.map((theme) => orderTownFacts(theme, told).slice(0, TOWN_FIRST));
  return (item) => NARRATION_THEMES.filter((_, i) => firstFacts[i]!.includes(item));
}

/** Slots that carry more of the fact (its name, a span of years, where a legend is set) weigh double. */
const RICH = new Set(['span', 'name', 'Name', 'where', 'Where', 'since', 'who', 'Who', 'as']);
/** Slots only this town's fact fills: its name, a year, a person, a place. */
const SPECIFIC = /\{(town|Town|when|When|span|since|name|Name|who|Who|where|Where|pop|year|as)\b/u;

/** How much of its fact a wording tells: the town's own name counts for nothing. */
const richness = (template: Template) =>
  [...template.matchAll(/\{(\w+)/gu)].reduce(
    (sum, [, slot]) => sum + (slot === 'town' || slot === 'Town' ? 0 : RICH.has(slot!) ? 2 : 1),
    0,
  );

/** Whether the theme is about this kind of fact at all (its other facts are told after every fitting one). */
export const fitsTheme = (theme: NarrationThemeId, fact: TownFact) =>
  rank(THEME_FITS[theme], fact) < THEME_FITS[theme].length;

/** Whether two names are the same, accents, case and a town's article aside ("Cairo", "o Cairo"). */
function sameName(a: string | undefined, b: string | undefined): boolean {
  const fold = (name: string) => foldName(name).replace(/^(the|o|a|os|as|el|la|le|les|il|lo) /u, '');
  return a !== undefined && b !== undefined && fold(a) === fold(b);
}

/** Founding names say the town again, and rightly so: "Calgary was founded as Fort Calgary". */
const FOUNDINGS = new Set<string>(['founded', 'colonial_founding']);

/** Whether a name holds the town's name as a word ("the Battle of Panipat"), accents and case aside. */
function namesWord(name: string | undefined, word: string | undefined): boolean {
  if (!name || !word) return false;
  const folded = foldName(word);
  return folded.length > 1 && ` ${foldName(name)} `.includes(` ${folded} `);
}

function withoutName(vars: Vars): Vars {
  const { name: _name, Name: _Name, ...rest } = vars;
  return rest;
}

/**
 * The town's section: each fact told once, in the theme's order, with a wording no other fact in
 * the story has used (the richest wording its slots allow). A ghost or legend story of a town with no
 * legend on record (`hasLegend` false) opens with a short line saying so, then tells its darker history.
 * `town` holds the facts the theme is about, `rest` the others, told once the landmarks' own are.
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
): { town: SectionCandidates; rest: SectionCandidates } {
  const used = new Set<Template>();
  const say = (template: Template, vars: Vars, doc: number, claims: string[]): Candidate | undefined => {
    const candidate = render(template, { ...town, ...vars }, doc);
    if (!candidate) return undefined;
    const text = tidy(candidate.text, language);
    return { ...candidate, text, claims };
  };
  const ordered = orderTownFacts(theme, told);
  const tellersOf = tellers(told);
  const named = new Set<string>();
  // After a sentence that names the town, one that says "here" or "this city" reads better.
  let townJustNamed = false;
  const namesTown = (template: Template) => /\{[Tt]own\b/u.test(template);
  const items = ordered.flatMap((item, doc) => {
    // A person met in an earlier fact is named again without the introduction.
    const person = item.fact.kind === 'person' ? item.vars.name! : undefined;
    const introduced = person && named.has(person) ? { ...item.vars, who: person, Who: person } : item.vars;
    // "Budapest was founded in 1873 as Budapest": an event named like the town itself goes unnamed.
    const vars = sameName(introduced.name, town.town) ? withoutName(introduced) : introduced;
    if (person) named.add(person);
    // The wordings that tell the most of the fact (its name, its span of years), in the theme's own
    // turn so two themes word the fact differently; the first this story has not used yet, and one that
    // names the town or something of its own ("Here, work means trade" could be said of any such town).
    const sayable = item.templates.flatMap((template) => {
      const candidate = say(template, vars, doc, item.claims);
      return candidate ? [{ template, candidate }] : [];
    });
    const richest = Math.max(...sayable.map(({ template }) => richness(template)));
    const rich = sayable.filter(({ template }) => richness(template) >= richest - 1);
    // Each theme takes its own turn among the wordings that suit here (not the first that suits after
    // its turn: themes whose turns fall on unsuitable wordings would all land on the same next one).
    const turn = themeTurn(theme, tellersOf(item)) + hashString(item.claims.join());
    type Choice = (typeof rich)[number];
    const fresh = (c: Choice) => !used.has(c.template);
    const own = (c: Choice) => SPECIFIC.test(c.template);
    // "The Battle of Panipat was fought at Panipat": an event named after the town is told without naming it again.
    const eventNamesTown =
      item.fact.kind === 'history' && !FOUNDINGS.has(item.fact.event) && namesWord(vars.name, town.town);
    const varied = (c: Choice) => !((townJustNamed || eventNamesTown) && namesTown(c.template));
    const preferences = [
      (c: Choice) => fresh(c) && own(c) && varied(c),
      (c: Choice) => fresh(c) && own(c),
      fresh,
      () => true,
    ];
    const chosen = preferences.reduce<Choice | undefined>((found, fits) => {
      if (found) return found;
      const suited = rich.filter(fits);
      return suited.length ? suited[turn % suited.length] : undefined;
    }, undefined);
    if (!chosen) return [];
    used.add(chosen.template);
    townJustNamed = namesTown(chosen.template);
    return [{ candidate: chosen.candidate, fits: fitsTheme(theme, item.fact) }];
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
  return {
    town: { leads, items: items.filter((i) => i.fits).map((i) => i.candidate) },
    // The other facts start at the theme's own turn: themes that run out of their own facts go on differently.
    rest: { leads: [], items: items.filter((i) => !i.fits).map((i) => i.candidate) },
  };
}
