import { LIVE_GPS_PROXIMITY_DEGREES } from '@roamcast/shared/catalog/constants';
import type { LivePosition } from '@roamcast/shared/logic/live-gps';

const METERS_PER_DEGREE_LATITUDE = 111_320;
/** A stop's reach is never less than this (issue 22: pocket mode), whatever the spec's degrees give. */
export const MIN_REACH_METERS = 50;
/** A poor fix widens the reach by its reported accuracy, up to this much. */
export const MAX_ACCURACY_WIDENING_METERS = 50;
/**
 * Hysteresis: a stop reached is only left once the walker is this much beyond its reach, and another
 * stop takes over only when it is this much nearer, so GPS jitter at an edge never flips stops.
 */
export const HYSTERESIS_METERS = 25;

/** The radius within which a stop counts as reached for a fix of this accuracy. */
export function reachMeters(accuracy: number | undefined): number {
  const base = Math.max(MIN_REACH_METERS, LIVE_GPS_PROXIMITY_DEGREES * METERS_PER_DEGREE_LATITUDE);
  return base + Math.min(Math.max(accuracy ?? 0, 0), MAX_ACCURACY_WIDENING_METERS);
}

/** Metres between two nearby points (equirectangular: exact enough within a walk). */
export function metersBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const shrink = Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(a.lat - b.lat, (a.lng - b.lng) * shrink) * METERS_PER_DEGREE_LATITUDE;
}

/**
 * Which stop the walker is at after this fix, given the one they were at (`inside`, or null): the
 * nearest stop within reach, except that the stop already reached holds until the walker is beyond its
 * reach plus the hysteresis, or another stop is within reach and nearer by more than the hysteresis.
 */
export function stopAt(
  position: LivePosition,
  stops: readonly { lat: number; lng: number }[],
  inside: number | null,
): number | null {
  const reach = reachMeters(position.accuracy);
  const distances = stops.map((stop) => metersBetween(position, stop));
  let nearest: number | null = null;
  distances.forEach((meters, index) => {
    if (meters <= reach && (nearest === null || meters < distances[nearest]!)) nearest = index;
  });
  if (inside === null || inside >= stops.length) return nearest;
  const held = distances[inside]!;
  if (held > reach + HYSTERESIS_METERS) return nearest;
  if (nearest !== null && nearest !== inside && distances[nearest]! + HYSTERESIS_METERS < held) return nearest;
  return inside;
}

export interface PocketState {
  /** The stop the walker is at now (null between stops). */
  inside: number | null;
  /** Stops heard since Live GPS Mode was switched on: never played again by walking. */
  heard: ReadonlySet<number>;
  /** A stop reached while another story was playing: it plays when that story ends. */
  waiting: number | null;
}

export const startPocket = (): PocketState => ({ inside: null, heard: new Set(), waiting: null });

/**
 * One fix: a stop newly reached and not yet heard is an arrival; it plays now, or waits for the story
 * that is playing to end (the latest such stop waits; one already heard never does).
 */
export function onFix(
  state: PocketState,
  position: LivePosition,
  stops: readonly { lat: number; lng: number }[],
  playing: boolean,
): { state: PocketState; play: number | null } {
  const inside = stopAt(position, stops, state.inside);
  const arrived = inside !== null && inside !== state.inside && !state.heard.has(inside) ? inside : null;
  if (arrived === null) return { state: { ...state, inside }, play: null };
  if (playing) return { state: { ...state, inside, waiting: arrived }, play: null };
  return { state: { ...state, inside, waiting: null, heard: new Set(state.heard).add(arrived) }, play: arrived };
}

/** A story ended: the stop that waited for it plays now, unless it was heard meanwhile. */
export function onStoryEnded(state: PocketState): { state: PocketState; play: number | null } {
  const next = state.waiting;
  if (next === null || state.heard.has(next)) return { state: { ...state, waiting: null }, play: null };
  return { state: { ...state, waiting: null, heard: new Set(state.heard).add(next) }, play: next };
}

/** A stop played by any means (a tap, the first stop) counts as heard. */
export function markHeard(state: PocketState, index: number): PocketState {
  if (state.heard.has(index)) return state;
  return { ...state, heard: new Set(state.heard).add(index), waiting: state.waiting === index ? null : state.waiting };
}
