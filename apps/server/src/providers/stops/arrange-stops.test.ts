import { describe, expect, it } from 'vitest';
import { distanceMeters } from '@roamcast/shared/logic/geo-distance';
import { chooseStops, mergeSamePlaces, orderByNearestNeighbour } from './arrange-stops';
import type { StopCandidate } from './stop-source';

const place = (name: string, lat: number, lng: number, score = 0.5, extra: Partial<StopCandidate> = {}) => ({
  name,
  lat,
  lng,
  score,
  source: 'test',
  ...extra,
});

// Central Rome: the centre is Piazza Venezia.
const CENTRE = { lat: 41.8961, lng: 12.4826 };
const colosseum = place('Colosseum', 41.8902, 12.4922, 0.9);
const pantheon = place('Pantheon', 41.8986, 12.4769, 0.8);
const trevi = place('Trevi Fountain', 41.9009, 12.4833, 0.85);
const navona = place('Piazza Navona', 41.8992, 12.4731, 0.7);
const vatican = place('St. Peter’s Basilica', 41.9022, 12.4539, 0.95);

describe('stop arrangement', () => {
  it('keeps one entry per place, filling in what the other source knew', () => {
    const merged = mergeSamePlaces([
      place('Pantheon', 41.8986, 12.4769, 0.6, { placeId: 'osm:way/1' }),
      place('pantheon', 41.89862, 12.47692, 0.8, { description: 'Roman temple' }),
      place('Panteón', 41.89861, 12.4769, 0.5),
      trevi,
    ]);
    expect(merged).toHaveLength(2);
    expect(merged.find((stop) => stop.name !== 'Trevi Fountain')).toMatchObject({
      name: 'pantheon',
      description: 'Roman temple',
      placeId: 'osm:way/1',
      score: 0.8,
    });
  });

  it('walks to the nearest next stop from the centre, never doubling back', () => {
    const ordered = orderByNearestNeighbour([colosseum, navona, trevi, pantheon], CENTRE);
    expect(ordered.map((stop) => stop.name)).toEqual(['Trevi Fountain', 'Pantheon', 'Piazza Navona', 'Colosseum']);
  });

  it('takes the best places inside the radius only, as many as asked', () => {
    const stops = chooseStops([colosseum, pantheon, trevi, navona, vatican], CENTRE, 2000, 3);
    expect(stops.map((stop) => stop.name).sort()).toEqual(['Colosseum', 'Pantheon', 'Trevi Fountain']);
    for (const stop of stops) expect(distanceMeters(CENTRE, stop)).toBeLessThanOrEqual(2000);
    expect(new Set(stops.map((stop) => `${stop.lat},${stop.lng}`)).size).toBe(3);
  });

  it('gives a shorter tour rather than inventing places', () => {
    expect(chooseStops([colosseum, pantheon], CENTRE, 2000, 6)).toHaveLength(2);
    expect(chooseStops([], CENTRE, 2000, 6)).toEqual([]);
  });
});
