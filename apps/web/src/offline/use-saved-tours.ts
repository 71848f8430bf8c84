import { useEffect, useState } from 'react';
import { listSavedTours, type SavedTour } from './saved-tours';

/** The tours saved on this device (empty until read, or where IndexedDB is unavailable). */
export function useSavedTours(): SavedTour[] {
  const [saved, setSaved] = useState<SavedTour[]>([]);
  useEffect(() => {
    let live = true;
    listSavedTours().then(
      (tours) => live && setSaved(tours),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return saved;
}

export { useOnline } from './use-online';
