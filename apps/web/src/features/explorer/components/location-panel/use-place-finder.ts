import { useCallback, useEffect, useRef, useState } from 'react';
import { forwardGeocode, needsChoice, reverseGeocodeName, type PlaceCandidate } from '../../../../lib/geocode';
import { getCurrentPosition, LocationError, type Coordinates } from '../../../../lib/geolocation';
import { currentLanguage } from '../../../../lib/i18n';

export interface FoundPlace {
  lat: number;
  lng: number;
  name: string;
}

export type FinderBusy = 'idle' | 'locating' | 'searching';

export interface FinderError {
  source: 'gps' | 'address';
  key: string;
}

/**
 * GPS fix or address search for the location panel (SPEC §4 location request, §5, §8). A search whose
 * match is not clear offers its candidates (`choices`) instead of going to the first; `near` is the
 * listener's position, which ranks the nearer of equally notable places first.
 */
export function usePlaceFinder(
  onFound: (place: FoundPlace) => void,
  near?: Coordinates | null,
  /** Choices already found (a spoken place that may mean several), offered from the start. */
  offered?: PlaceCandidate[],
) {
  const [busy, setBusy] = useState<FinderBusy>('idle');
  const [error, setError] = useState<FinderError | null>(null);
  const [choices, setChoices] = useState<PlaceCandidate[] | null>(offered?.length ? offered : null);
  // A closed panel must not move the traveller to a place they no longer wait for.
  const run = useRef(0);
  useEffect(() => {
    const runs = run;
    return () => {
      runs.current++;
    };
  }, []);

  const finish = useCallback(
    (id: number, result: FoundPlace | FinderError | PlaceCandidate[]) => {
      if (id !== run.current) return;
      setBusy('idle');
      if (Array.isArray(result)) setChoices(result);
      else if ('key' in result) setError(result);
      else onFound(result);
    },
    [onFound],
  );

  /** Reverse-geocoded name, else the coordinates to 4 decimals (reverseGeocodeName's fallback). */
  const locate = useCallback(async () => {
    const id = ++run.current;
    setBusy('locating');
    setError(null);
    setChoices(null);
    try {
      const position = await getCurrentPosition();
      const name = await reverseGeocodeName(position, currentLanguage());
      finish(id, { ...position, name });
    } catch (failure) {
      finish(id, { source: 'gps', key: failure instanceof LocationError ? failure.key : 'location.failed' });
    }
  }, [finish]);

  const search = useCallback(
    async (text: string) => {
      const query = text.trim();
      if (!query) {
        setError({ source: 'address', key: 'locationPanel.addressEmpty' });
        setChoices(null);
        return;
      }
      const id = ++run.current;
      setBusy('searching');
      setError(null);
      setChoices(null);
      try {
        const found = await forwardGeocode(query, currentLanguage(), near);
        if (!found) finish(id, { source: 'address', key: 'locationPanel.addressNotFound' });
        else if (needsChoice(found)) finish(id, found.candidates);
        else finish(id, { lat: found.lat, lng: found.lng, name: found.name || query });
      } catch (failure) {
        console.warn('Address search failed', failure);
        finish(id, { source: 'address', key: 'locationPanel.geocodeFailed' });
      }
    },
    [finish, near],
  );

  /** One of the offered places, named in full ("Valencia, Valencian Community, Spain"). */
  const choose = useCallback(
    (candidate: PlaceCandidate) => {
      setChoices(null);
      onFound({ lat: candidate.lat, lng: candidate.lng, name: candidate.name || candidate.label });
    },
    [onFound],
  );
  const dismissChoices = useCallback(() => setChoices(null), []);

  return { busy, error, choices, locate, search, choose, dismissChoices };
}
