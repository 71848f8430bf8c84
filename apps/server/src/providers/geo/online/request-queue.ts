/** Refused at once because too many requests are already waiting: the caller falls back instead of queueing for long. */
export class QueueFullError extends Error {
  constructor(readonly queue: string) {
    super(`${queue}: too many requests waiting`);
    this.name = 'QueueFullError';
  }
}

export interface RequestQueue {
  /** Runs `task` after every task queued before it has finished, and at least the queue's interval after the last one started. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface RequestQueueOptions {
  /** For messages. */
  name: string;
  /** Least time between the starts of two tasks (Nominatim: 1000, one request a second). */
  minIntervalMs?: number;
  /** Tasks allowed to wait or run at once; one more is refused with QueueFullError. */
  maxPending?: number;
  /** Start slots shared with the other processes (scale-out); without it the interval holds in this process only. */
  spacing?: SharedSpacing;
}

/** Reserves start slots in a store every process sees, so an interval holds for the whole application. */
export interface SharedSpacing {
  /**
   * Takes a start at least `intervalMs` after the last one taken by anyone; resolves with the
   * milliseconds still to wait for it (0: now), or null when the store did not answer (local spacing).
   * Rejects with QueueFullError when the start would come too late to be worth waiting for.
   */
  reserve(intervalMs: number): Promise<number | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One task at a time, spaced out: the usage policies of the free services (Nominatim, Wikipedia,
 * GDELT) ask for requests in series, and Nominatim for at most one a second from the whole app.
 */
export function createRequestQueue({
  name,
  minIntervalMs = 0,
  maxPending = Infinity,
  spacing,
}: RequestQueueOptions): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;
  let pending = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (pending >= maxPending) return Promise.reject(new QueueFullError(name));
      pending++;
      const result = tail.then(async () => {
        const wait = lastStart + minIntervalMs - performance.now();
        if (wait > 0) await sleep(wait);
        // Reserved only once the local wait is over, so the slot is taken when it is used.
        const sharedWait = spacing && minIntervalMs > 0 ? await spacing.reserve(minIntervalMs) : null;
        if (sharedWait !== null && sharedWait > 0) await sleep(sharedWait);
        lastStart = performance.now();
        return task();
      });
      tail = result.catch(() => undefined);
      return result.finally(() => pending--);
    },
  };
}
