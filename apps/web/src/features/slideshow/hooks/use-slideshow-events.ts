import { useMemo, useRef } from 'react';
import { recordSlideshowEvent, type SlideshowEvent } from '../api/slideshow-requests';
import { slideshowViewer } from '../logic/viewer-id';

/**
 * SPEC §4: the view is recorded at the first Start, the completion at the first end, the click on the
 * join button once: each at most once per page (Replay sends nothing), and the server counts each
 * viewer once whatever arrives.
 */
export function useSlideshowEvents(shareToken: string) {
  const sent = useRef(new Set<SlideshowEvent>());
  return useMemo(() => {
    const once = (event: SlideshowEvent, extra: object = {}) => {
      if (sent.current.has(event)) return;
      sent.current.add(event);
      const { viewerId, isNew } = slideshowViewer();
      recordSlideshowEvent(
        shareToken,
        event,
        event === 'view' ? { viewerId, isUnique: isNew, ...extra } : { viewerId },
      );
    };
    return {
      view: () => once('view'),
      complete: () => once('complete'),
      ctaClick: () => once('cta-click'),
    };
  }, [shareToken]);
}
