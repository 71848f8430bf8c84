import type { PublicSlideshow, PublicSlideshowStop } from '@roamcast/shared/schemas/slideshow';
import { readableNarrationText } from '../../../lib/narration-text';

/**
 * The shape check of GET /api/slideshows/{token}, written out by hand: the slideshow is a page a
 * visitor opens from a link, where the schema library would cost about 24 KiB at first load. A test
 * holds it to publicSlideshowSchema's cases.
 */
const isText = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readStop(value: unknown): PublicSlideshowStop | null {
  if (!isRecord(value)) return null;
  const { name, address, photoUrls, narrationText, audioUrl } = value;
  if (!isText(name) || !textOrNull(address) || !isText(narrationText) || !textOrNull(audioUrl)) return null;
  if (!Array.isArray(photoUrls) || !photoUrls.every(isText)) return null;
  // The server strips the narrator's markers already; an older one may not have.
  return { name, address, photoUrls: [...photoUrls], narrationText: readableNarrationText(narrationText), audioUrl };
}

/** The slideshow in `value`, or null when it is not one. */
export function readSlideshow(value: unknown): PublicSlideshow | null {
  if (!isRecord(value) || !isText(value.shareToken) || typeof value.creatorIsFree !== 'boolean') return null;
  const tour = value.tour;
  if (!isRecord(tour) || !isText(tour.name) || !textOrNull(tour.description) || !textOrNull(tour.coverUrl)) {
    return null;
  }
  if (!Array.isArray(value.stops)) return null;
  const stops = value.stops.map(readStop);
  if (stops.some((stop) => stop === null)) return null;
  return {
    shareToken: value.shareToken,
    tour: { name: tour.name, description: tour.description, coverUrl: tour.coverUrl },
    stops: stops as PublicSlideshowStop[],
    creatorIsFree: value.creatorIsFree,
  };
}
