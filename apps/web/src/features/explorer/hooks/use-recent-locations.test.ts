import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  addRecentLocation,
  isCoordinateName,
  normaliseRecentLocations,
  readRecentLocations,
  useRecentLocations,
  type RecentLocation,
} from './use-recent-locations';

const KEY = 'live-discovery-recent-locations';

function place(name: string, timestamp: number, lat = timestamp, lng = timestamp): RecentLocation {
  return { name, lat, lng, timestamp };
}

describe('recent location rules (SPEC §5, §9)', () => {
  it.each(['48.8584, 2.2945', '-33.8568,151.2153', ' 40 , -74 ', '+1.5, -0.25'])('"%s" is only coordinates', (name) =>
    expect(isCoordinateName(name)).toBe(true),
  );

  it.each(['Eiffel Tower', 'Route 66, Arizona', '221B Baker Street', '48.8584, 2.2945 Paris'])(
    '"%s" is a place name',
    (name) => expect(isCoordinateName(name)).toBe(false),
  );

  it('puts the newest first and keeps 8', () => {
    let list: RecentLocation[] = [];
    for (let i = 1; i <= 10; i++) list = addRecentLocation(list, { name: `Place ${i}`, lat: i, lng: i }, i * 1000);
    expect(list.map((entry) => entry.name)).toEqual([
      'Place 10',
      'Place 9',
      'Place 8',
      'Place 7',
      'Place 6',
      'Place 5',
      'Place 4',
      'Place 3',
    ]);
  });

  it('moves a place seen again to the top instead of listing it twice', () => {
    const list = [place('Alfama', 3), place('Belém', 2), place('Baixa', 1)];
    const byName = addRecentLocation(list, { name: ' belém ', lat: 50, lng: 50 }, 10);
    expect(byName.map((entry) => [entry.name, entry.timestamp])).toEqual([
      ['belém', 10],
      ['Alfama', 3],
      ['Baixa', 1],
    ]);
    const byPosition = addRecentLocation(list, { name: 'Baixa Pombalina', lat: 1.0003, lng: 0.9998 }, 11);
    expect(byPosition.map((entry) => entry.name)).toEqual(['Baixa Pombalina', 'Alfama', 'Belém']);
  });

  it('refuses a name that is only coordinates', () => {
    const list = [place('Alfama', 3)];
    expect(addRecentLocation(list, { name: '38.7139, -9.1334', lat: 38.7139, lng: -9.1334 }, 10)).toEqual(list);
  });

  it('drops stored entries that are coordinates, malformed or too many, and sorts the rest', () => {
    const stored = [
      place('Old', 1),
      { name: '48.8584, 2.2945', lat: 48.8584, lng: 2.2945, timestamp: 99 },
      { name: 'No position', timestamp: 5 },
      'garbage',
      place('New', 7),
    ];
    expect(normaliseRecentLocations(stored).map((entry) => entry.name)).toEqual(['New', 'Old']);
    expect(normaliseRecentLocations({ not: 'a list' })).toEqual([]);
  });
});

describe('useRecentLocations', () => {
  it('reads the stored list, shows the newest 3 and remembers new places in storage', () => {
    localStorage.setItem(KEY, JSON.stringify([1, 2, 3, 4].map((i) => place(`Place ${i}`, i))));
    const { result } = renderHook(() => useRecentLocations());
    expect(result.current.shown.map((entry) => entry.name)).toEqual(['Place 4', 'Place 3', 'Place 2']);

    act(() => result.current.remember({ name: 'Sintra', lat: 38.8, lng: -9.39 }));

    expect(result.current.shown.map((entry) => entry.name)).toEqual(['Sintra', 'Place 4', 'Place 3']);
    expect(result.current.recent).toHaveLength(5);
    const stored = JSON.parse(localStorage.getItem(KEY)!) as RecentLocation[];
    expect(stored[0]).toMatchObject({ name: 'Sintra', lat: 38.8, lng: -9.39 });
    expect(typeof stored[0]!.timestamp).toBe('number');
  });

  it('keeps every user of the hook in step', () => {
    const first = renderHook(() => useRecentLocations());
    const second = renderHook(() => useRecentLocations());
    act(() => first.result.current.remember({ name: 'Cascais', lat: 38.69, lng: -9.42 }));
    expect(second.result.current.shown.map((entry) => entry.name)).toEqual(['Cascais']);
  });

  it('survives a damaged stored value', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readRecentLocations()).toEqual([]);
  });
});
