import { useEffect } from 'react';

/**
 * Keeps the screen on while `chosen` (pocket mode, issue 22): only when the traveller asked for it and
 * only while the page is visible. The browser drops the lock when the page hides; it is asked for
 * again when the page shows, and released as soon as the choice is undone or the page is left.
 */
export function useScreenWakeLock(chosen: boolean): void {
  useEffect(() => {
    if (!chosen || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') {
        void sentinel?.release();
        sentinel = null;
        return;
      }
      if (sentinel && !sentinel.released) return;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          if (stopped || document.visibilityState !== 'visible') void lock.release();
          else sentinel = lock;
        },
        // Refused (battery saver, no permission): the story plays on with the screen off.
        (error: unknown) => console.warn('Screen wake lock refused', error),
      );
    };
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [chosen]);
}
