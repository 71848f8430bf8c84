import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RouteFileError, readRouteFile } from './read-route-file';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

function refusal(text: string) {
  try {
    readRouteFile(text, 10);
  } catch (error) {
    if (error instanceof RouteFileError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('readRouteFile', () => {
  it('samples stops along a recorded GPX track (Strava) and keeps its line', () => {
    const file = readRouteFile(fixture('strava-track.gpx'), 4);
    expect(file.name).toBe('Morning Walk along the Seine');
    expect(file.path).toHaveLength(8);
    expect(file.stops).toHaveLength(4);
    expect(file.stops[0]).toEqual({ lat: 48.85837, lng: 2.294481 });
    expect(file.stops.at(-1)).toEqual({ lat: 48.860611, lng: 2.337644 });
  });

  it('takes a GPX route’s named points as stops (Garmin BaseCamp)', () => {
    const file = readRouteFile(fixture('garmin-route.gpx'), 10);
    expect(file.name).toBe('Golden Circle');
    expect(file.stops.map((stop) => [stop.lat, stop.lng])).toEqual([
      [64.146582, -21.942635],
      [64.255794, -21.129865],
      [64.313197, -20.30022],
      [64.326787, -20.121193],
    ]);
    expect(file.path).toHaveLength(4);
  });

  it('takes named GPX waypoints with their descriptions (OsmAnd favourites)', () => {
    const file = readRouteFile(fixture('waypoints.gpx'), 10);
    expect(file.stops).toEqual([
      { name: '浅草寺', description: 'Senso-ji, Asakusa', lat: 35.7147651, lng: 139.7966553 },
      { name: '東京スカイツリー', description: undefined, lat: 35.7100627, lng: 139.8107004 },
      { name: '東京駅', description: undefined, lat: 35.6812362, lng: 139.7671248 },
    ]);
    expect(file.path).toEqual([]);
  });

  it('reads a Google My Maps export: placemarks as stops, the drawn line as the path', () => {
    const file = readRouteFile(fixture('my-maps.kml'), 10);
    expect(file.name).toBe('Rome in a day');
    expect(file.stops.map((stop) => stop.name)).toEqual(['Colosseum', 'Pantheon', 'Trevi Fountain']);
    expect(file.stops[0]).toMatchObject({ lat: 41.8902102, lng: 12.4922309, description: 'Flavian Amphitheatre' });
    expect(file.path[0]).toEqual([41.8902102, 12.4922309]);
    expect(file.path).toHaveLength(4);
  });

  it('reads a Google Earth gx:Track', () => {
    const file = readRouteFile(fixture('google-earth-track.kml'), 3);
    expect(file.name).toBe('Harbour Bridge walk.kml');
    expect(file.path).toHaveLength(5);
    expect(file.stops).toEqual([
      { lat: -33.8599, lng: 151.2094 },
      { lat: -33.8523, lng: 151.2106 },
      { lat: -33.8455, lng: 151.2093 },
    ]);
  });

  it('refuses an XML entity bomb without expanding it', () => {
    const lol = '&lol;'.repeat(10);
    const bomb = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY lol "lol">${[...Array(9).keys()]
      .map((level) => `<!ENTITY lol${level + 1} "${lol.replaceAll('lol', `lol${level || ''}`)}">`)
      .join('')}]><gpx><wpt lat="1" lon="1"><name>&lol9;</name></wpt></gpx>`;
    const error = refusal(bomb);
    expect(error.code).toBe('entities');
    expect(error.message).toBe('This file declares XML entities or a DOCTYPE, which route files never need.');
  });

  it('refuses a GPX with 100,000 points before parsing it', () => {
    const points = '<trkpt lat="51.5" lon="-0.12"/>'.repeat(100_000);
    const started = performance.now();
    const error = refusal(`<gpx><trk><trkseg>${points}</trkseg></trk></gpx>`);
    expect(error.code).toBe('too_many_points');
    expect(error.message).toBe('This file has 100,000 points; at most 50,000 can be imported.');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a file over 5 MB', `<gpx>${' '.repeat(5 * 1024 * 1024)}</gpx>`, 'too_large'],
    ['broken XML', '<gpx><trk><trkseg><trkpt lat="1" lon="2"></trk>', 'malformed'],
    ['not XML at all', 'PK\u0003\u0004 zip bytes', 'malformed'],
    ['an HTML page', '<html><body><p>hello</p></body></html>', 'not_route_file'],
    ['a GPX with nothing in it', '<gpx version="1.1"><metadata><name>x</name></metadata></gpx>', 'empty'],
    ['points off the globe only', '<gpx><wpt lat="95" lon="10"/><wpt lat="10" lon="200"/></gpx>', 'empty'],
  ])('refuses %s with a clear message', (_label, text, code) => {
    const error = refusal(text);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/\.$/);
  });
});
