import { NARRATION_DURATIONS, type NarrationDuration } from '@roamcast/shared/catalog/constants';
import { CREATOR_PRESETS, DEFAULT_CREATOR_THEME } from '@roamcast/shared/catalog/creator-presets';
import { isThemeId } from '@roamcast/shared/catalog/themes';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { UpdateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import { CUSTOM_THEME, themeText, type SpecialtyDraft, type ThemeValue } from './creator-drafts';

/** How a saved theme shows in the select: a preset, an Explorer theme kept as its own option, or custom words. */
function themeValue(theme: string | null): { value: ThemeValue; extraThemeId?: string } {
  if (!theme) return { value: { choice: DEFAULT_CREATOR_THEME, custom: '' } };
  if (CREATOR_PRESETS.some((preset) => preset.id === theme)) return { value: { choice: theme, custom: '' } };
  if (isThemeId(theme)) return { value: { choice: theme, custom: '' }, extraThemeId: theme };
  return { value: { choice: CUSTOM_THEME, custom: theme } };
}

/** A saved tour in the Specialty form's fields; its place is the start point, else its first stop. */
export function editDraft(tour: Route): { draft: SpecialtyDraft; extraThemeId?: string } {
  const { value, extraThemeId } = themeValue(tour.theme);
  const minutes = (NARRATION_DURATIONS as readonly number[]).includes(tour.narrationDuration)
    ? (tour.narrationDuration as NarrationDuration)
    : NARRATION_DURATIONS[0];
  return {
    draft: {
      location: { text: tour.startPoint ?? tour.pointsOfInterest[0]?.name ?? '' },
      name: tour.name,
      theme: value,
      focus: tour.description ?? '',
      minutes,
    },
    extraThemeId,
  };
}

/** The PATCH body (SPEC §4 edit mode): the form's fields under the route's own names. */
export function editBody(draft: SpecialtyDraft): UpdateRouteBody {
  return {
    name: draft.name.trim(),
    startPoint: draft.location.text.trim(),
    theme: themeText(draft.theme),
    // Blank clears the description; the server stores it as none.
    description: draft.focus.trim(),
    narrationDuration: draft.minutes,
  };
}
