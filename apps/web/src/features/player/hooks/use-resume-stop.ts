import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** Remembers where the traveller was when they leave the player (Edit, My Tours, Home, or closing the page). */
export function rememberStop(tourKey: string, index: number): void {
  writeStorage(STORAGE_KEYS.lastTour, tourKey);
  writeStorage(STORAGE_KEYS.lastStop, String(index));
}

/** The stored stop for this tour, when there is one and it is a valid index; the pair is cleared either way. */
export function takeStoredStop(tourKey: string, count: number): number | null {
  const tour = readStorage(STORAGE_KEYS.lastTour);
  const stop = readStorage(STORAGE_KEYS.lastStop);
  if (tour === null && stop === null) return null;
  removeStorage(STORAGE_KEYS.lastTour, STORAGE_KEYS.lastStop);
  const index = stop === null ? NaN : Number(stop);
  return tour === tourKey && Number.isInteger(index) && index >= 0 && index < count ? index : null;
}

/**
 * SPEC §4: a stored last-tour and last-stop pair resumes at that stop when the tour matches and the
 * index is valid, then is cleared. The pair is written again when the page is hidden for good
 * (reload, tab closed), so coming back lands on the same stop.
 */
export function useResumeStop(tourKey: string | null, count: number, index: number, goTo: (index: number) => void) {
  const resumedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!tourKey || count === 0 || resumedFor.current === tourKey) return;
    resumedFor.current = tourKey;
    const stored = takeStoredStop(tourKey, count);
    if (stored !== null) goTo(stored);
  }, [tourKey, count, goTo]);

  useEffect(() => {
    if (!tourKey) return;
    const remember = () => rememberStop(tourKey, index);
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [tourKey, index]);
}
