import { useCallback, useRef, useState } from 'react';
import { usePlayerAudio } from '../../../components/tour-audio/use-player-audio';
import { useLiveGps } from '../../../components/tour-audio/use-live-gps';
import type { PageTour } from '../logic/page-tour';
import { useStopStories } from './use-stop-stories';

export type TourMode = 'preview' | 'live';

/**
 * SPEC §4 shared tour mode. Preview: the visitor moves between stops, Auto plays the next one.
 * Live GPS: the position moves the tour: within about 0.0005 degrees of another stop (widened by
 * the fix's accuracy up to 50 m) the page jumps there, asks for its story if missing, and plays it;
 * pocket mode (issue 22): a stop reached during a story waits for it to end, and one heard is not replayed.
 */
export function useSharedPlayback(loaded: PageTour) {
  const { tour, request, requestStory } = useStopStories(loaded);
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<TourMode>('preview');
  const [auto, setAuto] = useState(true);
  const count = tour.stops.length;
  const goTo = useCallback(
    (target: number) => {
      if (target >= 0 && target < count) setIndex(target);
    },
    [count],
  );
  const stop = tour.stops[Math.min(index, Math.max(0, count - 1))]!;

  const advance = useRef(() => {});
  const onEnded = useCallback(() => advance.current(), []);
  const audio = usePlayerAudio(stop?.narration?.audioUrl ?? null, `${tour.shareCode}:${index}`, onEnded);

  // Live mode never waits for a tap: a stop reached without a story gets one written now.
  const arrive = useCallback(
    (target: number) => {
      goTo(target);
      void requestStory(target);
    },
    [goTo, requestStory],
  );
  const live = useLiveGps(mode === 'live', tour.stops, index, arrive, audio.playing);
  advance.current = () => {
    // Walking, a stop reached during this story plays now (pocket mode, issue 22).
    if (live.storyEnded()) return;
    if (mode === 'preview' && auto && index < count - 1) setIndex(index + 1);
  };

  return {
    tour,
    stop,
    index,
    goTo,
    mode,
    setMode,
    auto,
    setAuto,
    audio,
    gps: live.state,
    waiting: live.waiting,
    request: request?.index === index ? request : null,
    requestStory: () => void requestStory(index),
  };
}

export type SharedPlayback = ReturnType<typeof useSharedPlayback>;
