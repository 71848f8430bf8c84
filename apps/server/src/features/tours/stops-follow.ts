import type { TourStop } from '@roamcast/shared/logic/tour-stops';
import type { NarrationRow } from '../../db/repositories/narrations';

/**
 * Where each old stop went in an edit of a tour's stops (issue 24): old index -> new index, for the
 * stops kept. A stop is known by its point of interest's id; a stop without one (a recorded
 * journey's waypoint) by its exact position, so renaming a stop keeps it and a removed one is gone.
 */
export function matchStops(before: readonly TourStop[], after: readonly TourStop[]): Map<number, number> {
  const moved = new Map<number, number>();
  const taken = new Set<number>();
  const idOf = (stop: TourStop) => stop.poi?.id;
  const oldIds = new Set(before.map(idOf).filter((id): id is string => !!id));

  for (const stop of before) {
    const id = idOf(stop);
    if (!id) continue;
    const target = after.find((candidate) => !taken.has(candidate.index) && idOf(candidate) === id);
    if (!target) continue;
    moved.set(stop.index, target.index);
    taken.add(target.index);
  }
  // Then stops without an id in the new list (a waypoint) by position; a new stop carrying an old
  // stop's id is that stop, never another one.
  for (const stop of before) {
    if (moved.has(stop.index)) continue;
    const id = idOf(stop);
    if (id && after.some((candidate) => idOf(candidate) === id)) continue;
    const target = after.find((candidate) => {
      const candidateId = idOf(candidate);
      return (
        !taken.has(candidate.index) &&
        !(candidateId && oldIds.has(candidateId)) &&
        candidate.lat === stop.lat &&
        candidate.lng === stop.lng
      );
    });
    if (!target) continue;
    moved.set(stop.index, target.index);
    taken.add(target.index);
  }
  return moved;
}

/** Each placed story whose place changes: its stop's new index, or none when its stop was removed. */
export function storyMoves(
  narrations: readonly Pick<NarrationRow, 'id' | 'waypointIndex'>[],
  moved: ReadonlyMap<number, number>,
): { id: string; waypointIndex: number | null }[] {
  return narrations.flatMap(({ id, waypointIndex }) => {
    if (waypointIndex === null) return [];
    const target = moved.get(waypointIndex) ?? null;
    return target === waypointIndex ? [] : [{ id, waypointIndex: target }];
  });
}
