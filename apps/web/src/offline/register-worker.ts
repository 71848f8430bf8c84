import { SKIP_WAITING } from './offline-cache';
import { setWaitingWorker, waitingWorker } from './update-state';

/** A worker installed while another controls the page is a new version: announce it. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const announce = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) setWaitingWorker(worker);
  };
  announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce(installing);
    });
  });
}

/**
 * Registers the service worker once the page is interactive (after load, when the main thread is
 * idle), so it never competes with the first load. Production builds only: the dev server has none.
 */
export function registerOfflineWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(watchForUpdates)
      .catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Reload on "A new version is ready": the waiting worker takes over, then the page loads anew. */
export function reloadIntoUpdate(): void {
  const worker = waitingWorker();
  if (!worker) {
    location.reload();
    return;
  }
  navigator.serviceWorker?.addEventListener('controllerchange', () => location.reload(), { once: true });
  worker.postMessage({ type: SKIP_WAITING });
}
