import { z } from 'zod';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';

/**
 * Where a fact comes from: `wikipedia:<article title>` (English Wikipedia), `wikidata:<Q-id>#<P-id>`,
 * `unesco:<site number>` (the World Heritage List), `official:<https URL>` (the place's own site) or
 * `page:<http(s) URL>` (another public page that states the fact); see ../fact-source.ts.
 */
export const factSourceSchema = z
  .string()
  .regex(
    /^(wikipedia:.+|wikidata:Q\d+#P\d+|unesco:\d+|official:https:\/\/\S+|page:https?:\/\/\S+)$/u,
    'a fact needs a known source',
  );

export const LANDMARK_TYPES = [
  'tower',
  'bridge',
  'church',
  'cathedral',
  'mosque',
  'temple',
  'palace',
  'castle',
  'fort',
  'museum',
  'monument',
  'statue',
  'square',
  'park',
  'street',
  'market',
  'building',
  'stadium',
  'archaeological_site',
  'natural_site',
  'heritage_site',
] as const;
export type LandmarkType = (typeof LANDMARK_TYPES)[number];

export const STYLES = [
  'gothic',
  'gothic_revival',
  'romanesque',
  'renaissance',
  'baroque',
  'neoclassical',
  'art_nouveau',
  'art_deco',
  'modernist',
  'mughal',
  'islamic',
  'byzantine',
  'romanesque_revival',
  'renaissance_revival',
  'national_romantic',
  'russian_revival',
  'socialist_realist',
  'baroque_revival',
  'chicago_school',
  'mudejar',
  'federal',
  'expressionist',
  'french_colonial',
  'rajput',
  'georgian',
  'beaux_arts',
] as const;
export const MATERIALS = [
  'wrought_iron',
  'steel',
  'marble',
  'granite',
  'sandstone',
  'limestone',
  'brick',
  'concrete',
  'wood',
  'iron',
  'bronze',
  'andesite',
  'titanium',
  'glass',
  'aluminium',
  'copper',
] as const;
/** `protected`: the year a natural site became a national park or other protected area (a reef is not "founded"). */
export const DATE_EVENTS = ['built', 'completed', 'opened', 'founded', 'rebuilt', 'protected'] as const;
export const PERSON_ROLES = [
  'architect',
  'designer',
  'engineer',
  'builder',
  'founder',
  'patron',
  'sculptor',
  'resident',
  'buried',
  'visitor',
  'prisoner',
  'painter',
] as const;
/** Metres for the lengths, hectares for area, people a year for visitors. */
export const MEASURES = ['height', 'length', 'span', 'elevation', 'area', 'visitors'] as const;
/** Stories that are told about a place; the composer always tells them as told, never as fact. */
export const LEGEND_MOTIFS = ['ghost', 'coin', 'touch', 'monster', 'ravens', 'curse'] as const;
export const FOOD_TRADITIONS = ['originated', 'famous_for'] as const;
/** Engineering records, world-wide. */
export const RECORDS = ['tallest_structure', 'tallest_building', 'longest_span', 'first_national_park'] as const;
export const EVENTS = ['worlds_fair', 'fire', 'olympics', 'coronations'] as const;

/** A year; negative years are BC. */
const year = z.number().int().min(-10_000).max(2026);
const names = z.partialRecord(z.enum(LANGUAGE_CODES), z.string().min(1));

const date = z.strictObject({
  kind: z.literal('date'),
  event: z.enum(DATE_EVENTS),
  year,
  /** The last year of a span of work ("1887 to 1889"). */
  end: year.optional(),
  /** The year is approximate ("around 2560 BC"). */
  approx: z.boolean().optional(),
  src: factSourceSchema,
});
const person = z.strictObject({
  kind: z.literal('person'),
  role: z.enum(PERSON_ROLES),
  /** The name as written in Latin script; `names` gives it in other scripts where known. */
  name: z.string().min(2),
  names: names.optional(),
  src: factSourceSchema,
});
const measure = z.strictObject({
  kind: z.literal('measure'),
  measure: z.enum(MEASURES),
  value: z.number().positive(),
  /** The year a changing figure (visitors) was counted. */
  year: year.optional(),
  src: factSourceSchema,
});
const style = z.strictObject({ kind: z.literal('style'), style: z.enum(STYLES), src: factSourceSchema });
const material = z.strictObject({ kind: z.literal('material'), material: z.enum(MATERIALS), src: factSourceSchema });
const heritage = z.strictObject({
  kind: z.literal('heritage'),
  /** The year UNESCO inscribed the site (or the listing it belongs to) on the World Heritage List. */
  year,
  site: z.number().int().positive(),
  src: factSourceSchema,
});
const legend = z.strictObject({
  kind: z.literal('legend'),
  motif: z.enum(LEGEND_MOTIFS),
  /** Who the story is about (the ghost, the creature), where the story names someone. */
  who: z.string().min(2).optional(),
  whoNames: names.optional(),
  src: factSourceSchema,
});
const food = z.strictObject({
  kind: z.literal('food'),
  tradition: z.enum(FOOD_TRADITIONS),
  /** The dish or product, in the languages that have a name for it (English required). */
  dish: names.and(z.object({ en: z.string().min(2) })),
  src: factSourceSchema,
});
const record = z.strictObject({
  kind: z.literal('record'),
  record: z.enum(RECORDS),
  from: year,
  /** Absent while the record still holds. */
  until: year.optional(),
  src: factSourceSchema,
});
const event = z.strictObject({ kind: z.literal('event'), event: z.enum(EVENTS), year, src: factSourceSchema });

export const landmarkFactSchema = z.discriminatedUnion('kind', [
  date,
  person,
  measure,
  style,
  material,
  heritage,
  legend,
  food,
  record,
  event,
]);
export type LandmarkFact = z.infer<typeof landmarkFactSchema>;

export const landmarkSchema = z.strictObject({
  /** The Wikidata item id where one is known for certain, else a stable slug. */
  id: z.string().regex(/^(Q\d+|[a-z0-9]+(-[a-z0-9]+)*)$/u),
  wikidata: z
    .string()
    .regex(/^Q\d+$/u)
    .optional(),
  type: z.enum(LANDMARK_TYPES),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres around the point that count as "at" the landmark; by default from its type and size. */
  radius: z.number().positive().max(30_000).optional(),
  /** The city it stands in, as the gazetteer (GeoNames) names it; absent for natural sites. */
  city: z.string().min(1).optional(),
  country: z.string().regex(/^[A-Z]{2}$/u),
  /**
   * Names as said in running text, with the article the language needs ("the Eiffel Tower",
   * "la tour Eiffel", "der Eiffelturm"); a language without a name does not narrate the landmark.
   */
  names: names.and(z.object({ en: z.string().min(2) })),
  /** UNESCO listing titles are quoted as titles rather than said as names. */
  listing: z.boolean().optional(),
  facts: z.array(landmarkFactSchema).min(1),
});
export type Landmark = z.infer<typeof landmarkSchema>;

export const landmarkFileSchema = z.strictObject({
  /** What the file covers, for reviewers. */
  region: z.string(),
  landmarks: z.array(landmarkSchema),
});
export type LandmarkFile = z.infer<typeof landmarkFileSchema>;
