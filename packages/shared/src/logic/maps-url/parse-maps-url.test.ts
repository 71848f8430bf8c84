import { describe, expect, it } from 'vitest';
import { MapsUrlError, parseMapsUrl, type MapsWaypoint } from './parse-maps-url';

const EIFFEL = { lat: 48.8583701, lng: 2.2944813 };
const LOUVRE = { lat: 48.8606111, lng: 2.337644 };

// Shapes copied from links Google Maps produces (share buttons, address bar, Maps URLs API docs).
const cases: [string, string, MapsWaypoint[]][] = [
  [
    'directions by name',
    'https://www.google.com/maps/dir/Paris/Lyon/Marseille',
    [{ name: 'Paris' }, { name: 'Lyon' }, { name: 'Marseille' }],
  ],
  [
    'directions with + and escapes',
    'https://www.google.com/maps/dir/Eiffel+Tower,+Paris/Mus%C3%A9e+du+Louvre/',
    [{ name: 'Eiffel Tower, Paris' }, { name: 'Musée du Louvre' }],
  ],
  [
    'directions by coordinates',
    'https://www.google.com/maps/dir/48.8583701,2.2944813/48.8606111,2.337644/',
    [EIFFEL, LOUVRE],
  ],
  [
    'directions with a view segment',
    'https://www.google.com/maps/dir/Rome/Florence/@42.8,11.9,8z',
    [{ name: 'Rome' }, { name: 'Florence' }],
  ],
  [
    'directions with a data= waypoint block',
    'https://www.google.com/maps/dir/Eiffel+Tower/Louvre+Museum/@48.8594,2.3165,14z/data=!3m1!4b1!4m14!4m13!1m5!1m1!1s0x47e66e2964e34e2d:0x8ddca9ee380ef7e0!2m2!1d2.2944813!2d48.8583701!1m5!1m1!1s0x47e671d877937b0f:0xb975fcfa192f84d4!2m2!1d2.337644!2d48.8606111!3e2',
    [
      { name: 'Eiffel Tower', ...EIFFEL },
      { name: 'Louvre Museum', ...LOUVRE },
    ],
  ],
  [
    'directions from "your location"',
    'https://www.google.com/maps/dir//Louvre+Museum,+Paris/@48.86,2.33,15z/data=!4m8!4m7!1m0!1m5!1m1!1s0x47e671d877937b0f:0xb975fcfa192f84d4!2m2!1d2.337644!2d48.8606111',
    [{ name: 'Louvre Museum, Paris', ...LOUVRE }],
  ],
  [
    'a country domain',
    'https://www.google.co.uk/maps/dir/Big+Ben,+London/Tower+Bridge,+London',
    [{ name: 'Big Ben, London' }, { name: 'Tower Bridge, London' }],
  ],
  [
    'maps.google.com with /maps/dir',
    'https://maps.google.com/maps/dir/Kyoto/Nara',
    [{ name: 'Kyoto' }, { name: 'Nara' }],
  ],
  [
    'non-Latin names',
    'https://www.google.co.jp/maps/dir/%E6%9D%B1%E4%BA%AC%E9%A7%85/%E6%B5%85%E8%8D%89%E5%AF%BA',
    [{ name: '東京駅' }, { name: '浅草寺' }],
  ],
  [
    'Maps URLs API directions',
    'https://www.google.com/maps/dir/?api=1&origin=Space+Needle+Seattle+WA&destination=Pike+Place+Market+Seattle+WA&travelmode=walking',
    [{ name: 'Space Needle Seattle WA' }, { name: 'Pike Place Market Seattle WA' }],
  ],
  [
    'Maps URLs API with pipe-separated waypoints',
    'https://www.google.com/maps/dir/?api=1&origin=Paris,France&destination=Cherbourg,France&waypoints=Versailles,France%7CChartres,France%7CLe+Mans,France&travelmode=driving',
    [
      { name: 'Paris,France' },
      { name: 'Versailles,France' },
      { name: 'Chartres,France' },
      { name: 'Le Mans,France' },
      { name: 'Cherbourg,France' },
    ],
  ],
  [
    'Maps URLs API with coordinates',
    'https://www.google.com/maps/dir/?api=1&origin=48.8583701,2.2944813&destination=48.8606111,2.337644',
    [EIFFEL, LOUVRE],
  ],
  [
    'Maps URLs API without an origin',
    'https://www.google.com/maps/dir/?api=1&destination=Sagrada+Familia',
    [{ name: 'Sagrada Familia' }],
  ],
  [
    'a place with its pin',
    'https://www.google.com/maps/place/Eiffel+Tower/@48.8583701,2.2919064,17z/data=!3m1!4b1!4m6!3m5!1s0x47e66e2964e34e2d:0x8ddca9ee380ef7e0!8m2!3d48.8583701!4d2.2944813!16zL20vMDJqODE',
    [{ name: 'Eiffel Tower', ...EIFFEL }],
  ],
  [
    'a place without data',
    'https://www.google.com/maps/place/Colosseum/@41.8902102,12.4922309,17z',
    [{ name: 'Colosseum', lat: 41.8902102, lng: 12.4922309 }],
  ],
  [
    'a dropped pin in degrees, minutes and seconds',
    "https://www.google.com/maps/place/48%C2%B051'30.1%22N+2%C2%B017'40.2%22E/@48.8583611,2.2945,17z",
    [{ lat: 48.85836111111111, lng: 2.2945 }],
  ],
  [
    'a search with the map centre',
    'https://www.google.com/maps/search/coffee+near+Times+Square/@40.758,-73.9855,15z',
    [{ name: 'coffee near Times Square', near: { lat: 40.758, lng: -73.9855 } }],
  ],
  [
    'Maps URLs API search by coordinates',
    'https://www.google.com/maps/search/?api=1&query=47.5951518,-122.3316393',
    [{ lat: 47.5951518, lng: -122.3316393 }],
  ],
  [
    'Maps URLs API search by name',
    'https://www.google.com/maps/search/?api=1&query=Sydney+Opera+House',
    [{ name: 'Sydney Opera House' }],
  ],
  ['legacy ?q= with a name', 'https://maps.google.com/?q=Brandenburg+Gate', [{ name: 'Brandenburg Gate' }]],
  ['legacy ?q= with coordinates', 'https://maps.google.com/maps?q=48.8584,2.2945', [{ lat: 48.8584, lng: 2.2945 }]],
  ['legacy ?q=loc:', 'http://maps.google.com/maps?q=loc:-33.8568,151.2153', [{ lat: -33.8568, lng: 151.2153 }]],
  [
    'legacy ?q=Name@lat,lng',
    'https://maps.google.com/maps?q=Alhambra@37.1761,-3.5881',
    [{ name: 'Alhambra', lat: 37.1761, lng: -3.5881 }],
  ],
  ['google.com/maps?q=', 'https://www.google.com/maps?q=Machu+Picchu', [{ name: 'Machu Picchu' }]],
  [
    'legacy saddr/daddr',
    'https://maps.google.com/maps?saddr=Los+Angeles&daddr=Santa+Barbara',
    [{ name: 'Los Angeles' }, { name: 'Santa Barbara' }],
  ],
  [
    'legacy daddr with to:',
    'https://maps.google.com/maps?saddr=Chicago,+IL&daddr=St.+Louis,+MO+to:Tulsa,+OK+to:Santa+Monica,+CA',
    [{ name: 'Chicago, IL' }, { name: 'St. Louis, MO' }, { name: 'Tulsa, OK' }, { name: 'Santa Monica, CA' }],
  ],
  ['just a map view', 'https://www.google.com/maps/@64.1466,-21.9426,12z', [{ lat: 64.1466, lng: -21.9426 }]],
  ['?ll= centre', 'https://maps.google.com/?ll=40.6892,-74.0445&z=16', [{ lat: 40.6892, lng: -74.0445 }]],
  ['pasted without a scheme', 'www.google.com/maps/dir/Reykjavik/Vik', [{ name: 'Reykjavik' }, { name: 'Vik' }]],
];

