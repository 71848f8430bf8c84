import { POLLING_MS, BATCH_TIMEOUT_MS } from '@roamcast/shared/catalog/constants';
import type { PublicTour } from '@roamcast/shared/schemas/public-tour';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';
import { narrateStop } from '../features/shared-tour/api/shared-tour-api';
import { stopPhotos, tourFromPublic } from '../features/shared-tour/logic/page-tour';
import { api } from '../lib/api/api-client';
import { readAuthToken } from '../lib/auth/tokens';
import { currentLanguage } from '../lib/i18n';
import { getNarrationBatchProgress, startNarrationBatch } from '../lib/tours/tour-api';
import { tourFromRoute, stopSlides } from '../features/player/logic/player-tour';
import { OFFLINE_CACHE, savedKey, sharedApiPath, tourApiPath } from './offline-cache';
import { tellWorker } from './remove-copy';
import { sharedCopyId, sharedFingerprint, tourFingerprint, writeSavedTour, type SavedTour } from './saved-tours';

export type SaveProgress = { step: 'narrating'; done: number; total: number } | { step: 'storing' };

/** Storage is full (or the quota too small): `needed` bytes were asked for. Nothing was kept. */
export class StorageFullError extends Error {
  constructor(readonly needed: number) {
    super('storage full');
  }
}
/** The browser offers no Cache Storage here (private mode, an insecure page). Nothing was kept. */
export class StorageDeniedError extends Error {}

const hasAllStories = (route: RouteWithNarrations) => tourFromRoute(route).stops.every((stop) => stop.audioUrl);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes every missing story with the tour's Generate All batch, reporting "Saving n of m". */
async function narrateMissing(routeId: string, onProgress: (progress: SaveProgress) => void): Promise<void> {
  const first = await startNarrationBatch(routeId, currentLanguage());
  const deadline = Date.now() + BATCH_TIMEOUT_MS;
  let progress = first;
  while (!progress.completed) {
    if (progress.failed) throw new Error(progress.error ?? 'narration failed');
    if (Date.now() > deadline) throw new Error('narration timed out');
    onProgress({ step: 'narrating', done: progress.current, total: progress.total });
    await sleep(POLLING_MS.batchProgress);
    progress = await getNarrationBatchProgress(routeId);
  }
}

