import { useCallback, useRef, useState } from 'react';
import type { NarrationDuration } from '@roamcast/shared/catalog/constants';
import type { Narration } from '@roamcast/shared/schemas/narration';
import { errorText } from '../../../lib/api/error-text';
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

/** Asks the server for a story; a reply without an id is an error of its own (SPEC §5). */
export async function requestNarration(place: Place, theme: string, duration: NarrationDuration, part = 0) {
  const narration = await generateNarration({ theme, location: place, language: currentLanguage(), duration, part });
  if (!narration?.id) throw new MissingIdError();
  return narration;
}

class MissingIdError extends Error {}

function failure(error: unknown): FlowMessage {
  if (error instanceof MissingIdError) return { key: 'explorer.missingId' };
  return { key: 'explorer.narrationFailed', params: { message: errorText(error) } };
}

/** Locate, name the place, write and return the story; a newer run makes older ones stale. */
export function useNarrationFlow(duration: NarrationDuration) {
  const [state, setState] = useState<FlowState>(initialState);
  const runId = useRef(0);

  /** Shows `writing` until the story arrives, then shows it (or the error), unless a newer run began. */
  const await_ = useCallback(async (run: number, place: Place, story: Promise<Narration>) => {
    setState((previous) => ({ ...previous, phase: 'writing', place, error: null }));
    try {
      const narration = await story;
      if (run !== runId.current) return null;
      setState({ phase: 'ready', place, narration, error: null });
      return narration;
    } catch (error) {
      if (run !== runId.current) return null;
      setState((previous) => ({ ...previous, phase: 'error', error: failure(error) }));
      return null;
    }
  }, []);

  const write = useCallback(
    (run: number, place: Place, theme: string, part: number) =>
      await_(run, place, requestNarration(place, theme, duration, part)),
    [await_, duration],
  );

  /** Finds the traveller by GPS, names the place, then tells a story in `theme(place)`. */
  const start = useCallback(
    async (theme: (place: Place) => string) => {
      const run = ++runId.current;
      setState((previous) => ({ ...previous, phase: 'locating', error: null }));
      let position: Coordinates;
      try {
        position = await getCurrentPosition();
      } catch (error) {
        if (run !== runId.current) return null;
        const key = error instanceof LocationError ? error.key : 'location.failed';
        setState((previous) => ({ ...previous, phase: 'error', error: { key } }));
        return null;
      }
      if (run !== runId.current) return null;
      setState((previous) => ({ ...previous, phase: 'naming' }));
      const name = await reverseGeocodeName(position, currentLanguage());
      if (run !== runId.current) return null;
      const place = { ...position, name };
      return write(run, place, theme(place), 0);
    },
    [write],
  );

  /** A story about a given place (address search, recent location, spoken place, same place again). */
  const tell = useCallback(
    (place: Place, theme: string, part = 0) => write(++runId.current, place, theme, part),
    [write],
  );

  /** Names a position (reverse geocoding), then tells a story there. */
  const tellAt = useCallback(
    async (position: Coordinates, theme: string) => {
      const run = ++runId.current;
      setState((previous) => ({ ...previous, phase: 'naming', error: null }));
      const name = await reverseGeocodeName(position, currentLanguage());
      if (run !== runId.current) return null;
      return write(run, { ...position, name }, theme, 0);
    },
    [write],
  );

  /** Waits for a story already being written (a pre-generation still on its way). */
  const adopt = useCallback(
    (place: Place, story: Promise<Narration>) => await_(++runId.current, place, story),
    [await_],
  );

  /** Puts an already written story on screen (the pre-generated next one of the auto channel). */
  const show = useCallback((narration: Narration, place: Place) => {
    runId.current++;
    setState({ phase: 'ready', place, narration, error: null });
  }, []);

  /** Shows a problem found outside the flow (a spoken place that could not be found). */
  const fail = useCallback((error: FlowMessage) => {
    runId.current++;
    setState((previous) => ({ ...previous, phase: 'error', error }));
  }, []);

  return { ...state, start, tell, tellAt, adopt, show, fail };
}