describe('parseMapsUrl', () => {
  it.each(cases)('reads %s', (_label, url, expected) => {
    const result = parseMapsUrl(url);
    expect(result.kind).toBe('waypoints');
    if (result.kind !== 'waypoints') return;
    expect(result.waypoints).toHaveLength(expected.length);
    result.waypoints.forEach((waypoint, index) => {
      const want = expected[index]!;
      expect(waypoint.name).toBe(want.name);
      if (want.lat === undefined) expect(waypoint.lat).toBeUndefined();
      else {
        expect(waypoint.lat).toBeCloseTo(want.lat, 6);
        expect(waypoint.lng).toBeCloseTo(want.lng!, 6);
      }
      expect(waypoint.near).toEqual(want.near);
    });
  });

  it.each([
    ['https://maps.app.goo.gl/nDHMZ5Y4pu6tP8mB9', 'https://maps.app.goo.gl/nDHMZ5Y4pu6tP8mB9'],
    ['https://goo.gl/maps/Ykq5VzH8pGR2', 'https://goo.gl/maps/Ykq5VzH8pGR2'],
    ['http://goo.gl/maps/Ykq5VzH8pGR2', 'https://goo.gl/maps/Ykq5VzH8pGR2'],
    ['maps.app.goo.gl/abc123', 'https://maps.app.goo.gl/abc123'],
  ])('hands the short link %s to the server to follow', (url, expected) => {
    expect(parseMapsUrl(url)).toEqual({ kind: 'short-link', url: expected });
  });

  const refusal = (input: string) => {
    try {
      parseMapsUrl(input);
    } catch (error) {
      if (error instanceof MapsUrlError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error(`accepted ${input}`);
  };

  it.each([
    ['file:///etc/passwd', 'unsupported_scheme'],
    ['javascript:alert(1)', 'unsupported_scheme'],
    ['data:text/html,<b>x</b>', 'unsupported_scheme'],
    ['http://127.0.0.1/maps/dir/a/b', 'unsupported_host'],
    ['http://[::1]/maps/dir/a/b', 'unsupported_host'],
    ['http://169.254.169.254/latest/meta-data', 'unsupported_host'],
    ['https://www.bing.com/maps?q=Paris', 'unsupported_host'],
    ['https://evilgoogle.com/maps/dir/a/b', 'unsupported_host'],
    ['https://google.com.evil.net/maps/dir/a/b', 'unsupported_host'],
    ['https://www.google.com/search?q=paris', 'unsupported_host'],
    ['https://goo.gl/abc', 'unsupported_host'],
    ['https://www.google.com/maps/d/viewer?mid=1abc', 'unsupported_link'],
    ['https://www.google.com/maps', 'no_waypoints'],
    ['https://www.google.com/maps/dir/', 'no_waypoints'],
    ['http://', 'not_a_url'],
    ['https://www.google.com/maps/dir/1/2/3/4/5/6/7/8/9/10/11', 'too_many_waypoints'],
  ])('refuses %s', (input, code) => {
    const { code: got, message } = refusal(input);
    expect(got).toBe(code);
    expect(message.length).toBeGreaterThan(20);
  });

  it('names the count and the limit when a route has too many stops', () => {
    expect(refusal('https://www.google.com/maps/dir/a/b/c/d/e/f/g/h/i/j/k/l').message).toBe(
      'This route has 12 stops; a maps link can bring at most 10.',
    );
    const ten = parseMapsUrl('https://www.google.com/maps/dir/a/b/c/d/e/f/g/h/i/j');
    expect(ten.kind === 'waypoints' && ten.waypoints).toHaveLength(10);
  });
});
