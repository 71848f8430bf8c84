import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@roamcast/shared/catalog/languages';
import { reverseGeocodeName } from '../../../lib/geocode';
import { getCurrentPosition, LocationError, type LocationErrorKey } from '../../../lib/geolocation';
import type { PlaceValue } from '../components/creator/creator-drafts';

/** Why Detect failed, as i18n keys, translated when shown. */
export type DetectProblem = { key: 'location.unsupported' } | { key: 'creator.detectFailed'; reason: LocationErrorKey };

/**
 * The Detect button (SPEC §2, §5): the device position, named by reverse geocoding (bare
 * coordinates when that fails), or 'Geolocation is not supported by your browser', or
 * 'Unable to detect location: {reason}'.
 */
export function useDetectLocation(
  /** Called when a fix arrives, maybe after other edits: update the draft with a functional update. */
  onFound: (place: PlaceValue) => void,
) {
  const { i18n } = useTranslation();
  const [detecting, setDetecting] = useState(false);
  const [problem, setProblem] = useState<DetectProblem | null>(null);

  async function detect() {
    setDetecting(true);
    setProblem(null);
    try {
      const position = await getCurrentPosition();
      const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
      const name = await reverseGeocodeName(position, language);
      onFound({ text: name, coordinates: position });
    } catch (error) {
      const key = error instanceof LocationError ? error.key : 'location.failed';
      setProblem(key === 'location.unsupported' ? { key } : { key: 'creator.detectFailed', reason: key });
    } finally {
      setDetecting(false);
    }
  }

  return { detect, detecting, problem };
}
