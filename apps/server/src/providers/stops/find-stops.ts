import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { chooseStops } from './arrange-stops';
import type { StopCandidate, StopSearch, StopSource } from './stop-source';

export interface FoundStops {
  stops: StopCandidate[];
  /** Sources that answered, in the order asked. */
  sources: string[];
  /** Set when fewer places were found than the tour wanted. */
  shortBy: number;
}

/** Says whether a proposed place really is where it is said to be (e.g. geocoding its name). */
export type ConfirmPlace = (candidate: StopCandidate, search: StopSearch) => Promise<boolean>;

/** A proposal this close to a place another source knows is that place. */
const CORROBORATED_METERS = 150;

async function confirmed(
  proposals: StopCandidate[],
  known: StopCandidate[],
  search: StopSearch,
  confirm: ConfirmPlace | undefined,
): Promise<StopCandidate[]> {
  const kept: StopCandidate[] = [];
  for (const proposal of proposals) {
    const twin = known.find((place) => distanceMeters(place, proposal) < CORROBORATED_METERS);
    if (twin) kept.push({ ...proposal, lat: twin.lat, lng: twin.lng, placeId: proposal.placeId ?? twin.placeId });
    else if (confirm && (await confirm(proposal, search).catch(() => false))) kept.push(proposal);
  }
  return kept;
}

/** Which source answered with this very candidate. */
function sourceOf(candidate: StopCandidate, answers: { source: string; candidates: StopCandidate[] }[]): string {
  return answers.find((answer) => answer.candidates.includes(candidate))?.source ?? '';
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
  /** Told when a source fails and the others carry on (the offline source always answers). */
  onSourceFailure: (source: string, error: unknown) => void = () => {},
  confirm?: ConfirmPlace,
): StopFinder {
  return {
    async find(search) {
      const answers = await Promise.all(
        sources.map((source) =>
          source.find(search).then(
            (candidates) => ({ source: source.name, candidates }),
            (error: unknown) => {
              onSourceFailure(source.name, error);
              return null;
            },
          ),
        ),
      );
      const answered = answers.filter((answer) => answer !== null);
      const unsure = new Set(sources.filter((source) => source.needsConfirmation).map((source) => source.name));
      const gapFillers = new Set(sources.filter((source) => source.fillsGaps).map((source) => source.name));
      const known = answered.filter((answer) => !unsure.has(answer.source)).flatMap((answer) => answer.candidates);
      const proposed = answered.filter((answer) => unsure.has(answer.source)).flatMap((answer) => answer.candidates);
      const accepted = [...known, ...(await confirmed(proposed, known, search, confirm))];
      // Gap fillers rank below every place a primary source found, so they only complete a short tour.
      const primaryFound = accepted.some((candidate) => !gapFillers.has(sourceOf(candidate, answered)));
      const ranked = accepted.map((candidate) =>
        primaryFound && gapFillers.has(sourceOf(candidate, answered))
          ? { ...candidate, score: candidate.score - 1 }
          : candidate,
      );
      const stops = chooseStops(ranked, search, search.radiusMeters, search.count);
      return {
        stops,
        sources: answered.map((answer) => answer.source),
        shortBy: Math.max(0, search.count - stops.length),
      };
    },
  };
}
