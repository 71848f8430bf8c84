import { useCallback, useEffect, useRef } from 'react';
import { AUTO_CHANNEL_PREGENERATE_DELAY_MS, type NarrationDuration } from '@roamcast/shared/catalog/constants';
import {
  AUTO_CHANNEL_ROTATION,
  FALLBACK_THEME_ID,
  nextAutoChannelTheme,
  type ThemeId,
} from '@roamcast/shared/catalog/themes';
import type { Narration } from '@roamcast/shared/schemas/narration';
import type { Coordinates } from '../../../lib/geolocation';
import { requestNarration, type Place, type useNarrationFlow } from './use-narration-flow';

type Flow = ReturnType<typeof useNarrationFlow>;

interface Pregenerated {
  /** The story this one follows; a pre-generation serves only that story's end. */
  after: string;
  placeKey: string;
  story: Promise<Narration>;
  ready: Narration | null;
  failed: boolean;
}

/** Places compared at 2 decimals (about 1 km): a move beyond that starts the auto channel over. */
export function placeKey({ lat, lng }: Coordinates): string {
  return `${lat.toFixed(2)},${lng.toFixed(2)}`;
}

/**
 * What plays next (SPEC §4 explorer mode). Auto channel: the next theme of the rotation is written
 * 2 s after a story starts playing, swapped in when it ends, and the one after it is written 1 s
 * after the swap; a move to a new place starts the rotation over at fun_facts. A fixed theme tells
 * the next story of the same theme when one ends. Every story of a theme at a place is a new part,
 * so the server's cache never hands back one already heard.
 */
export function useStoryChannel(theme: ThemeId, flow: Flow, duration: NarrationDuration, position: Coordinates | null) {
  const pregenerated = useRef<Pregenerated | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const partsTold = useRef(new Map<string, number>());
  const auto = theme === FALLBACK_THEME_ID;
  const { narration, place } = flow;

  const nextPart = useCallback((at: Coordinates, storyTheme: string) => {
    const key = `${placeKey(at)}|${storyTheme}`;
    const part = partsTold.current.get(key) ?? 0;
    partsTold.current.set(key, part + 1);
    return part;
  }, []);

  /** The place the next story is about: where the traveller is now if they moved away, else the same. */
  const movedTo = useCallback(
    (current: Place) => (position && placeKey(position) !== placeKey(current) ? position : null),
    [position],
  );

  const pregenerate = useCallback(
    (delayMs: number) => {
      clearTimeout(timer.current);
      if (!auto || !narration || !place || pregenerated.current?.after === narration.id) return;
      timer.current = setTimeout(() => {
        if (movedTo(place)) return;
        const nextTheme = nextAutoChannelTheme(narration.theme);
        const entry: Pregenerated = {
          after: narration.id,
          placeKey: placeKey(place),
          story: requestNarration(place, nextTheme, duration, nextPart(place, nextTheme)),
          ready: null,
          failed: false,
        };
        pregenerated.current = entry;
        entry.story.then(
          (story) => (entry.ready = story),
          (error: unknown) => {
            entry.failed = true;
            console.warn('Pre-generating the next story failed', error); // SPEC §8: only logged.
          },
        );
      }, delayMs);
    },
    [auto, narration, place, duration, movedTo, nextPart],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  // A new theme choice or length makes anything written in advance for the old one useless.
  useEffect(() => {
    clearTimeout(timer.current);
    pregenerated.current = null;
  }, [theme, duration]);

  /** The first story at a place: fun_facts on the auto channel, else the chosen theme. */
  const firstTheme = useCallback(
    (at: Coordinates) => {
      const storyTheme = auto ? AUTO_CHANNEL_ROTATION[0]! : theme;
      nextPart(at, storyTheme);
      return storyTheme;
    },
    [auto, theme, nextPart],
  );

  const onPlaybackStarted = useCallback(() => pregenerate(AUTO_CHANNEL_PREGENERATE_DELAY_MS.afterStart), [pregenerate]);

  /** The story ended (or the traveller skipped it): swap in what was written ahead, or write it now. */
  const advance = useCallback(async () => {
    if (!narration || !place) return;
    clearTimeout(timer.current);
    const moved = movedTo(place);
    if (moved) {
      pregenerated.current = null;
      await flow.tellAt(moved, firstTheme(moved));
      return;
    }
    if (!auto) {
      await flow.tell(place, theme, nextPart(place, theme));
      return;
    }
    const ahead = pregenerated.current;
    pregenerated.current = null;
    let told: Narration | null;
    if (ahead?.after === narration.id && ahead.ready) {
      flow.show(ahead.ready, place);
      told = ahead.ready;
    } else if (ahead?.after === narration.id && !ahead.failed) {
      told = await flow.adopt(place, ahead.story);
    } else {
      const nextTheme = nextAutoChannelTheme(narration.theme);
      told = await flow.tell(place, nextTheme, nextPart(place, nextTheme));
    }
    if (told) pendingSwapPregeneration.current = told.id;
  }, [auto, narration, place, theme, flow, movedTo, firstTheme, nextPart]);

  // After a swap the following story is written 1 s later, once the swapped-in one is on screen.
  const pendingSwapPregeneration = useRef<string | null>(null);
  useEffect(() => {
    if (narration && pendingSwapPregeneration.current === narration.id) {
      pendingSwapPregeneration.current = null;
      pregenerate(AUTO_CHANNEL_PREGENERATE_DELAY_MS.afterSwap);
    }
  }, [narration, pregenerate]);

  /** A story in a theme the traveller just chose, at the same place. */
  const retell = useCallback(
    (storyTheme: string) => {
      if (!place) return Promise.resolve(null);
      return flow.tell(place, storyTheme, nextPart(place, storyTheme));
    },
    [flow, place, nextPart],
  );

  /** The story on screen told again (same theme and part), e.g. in the narrator voice just saved. */
  const regenerate = useCallback(() => {
    if (!place || !narration) return Promise.resolve(null);
    const told = partsTold.current.get(`${placeKey(place)}|${narration.theme}`) ?? 1;
    return flow.tell(place, narration.theme, Math.max(0, told - 1));
  }, [flow, place, narration]);

  return { firstTheme, onPlaybackStarted, advance, retell, regenerate };
}
