import type { Redis } from 'ioredis';

/**
 * What `ask` answers, or `fallback` when Redis is away, fails, or has not answered within `ms`:
 * shared state in Redis is a help, never a reason for a request to wait on a Redis that is
 * restarting or unreachable. While the connection is lost, Redis is not asked at all: the command
 * would only wait for the next reconnection attempt to fail.
 */
export async function askRedis<T, F>(
  redis: () => Redis,
  ask: (connection: Redis) => Promise<T>,
  ms: number,
  fallback: F,
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  const answer = Promise.resolve().then<T | F>(() => {
    const connection = redis();
    if (['reconnecting', 'close', 'end'].includes(connection.status)) return fallback;
    return ask(connection);
  });
  try {
    return await Promise.race([answer.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}
