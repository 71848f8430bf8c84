import { describeFactSource } from '../fact-source';
import type { Town, TownFact } from './town-schema';

/** A dated population count, as prompts and the composer take it. */
export interface TownPopulation {
  value: number;
  year: number;
  source: string;
}

function year(y: number, approx?: boolean): string {
  return `${approx ? 'c. ' : ''}${Math.abs(y)}${y < 0 ? ' BC' : ''}`;
}

const words = (value: string) => value.replace(/_/gu, ' ');

/** One town fact as a plain English line for a prompt: values, never a sentence to copy. */
export function describeTownFact(fact: TownFact): string {
  switch (fact.kind) {
    case 'history': {
      const when = fact.end ? `${year(fact.year)} to ${year(fact.end)}` : year(fact.year, fact.approx);
      return `history: ${words(fact.event)}${fact.name ? ` (${fact.name.en})` : ''}, ${when}`;
    }
    case 'person':
      return `person: ${fact.name}, ${words(fact.occupation)}, ${fact.role} here${fact.year ? ` (${year(fact.year)})` : ''}`;
    case 'food':
      return `food and drink: ${fact.dish.en} (${words(fact.food)}, ${words(fact.tie)})`;
    case 'legend':
      return `legend that is told (tell it as a story people tell, never as fact): ${words(fact.motif)}${
        fact.who ? `, about ${fact.who.en}` : ''
      }${fact.where ? `, at ${fact.where.en}` : ''}`;
    case 'nature':
      return `nature: ${fact.name.en} (${words(fact.feature)})`;
    case 'industry':
      return `industry: ${words(fact.industry)}${fact.name ? ` (${fact.name.en})` : ''}${fact.since ? `, since ${year(fact.since)}` : ''}`;
    case 'culture':
      return `culture: ${fact.name.en} (${words(fact.culture)})${fact.since ? `, since ${year(fact.since)}` : ''}`;
    case 'population':
      return `population: about ${fact.value.toLocaleString('en-US')} in ${fact.year}`;
  }
}

/** How a town fact's source is listed: "Town pack: Wikipedia, “Lisbon”". */
export const townSource = (src: string) => describeFactSource(src, 'Town pack');

/** The town's most recent counted population, with its year and source; undefined when it has none. */
export function latestPopulation(town: Town): TownPopulation | undefined {
  let latest: TownPopulation | undefined;
  for (const fact of town.facts) {
    if (fact.kind === 'population' && (!latest || fact.year > latest.year)) {
      latest = { value: fact.value, year: fact.year, source: townSource(fact.src) };
    }
  }
  return latest;
}

/** The town's facts as prompt lines, each naming its source (the population goes separately, with its year). */
export function describeTown(town: Town): string[] {
  const facts = town.facts.filter((fact) => fact.kind !== 'population');
  if (!facts.length) return [];
  return [
    `What ${town.name} is known for (sourced facts; use them, do not add to them):`,
    ...facts.map((fact) => `- ${describeTownFact(fact)} (source: ${townSource(fact.src)})`),
  ];
}

/** The sources of the town's facts, for the narration's source record. */
export function townSources(town: Town): string[] {
  return [...new Set(town.facts.map((fact) => townSource(fact.src)))];
}
