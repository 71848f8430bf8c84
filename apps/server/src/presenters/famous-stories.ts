import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationRow } from '../db/repositories/narrations';
import type { RouteRow } from '../db/repositories/routes';

/** The language a famous tour's stories are made in at start-up, and heard in when a listener names none. */
export const FAMOUS_DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The stories a listener hears of a tour. A famous tour keeps one story per language at each stop
 * (made once, shared by every listener of that language), so only those in the listener's language
 * count; any other tour has one story per stop, whatever its language.
 */
export function storiesFor<N extends Pick<NarrationRow, 'language'>>(
  route: Pick<RouteRow, 'isFamous'>,
  narrations: readonly N[],
  language: LanguageCode | undefined,
): N[] {
  if (route.isFamous !== 1) return [...narrations];
  const heard = language ?? FAMOUS_DEFAULT_LANGUAGE;
  return narrations.filter((narration) => narration.language === heard);
}
