import { useCallback, useEffect, useRef, useState } from 'react';
import { forwardGeocode, reverseGeocodeName } from '../../../../lib/geocode';
import { getCurrentPosition, LocationError } from '../../../../lib/geolocation';
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

/** GPS fix or address search for the location panel (SPEC §4 location request, §5, §8). */
export function usePlaceFinder(onFound: (place: FoundPlace) => void) {
  const [busy, setBusy] = useState<FinderBusy>('idle');
  const [error, setError] = useState<FinderError | null>(null);
  // A closed panel must not move the traveller to a place they no longer wait for.
  const run = useRef(0);
  useEffect(() => {
    const runs = run;
    return () => {
      runs.current++;
    };
  }, []);

  const finish = useCallback(
    (id: number, result: FoundPlace | FinderError) => {
      if (id !== run.current) return;
      setBusy('idle');
      if ('key' in result) setError(result);
      else onFound(result);
    },
    [onFound],
  );

  /** Reverse-geocoded name, else the coordinates to 4 decimals (reverseGeocodeName's fallback). */
  const locate = useCallback(async () => {
    const id = ++run.current;
    setBusy('locating');
    setError(null);
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
        return;
      }
      const id = ++run.current;
      setBusy('searching');
      setError(null);
      try {
        const found = await forwardGeocode(query, currentLanguage());
        finish(
          id,
          found ? { ...found, name: found.name || query } : { source: 'address', key: 'locationPanel.addressNotFound' },
        );
      } catch (failure) {
        console.warn('Address search failed', failure);
        finish(id, { source: 'address', key: 'locationPanel.geocodeFailed' });
      }
    },
    [finish],
  );

  return { busy, error, locate, search };
}
