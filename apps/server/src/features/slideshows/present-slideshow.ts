import { playableStopsOf } from '@roamcast/shared/logic/tour-stops';
import type { Narration } from '@roamcast/shared/schemas/narration';
import type { Route } from '@roamcast/shared/schemas/tour';
import type { PublicSlideshowStop, SlideshowStats, SlideshowView } from '@roamcast/shared/schemas/slideshow';
import { stripNarrationMarkers } from '../../providers/tts/offline/split-sentences';
import type { SlideshowRow } from './slideshow-repository';

/** The plan that gets the promotional block (SPEC §6: a free creator tier). */
const FREE_TIER = 'freemium';

/** Enough photos to fill a stop's time on screen; the rest would only cost a visitor's data. */
const PHOTOS_PER_STOP = 4;

export const slideshowPath = (shareToken: string) => `/slideshow/${shareToken}`;

const visiblePhotos = (urls: readonly (string | null)[]) =>
  [...new Set(urls.filter((url): url is string => Boolean(url) && !url!.startsWith('data:')))].slice(
    0,
    PHOTOS_PER_STOP,
  );

type NarratedStop = PublicSlideshowStop & { poiIndex: number };

/** The tour's narrated stops in order; a stop whose story is not written yet is left out. */
function narratedStops(route: Route, narrations: readonly Narration[]): NarratedStop[] {
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
        poiIndex: stop.order,
      },
    ];
  });
}

/**
 * What a visitor may see (SPEC §3): the narrations, the tour and the creator's tier, nothing else of the
 * owner; plus the stops with their names and addresses and `creatorIsFree`, which the page reads.
 */
export function presentPublicSlideshow(
  shareToken: string,
  route: Route,
  narrations: readonly Narration[],
  creatorTier: SlideshowView['creatorTier'],
): SlideshowView {
  const stops = narratedStops(route, narrations);
  return {
    shareToken,
    narrations: stops.map(({ audioUrl, narrationText, photoUrls, poiIndex }) => ({
      audioUrl,
      text: narrationText,
      photoUrls,
      poiIndex,
    })),
    tour: {
      name: route.name,
      description: route.description,
      customImageUrl: route.customImageUrl,
      aiImageUrl: route.aiImageUrl,
      pointsOfInterest: route.pointsOfInterest,
      coverUrl: route.customImageUrl ?? route.aiImageUrl ?? route.thumbnailUrl,
    },
    creatorTier,
    stops: stops.map(({ poiIndex: _poiIndex, ...stop }) => stop),
    creatorIsFree: creatorTier === FREE_TIER,
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
