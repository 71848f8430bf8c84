import { FAMOUS_TOURS_CACHE, STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import type { FamousTour } from '@roamcast/shared/schemas/tour';

const KEY = STORAGE_KEYS.famousToursCache;
const VALID_MS = FAMOUS_TOURS_CACHE.validDays * 24 * 60 * 60 * 1000;

interface CachedFamousTours {
  version: string;
  savedAt: number;
  tours: FamousTour[];
}

/** Set once storage has refused even the minimal copy: later writes would only fail again (SPEC §8). */
let disabled = false;

/** The famous tours saved in this browser within the last 7 days (SPEC §9), so the grid paints at once. */
export function readFamousToursCache(now = Date.now()): { tours: FamousTour[]; savedAt: number } | null {
  try {
    const cached = JSON.parse(localStorage.getItem(KEY) ?? 'null') as CachedFamousTours | null;
    if (!cached || cached.version !== FAMOUS_TOURS_CACHE.version || !Array.isArray(cached.tours)) return null;
    if (typeof cached.savedAt !== 'number' || now - cached.savedAt > VALID_MS || cached.savedAt > now) return null;
    return { tours: cached.tours, savedAt: cached.savedAt };
  } catch {
    return null;
  }
}

/** What a card needs and nothing more: the copy retried when storage is full. */
const minimal = (tour: FamousTour): FamousTour => ({
  id: tour.id,
  name: tour.name,
  stops: tour.stops,
  shareCode: tour.shareCode,
  startPoint: tour.startPoint,
  destination: tour.destination,
  distance: tour.distance,
  duration: tour.duration,
  aiImageUrl: tour.aiImageUrl,
  customImageUrl: tour.customImageUrl,
  thumbnailUrl: tour.thumbnailUrl,
  tags: [],
  highlights: [],
  photoUrls: [],
});

/** Old caches and the tour, narration and query entries other pages left: what a full storage gives up first. */
function clearOldEntries(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  for (const key of keys) {
    if (key === KEY || /cache|tour|narration|query/i.test(key)) localStorage.removeItem(key);
  }
}

const store = (tours: FamousTour[], now: number) =>
  localStorage.setItem(KEY, JSON.stringify({ version: FAMOUS_TOURS_CACHE.version, savedAt: now, tours }));

/**
 * Saves the famous tours. When storage is full (SPEC §8): clear old cache, tour, narration and query
 * entries and retry a minimal copy; if that fails too, caching stops for this page.
 */
export function writeFamousToursCache(tours: FamousTour[], now = Date.now()): void {
  if (disabled) return;
  try {
    store(tours, now);
  } catch {
    try {
      clearOldEntries();
      store(tours.map(minimal), now);
    } catch {
      disabled = true;
    }
  }
}

/** Tests start each case with caching allowed again. */
export function resetFamousToursCacheForTests(): void {
  disabled = false;
}
