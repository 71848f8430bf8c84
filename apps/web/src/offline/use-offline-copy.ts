import { useCallback, useEffect, useState } from 'react';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';
import {
  removeTourOffline,
  saveTourOffline,
  StorageDeniedError,
  StorageFullError,
  type SaveProgress,
} from './save-tour';
import { readSavedTour, tourFingerprint, type SavedTour } from './saved-tours';

export type OfflineCopyState =
  | { step: 'checking' }
  | { step: 'none' }
  | { step: 'saving'; progress: SaveProgress | null }
  | { step: 'saved'; saved: SavedTour }
  | { step: 'full'; needed: number }
  | { step: 'denied' }
  | { step: 'failed' };

/**
 * The offline copy of one saved tour: whether it is stored, saving it (with its progress) and
 * removing it. `current` is the tour as the server last answered, to tell an out-of-date copy.
 */
export function useOfflineCopy(
  routeId: string,
  current: RouteWithNarrations | undefined,
  onSaved: (route: RouteWithNarrations) => void,
) {
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
    saveTourOffline(routeId, (progress) => setState({ step: 'saving', progress })).then(
      (saved) => {
        // The page now shows the tour as saved (its stories were perhaps just made), so it is not out of date.
        onSaved(saved.route);
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
  }, [routeId, onSaved]);

  const remove = useCallback(() => {
    void removeTourOffline(routeId).finally(() => setState({ step: 'none' }));
  }, [routeId]);

  const outOfDate =
    state.step === 'saved' && current !== undefined && tourFingerprint(current) !== state.saved.fingerprint;
  return { state, outOfDate, save, remove };
}
