import { describe, expect, it } from 'vitest';
import { navigationOrigin, stopDirectionsLinks, tourNavigationLinks } from './deep-links';

const colosseum = { lat: 41.890251, lng: 12.492373, name: 'Colosseo' };
const trevi = { lat: 41.900932, lng: 12.483313, name: 'Fontana di Trevi' };
const pantheon = { lat: 41.8986, lng: 12.4769, name: 'Pantheon' };
const nearby = { lat: 41.9028, lng: 12.4964 }; // Rome, a few km away
const london = { lat: 51.5007, lng: -0.1246 };

const query = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe('directions to one stop', () => {
  it('links Google Maps on the web, Apple Maps and the phone maps app, walking', () => {
    const [google, apple, geo] = stopDirectionsLinks(trevi);
    expect(google!.href.startsWith('https://www.google.com/maps/dir/?')).toBe(true);
    expect(query(google!.href)).toEqual({ api: '1', destination: '41.900932,12.483313', travelmode: 'walking' });
    expect(query(apple!.href)).toEqual({ daddr: '41.900932,12.483313', dirflg: 'w' });
    expect(geo!.href).toBe('geo:41.900932,12.483313?q=41.900932,12.483313(Fontana%20di%20Trevi)');
  });

  it('starts from the given origin', () => {
    const [google, apple] = stopDirectionsLinks(trevi, nearby);
    expect(query(google!.href).origin).toBe('41.9028,12.4964');
    expect(query(apple!.href).saddr).toBe('41.9028,12.4964');
  });
});

describe('navigating the whole tour', () => {
  it('uses the traveller as the origin only within 50 miles of the first stop', () => {
    expect(navigationOrigin(nearby, [colosseum])).toBe(nearby);
    expect(navigationOrigin(london, [colosseum])).toBeNull();
    expect(navigationOrigin(null, [colosseum])).toBeNull();
  });

  it('routes from the first stop through the others to the last when the traveller is far away', () => {
    const { mode, links } = tourNavigationLinks([colosseum, trevi, pantheon], london);
    expect(mode).toBe('directions');
    expect(query(links[0]!.href)).toEqual({
      api: '1',
      origin: '41.890251,12.492373',
      destination: '41.8986,12.4769',
      travelmode: 'walking',
      waypoints: '41.900932,12.483313',
    });
    expect(query(links[1]!.href)).toMatchObject({
      saddr: '41.890251,12.492373',
      daddr: '41.900932,12.483313 to:41.8986,12.4769',
    });
  });

  it('routes from the traveller through every stop when near', () => {
    const { links } = tourNavigationLinks([colosseum, trevi, pantheon], nearby);
    expect(query(links[0]!.href)).toMatchObject({
      origin: '41.9028,12.4964',
      waypoints: '41.890251,12.492373|41.900932,12.483313',
      destination: '41.8986,12.4769',
    });
  });

  it('uses directions for 25 stops and a plain path through every stop beyond that', () => {
    const stops = (count: number) => Array.from({ length: count }, (_, i) => ({ lat: 41.89 + i / 1000, lng: 12.49 }));
    expect(tourNavigationLinks(stops(25), null).mode).toBe('directions');
    expect(query(tourNavigationLinks(stops(25), null).links[0]!.href).waypoints!.split('|')).toHaveLength(23);
    const path = tourNavigationLinks(stops(26), null);
    expect(path.mode).toBe('path');
    const href = path.links[0]!.href;
    expect(href.startsWith('https://www.google.com/maps/dir/41.89,12.49/41.891,12.49/')).toBe(true);
    expect(href.split('/').slice(5)).toHaveLength(26);
  });

  it('has nothing to link for a tour without stops', () => {
    expect(tourNavigationLinks([], nearby).links).toEqual([]);
  });
});
