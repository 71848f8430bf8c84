import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicSlideshow } from '@roamcast/shared/schemas/slideshow';
import { useNarrationPlayer } from '../../../lib/audio/use-narration-player';

/** SPEC §4 slideshow page after loading: splash, the slideshow itself, then the call to action. */
export type SlideshowPhase = 'splash' | 'show' | 'done';

/**
 * Plays the stops in order: Start Tour plays stop 1 inside the tap (which unlocks audio), each
 * narration's end moves on to the next, and the last one's end completes the tour.
 */
export function useSlideshowPlayback(slideshow: PublicSlideshow, handlers: { onStart(): void; onComplete(): void }) {
  const player = useNarrationPlayer();
  const [phase, setPhase] = useState<SlideshowPhase>('splash');
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(false);
  const [fraction, setFraction] = useState(0);
  const playWhenShown = useRef(false);
  const total = slideshow.stops.length;
  const stop = slideshow.stops[Math.min(index, total - 1)]!;
  const { onStart, onComplete } = handlers;

  // A new stop's source is on the element only after it renders: play it then.
  useEffect(() => {
    if (phase !== 'show' || !playWhenShown.current) return;
    playWhenShown.current = false;
    if (stop.audioUrl) player.play();
  }, [phase, index, stop.audioUrl, player]);

  const goTo = useCallback(
    (next: number) => {
      player.pause();
      setFraction(0);
      setIndex(next);
      playWhenShown.current = true;
    },
    [player],
  );

  const finish = useCallback(() => {
    player.pause();
    setPhase('done');
    onComplete();
  }, [player, onComplete]);

  const start = useCallback(() => {
    onStart();
    setPhase('show');
    if (index === 0 && stop.audioUrl) player.play();
    else goTo(0);
  }, [onStart, index, stop.audioUrl, player, goTo]);

  const next = useCallback(() => (index < total - 1 ? goTo(index + 1) : finish()), [index, total, goTo, finish]);

  return {
    phase,
    index,
    stop,
    total,
    muted,
    player,
    /** 0-100 across the whole tour, moving with the narration. */
    percent: Math.min(100, Math.max(0, ((index + fraction) / total) * 100)),
    start,
    next,
    previous: useCallback(() => goTo(Math.max(0, index - 1)), [goTo, index]),
    replay: useCallback(() => {
      setPhase('show');
      goTo(0);
    }, [goTo]),
    exit: useCallback(() => {
      player.pause();
      setPhase('splash');
      setIndex(0);
      setFraction(0);
    }, [player]),
    togglePlay: useCallback(() => (player.playing ? player.pause() : player.play()), [player]),
    toggleMute: useCallback(() => setMuted((value) => !value), []),
    audioEvents: {
      ...player.events,
      onEnded: next,
      onTimeUpdate: (event: React.SyntheticEvent<HTMLAudioElement>) => {
        const { currentTime, duration } = event.currentTarget;
        if (Number.isFinite(duration) && duration > 0) setFraction(Math.min(1, currentTime / duration));
      },
    },
  };
}

export type SlideshowPlayback = ReturnType<typeof useSlideshowPlayback>;
