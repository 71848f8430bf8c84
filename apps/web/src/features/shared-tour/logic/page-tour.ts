import type { PublicStopNarration, PublicTour } from '@roamcast/shared/schemas/public-tour';
import type { SharedTour } from '@roamcast/shared/schemas/tour';

/** One stop of the shared page: where it is and, once written, its story. */
export interface PageStop {
  index: number;
  name: string;
  location: { lat: number; lng: number; name?: string };
  theme: string;
  narration: PublicStopNarration | null;
}

/** A tour as the shared page shows it, whether it came from a share code or from `?data=`. */
export interface PageTour {
  /** Null for a tour carried in the link itself (`/tour?data=`): only such a tour offers Save. */
  shareCode: string | null;
  name: string;
  description: string | null;
  theme: string;
  distance: number | null;
  duration: number | null;
  coverUrl: string | null;
  /** 480 px wide: the phone's picture, so the page's largest paint is not a full-size cover. */
  coverThumbnailUrl: string | null;
  /** A famous tour's stories are made for every listener: a stop without one yet has it on the way. */
  famous: boolean;
  stops: PageStop[];
}

export function tourFromPublic(tour: PublicTour): PageTour {
  const theme = tour.theme ?? tour.stops[0]?.theme ?? 'auto_channel';
  return {
    shareCode: tour.shareCode,
    name: tour.name,
    description: tour.description,
    theme,
    distance: tour.distance,
    duration: tour.duration,
    coverUrl: tour.coverUrl,
    coverThumbnailUrl: tour.coverThumbnailUrl,
    famous: tour.famous,
    stops: tour.stops.map((stop) => ({
      index: stop.index,
      name: stop.name,
      location: { lat: stop.lat, lng: stop.lng, name: stop.name },
      theme: stop.theme,
      narration: stop.narration,
    })),
  };
}

/** `/tour?data=`: the stops and any stories the link itself carries; nothing is fetched. */
export function tourFromData(tour: SharedTour): PageTour {
  const theme = tour.theme ?? 'auto_channel';
  return {
    shareCode: null,
    name: tour.name,
    description: null,
    theme,
    distance: null,
    duration: null,
    coverUrl: null,
    coverThumbnailUrl: null,
    famous: false,
    stops: tour.waypoints.map((waypoint, index) => {
      const name = waypoint.name?.trim() || '';
      const stopTheme = waypoint.theme ?? theme;
      return {
        index,
        name,
        location: { lat: waypoint.lat, lng: waypoint.lng, ...(name ? { name } : {}) },
        theme: stopTheme,
        narration: waypoint.narrationText
          ? {
              id: `data:${index}`,
              title: name,
              theme: stopTheme,
              language: '',
              narrationText: waypoint.narrationText,
              audioUrl: waypoint.audioUrl ?? null,
              photoUrls: (waypoint.photoUrls ?? []).filter((url) => !url.startsWith('data:')),
              heroImageUrl: null,
              sources: [],
            }
          : null,
      };
    }),
  };
}

/** A famous tour some of whose stories are still being made (the page reads it again until all are). */
export const storiesOnTheWay = (tour: PageTour) => tour.famous && tour.stops.some((stop) => !stop.narration?.audioUrl);

/** A stop's photos, the hero first; data: URLs are never shown (SPEC §3). */
export function stopPhotos(stop: PageStop): string[] {
  const narration = stop.narration;
  if (!narration) return [];
  const photos = narration.heroImageUrl ? [narration.heroImageUrl, ...narration.photoUrls] : narration.photoUrls;
  return [...new Set(photos)].filter((url) => url && !url.startsWith('data:'));
}

/** SPEC §2 duration in h/m: whole hours and the minutes left. */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
