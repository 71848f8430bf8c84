import { describe, expect, it } from 'vitest';
import { sharedTourSchema } from '../schemas/tour';
import { readSharedTour } from './shared-tour-shape';

const stop = { lat: 38.6916, lng: -9.216, name: 'Torre de Belém' };
const cases: unknown[] = [
  { name: 'Belém', waypoints: [stop] },
  { name: 'Belém', theme: 'history', waypoints: [] },
  {
    name: 'Belém',
    waypoints: [{ ...stop, narrationText: 'x', audioUrl: '/a.mp3', photoUrls: ['/p.jpg'], theme: 'nature' }],
  },
  { name: 'Belém', waypoints: [{ ...stop, extra: 'dropped' }], extra: 1 },
  { name: '', waypoints: [stop] },
  { name: 'Belém' },
  { name: 'Belém', waypoints: 'none' },
  { name: 'Belém', waypoints: [{ lat: 91, lng: 0 }] },
  { name: 'Belém', waypoints: [{ lat: 0, lng: -180.5 }] },
  { name: 'Belém', waypoints: [{ lat: '38', lng: 1 }] },
  { name: 'Belém', waypoints: [{ lat: Number.NaN, lng: 1 }] },
  { name: 'Belém', waypoints: [{ ...stop, name: 7 }] },
  { name: 'Belém', waypoints: [{ ...stop, photoUrls: [1] }] },
  { name: 'Belém', waypoints: [{ ...stop, photoUrls: 'p.jpg' }] },
  { name: 'Belém', theme: 3, waypoints: [] },
  { name: 42, waypoints: [] },
  null,
  [],
  'tour',
];

describe('readSharedTour', () => {
  it.each(cases.map((value) => [JSON.stringify(value), value]))(
    'agrees with sharedTourSchema on %s',
    (_label, value) => {
      const parsed = sharedTourSchema.safeParse(value);
      expect(readSharedTour(value)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
