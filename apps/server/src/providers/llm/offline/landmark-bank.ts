import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import {
  DATE_EVENTS,
  MEASURES,
  PERSON_ROLES,
  type MATERIALS,
  type STYLES,
} from '../../knowledge/landmarks/landmark-schema';
import type { Template } from './types';

type PersonRole = (typeof PERSON_ROLES)[number];

/** The kinds of fact that are stories told about a place, in the order a legend story tells them. */
export const LEGEND_KEYS = ['ghostNamed', 'ghost', 'curse', 'ravens', 'monster', 'coin', 'touch'] as const;

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
  ...LEGEND_KEYS,
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
  /** A landmark within walking distance: {lm} stands {lmDist} {lmDirTo} ("to the north") of the listener. */
  nearby: Template[];
  /**
   * A ghost or legend story where the place has no legend of its own: says so, and names the nearest
   * landmark ({lmDist} {lmDirTo} away) that has one, whose legend follows.
   */
  nearestLegend: Template[];
  say: Record<LandmarkKey, Template>;
  /**
   * Other wordings of the same facts, same slots: the themes that tell a fact take the wordings in
   * turn, so a listener who changes theme at one place does not hear the same sentence again.
   */
  more?: Partial<Record<LandmarkKey, Template[]>>;
  /**
   * The wordings of a role the landmark has several people in ("the architects Anthemius of Tralles
   * and Isidore of Miletus"), where the others say one person ("the architect ..., was"). Languages
   * whose wordings do not mark number (ja, zh, ko) have none and say several people as they say one.
   */
  several?: Partial<Record<PersonRole, Template[]>>;
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

/** Languages whose wordings do not mark number: their banks have no `several` and say several people as one. */
export const NUMBERLESS_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['ja', 'zh', 'ko']);

/** Years BC as a number and the era marker, for the languages' own year helpers. */
export function era(year: number): { n: number; bc: boolean } {
  return { n: Math.abs(year), bc: year < 0 };
}

/**
 * Every wording of a fact at one landmark: the bank's own and its others, or, for a role the landmark
 * has several people in (`several`), the wordings that say them together.
 */
export function factWordings(bank: LandmarkBank, key: LandmarkKey, several: ReadonlySet<LandmarkKey>): Template[] {
  const together = several.has(key) ? bank.several?.[key as PersonRole] : undefined;
  if (together) return together;
  return [bank.say[key], ...(bank.more?.[key] ?? [])];
}
