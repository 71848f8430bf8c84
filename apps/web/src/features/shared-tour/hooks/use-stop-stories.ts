import { useCallback, useMemo, useRef, useState } from 'react';
import { errorText } from '../../../lib/api/error-text';
import type { PublicStopNarration } from '@roamcast/shared/schemas/public-tour';
import { currentLanguage } from '../../../lib/i18n';
import { narrateStop } from '../api/shared-tour-api';
import type { PageTour } from '../logic/page-tour';

export type StoryRequest = { index: number; state: 'writing' } | { index: number; state: 'failed'; message: string };

/**
 * Stories written on this page for stops that had none (SPEC §4 shared tour mode: "requests
 * narration if missing"). They live on the page only; each stop is asked for once at a time.
 */
export function useStopStories(loaded: PageTour) {
  const [written, setWritten] = useState<Record<number, PublicStopNarration>>({});
  const [request, setRequest] = useState<StoryRequest | null>(null);
  const asking = useRef(new Set<number>());
  const done = useRef(new Set<number>());

  const tour = useMemo(
    () => ({
      ...loaded,
      stops: loaded.stops.map((stop) => (written[stop.index] ? { ...stop, narration: written[stop.index]! } : stop)),
    }),
    [loaded, written],
  );

  const requestStory = useCallback(
    async (index: number) => {
      if (
        asking.current.has(index) ||
        done.current.has(index) ||
        !loaded.stops[index] ||
        loaded.stops[index].narration?.audioUrl
      )
        return;
      asking.current.add(index);
      setRequest({ index, state: 'writing' });
      try {
        const narration = await narrateStop(loaded, index, currentLanguage());
        done.current.add(index);
        setWritten((old) => ({ ...old, [index]: narration }));
        setRequest((now) => (now?.index === index ? null : now));
      } catch (error) {
        console.warn('Stop narration failed', error);
        setRequest({ index, state: 'failed', message: errorText(error) });
      } finally {
        asking.current.delete(index);
      }
    },
    [loaded],
  );

  return { tour, request, requestStory };
}
