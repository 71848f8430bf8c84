import { useEffect, useState } from 'react';
import { FAMOUS_TOURS_CACHE } from '@roamcast/shared/catalog/constants';

/**
 * The first few items at once and the rest a moment later (SPEC §9: 6, then the rest after 100 ms),
 * so the cards in view paint before the long tail of images starts loading.
 */
export function useStaggered<T>(
  items: readonly T[],
  first: number = FAMOUS_TOURS_CACHE.firstShown,
  delayMs: number = FAMOUS_TOURS_CACHE.restDelayMs,
): readonly T[] {
  const [showAll, setShowAll] = useState(false);
  const needsDelay = items.length > first;
  useEffect(() => {
    if (!needsDelay || showAll) return;
    const timer = setTimeout(() => setShowAll(true), delayMs);
    return () => clearTimeout(timer);
  }, [needsDelay, showAll, delayMs]);
  return showAll ? items : items.slice(0, first);
}
