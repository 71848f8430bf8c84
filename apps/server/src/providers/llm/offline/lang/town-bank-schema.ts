import { z } from 'zod';
import {
  CULTURE_KINDS,
  FOOD_KINDS,
  FOOD_TIES,
  HISTORY_EVENTS,
  INDUSTRIES,
  NATURE_FEATURES,
  OCCUPATIONS,
  TOWN_LEGEND_MOTIFS,
  TOWN_PERSON_ROLES,
} from '../../../knowledge/towns/town-schema';

/** Several wordings of one kind of sentence, so two facts or two stories do not sound alike. */
const variants = z.array(z.string().min(1)).min(2);
/** A noun phrase for one enumerated value. */
const phrase = z.string().min(1);

/**
 * A sentence set per enum value. Partial here so a value added to the town schema does not stop
 * every narration; the banks' test fails until each language has it, and until then a fact of that
 * value is not said.
 */
const sentencesFor = <T extends readonly [string, ...string[]]>(keys: T) => z.partialRecord(z.enum(keys), variants);
const phrasesFor = <T extends readonly [string, ...string[]]>(keys: T) => z.partialRecord(z.enum(keys), phrase);

/**
 * How one language tells the town pack's facts (lang/<xx>/town-bank.json). Slots: {town} and {Town}
 * (the town's name, capitalised to open a sentence; forms such as {town|de} or {town|eun} work as in
 * the main bank) and each kind's own: history {when} {year} {span} {name}; person {who} (the
 * occupation phrase with the name) {name} {when}; food {dish} {kind}; legend {who} {where}; nature
 * {name}; industry {industry} {since} {name}; culture {name} {since}; population {pop} {when}.
 */
export const townBankSchema = z.strictObject({
  history: sentencesFor(HISTORY_EVENTS),
  person: sentencesFor(TOWN_PERSON_ROLES),
  /** The person as said with what they are remembered as; holds {name}: "the composer {name}". */
  occupation: phrasesFor(OCCUPATIONS),
  food: sentencesFor(FOOD_TIES),
  /** "a pastry", "a drink": what {kind} says. */
  foodKind: phrasesFor(FOOD_KINDS),
  legend: sentencesFor(TOWN_LEGEND_MOTIFS),
  nature: sentencesFor(NATURE_FEATURES),
  industry: z.strictObject({ plain: variants, since: variants, named: variants }),
  /** What {industry} says: "shipbuilding", "the making of porcelain". */
  industries: phrasesFor(INDUSTRIES),
  culture: sentencesFor(CULTURE_KINDS),
  population: variants,
  /** Opens the darker history a ghost or legend story tells when the town has no recorded legend. */
  noLegend: variants,
  /** The same, for a town whose record holds no darker history either: what follows is what it does record. */
  noLegendPlain: variants,
  /** A later founding of a town founded before (Buenos Aires 1536, then 1580): {when} {year} {name}. */
  refounded: variants,
});

export type TownBank = z.infer<typeof townBankSchema>;

/** Every key a complete bank holds, as "section.key" paths, for the banks' test. */
export const TOWN_BANK_KEYS: readonly string[] = [
  ...HISTORY_EVENTS.map((k) => `history.${k}`),
  ...TOWN_PERSON_ROLES.map((k) => `person.${k}`),
  ...OCCUPATIONS.map((k) => `occupation.${k}`),
  ...FOOD_TIES.map((k) => `food.${k}`),
  ...FOOD_KINDS.map((k) => `foodKind.${k}`),
  ...TOWN_LEGEND_MOTIFS.map((k) => `legend.${k}`),
  ...NATURE_FEATURES.map((k) => `nature.${k}`),
  ...['plain', 'since', 'named'].map((k) => `industry.${k}`),
  ...INDUSTRIES.map((k) => `industries.${k}`),
  ...CULTURE_KINDS.map((k) => `culture.${k}`),
  'population',
  'noLegend',
  'noLegendPlain',
  'refounded',
];
