import type { Narration } from '@roamcast/shared/schemas/narration';
import type { NarrationSource } from '@roamcast/shared/schemas/narration-source';
import type { PlayableStop, SharedTour } from '@roamcast/shared/schemas/tour';
import type { RouteWithNarrations } from '@roamcast/shared/schemas/tour-requests';
import { playableStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { SlideshowImage } from '../../../components/image-slideshow/slideshow-image';
import { photoCredits } from './photo-credits';

/** A stop as the player shows it: the playable stop plus its photos (with credits) and story title. */
export interface PlayerStop extends PlayableStop {
  name: string;
  title: string | null;
  language: string | null;
  photos: SlideshowImage[];
  /** Where the story's facts come from (absent for a shared link's text). */
  sources?: NarrationSource[];
  /** True when a language model wrote the story (the player says so under the text). */
  aiWritten?: boolean;
}

/**
 * Whatever the player was opened with (a saved tour, one narration, or a shared link), in one shape.
 * `routeId` is set only for a saved tour: only those can be edited, regenerated or resumed by id.
 */
export interface PlayerTour {
  kind: 'route' | 'narration' | 'shared';
  key: string;
  routeId: string | null;
  name: string;
  theme: string;
  coverUrl: string | null;
  famous: boolean;
  /** SPEC §2/§6: Edit is hidden for famous tours and for shared or imported data. */
  editable: boolean;
  /** A walking tour made with "Use GPS tracking during playback": stops follow the traveller's position. */
  followsGps: boolean;
  stops: PlayerStop[];
}

/** A stop's own photos, the hero first; data: URLs are never shown as a photo (SPEC §3). */
function photosOf(stop: PlayableStop, narration: Narration | undefined): SlideshowImage[] {
  const credits = narration ? photoCredits(narration) : [];
  const photos: SlideshowImage[] = stop.photoUrls.map((url, index) => ({ url, credit: credits[index] }));
  if (stop.heroImageUrl && !stop.photoUrls.includes(stop.heroImageUrl)) photos.unshift({ url: stop.heroImageUrl });
  return photos.filter((photo) => photo.url && !photo.url.startsWith('data:'));
}

/** The creator stores { useGPS: true } in the tour's guide content (walking tours only). */
function usesGps(content: unknown): boolean {
  return typeof content === 'object' && content !== null && (content as { useGPS?: unknown }).useGPS === true;
}

export function tourFromRoute(route: RouteWithNarrations): PlayerTour {
  const byId = new Map(route.narrations.map((narration) => [narration.id, narration]));
  const stops = playableStopsOf(route, route.narrations).map((stop) => {
    const narration = stop.narrationId ? byId.get(stop.narrationId) : undefined;
    return {
      ...stop,
      name: stop.location.name ?? '',
      title: narration?.title ?? null,
      language: narration?.language ?? null,
      photos: photosOf(stop, narration),
      sources: narration?.sources ?? [],
      aiWritten: narration?.aiWritten ?? false,
    };
  });
  return {
    kind: 'route',
    key: route.id,
    routeId: route.id,
    name: route.name,
    theme: route.theme ?? stops[0]?.theme ?? 'auto_channel',
    coverUrl: route.customImageUrl ?? route.aiImageUrl ?? route.thumbnailUrl,
    famous: route.isFamous === 1,
    editable: route.isFamous !== 1,
    followsGps: usesGps(route.tourGuideContent),
    stops,
  };
}

/** /play?narration={id}: one narration as a one-stop tour. */
export function tourFromNarration(narration: Narration): PlayerTour {
  const name = narration.location.name ?? narration.title;
  const stop: PlayableStop = {
    id: narration.id,
    order: 0,
    location: narration.location,
    theme: narration.theme,
    narrationText: narration.narrationText,
    audioUrl: narration.audioUrl,
    photoUrls: narration.photoUrls,
    heroImageUrl: narration.heroImageUrl,
    narrationId: narration.id,
  };
  return {
    kind: 'narration',
    key: `narration:${narration.id}`,
    routeId: null,
    name: narration.title,
    theme: narration.theme,
    coverUrl: null,
    famous: false,
    editable: false,
    followsGps: false,
    stops: [
      {
        ...stop,
        name,
        title: narration.title,
        language: narration.language,
        photos: photosOf(stop, narration),
        sources: narration.sources ?? [],
        aiWritten: narration.aiWritten ?? false,
      },
    ],
  };
}

/** /play?data= or ?import=: the tour a share link carries, played without any server fetch. */
export function tourFromShared(shared: SharedTour, key: string): PlayerTour {
  const theme = shared.theme ?? 'auto_channel';
  const stops = shared.waypoints.map((waypoint, index): PlayerStop => {
    const stop: PlayableStop = {
      id: `shared:${index}`,
      order: index,
      location: { lat: waypoint.lat, lng: waypoint.lng, name: waypoint.name },
      theme: waypoint.theme ?? theme,
      narrationText: waypoint.narrationText ?? null,
      audioUrl: waypoint.audioUrl ?? null,
      photoUrls: waypoint.photoUrls ?? [],
      heroImageUrl: null,
      narrationId: null,
    };
    return { ...stop, name: waypoint.name ?? '', title: null, language: null, photos: photosOf(stop, undefined) };
  });
  return {
    kind: 'shared',
    key,
    routeId: null,
    name: shared.name,
    theme,
    coverUrl: null,
    famous: false,
    editable: false,
    followsGps: false,
    stops,
  };
}

/** A stop whose narration was written here (a shared tour's stop has no tour to attach it to). */
export function withNarration(stop: PlayerStop, narration: Narration): PlayerStop {
  return {
    ...stop,
    theme: narration.theme,
    narrationText: narration.narrationText,
    audioUrl: narration.audioUrl,
    photoUrls: narration.photoUrls,
    heroImageUrl: narration.heroImageUrl,
    narrationId: narration.id,
    title: narration.title,
    language: narration.language,
    photos: photosOf({ ...stop, photoUrls: narration.photoUrls, heroImageUrl: narration.heroImageUrl }, narration),
    sources: narration.sources ?? [],
    aiWritten: narration.aiWritten ?? false,
  };
}

/** SPEC §6 photos: the stop's own, else the tour's cover; with neither the theme's artwork shows. */
export function stopSlides(stop: PlayerStop, tour: Pick<PlayerTour, 'coverUrl'>): SlideshowImage[] {
  if (stop.photos.length > 0) return stop.photos;
  return tour.coverUrl ? [{ url: tour.coverUrl }] : [];
}
