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
        lastStart = performance.now();
        return task();
      });
      tail = result.catch(() => undefined);
      return result.finally(() => pending--);
    },
  };
}
