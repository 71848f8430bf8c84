import { useCallback, useEffect, useState } from 'react';
import { removeTourOffline, StorageDeniedError, StorageFullError, type SaveProgress } from './save-tour';
import { readSavedTour, type SavedTour } from './saved-tours';

export type OfflineCopyState =
  | { step: 'checking' }
  | { step: 'none' }
  | { step: 'saving'; progress: SaveProgress | null }
  | { step: 'saved'; saved: SavedTour }
  | { step: 'full'; needed: number }
  | { step: 'denied' }
  | { step: 'failed' };

export interface OfflineCopySource {
  /** The copy's key (a tour's id, or share:{code}). */
  id: string;
  /** The fingerprint of the tour as the page last read it (undefined when unknown), to tell an out-of-date copy. */
  current: string | undefined;
  save: (onProgress: (progress: SaveProgress) => void) => Promise<SavedTour>;
  /** Told the copy just stored, so the page shows the tour as it was saved. */
  onSaved: (saved: SavedTour) => void;
}

/** The offline copy of one tour: whether it is stored, saving it (with its progress) and removing it. */
export function useOfflineCopy({ id: routeId, current, save: store, onSaved }: OfflineCopySource) {
  const [state, setState] = useState<OfflineCopyState>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    readSavedTour(routeId).then(
      (saved) => live && setState(saved ? { step: 'saved', saved } : { step: 'none' }),
      () => live && setState({ step: 'none' }),
    );
    return () => {
      live = false;
    };
  }, [routeId]);

  const save = useCallback(() => {
    setState({ step: 'saving', progress: null });
    store((progress) => setState({ step: 'saving', progress })).then(
      (saved) => {
        // The page now shows the tour as saved (its stories were perhaps just made), so it is not out of date.
        onSaved(saved);
        setState({ step: 'saved', saved });
      },
      (error: unknown) =>
        setState(
          error instanceof StorageFullError
            ? { step: 'full', needed: error.needed }
            : error instanceof StorageDeniedError
              ? { step: 'denied' }
              : { step: 'failed' },
        ),
    );
  }, [store, onSaved]);

  const remove = useCallback(() => {
    void removeTourOffline(routeId).finally(() => setState({ step: 'none' }));
  }, [routeId]);

  const outOfDate = state.step === 'saved' && current !== undefined && current !== state.saved.fingerprint;
  return { state, outOfDate, save, remove };
}