/** Every address a saved tour plays from: its JSON, each stop's audio and pictures, the cover. */
export function offlineAddresses(route: RouteWithNarrations): string[] {
  const tour = tourFromRoute(route);
  const urls = [tourApiPath(route.id)];
  if (tour.coverUrl) urls.push(tour.coverUrl);
  for (const stop of tour.stops) {
    if (stop.audioUrl) urls.push(stop.audioUrl);
    for (const slide of stopSlides(stop, tour)) urls.push(slide.url);
  }
  return [...new Set(urls.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:')))];
}

async function fetchForSaving(url: string): Promise<Response> {
  const sameOrigin = new URL(url, location.origin).origin === location.origin;
  const headers = new Headers();
  const token = readAuthToken();
  if (sameOrigin && token && url.startsWith('/api/')) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, sameOrigin ? { headers } : { mode: 'no-cors' });
  if (!response.ok && response.type !== 'opaque') throw new Error(`${url}: ${response.status}`);
  return response;
}

/**
 * What is stored: same-origin answers anew from their bytes (the audio came through a redirect, which
 * a worker may not hand to the page as it was), pictures from other hosts as the browser got them.
 */
function storable(response: Response, blob: Blob): Response {
  if (response.type === 'opaque') return response;
  const headers = new Headers({ 'content-type': response.headers.get('content-type') ?? blob.type });
  headers.set('content-length', String(blob.size));
  return new Response(blob, { status: 200, headers });
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** What one offline copy consists of, whichever page saved it. */
interface CopyToStore {
  id: string;
  name: string;
  urls: string[];
  /** API answers stored as written here rather than fetched (a shared page's tour with its stories). */
  answers?: Record<string, unknown>;
  fingerprint: string;
  route?: RouteWithNarrations;
  shared?: PublicTour;
}

/**
 * Stores every address of a copy in the offline cache and, last, its record (what marks it Available
 * offline). Any failure removes what this run stored, so nothing half-saved is ever shown as available.
 */
async function storeCopy(copy: CopyToStore, onProgress: (progress: SaveProgress) => void): Promise<SavedTour> {
  onProgress({ step: 'storing' });
  const { urls } = copy;
  const answer = (data: unknown) =>
    new Response(JSON.stringify({ success: true, data, error: null }), {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  const responses = await Promise.all(
    urls.map(async (url) => ({
      url,
      response: copy.answers && url in copy.answers ? answer(copy.answers[url]) : await fetchForSaving(url),
    })),
  );
  const bodies = await Promise.all(
    responses.map(async ({ url, response }) => ({ url, response, blob: await response.clone().blob() })),
  );
  const bytes = bodies.reduce((sum, body) => sum + body.blob.size, 0);
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.quota !== undefined && estimate.quota - (estimate.usage ?? 0) < bytes)
    throw new StorageFullError(bytes);

  const cache = await caches.open(OFFLINE_CACHE);
  try {
    for (const { url, response, blob } of bodies) await cache.put(url, storable(response, blob));
    const saved: SavedTour = {
      routeId: copy.id,
      name: copy.name,
      savedAt: new Date().toISOString(),
      bytes,
      urls: urls.map((url) => savedKey(url, location.origin)),
      fingerprint: copy.fingerprint,
      route: copy.route,
      shared: copy.shared,
    };
    await writeSavedTour(saved);
    void navigator.storage?.persist?.();
    tellWorker();
    return saved;
  } catch (error) {
    await Promise.all(urls.map((url) => cache.delete(url)));
    throw isQuotaError(error) ? new StorageFullError(bytes) : error;
  }
}

/** Save for offline in the player: the missing stories first (the tour's batch), then the copy. */
export async function saveTourOffline(
  routeId: string,
  onProgress: (progress: SaveProgress) => void,
): Promise<SavedTour> {
  if (typeof caches === 'undefined') throw new StorageDeniedError();
  let route = await api.get<RouteWithNarrations>(tourApiPath(routeId));
  if (!hasAllStories(route)) {
    await narrateMissing(routeId, onProgress);
    route = await api.get<RouteWithNarrations>(tourApiPath(routeId));
    if (!hasAllStories(route)) throw new Error('a stop has no story');
  }
  return storeCopy(
    { id: routeId, name: route.name, urls: offlineAddresses(route), fingerprint: tourFingerprint(route), route },
    onProgress,
  );
}

/** Save for offline on a shared tour page: each missing story asked for through the share code, then the copy. */
export async function saveSharedTourOffline(
  shareCode: string,
  onProgress: (progress: SaveProgress) => void,
): Promise<SavedTour> {
  if (typeof caches === 'undefined') throw new StorageDeniedError();
  const path = sharedApiPath(shareCode);
  const server = await api.get<PublicTour>(path, { auth: false });
  // A visitor's stories are not kept with the shared tour: the copy keeps them itself.
  const missing = server.stops.filter((stop) => !stop.narration?.audioUrl).length;
  const stops: PublicTour['stops'] = [];
  let done = 0;
  for (const stop of server.stops) {
    if (stop.narration?.audioUrl) {
      stops.push(stop);
      continue;
    }
    onProgress({ step: 'narrating', done, total: missing });
    stops.push({ ...stop, narration: await narrateStop(tourFromPublic(server), stop.index, currentLanguage()) });
    done += 1;
  }
  const shared: PublicTour = { ...server, stops };
  if (stops.some((stop) => !stop.narration?.audioUrl)) throw new Error('a stop has no story');
  const page = tourFromPublic(shared);
  const urls = [path, page.coverUrl, page.coverThumbnailUrl];
  for (const stop of page.stops) urls.push(stop.narration?.audioUrl ?? null, ...stopPhotos(stop));
  return storeCopy(
    {
      id: sharedCopyId(shareCode),
      name: shared.name,
      urls: [...new Set(urls.filter((url): url is string => Boolean(url) && !url!.startsWith('data:')))],
      answers: { [path]: shared },
      fingerprint: sharedFingerprint(server),
      shared,
    },
    onProgress,
  );
}

export { removeTourOffline } from './remove-copy';
