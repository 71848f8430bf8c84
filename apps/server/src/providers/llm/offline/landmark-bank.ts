import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import {
  DATE_EVENTS,
  MEASURES,
  PERSON_ROLES,
  type MATERIALS,
  type STYLES,
} from '../../knowledge/landmarks/landmark-schema';
import type { Template } from './types';

/**
 * A sentence per kind of landmark fact. Slots: {lm} and {Lm} (the landmark's name as said in
 * running text, and capitalised to open a sentence), and the fact's own slot, named after the key
 * with an `lm` prefix ({lmBuilt}, {lmArchitect}, {lmHeight}...). Legends are always told as told.
 */
export const LANDMARK_KEYS = [
  // The pack's dates, people and numbers are said under their own names: the lists live in the schema.
  ...DATE_EVENTS,
  ...PERSON_ROLES,
  ...MEASURES,
  'style',
  'material',
  'heritage',
  'ghost',
  'ghostNamed',
  'coin',
  'touch',
  'monster',
  'ravens',
  'curse',
  'originated',
  'famousFor',
  'tallestStructure',
  'tallestBuilding',
  'longestSpan',
  'firstNationalPark',
  'worldsFair',
  'fire',
  'olympics',
  'coronations',
  /** Said when a legend theme finds no told story in the pack. */
  'noLegend',
  /** Said when the food theme finds no food tradition in the pack. */
  'noFood',
] as const;
export type LandmarkKey = (typeof LANDMARK_KEYS)[number];

export interface LandmarkBank {
  /** The first sentence about the landmark: standing within its reach, or near it ({lmDist} away). */
  inside: Template[];
  near: Template[];
  say: Record<LandmarkKey, Template>;
  style: Record<(typeof STYLES)[number], string>;
  material: Record<(typeof MATERIALS)[number], string>;
  /** A year as said alone ("1889", "2560 BC", "around 2560 BC"). */
  year(year: number, approx?: boolean): string;
  /** A date as an adverbial ("in 1889", "between 1887 and 1889"). */
  when(year: number, end?: number, approx?: boolean): string;
  /** How long a record held ("from 1889 to 1930", "since 2010"). */
  span(from: number, until?: number): string;
}

export type LandmarkBanks = Record<LanguageCode, LandmarkBank>;

/** Years BC as a number and the era marker, for the languages' own year helpers. */
export function era(year: number): { n: number; bc: boolean } {
  return { n: Math.abs(year), bc: year < 0 };
}
