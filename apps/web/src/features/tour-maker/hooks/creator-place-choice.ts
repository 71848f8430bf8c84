import { useCallback, useEffect, useRef, useState } from 'react';
import { forwardGeocode, needsChoice, type PlaceCandidate } from '../../../lib/geocode';
import { currentLanguage } from '../../../lib/i18n';
import type { PlaceValue } from '../components/creator/creator-drafts';

/**
 * "Did you mean…" for a typed place: once the field is left, the text is looked up, and when the
 * match is not clear the places it may mean are offered. A clear match, no match or a failed lookup
 * changes nothing: the server finds the place from the text, as before.
 */
export function useCreatorPlaceChoice(
  /** Called with the chosen place, its name in full and its coordinates pinned. */
  onChosen: (place: PlaceValue) => void,
) {
  const [choices, setChoices] = useState<PlaceCandidate[] | null>(null);
  // The text last looked up, so leaving the field again does not ask twice; a newer lookup wins.
  const checked = useRef('');
  const run = useRef(0);
  useEffect(() => {
    const runs = run;
    return () => {
      runs.current++;
    };
  }, []);

  const check = useCallback(async (place: PlaceValue) => {
    const text = place.text.trim();
    // Detect or a choice pinned it already, or this very text was asked about.
    if (!text || place.coordinates || text === checked.current) return;
    checked.current = text;
    const id = ++run.current;
    try {
      const found = await forwardGeocode(text, currentLanguage());
      if (id === run.current && found && needsChoice(found)) setChoices(found.candidates);
    } catch (error) {
      console.warn('Looking up the typed place failed; the server will find it from the text', error);
    }
  }, []);

  /** The text changed: an answer still on its way, or shown, was for other words. */
  const edited = useCallback(() => {
    run.current++;
    setChoices(null);
  }, []);

  const choose = useCallback(
    (candidate: PlaceCandidate) => {
      setChoices(null);
      checked.current = candidate.name;
      onChosen({ text: candidate.name, coordinates: { lat: candidate.lat, lng: candidate.lng } });
    },
    [onChosen],
  );

  const dismiss = useCallback(() => setChoices(null), []);

  return { choices, check, edited, choose, dismiss };
}
