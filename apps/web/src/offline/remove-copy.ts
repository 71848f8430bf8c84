import { OFFLINE_CACHE, SAVED_CHANGED } from './offline-cache';
import { deleteSavedTour, readSavedTour } from './saved-tours';

/** Tells the service worker which addresses it now answers from the offline cache. */
export function tellWorker(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SAVED_CHANGED });
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.active?.postMessage({ type: SAVED_CHANGED }));
}

/** Remove offline copy: the record first (no longer shown as available), then its files. */
export async function removeTourOffline(routeId: string): Promise<void> {
  const saved = await readSavedTour(routeId);
  await deleteSavedTour(routeId);
  if (saved && typeof caches !== 'undefined') {
    const cache = await caches.open(OFFLINE_CACHE);
    await Promise.all(saved.urls.map((url) => cache.delete(url)));
  }
  tellWorker();
}
