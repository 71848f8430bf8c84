import type { QueryClient } from '@tanstack/react-query';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { TourImages } from '@roamcast/shared/schemas/tour-jobs';
import { ApiError } from '../../../lib/api/api-error';
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

/** A tour that is gone on the server (deleted in another tab) leaves the list at once. */
export function refreshIfGone(queryClient: QueryClient, error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    void queryClient.invalidateQueries({ queryKey: tourQueryKeys.mine });
  }
}
