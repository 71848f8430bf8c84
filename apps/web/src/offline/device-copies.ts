import { removeTourOffline } from './remove-copy';
import { listSavedTours } from './saved-tours';
import { clearRecentStories, listRecentStories } from './recent-stories';

/** Whether this device holds anything kept for offline: saved tours or stories heard. */
export async function hasOfflineCopies(): Promise<boolean> {
  const [tours, stories] = await Promise.all([listSavedTours().catch(() => []), listRecentStories().catch(() => [])]);
  return tours.length > 0 || stories.length > 0;
}

/** Signing out with "Remove offline copies": every saved tour and every story kept, with their files. */
export async function removeAllOfflineCopies(): Promise<void> {
  const tours = await listSavedTours();
  for (const tour of tours) await removeTourOffline(tour.routeId);
  await clearRecentStories();
}
