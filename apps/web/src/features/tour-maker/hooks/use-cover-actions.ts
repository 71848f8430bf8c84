import { useMutation, useQueryClient } from '@tanstack/react-query';
import { compressImage, ImageProcessingError } from '../../../lib/images/compress-image';
import { regenerateCover, uploadCover } from '../../../lib/tours/tour-api';
import type { StatusMessage } from '../../../lib/use-status-message';
import { applyTourImages, refreshIfGone, refusalDetail } from './tour-cache';

type Show = (message: StatusMessage) => void;

/** Regenerate Cover: a new AI cover for a tour (about 15-20 s, SPEC §9). */
function useRegenerateCover(show: Show) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tourId: string) => regenerateCover(tourId),
    onSuccess: (images) => {
      applyTourImages(queryClient, images);
      show({ key: 'myTours.messages.coverReady', tone: 'info' });
    },
    onError: (error) => {
      refreshIfGone(queryClient, error);
      show({ key: 'myTours.messages.coverFailed', tone: 'error', detail: refusalDetail(error) });
    },
  });
}

/** Upload: the picked photo, compressed in the browser to 1920x1920 at 0.85 (SPEC §5), becomes the cover. */
function useUploadCover(show: Show) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tourId, file }: { tourId: string; file: File }) =>
      uploadCover(tourId, await compressImage(file)),
    onSuccess: (images) => {
      applyTourImages(queryClient, images);
      show({ key: 'myTours.messages.uploaded', tone: 'info' });
    },
    onError: (error) => {
      refreshIfGone(queryClient, error);
      show(
        error instanceof ImageProcessingError
          ? { key: 'myTours.messages.processFailed', tone: 'error' }
          : { key: 'myTours.messages.uploadFailed', tone: 'error', detail: refusalDetail(error) },
      );
    },
  });
}

/** Both ways to change a tour's cover; each has its own pending state, so each button waits for its own. */
export function useCoverActions(show: Show) {
  return { cover: useRegenerateCover(show), upload: useUploadCover(show) };
}
