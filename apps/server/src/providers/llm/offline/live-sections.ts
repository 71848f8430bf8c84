import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { PlaceFacts } from '../../geo/place-facts';
import type { Formatter } from './format';
import { weatherVars } from './live-vars';
import type { Vars } from './place-vars';
import { shuffled, type Random } from './seeded-random';
import type { Candidate, SectionCandidates } from './select-sentences';
import type { LanguagePack, Template } from './types';

/** Renders a template; `scope` keeps the facts of one headline or event apart from the next one's. */
export type Render = (template: Template, vars: Vars, doc: number, scope?: string) => Candidate | undefined;

export interface LiveSections {
  /** Replaces the theme's opening (which says live data is unavailable). */
  open: Candidate[];
  live: SectionCandidates;
}

interface Context {
  pack: LanguagePack;
  facts: PlaceFacts;
  vars: Vars;
  fmt: Formatter;
  random: Random;
  render: Render;
  now: Date;
}

/** Whether the facts came from online sources: sentences that say "offline" would then be wrong. */
export function isOnline(facts: PlaceFacts): boolean {
  return Boolean(facts.extracts?.length || facts.weather || facts.headlines?.length || facts.events?.length);
}

/** The live theme's opening and its section, when the facts carry what the theme is about. */
export function liveSections(theme: NarrationThemeId, context: Context): LiveSections | undefined {
  const { facts } = context;
  if (theme === 'weather' && facts.weather) return weatherSections(context);
  if (theme === 'local_news' && facts.headlines?.length) return newsSections(context);
  if (theme === 'community_events' && facts.events?.length) return eventSections(context);
  return undefined;
}

/** The first template of `pool` (in seeded order) that the facts can fill. */
function first(c: Context, pool: Template[], vars: Vars, doc: number, scope?: string): Candidate | undefined {
  for (const template of shuffled(pool, c.random)) {
    const rendered = c.render(template, vars, doc, scope);
    if (rendered) return rendered;
  }
  return undefined;
}

function all(c: Context, pool: Template[], vars: Vars): Candidate[] {
  return shuffled(pool, c.random).flatMap((template, doc) => c.render(template, vars, doc) ?? []);
}

function weatherSections(c: Context): LiveSections {
  const bank = c.pack.live.weather;
  const vars = { ...c.vars, ...weatherVars(c.facts.weather!, c.fmt, c.pack.live) };
  // With a known sky, the sentence read must name it; those without are for codes we cannot name.
  const naming = (pool: Template[], slot: string) => (vars[slot] ? pool.filter((t) => t.includes(`{${slot}}`)) : pool);
  const open = naming(bank.open, 'wSky');
  const wind = vars.wWind ? bank.wind : c.facts.weather!.windKph !== null ? bank.calm : [];
  const items = [wind, bank.later, bank.today, bank.feels, bank.rain].flatMap(
    (pool, doc) => first(c, pool, vars, doc) ?? [],
  );
  return { open: all(c, open, vars), live: { leads: all(c, naming(bank.tomorrow, 'd1Sky'), vars), items } };
}

function newsSections(c: Context): LiveSections {
  const bank = c.pack.live.news;
  const items = c.facts.headlines!.flatMap((headline, i) => {
    const vars: Vars = { ...c.vars, title: headline.title, source: headline.source };
    const published = headline.published ? new Date(headline.published) : null;
    if (published && Number.isFinite(published.getTime())) vars.date = c.fmt.date(published);
    return first(c, vars.date ? bank.dated : bank.item, vars, i, `h${i}`) ?? [];
  });
  return { open: all(c, bank.open, c.vars), live: { leads: [], items, ordered: true } };
}

function eventSections(c: Context): LiveSections {
  const bank = c.pack.live.events;
  const items = c.facts.events!.flatMap((event, i) => {
    const vars: Vars = { ...c.vars, title: event.title, source: event.source };
    if (event.venue) vars.venue = event.venue;
    const starts = event.startsAt ? new Date(event.startsAt) : null;
    // An event already under way is listed without its (past) start date.
    if (starts && Number.isFinite(starts.getTime()) && starts >= c.now) vars.date = c.fmt.date(starts);
    const pool = vars.date ? (vars.venue ? bank.atOn : bank.on) : vars.venue ? bank.at : bank.item;
    return first(c, pool, vars, i, `e${i}`) ?? [];
  });
  return { open: all(c, bank.open, c.vars), live: { leads: [], items, ordered: true } };
}
