import type { Landmark, LandmarkType } from './landmark-schema';

/** Metres from the point within which a listener is "at" a landmark of this type, when no size is known. */
const TYPE_RADIUS: Record<LandmarkType, number> = {
  tower: 150,
  bridge: 400,
  church: 100,
  cathedral: 150,
  mosque: 150,
  temple: 200,
  palace: 300,
  castle: 300,
  fort: 300,
  museum: 150,
  monument: 100,
  statue: 80,
  square: 150,
  park: 600,
  street: 500,
  market: 150,
  building: 120,
  stadium: 250,
  archaeological_site: 600,
  natural_site: 5000,
  heritage_site: 1000,
};

/** A listed area is rarely a disc; these caps keep a vast park from swallowing the towns beside it. */
const MAX_AREA_RADIUS: Partial<Record<LandmarkType, number>> = {
  natural_site: 25_000,
  park: 3000,
  archaeological_site: 3000,
  heritage_site: 3000,
};

/**
 * How far a landmark reaches: its own radius if the data gives one; half the length of a bridge or
 * street (a bridge is long, a square is small); the disc of its area for parks and sites; else its type's.
 */
export function landmarkRadius(landmark: Landmark): number {
  if (landmark.radius) return landmark.radius;
  const base = TYPE_RADIUS[landmark.type];
  const value = (measure: string) =>
    landmark.facts.find((f) => f.kind === 'measure' && f.measure === measure) as { value: number } | undefined;
  const length = value('length');
  // A bridge or street reaches half its length either side of its midpoint, and a little beside it.
  if (length && (landmark.type === 'bridge' || landmark.type === 'street')) return Math.max(100, length.value / 2);
  const area = value('area');
  const cap = MAX_AREA_RADIUS[landmark.type];
  if (area && cap) return Math.min(cap, Math.max(200, Math.sqrt((area.value * 10_000) / Math.PI)));
  return base;
}
