// Runs in a worker thread of the route-file pool (route-file-pool.ts): parses a GPX or KML file, so
// that a costly one never holds up the server's event loop.
import { readRouteFile, RouteFileError, type RouteFile, type RouteFileErrorCode } from './read-route-file';

export interface RouteFileTask {
  text: string;
  maxStops: number;
}

/** Errors cross the thread as data: a RouteFileError's class and code do not survive the trip. */
export type RouteFileOutcome = { ok: true; file: RouteFile } | { ok: false; code: RouteFileErrorCode; message: string };

export default function parseRouteFile(task: RouteFileTask): RouteFileOutcome {
  try {
    return { ok: true, file: readRouteFile(task.text, task.maxStops) };
  } catch (error) {
    if (error instanceof RouteFileError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

/** Answers once the thread has loaded, so a fresh thread's start does not count against a file's budget. */
export function ready(): true {
  return true;
}
