import { playableStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { Narration } from '@roamcast/shared/schemas/narration';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { PublicSlideshow, PublicSlideshowStop, SlideshowStats } from '@roamcast/shared/schemas/slideshow';
import { stripNarrationMarkers } from '../../providers/tts/offline/split-sentences';
import type { SlideshowRow } from './slideshow-repository';

/** Enough photos to fill a stop's time on screen; the rest would only cost a visitor's data. */
const PHOTOS_PER_STOP = 4;

export const slideshowPath = (shareToken: string) => `/slideshow/${shareToken}`;

const visiblePhotos = (urls: readonly (string | null)[]) =>
  [...new Set(urls.filter((url): url is string => Boolean(url) && !url!.startsWith('data:')))].slice(
    0,
    PHOTOS_PER_STOP,
  );

/** The tour's narrated stops in order; a stop whose story is not written yet is left out. */
function narratedStops(route: Route, narrations: readonly Narration[]): PublicSlideshowStop[] {
  return playableStopsOf(route, narrations).flatMap((stop) => {
    const text = stop.narrationText ? stripNarrationMarkers(stop.narrationText) : '';
    if (!text && !stop.audioUrl) return [];
    return [
      {
        name: stop.location.name ?? '',
        address: stop.poi?.address?.trim() || null,
        photoUrls: visiblePhotos([stop.heroImageUrl, ...stop.photoUrls]),
        narrationText: text,
        audioUrl: stop.audioUrl,
      },
    ];
  });
}

/** What a visitor may see: nothing of the owner but whether their plan is the free one. */
export function presentPublicSlideshow(
  shareToken: string,
  route: Route,
  narrations: readonly Narration[],
  creatorIsFree: boolean,
): PublicSlideshow {
  return {
    shareToken,
    tour: {
      name: route.name,
      description: route.description,
      coverUrl: route.customImageUrl ?? route.aiImageUrl ?? route.thumbnailUrl,
    },
    stops: narratedStops(route, narrations),
    creatorIsFree,
  };
}

export function presentSlideshowStats(row: SlideshowRow): SlideshowStats {
  return {
    shareUrl: slideshowPath(row.shareToken),
    shareToken: row.shareToken,
    viewCount: row.viewCount,
    uniqueViewers: row.uniqueViewers,
    completionCount: row.completionCount,
    ctaClicks: row.ctaClicks,
    createdAt: row.createdAt,
    lastViewedAt: row.lastViewedAt,
  };
}
