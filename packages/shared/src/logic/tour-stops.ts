import type { Narration } from '../schemas/narration';
import type { PlayableStop, PointOfInterest, Route } from '../schemas/tour';

/** One stop of a tour as every part of the product walks it: where it is and what it is called. */
export interface TourStop {
  index: number;
  name: string;
  lat: number;
  lng: number;
  description?: string;
  placeId?: string;
  address?: string;
  estimatedStopTime?: number;
  /** The stop's own theme, when it has one (an indoor tour's chapters). */
  theme?: string;
  poi?: PointOfInterest;
}

type StopSource = Pick<Route, 'pointsOfInterest' | 'waypoints'>;

/** A tour's stops: its points of interest when it has them, else its waypoints (a recorded journey's places). */
export function tourStopsOf(route: StopSource): TourStop[] {
  if (route.pointsOfInterest.length > 0) {
    return route.pointsOfInterest.map((poi, index) => ({
      index,
      name: poi.name,
      lat: poi.latitude,
      lng: poi.longitude,
      description: poi.description,
      placeId: poi.placeId,
      address: poi.address,
      estimatedStopTime: poi.estimatedStopTime,
      theme: poi.theme,
      poi,
    }));
  }
  return route.waypoints.map((waypoint, index) => ({
    index,
    name: waypoint.name?.trim() || `Stop ${index + 1}`,
    lat: waypoint.lat,
    lng: waypoint.lng,
  }));
}

/**
 * SPEC §3 Playable stops: each stop with the newest narration placed at its index (the one a
 * regeneration wrote last). A stop without one has no text and no audio yet.
 */
export function playableStopsOf(
  route: StopSource & Pick<Route, 'id' | 'theme'>,
  narrations: readonly Narration[],
): PlayableStop[] {
  const byIndex = new Map<number, Narration>();
  for (const narration of narrations) {
    if (narration.waypointIndex === null) continue;
    const held = byIndex.get(narration.waypointIndex);
    if (!held || held.createdAt <= narration.createdAt) byIndex.set(narration.waypointIndex, narration);
  }
  return tourStopsOf(route).map((stop) => {
    const narration = byIndex.get(stop.index);
    return {
      id: `${route.id}:${stop.index}`,
      order: stop.index,
      location: { lat: stop.lat, lng: stop.lng, name: stop.name },
      theme: narration?.theme ?? stop.theme ?? route.theme ?? 'auto_channel',
      narrationText: narration?.narrationText ?? null,
      audioUrl: narration?.audioUrl ?? null,
      photoUrls: narration?.photoUrls ?? [],
      heroImageUrl: narration?.heroImageUrl ?? null,
      poi: stop.poi,
      estimatedStopTime: stop.estimatedStopTime,
      narrationId: narration?.id ?? null,
    };
  });
}
