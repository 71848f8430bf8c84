import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTour } from '../../../lib/tours/tour-api';
import type { StatusMessage } from '../../../lib/use-status-message';
import { forgetTour, refreshIfGone, refusalDetail } from './tour-cache';

/** Delete (after the confirmation): 'Tour deleted successfully!' or 'Failed to delete tour' (SPEC §8). */
export function useDeleteTour(show: (message: StatusMessage) => void, onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tourId: string) => deleteTour(tourId),
    onSuccess: (_result, tourId) => {
      forgetTour(queryClient, tourId);
      onDeleted(tourId);
      show({ key: 'myTours.messages.deleted', tone: 'info' });
    },
    onError: (error) => {
      refreshIfGone(queryClient, error);
      show({ key: 'myTours.messages.deleteFailed', tone: 'error', detail: refusalDetail(error) });
    },
  });
}
