import { useCallback, useState } from 'react';

/**
 * SPEC §4 Player: the stop index starts at 0 and moves only within the tour; Restart returns to 0.
 * (Each move stops the audio because the audio follows the stop: see usePlayerAudio.)
 */
export function useStopIndex(count: number, tourKey: string) {
  const [state, setState] = useState({ tourKey, index: 0 });
  // Another tour opened in the same player starts from its first stop.
  const index = state.tourKey === tourKey ? Math.min(state.index, Math.max(0, count - 1)) : 0;

  const goTo = useCallback(
    (target: number) => {
      if (target < 0 || target >= count) return;
      setState({ tourKey, index: target });
    },
    [count, tourKey],
  );

  return {
    index,
    goTo,
    hasPrevious: index > 0,
    hasNext: index < count - 1,
    previous: useCallback(() => goTo(index - 1), [goTo, index]),
    next: useCallback(() => goTo(index + 1), [goTo, index]),
    restart: useCallback(() => goTo(0), [goTo]),
  };
}
