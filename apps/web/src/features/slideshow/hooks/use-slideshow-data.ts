import { useCallback, useEffect, useState } from 'react';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { fetchSlideshow, type SlideshowLoadError } from '../api/slideshow-requests';

export type SlideshowData =
  | { status: 'loading' }
  | { status: 'error'; error: SlideshowLoadError; retry(): void }
  | { status: 'ready'; slideshow: PublicSlideshow };

/** Loads the slideshow once for its token; Retry after a failed call loads it again. */
export function useSlideshowData(shareToken: string): SlideshowData {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: PublicSlideshow | SlideshowLoadError } | null>(null);
  const key = `${shareToken}#${attempt}`;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchSlideshow(shareToken, controller.signal).then(
      (value) => setResult({ key, value }),
      () => undefined,
    );
    return () => controller.abort();
  }, [shareToken, key]);

  if (!result || result.key !== key) return { status: 'loading' };
  if (typeof result.value === 'string') return { status: 'error', error: result.value, retry };
  return { status: 'ready', slideshow: result.value };
}
