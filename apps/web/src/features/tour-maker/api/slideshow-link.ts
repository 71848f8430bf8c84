import type { SlideshowLink, SlideshowStats } from '@roamcast/shared/schemas/slideshow';
import { api } from '../../../lib/api/api-client';

const tourPath = (tourId: string) => `/api/tours/${encodeURIComponent(tourId)}`;

/** POST /api/tours/{id}/create-slideshow: the tour's slideshow link, made the first time (idempotent). */
export function createSlideshowLink(tourId: string): Promise<SlideshowLink> {
  return api.post<SlideshowLink>(`${tourPath(tourId)}/create-slideshow`);
}

/** GET /api/tours/{id}/slideshow: its views, unique viewers, completions and CTA clicks (owner only). */
export function getSlideshowStats(tourId: string): Promise<SlideshowStats | null> {
  return api.get<SlideshowStats | null>(`${tourPath(tourId)}/slideshow`);
}

/** The link as a visitor opens it: the server answers a path, this page knows its own address. */
export const absoluteSlideshowUrl = (shareUrl: string) => new URL(shareUrl, window.location.origin).toString();
