import { useSyncExternalStore } from 'react';
import { RECENT_LOCATIONS_KEPT, RECENT_LOCATIONS_SHOWN, STORAGE_KEYS } from '@roamcast/shared/catalog/constants';
import { readStorage, writeStorage } from '../../../lib/storage';

/** SPEC §3 Recent location; timestamp is milliseconds since the epoch. */
export interface RecentLocation {
  name: string;
  lat: number;
  lng: number;
  timestamp: number;
}

// About 50 m: a second story at the same spot must not push a different place out of the list.
const SAME_PLACE_DEGREES = 0.0005;
const COORDINATES_ONLY = /^\s*[-+]?\d+(?:\.\d+)?\s*,\s*[-+]?\d+(?:\.\d+)?\s*$/;

/** '48.8584, 2.2945' names no place, so it is not worth offering again (SPEC §5). */
export function isCoordinateName(name: string): boolean {
  return COORDINATES_ONLY.test(name);
}

function isRecentLocation(value: unknown): value is RecentLocation {
  if (!value || typeof value !== 'object') return false;
  const { name, lat, lng, timestamp } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    name.trim() !== '' &&
    [lat, lng, timestamp].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}

function samePlace(a: RecentLocation, b: Omit<RecentLocation, 'timestamp'>): boolean {
  const sameName = a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
  const near = Math.abs(a.lat - b.lat) < SAME_PLACE_DEGREES && Math.abs(a.lng - b.lng) < SAME_PLACE_DEGREES;
  return sameName || near;
}

/** Newest first, valid named places only, at most 8 (SPEC §9). */
export function normaliseRecentLocations(list: unknown): RecentLocation[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecentLocation)
    .filter((place) => !isCoordinateName(place.name))
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, RECENT_LOCATIONS_KEPT);
}

/** Puts a place at the top, replacing an older entry for the same place. */
export function addRecentLocation(
  list: RecentLocation[],
  place: { name: string; lat: number; lng: number },
  now = Date.now(),
): RecentLocation[] {
  const name = place.name.trim();
  if (!name || isCoordinateName(name)) return normaliseRecentLocations(list);
  const entry = { name, lat: place.lat, lng: place.lng, timestamp: now };
  const others = list.filter((existing) => !samePlace(existing, entry));
  return normaliseRecentLocations([entry, ...others]);
}

// One store for every component: the panel lists what the screen remembers, and other tabs' writes
// arrive through the storage event.
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: RecentLocation[] } = { raw: null, list: [] };

function snapshot(): RecentLocation[] {
  const raw = readStorage(STORAGE_KEYS.recentLocations);
  if (raw !== cached.raw) {
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      // A damaged entry is treated as an empty list and overwritten on the next visit.
    }
    cached = { raw, list: normaliseRecentLocations(parsed) };
  }
  return cached.list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function readRecentLocations(): RecentLocation[] {
  return snapshot();
}

export function rememberRecentLocation(place: { name: string; lat: number; lng: number }): void {
  writeStorage(STORAGE_KEYS.recentLocations, JSON.stringify(addRecentLocation(snapshot(), place)));
  for (const listener of listeners) listener();
}

/** The recent places (newest 8 kept, 3 shown) and `remember` for a place that was just narrated. */
export function useRecentLocations() {
  const recent = useSyncExternalStore(subscribe, snapshot, () => cached.list);
  return { recent, shown: recent.slice(0, RECENT_LOCATIONS_SHOWN), remember: rememberRecentLocation };
}
