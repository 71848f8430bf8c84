import { useEffect, useState, type ReactNode } from 'react';

/**
 * False on the first render, true once the browser is idle after it (or `timeoutMs` later at most):
 * parts a screen does not need for its first paint (voice commands, offline status) mount in a task of
 * their own, so loading the page never blocks the main thread in one long task.
 */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}

/**
 * Its children once the browser is idle after the first render, `fallback` until then. The wait lives in
 * this small component, so only it renders again when the time comes, not the whole screen around it.
 */
export function WhenIdle({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useWhenIdle() ? children : fallback;
}
