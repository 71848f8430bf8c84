import { useEffect, useState } from 'react';
import { EXPLORER_SLIDESHOW_INTERVAL_MS } from '@roamcast/shared/catalog/constants';

/** Which of a stop's photos shows: the next one every 5 s (SPEC §9), back to the first at each new stop. */
export function usePhotoCycle(photos: readonly string[], stopKey: number): string | null {
  const [state, setState] = useState({ stopKey, index: 0 });
  const index = state.stopKey === stopKey ? state.index : 0;
  useEffect(() => {
    if (photos.length < 2) return;
    const timer = setInterval(
      () => setState((held) => ({ stopKey, index: held.stopKey === stopKey ? (held.index + 1) % photos.length : 1 })),
      EXPLORER_SLIDESHOW_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [photos.length, stopKey]);
  return photos[index % Math.max(1, photos.length)] ?? null;
}
