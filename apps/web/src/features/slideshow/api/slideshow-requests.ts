import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { readSlideshow } from '../logic/read-slideshow';

/** Why the slideshow did not load: the link is unknown (404, or malformed) or the call failed. */
export type SlideshowLoadError = 'not-found' | 'failed';

const base = (shareToken: string) => `/api/slideshows/${encodeURIComponent(shareToken)}`;

/**
 * GET /api/slideshows/{token}. Plain fetch rather than the app's API client: a visitor's first load
 * carries only what this page needs, and the call needs no account.
 */
export async function fetchSlideshow(
  shareToken: string,
  signal?: AbortSignal,
): Promise<PublicSlideshow | SlideshowLoadError> {
  try {
    const response = await fetch(base(shareToken), { headers: { Accept: 'application/json' }, signal });
    if (response.status === 404 || response.status === 400) return 'not-found';
    const body: unknown = await response.json().catch(() => null);
    const data = response.ok && body && typeof body === 'object' ? (body as { data?: unknown }).data : null;
    return readSlideshow(data) ?? 'failed';
  } catch (error) {
    if (signal?.aborted) throw error;
    return 'failed';
  }
}

export type SlideshowEvent = 'view' | 'complete' | 'cta-click';

/** Records a view, completion or call-to-action click; a lost one is only logged (it is a count). */
export function recordSlideshowEvent(shareToken: string, event: SlideshowEvent, body: object): void {
  void fetch(`${base(shareToken)}/${event}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    // The Get Started button leaves the page: the click is still delivered.
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`Slideshow ${event} was not recorded`, response.status);
    })
    .catch((error: unknown) => console.warn(`Slideshow ${event} was not recorded`, error));
}
