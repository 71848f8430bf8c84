import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveSharedTourOffline, type SaveProgress } from './save-tour';
import { sharedCopyId, sharedFingerprint } from './saved-tours';
import { OfflineCopyView } from './offline-copy';
import { tourFromPublic, type PageTour } from '../features/shared-tour/logic/page-tour';
import type { SavedTour } from './saved-tours';

/** Save for offline on the shared tour page (/tour/{code}): the visitor's copy, kept on this device. */
export default function SharedOfflineCopy({ shareCode, tour }: { shareCode: string; tour: PageTour }) {
  const save = useCallback(
    (onProgress: (progress: SaveProgress) => void) => saveSharedTourOffline(shareCode, onProgress),
    [shareCode],
  );
  const queryClient = useQueryClient();
  // The page plays the stories the copy just made, as it will offline.
  const onSaved = useCallback(
    (saved: SavedTour) =>
      saved.shared && queryClient.setQueryData(['shared-tour-page', shareCode], tourFromPublic(saved.shared)),
    [queryClient, shareCode],
  );
  const current = sharedFingerprint(tour);
  return <OfflineCopyView source={{ id: sharedCopyId(shareCode), current, save, onSaved }} />;
}
