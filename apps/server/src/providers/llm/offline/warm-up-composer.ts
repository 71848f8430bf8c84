import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { AUTO_CHANNEL_ROTATION, type NarrationThemeId } from '@roamcast/shared/catalog/themes';
import { createOfflineGeocoder } from '../../geo/offline-geocoder';
import { attachLandmark } from '../../knowledge/landmarks/attach-landmark';
import { composeNarration } from './compose-narration';

/** Where the warm-up's stories are set: the Eiffel Tower, a place with a landmark in the pack. */
const WARM_UP_PLACE = { lat: 48.8584, lng: 2.2945 };

/**
 * Writes and discards a story in every theme (in English) and one in every other language, so that
 * the first listeners find each language's bank read and the composer's code optimised: a fresh
 * process writes its first stories several times slower. It yields between stories, so a request
 * that arrives meanwhile waits for one story at most. Answers how many stories it wrote.
 */
export async function warmUpComposer(): Promise<number> {
  const geocoder = createOfflineGeocoder();
  const stories: { theme: NarrationThemeId; language: LanguageCode }[] = [
    ...AUTO_CHANNEL_ROTATION.map((theme) => ({ theme, language: 'en' as const })),
    ...LANGUAGE_CODES.filter((language) => language !== 'en').map((language) => ({
      theme: 'historical_facts' as const,
      language,
    })),
  ];
  let written = 0;
  for (const { theme, language } of stories) {
    const place = await geocoder.reverse(WARM_UP_PLACE.lat, WARM_UP_PLACE.lng, language);
    if (!place) break;
    if (composeNarration({ facts: attachLandmark(place), theme, language, targetWords: 150, seed: written }).text) {
      written++;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}
