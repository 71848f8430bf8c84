/**
 * `promise`, or `fallback` once `ms` have passed or when it fails: shared state in Redis is a help,
 * never a reason for a request to wait on a Redis that is restarting or unreachable.
 */
export function withinDeadline<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}
