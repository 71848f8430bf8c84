import { useCallback, useRef, useState } from 'react';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { currentLanguage } from '../../../lib/i18n';
import { getCurrentPosition, LocationError, type Coordinates } from '../../../lib/geolocation';
import { reverseGeocodeName } from '../../../lib/geocode';
import { generateNarration } from '../api/generate-narration';

/** idle -> locating -> naming -> writing -> ready, or error at any step (SPEC §4 location request). */
export type FlowPhase = 'idle' | 'locating' | 'naming' | 'writing' | 'ready' | 'error';

export interface FlowMessage {
  key: string;
  params?: Record<string, string>;
}

export interface Place extends Coordinates {
  name: string;
}

interface FlowState {
  phase: FlowPhase;
  place: Place | null;
  narration: Narration | null;
  error: FlowMessage | null;
}

const initialState: FlowState = { phase: 'idle', place: null, narration: null, error: null };

/** Locate, name the place, write and return the story; a newer run makes older ones stale. */
export function useNarrationFlow(duration: NarrationDuration) {
  const [state, setState] = useState<FlowState>(initialState);
  const runId = useRef(0);

  const write = useCallback(
    async (run: number, place: Place, theme: string) => {
      setState((previous) => ({ ...previous, phase: 'writing', place, error: null }));
      try {
        const narration = await generateNarration({ theme, location: place, language: currentLanguage(), duration });
        if (run !== runId.current) return;
        if (!narration?.id) {
          setState((previous) => ({ ...previous, phase: 'error', error: { key: 'explorer.missingId' } }));
          return;
        }
        setState({ phase: 'ready', place, narration, error: null });
      } catch (error) {
        if (run !== runId.current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((previous) => ({
          ...previous,
          phase: 'error',
          error: { key: 'explorer.narrationFailed', params: { message } },
        }));
      }
    },
    [duration],
  );

  const start = useCallback(
    async (theme: string) => {
      const run = ++runId.current;
      setState((previous) => ({ ...previous, phase: 'locating', error: null }));
      let position: Coordinates;
      try {
        position = await getCurrentPosition();
      } catch (error) {
        if (run !== runId.current) return;
        const key = error instanceof LocationError ? error.key : 'location.failed';
        setState((previous) => ({ ...previous, phase: 'error', error: { key } }));
        return;
      }
      if (run !== runId.current) return;
      setState((previous) => ({ ...previous, phase: 'naming' }));
      const name = await reverseGeocodeName(position, currentLanguage());
      if (run !== runId.current) return;
      await write(run, { ...position, name }, theme);
    },
    [write],
  );

  /** Another story at the same place (next theme, or a newly chosen one); locates first if needed. */
  const retell = useCallback(
    async (theme: string) => {
      if (!state.place) return start(theme);
      const run = ++runId.current;
      await write(run, state.place, theme);
    },
    [start, state.place, write],
  );

  return { ...state, start, retell };
}
