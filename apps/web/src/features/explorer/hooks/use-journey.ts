import { useSyncExternalStore } from 'react';
import { JOURNEY_MIN_STOPS, STORAGE_KEYS } from '@roamcast/shared/catalog/constants';

/** SPEC §3 Active journey; startedAt is milliseconds since the epoch, null while not recording. */
export interface ActiveJourney {
  isRecording: boolean;
  narrationIds: string[];
  startedAt: number | null;
}

export const EMPTY_JOURNEY: ActiveJourney = { isRecording: false, narrationIds: [], startedAt: null };

/** Recording starts with the first narration; each id joins once (SPEC §4 journey recording). */
export function addJourneyStop(journey: ActiveJourney, narrationId: string, now = Date.now()): ActiveJourney {
  if (!narrationId) return journey;
  if (!journey.isRecording) return { isRecording: true, narrationIds: [narrationId], startedAt: now };
  if (journey.narrationIds.includes(narrationId)) return journey;
  return { ...journey, narrationIds: [...journey.narrationIds, narrationId] };
}

export function parseJourney(raw: string | null): ActiveJourney {
  if (!raw) return EMPTY_JOURNEY;
  try {
    const value = JSON.parse(raw) as Partial<ActiveJourney> | null;
    const ids = Array.isArray(value?.narrationIds) ? value.narrationIds.filter((id) => typeof id === 'string') : [];
    if (!value?.isRecording || ids.length === 0) return EMPTY_JOURNEY;
    const startedAt = typeof value.startedAt === 'number' ? value.startedAt : null;
    return { isRecording: true, narrationIds: [...new Set(ids)], startedAt };
  } catch {
    return EMPTY_JOURNEY;
  }
}

// Session storage: the journey lasts for this tab and survives a reload, but not a new visit (SPEC §4).
/** The stored text, or undefined when the browser refuses storage. */
function readRaw(): string | null | undefined {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.activeJourney);
  } catch {
    return undefined;
  }
}

function writeRaw(journey: ActiveJourney): void {
  try {
    if (journey.isRecording) window.sessionStorage.setItem(STORAGE_KEYS.activeJourney, JSON.stringify(journey));
    else window.sessionStorage.removeItem(STORAGE_KEYS.activeJourney);
  } catch {
    // Storage disabled: the journey is lost on reload, which is all that fails.
  }
}

// One store for the header indicator, the save dialog and the screen that records.
const listeners = new Set<() => void>();
// Without storage (a refusing browser) the journey lives in memory for this page.
let memory: ActiveJourney = EMPTY_JOURNEY;
let cached: { raw: string | null; journey: ActiveJourney } = { raw: null, journey: EMPTY_JOURNEY };

function snapshot(): ActiveJourney {
  const raw = readRaw();
  if (raw === undefined) return memory;
  if (raw !== cached.raw) cached = { raw, journey: parseJourney(raw) };
  return cached.journey;
}

function update(next: (journey: ActiveJourney) => ActiveJourney): void {
  const current = snapshot();
  const journey = next(current);
  if (journey === current) return;
  memory = journey;
  writeRaw(journey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function recordJourneyStop(narrationId: string): void {
  update((journey) => addJourneyStop(journey, narrationId));
}

export function clearJourney(): void {
  update(() => EMPTY_JOURNEY);
}

/** The active journey, `record(narrationId)` for each new narration, and `clear()`. */
export function useJourney() {
  const journey = useSyncExternalStore(subscribe, snapshot, () => EMPTY_JOURNEY);
  return {
    ...journey,
    stopCount: journey.narrationIds.length,
    canSave: journey.narrationIds.length >= JOURNEY_MIN_STOPS,
    record: recordJourneyStop,
    clear: clearJourney,
  };
}
