import type { PointOfInterest, Route } from '@roamcast/shared/schemas/tour';
import type { UpdateRouteBody } from '@roamcast/shared/schemas/tour-requests';
import { tourStopsOf } from '@roamcast/shared/logic/tour-stops';

/** One stop in the editor: the point of interest it saves as, and where it stood when the page opened. */
export interface DraftStop {
  /** Stable for React and for focus: the stop's id, or one made here. */
  key: string;
  poi: PointOfInterest;
  /** Its index in the saved tour, or null for a stop added in this edit (narrated on save). */
  savedIndex: number | null;
}

let made = 0;
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `stop-${Date.now()}-${++made}`;

/**
 * The tour's stops as the editor holds them. Each keeps its point of interest's id; a stop without
 * one (a journey's waypoint) is saved without one too, and the server knows it by its place.
 */
export function draftStopsOf(tour: Pick<Route, 'pointsOfInterest' | 'waypoints'>): DraftStop[] {
  return tourStopsOf(tour).map((stop) => ({
    key: stop.poi?.id ?? newKey(),
    poi: stop.poi ?? { name: stop.name, latitude: stop.lat, longitude: stop.lng, description: undefined },
    savedIndex: stop.index,
  }));
}

/** The stop moved one place up (delta -1) or down (+1); the list as it was when it cannot move. */
export function moveStop(stops: readonly DraftStop[], index: number, delta: -1 | 1): DraftStop[] {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= stops.length) return [...stops];
  const next = [...stops];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The stop at `from` taken out and put back at `to` (a drag); the list as it was for an index out of range. */
export function moveStopTo(stops: readonly DraftStop[], from: number, to: number): DraftStop[] {
  if (from < 0 || from >= stops.length || to < 0 || to >= stops.length || from === to) return [...stops];
  const next = [...stops];
  const [stop] = next.splice(from, 1);
  next.splice(to, 0, stop!);
  return next;
}

/**
 * Where a dragged stop lands: `middles` are the vertical middles of the other stops (in order, the
 * dragged one left out); the stop goes before the first one whose middle is below the pointer.
 */
export function dropIndex(middles: readonly number[], pointerY: number): number {
  const below = middles.findIndex((middle) => pointerY < middle);
  return below === -1 ? middles.length : below;
}

export const removeStop = (stops: readonly DraftStop[], index: number) => stops.filter((_, i) => i !== index);

export const renameStop = (stops: readonly DraftStop[], index: number, name: string) =>
  stops.map((stop, i) => (i === index ? { ...stop, poi: { ...stop.poi, name } } : stop));

/** A place found by the search, added at the end with an id of its own (so its story will follow it). */
export function addStop(
  stops: readonly DraftStop[],
  place: { name: string; lat: number; lng: number; address?: string },
): DraftStop[] {
  const id = newKey();
  const poi: PointOfInterest = {
    id,
    name: place.name,
    latitude: place.lat,
    longitude: place.lng,
    description: undefined,
    ...(place.address && place.address !== place.name ? { address: place.address } : {}),
  };
  return [...stops, { key: id, poi, savedIndex: null }];
}

const sameStops = (a: readonly DraftStop[], b: readonly DraftStop[]) =>
  a.length === b.length &&
  a.every((stop, i) => stop.key === b[i]!.key && stop.poi.name.trim() === b[i]!.poi.name.trim());

/** A name left blank keeps the stop's saved name rather than sending an empty one. */
function savedPoi(stop: DraftStop, original: readonly DraftStop[]): PointOfInterest {
  const name = stop.poi.name.trim() || original.find((o) => o.key === stop.key)?.poi.name || stop.poi.name;
  return { ...stop.poi, name };
}

/**
 * The stops' part of the PATCH (SPEC §7): nothing when they are as saved; else the points of interest
 * in their new order and, for a tour that also keeps waypoints (a journey), those in the same order.
 */
export function stopsBody(
  tour: Pick<Route, 'waypoints'>,
  original: readonly DraftStop[],
  stops: readonly DraftStop[],
): Pick<UpdateRouteBody, 'pointsOfInterest' | 'waypoints'> {
  if (sameStops(original, stops)) return {};
  const pointsOfInterest = stops.map((stop) => savedPoi(stop, original));
  if (tour.waypoints.length === 0) return { pointsOfInterest };
  return {
    pointsOfInterest,
    waypoints: pointsOfInterest.map((poi) => ({ lat: poi.latitude, lng: poi.longitude, name: poi.name })),
  };
}

/** The stops added in this edit, with their new index: the only ones narrated on save. */
export const addedStops = (stops: readonly DraftStop[]) =>
  stops.flatMap((stop, index) => (stop.savedIndex === null ? [{ index, stop }] : []));
