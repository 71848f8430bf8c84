import { queryOptions } from '@tanstack/react-query';
import { BATCH_TIMEOUT_MS } from '@roamcast/shared/catalog/constants';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { BatchProgress, GenerateNarrationsBody, TourImages } from '@roamcast/shared/schemas/tour-jobs';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';
import { api } from '../api/api-client';
import { listenerLanguageQuery } from './listener-language';

export const ROUTES_PATH = '/api/tour-maker/routes';

/** Query keys: the caller's list lives under ['user'] (signing out or saving a tour refreshes it). */
export const tourQueryKeys = {
  mine: ['user', 'tours'] as const,
  one: (id: string) => ['tour', id] as const,
};

export const myToursQueryOptions = queryOptions({
  queryKey: tourQueryKeys.mine,
  queryFn: ({ signal }) => api.get<Route[]>(ROUTES_PATH, { signal }),
});

export const tourQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tourQueryKeys.one(id),
    // A famous tour comes with its stories in the listener's language.
    queryFn: ({ signal }) => api.get<RouteWithNarrations>(`${ROUTES_PATH}/${id}${listenerLanguageQuery()}`, { signal }),
  });

/** Starts (or joins) the batch that writes one narration per stop; the client waits up to 5 minutes (SPEC §7). */
export function startNarrationBatch(id: string, language?: LanguageCode): Promise<BatchProgress> {
  const body: GenerateNarrationsBody = language ? { language } : {};
  return api.post<BatchProgress>(`${ROUTES_PATH}/${id}/generate-narrations`, body, { timeoutMs: BATCH_TIMEOUT_MS });
}

export function getNarrationBatchProgress(id: string, signal?: AbortSignal): Promise<BatchProgress> {
  return api.get<BatchProgress>(`${ROUTES_PATH}/${id}/generate-narrations/progress${listenerLanguageQuery()}`, {
    signal,
  });
}

/** A cover takes about 15-20 s (SPEC §9), longer on a busy server: the 30 s default would cut it off. */
export function regenerateCover(id: string): Promise<TourImages> {
  return api.post<TourImages>(`${ROUTES_PATH}/${id}/regenerate-image`, {}, { timeoutMs: 120_000 });
}

export function uploadCover(id: string, imageData: string): Promise<TourImages> {
  return api.post<TourImages>(`${ROUTES_PATH}/${id}/upload-image`, { imageData }, { timeoutMs: 120_000 });
}

export function deleteTour(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`${ROUTES_PATH}/${id}`);
}
