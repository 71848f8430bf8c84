import {
  DEFAULT_DEEP_DIVE_LENGTH,
  DEFAULT_NARRATION_DURATION,
  DEFAULT_TOUR_TYPE,
  type DeepDiveLength,
  type NarrationDuration,
} from '@roamcast/shared/catalog/constants';
import { DEFAULT_CREATOR_THEME } from '@roamcast/shared/catalog/creator-presets';
import type { Coordinates } from '../../../../lib/geolocation';

/** A typed place; Detect also pins its coordinates, which typing over it drops again. */
export interface PlaceValue {
  text: string;
  coordinates?: Coordinates;
}

export const CUSTOM_THEME = 'custom';

/** A preset id (or a kept catalogue theme), or CUSTOM_THEME with the person's own words. */
export interface ThemeValue {
  choice: string;
  custom: string;
}

export interface SpecialtyDraft {
  location: PlaceValue;
  name: string;
  theme: ThemeValue;
  focus: string;
  minutes: NarrationDuration;
}

export interface AskDraft {
  location: PlaceValue;
  prompt: string;
  minutes: NarrationDuration;
}

export interface DeepDiveDraft {
  placeOrTopic: string;
  detailedPrompt: string;
  length: DeepDiveLength;
}

export type TourType = 'walking' | 'indoor';

export interface WalkingIndoorDraft {
  type: TourType;
  name: string;
  location: PlaceValue;
  description: string;
  useGPS: boolean;
}

export interface ImportFile {
  name: string;
  text: string;
}

export interface ImportDraft {
  text: string;
  file: ImportFile | null;
}

export interface CreatorDrafts {
  specialty: SpecialtyDraft;
  ask: AskDraft;
  deepDive: DeepDiveDraft;
  walkingIndoor: WalkingIndoorDraft;
  import: ImportDraft;
}

/** SPEC §3, §5, §9 defaults: food_culture, 1 minute per stop, a medium deep dive, a walking tour. */
export const initialDrafts = (): CreatorDrafts => ({
  specialty: {
    location: { text: '' },
    name: '',
    theme: { choice: DEFAULT_CREATOR_THEME, custom: '' },
    focus: '',
    minutes: DEFAULT_NARRATION_DURATION,
  },
  ask: { location: { text: '' }, prompt: '', minutes: DEFAULT_NARRATION_DURATION },
  deepDive: { placeOrTopic: '', detailedPrompt: '', length: DEFAULT_DEEP_DIVE_LENGTH },
  walkingIndoor: { type: DEFAULT_TOUR_TYPE, name: '', location: { text: '' }, description: '', useGPS: false },
  import: { text: '', file: null },
});

/** The theme to send: the preset id, or the custom text (blank when nothing was written). */
export function themeText(theme: ThemeValue): string {
  return (theme.choice === CUSTOM_THEME ? theme.custom : theme.choice).trim();
}

const filled = (...values: string[]) => values.every((value) => value.trim() !== '');

/** SPEC §5: the i18n key of the form's missing-fields message, or null when it may be sent. */
export const missingFields = {
  specialty: (d: SpecialtyDraft) =>
    filled(d.name, d.location.text, themeText(d.theme)) ? null : 'creator.errors.specialtyRequired',
  ask: (d: AskDraft) => (filled(d.location.text, d.prompt) ? null : 'creator.errors.askRequired'),
  deepDive: (d: DeepDiveDraft) => (filled(d.placeOrTopic, d.detailedPrompt) ? null : 'creator.errors.deepDiveRequired'),
  walkingIndoor: (d: WalkingIndoorDraft) =>
    filled(d.name, d.location.text) ? null : 'creator.errors.walkingIndoorRequired',
  import: (d: ImportDraft) => (d.file || filled(d.text) ? null : 'creator.errors.importRequired'),
} as const;

/** Optional text is left out rather than sent blank. */
export const optionalText = (value: string) => (value.trim() ? value.trim() : undefined);

/** The place as the creation endpoints take it: the text, and the coordinates when Detect pinned them. */
export const placeFields = ({ text, coordinates }: PlaceValue) => ({
  location: text.trim(),
  ...(coordinates ? { coordinates } : {}),
});
