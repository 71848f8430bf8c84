import type { GazetteerPlace, PlaceFacts } from '../../geo/place-facts';
import { loadTowns, townPlaceOf } from '../../knowledge/towns/load-towns';
import type { TownFact } from '../../knowledge/towns/town-schema';
import { LANDMARK_BANKS, LANGUAGE_PACKS, TOWN_BANKS } from '../offline/lang/packs';
import { renderTemplate } from '../offline/render-template';
import { tidy } from '../offline/tidy-sentence';
import { townVars, type TownFactVars } from '../offline/town-vars';
import type { Speaker } from './speaker';

/** A town of the pack, as one language can tell its facts (the composer's own sentences). */
export interface ToldTown {
  name: string;
  told: TownFactVars[];
}

/** The pack's facts about `place` (the listener's town by default), in the speaker's language; null when the pack has none. */
export function toldTown(s: Speaker, place?: Pick<GazetteerPlace, 'id' | 'name'>): ToldTown | null {
  const facts = s.facts;
  if (!facts) return null;
  // As the stories choose: the place itself when the pack has it (New Delhi, not Delhi), else its city.
  const pack = loadTowns();
  const at = place ?? townPlaceOf(facts, pack);
  const town = at && pack.byId.get(at.id);
  if (!at || !town) return null;
  const told = townVars(town, s.language, TOWN_BANKS[s.language], LANDMARK_BANKS[s.language]);
  return told.length ? { name: at.name, told } : null;
}

/** One sentence telling `item`, the first of its wordings that the slots fill; told as the composer tells it. */
export function sayTownFact(s: Speaker, town: ToldTown, item: TownFactVars): string | null {
  const facts = s.facts as PlaceFacts;
  const name = town.name;
  const vars = { town: name, Town: name.charAt(0).toUpperCase() + name.slice(1), ...item.vars };
  // The richest wording first: the one that names the person, the place, the years.
  const wordings = [...item.templates].sort((a, b) => slots(b) - slots(a));
  for (const template of wordings) {
    const rendered = renderTemplate(template, vars, LANGUAGE_PACKS[s.language], { countryCode: facts.country.code });
    if (rendered) return tidy(rendered.text, s.language);
  }
  return null;
}

const slots = (template: string) => template.split('{').length;

/** Sentences for the town's facts that `fits` accepts, in the pack's order, at most `max`. */
export function sayTownFacts(
  s: Speaker,
  town: ToldTown | null,
  fits: (fact: TownFact) => boolean,
  max: number,
): string[] {
  if (!town) return [];
  return town.told
    .filter((item) => fits(item.fact))
    .flatMap((item) => sayTownFact(s, town, item) ?? [])
    .slice(0, max);
}
