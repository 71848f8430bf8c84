import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../lib/api/error-text';
import { POLLING_MS } from '@roamcast/shared/catalog/constants';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { currentLanguage } from '../../../lib/i18n';
import { createStopNarration } from '../api/create-stop-narration';
import { getNarration } from '../api/get-narration';
import type { PlayerTour } from '../logic/player-tour';

export type StopGeneration =
  { step: 'idle' } | { step: 'writing'; index: number } | { step: 'failed'; index: number; message: string };

interface Options {
  tour: PlayerTour | null;
  /** Minutes per stop: the tour's narration length. */
  duration: 1 | 2 | 5 | 10;
  /** Reads the saved tour again once the new narration has its audio. */
  refetch: () => Promise<unknown>;
  /** A tour that is not saved keeps the narration on the page instead. */
  onLocalNarration: (index: number, narration: Narration) => void;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * SPEC §4 single-stop generation ('Generate This Stop'): create a narration placed at the stop
 * (routeId + waypointIndex), poll it every 3 s until it has an audioUrl, then read the tour again.
 * A polling error stops the polling and says why.
 */
export function useStopGeneration({ tour, duration, refetch, onLocalNarration }: Options) {
  const [state, setState] = useState<StopGeneration>({ step: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(
    async (index: number) => {
      const stop = tour?.stops[index];
      if (!tour || !stop) return;
      controller.current?.abort();
      const { signal } = (controller.current = new AbortController());
      setState({ step: 'writing', index });
      try {
        let narration = await createStopNarration({
          theme: stop.theme,
          location: stop.location,
          language: currentLanguage(),
          duration,
          ...(tour.routeId ? { routeId: tour.routeId, waypointIndex: index } : {}),
        });
        if (!narration?.id) throw new Error('the narration came back without an id');
        while (!narration.audioUrl) {
          await wait(POLLING_MS.singleNarration, signal);
          if (signal.aborted) return;
          narration = await getNarration(narration.id, signal);
        }
        if (signal.aborted) return;
        if (tour.routeId) await refetch();
        else onLocalNarration(index, narration);
        setState({ step: 'idle' });
      } catch (error) {
        if (signal.aborted) return;
        console.warn('Single-stop generation failed', error);
        setState({ step: 'failed', index, message: errorText(error) });
      }
    },
    [tour, duration, refetch, onLocalNarration],
  );

  return { state, generate };
}
