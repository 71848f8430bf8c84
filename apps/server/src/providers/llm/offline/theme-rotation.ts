import { THEME_IDS, type NarrationThemeId } from '@roamcast/shared/catalog/themes';

/**
 * The thirteen themes a story can be told in, in a fixed order. A listener who changes theme at one
 * place hears other facts first and other words for the facts two themes share: each theme takes its
 * own turn in the lists below, instead of a seeded draw that often lands two themes on the same line.
 */
export const NARRATION_THEMES: readonly NarrationThemeId[] = [
  ...THEME_IDS.filter((id): id is Exclude<typeof id, 'auto_channel'> => id !== 'auto_channel'),
  'romantic_stories',
];

/** The theme's place in NARRATION_THEMES. */
export const themeSlot = (theme: NarrationThemeId): number => NARRATION_THEMES.indexOf(theme);

/** `items` started at `offset` (taken modulo their length) and wrapped round. */
export function rotated<T>(items: readonly T[], offset: number): T[] {
  if (!items.length) return [];
  const start = ((offset % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** The theme's turn among those that say a line: the likely tellers first, then every other theme. */
export function themeTurn(theme: NarrationThemeId, tellers: readonly NarrationThemeId[] = NARRATION_THEMES): number {
  return [...tellers, ...NARRATION_THEMES.filter((other) => !tellers.includes(other))].indexOf(theme);
}

/**
 * The wordings of a line that several themes say, the theme's own first, then the next in turn (for
 * when one does not fit): the themes that say it (`tellers`, in NARRATION_THEMES order) take the
 * wordings in turn, from `offset` (a place's own start, so one wording is not every place's first).
 * Two themes get the same wording only when more themes say the line than it has wordings.
 */
export function wordingsInTurn<T>(
  wordings: readonly T[],
  theme: NarrationThemeId,
  tellers: readonly NarrationThemeId[] = NARRATION_THEMES,
  offset = 0,
): T[] {
  // The likely tellers take the first turns; any other theme that tells it after all comes after them.
  return rotated(rotated(wordings, offset), themeTurn(theme, tellers));
}
