/**
 * Whether a new version of the app waits to take over: a tiny store the page's toast reads. The
 * waiting worker is only told to take over when the traveller chooses Reload, so a tour in progress
 * is never swapped under them.
 */
type Listener = () => void;

let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

export function setWaitingWorker(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

export function hasUpdateWaiting(): boolean {
  return waiting !== null;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function waitingWorker(): ServiceWorker | null {
  return waiting;
}
