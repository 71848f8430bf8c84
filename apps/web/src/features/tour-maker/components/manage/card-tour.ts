import type { FamousTour, Route } from '@roamcast/shared/schemas/tour';

/** One shape for both grids' cards, so search, selection and the toolbar treat them alike. */
export interface CardTour {
  id: string;
  kind: 'mine' | 'famous';
  name: string;
  description: string | null;
  startPoint: string | null;
  destination: string | null;
  theme: string | null;
  /** customImageUrl ?? aiImageUrl ?? thumbnailUrl: the uploaded cover wins over the generated one. */
  imageUrl: string | null;
  stops: number;
  distance: number | null;
  duration: number | null;
  highlights: string[];
  /** Saved on this device for offline (issue 22). */
  savedOffline?: boolean;
}

const cover = (tour: Pick<Route, 'customImageUrl' | 'aiImageUrl' | 'thumbnailUrl'>) =>
  tour.customImageUrl || tour.aiImageUrl || tour.thumbnailUrl || null;

export function cardFromRoute(route: Route): CardTour {
  return {
    id: route.id,
    kind: 'mine',
    name: route.name,
    description: route.description,
    startPoint: route.startPoint,
    destination: route.destination,
    theme: route.theme,
    imageUrl: cover(route),
    // Stops are the points of interest; a recorded journey may only have waypoints.
    stops: route.pointsOfInterest.length || route.waypoints.length,
    distance: route.distance,
    duration: route.duration,
    highlights: [],
  };
}

export function cardFromFamous(tour: FamousTour): CardTour {
  return {
    id: tour.id,
    kind: 'famous',
    name: tour.name,
    description: tour.subtitle ?? tour.description ?? null,
    startPoint: tour.startPoint ?? null,
    destination: tour.destination ?? null,
    theme: null,
    imageUrl: cover({
      customImageUrl: tour.customImageUrl ?? null,
      aiImageUrl: tour.aiImageUrl ?? null,
      thumbnailUrl: tour.thumbnailUrl ?? null,
    }),
    stops: tour.stops,
    distance: tour.distance ?? null,
    duration: tour.duration ?? null,
    highlights: tour.highlights,
  };
}
