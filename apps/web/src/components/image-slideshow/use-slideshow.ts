import { useEffect, useState } from 'react';

/**
 * Which slide shows, and the automatic advance (SPEC §4 Explorer image slideshow): every interval it
 * moves on, wrapping, unless paused or there is a single image. Previous, next and the dots move by
 * hand and pause, so a person looking at a photo is not pulled away from it.
 */
export function useSlideshow(count: number, intervalMs: number, resetKey: string) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // A new set of photos (the next narration) starts over: first photo, playing.
  const [shownKey, setShownKey] = useState(resetKey);
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    setIndex(0);
    setPaused(false);
  }
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (paused || count <= 1) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [current, paused, count, intervalMs]);

  function goTo(target: number) {
    if (count === 0) return;
    setIndex(((target % count) + count) % count);
    setPaused(true);
  }

  return {
    current,
    paused,
    togglePaused: () => setPaused((value) => !value),
    previous: () => goTo(current - 1),
    next: () => goTo(current + 1),
    goTo,
  };
}
