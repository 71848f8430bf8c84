import { chooseStops } from './arrange-stops';
import type { StopCandidate, StopSearch, StopSource } from './stop-source';

export interface FoundStops {
  stops: StopCandidate[];
  /** Sources that answered, in the order asked. */
  sources: string[];
  /** Set when fewer places were found than the tour wanted. */
  shortBy: number;
}

export interface StopFinder {
  find(search: StopSearch): Promise<FoundStops>;
}

/**
 * Asks every source (online ones first; a failing source is skipped and logged) and keeps the
 * best distinct places. The offline source is always asked too: its landmarks carry sourced facts.
 */
export function createStopFinder(
  sources: readonly StopSource[],
  log: (message: string, error: unknown) => void = () => {},
): StopFinder {
  return {
    async find(search) {
      const answers = await Promise.all(
        sources.map((source) =>
          source.find(search).then(
            (candidates) => ({ source: source.name, candidates }),
            (error: unknown) => {
              log(`stop source ${source.name} failed; using the others`, error);
              return null;
            },
          ),
        ),
      );
      const answered = answers.filter((answer) => answer !== null);
      const stops = chooseStops(
        answered.flatMap((answer) => answer.candidates),
        search,
        search.radiusMeters,
        search.count,
      );
      return {
        stops,
        sources: answered.map((answer) => answer.source),
        shortBy: Math.max(0, search.count - stops.length),
      };
    },
  };
}
