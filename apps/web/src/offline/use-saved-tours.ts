import { useEffect, useState, useSyncExternalStore } from 'react';
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

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network (it may be wrong the other way: a captive portal). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}
