import type { QueryClient } from '@tanstack/react-query';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { TourImages } from '@roamcast/shared/schemas/tour-jobs';
import { ApiError } from '../../../lib/api/api-error';
import { refusalText } from '../../../lib/api/error-text';
import { i18n } from '../../../lib/i18n';
import { tourQueryKeys } from '../../../lib/tours/tour-api';

/** Shows a tour's new cover at once, then refetches so the list matches the server. */
export function applyTourImages(queryClient: QueryClient, images: TourImages): void {
  queryClient.setQueryData<Route[]>(tourQueryKeys.mine, (tours) =>
    tours?.map((tour) => (tour.id === images.id ? { ...tour, ...images } : tour)),
  );
  void queryClient.invalidateQueries({ queryKey: tourQueryKeys.mine });
  void queryClient.invalidateQueries({ queryKey: tourQueryKeys.one(images.id) });
}

export function forgetTour(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Route[]>(tourQueryKeys.mine, (tours) => tours?.filter((tour) => tour.id !== id));
  queryClient.removeQueries({ queryKey: tourQueryKeys.one(id) });
  void queryClient.invalidateQueries({ queryKey: tourQueryKeys.mine });
}

/**
 * The server's reason for refusing a tour action (a 4xx: "the image is larger than 10 MB"), in the
 * listener's language; "not found" here can only be the tour, so it says so.
 */
export function refusalDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code === 'not_found') return i18n.t('apiErrors.tour_not_found');
  return refusalText(error);
}

/** A tour that is gone on the server (deleted in another tab) leaves the list at once. */
export function refreshIfGone(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    void queryClient.invalidateQueries({ queryKey: tourQueryKeys.mine });
  }
}
