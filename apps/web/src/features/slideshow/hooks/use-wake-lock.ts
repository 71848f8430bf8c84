import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (SPEC §4): a slideshow is watched, not touched. The browser
 * drops the lock whenever the page is hidden, so it is asked for again each time the page shows.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (stopped) void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the slideshow plays on, the screen may dim.
        (error: unknown) => console.warn('Screen wake lock refused', error),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
}
