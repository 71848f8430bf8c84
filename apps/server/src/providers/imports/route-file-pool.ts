import { createBudgetedPool } from '../budgeted-pool';
import { ROUTE_FILE_MAX_BYTES, RouteFileError, type RouteFile } from './read-route-file';
import type { RouteFileOutcome, RouteFileTask } from './route-file-worker';

/** Route files parsed at once, each on its own thread; the rest wait their turn. */
export const ROUTE_FILES_AT_ONCE = 2;
/**
 * A 50,000-point track parses in about 2 s (11 s on a machine loaded 10x over); a parse still running after
 * this is stopped, its thread ended, and the file refused.
 */
export const ROUTE_FILE_PARSE_SECONDS = 20;
/** A thread's JavaScript heap: xmldom's tree of a 5 MB file of 50,000 points takes ~200 MB. */
export const ROUTE_FILE_PARSE_HEAP_MB = 512;

const pool = createBudgetedPool<RouteFileTask, RouteFileOutcome>({
  worker: new URL('./route-file-worker.mjs', import.meta.url),
  threads: ROUTE_FILES_AT_ONCE,
  heapMb: ROUTE_FILE_PARSE_HEAP_MB,
});

/**
 * readRouteFile on a pool thread, at most ROUTE_FILES_AT_ONCE at a time, stopped after
 * `budgetSeconds` of parsing (waiting for a thread does not count) or when its heap is spent.
 * Throws RouteFileError with a message a person can act on.
 */
export async function readRouteFileOffThread(
  text: string,
  maxStops: number,
  budgetSeconds = ROUTE_FILE_PARSE_SECONDS,
): Promise<RouteFile> {
  // Refused here already: a bigger text is not worth copying to a thread.
  if (Buffer.byteLength(text, 'utf8') > ROUTE_FILE_MAX_BYTES) {
    throw new RouteFileError('too_large', 'This file is larger than 5 MB. Export a shorter route and try again.');
  }
  const outcome = await pool.run({ text, maxStops }, budgetSeconds);
  if (outcome === 'over_budget') {
    // Aborted at the deadline, or the thread died (out of memory).
    throw new RouteFileError(
      'too_costly',
      `This file could not be read in ${budgetSeconds} seconds. Export a shorter or simpler route and try again.`,
    );
  }
  if (!outcome.ok) throw new RouteFileError(outcome.code, outcome.message);
  return outcome.file;
}

/** Ends the pool's threads (for tests and shutdown); a later file starts a new pool. */
export const closeRouteFilePool = () => pool.close();
