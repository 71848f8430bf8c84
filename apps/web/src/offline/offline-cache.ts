/**
 * Names shared by the page and the service worker. Everything a traveller saved for offline (the
 * tour's JSON as the API answered it, its audio, pictures and cover) lives in one Cache Storage cache;
 * the worker answers those addresses from it, and nothing else (SPEC: Take it with you).
 */
export const OFFLINE_CACHE = 'roamcast-offline-v1';

/** Page → worker: the saved addresses changed (a tour was saved or removed). */
export const SAVED_CHANGED = 'roamcast:saved-changed';
/** Page → waiting worker: the traveller pressed Reload on "A new version is ready". */
export const SKIP_WAITING = 'roamcast:skip-waiting';

/** The tour as the player reads it: answered from the network first, from the saved copy offline. */
export const tourApiPath = (routeId: string) => `/api/tour-maker/routes/${routeId}`;

/** A shared tour page's tour, read with no account: network first too. */
export const sharedApiPath = (shareCode: string) => `/api/tours/share/${encodeURIComponent(shareCode)}`;

/** Same-origin addresses are saved by path, others whole, so the worker and page name them alike. */
export function savedKey(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? parsed.pathname + parsed.search : parsed.href;
}
