import { Body, Equator, Horizon, Observer } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { markerDate, moonState, seasonState } from './moon-and-seasons';
import { localMidnight, nextSunrise, nextSunset, sunDay, zenithDays, type SunDay } from './sun';
import { resolveTimeZone, COUNTRY_ZONES } from './time-zones';

const minutesBetween = (a: Date | null, iso: string) => Math.abs(a!.getTime() - new Date(iso).getTime()) / 60_000;
const daysBetween = (a: Date | null, iso: string) => minutesBetween(a, iso) / 1440;

const TROMSO = { lat: 69.65, lng: 18.96, zone: 'Europe/Oslo' };
const LONGYEARBYEN = { lat: 78.22, lng: 15.65, zone: 'Arctic/Longyearbyen' };
/** The sun's upper limb on a horizon lowered by standard refraction: the sun's centre 50 arcminutes below. */
const RISE_ALTITUDE = -50 / 60;

/**
 * Minutes the sun is up in the 24 hours around `sun`'s noon, by looking at its height every 2
 * minutes: a measure that shares no code with the rise and set searches it checks.
 */
function sampledDaylight(lat: number, lng: number, sun: SunDay): number {
  const observer = new Observer(lat, lng, 0);
  let minutes = 0;
  for (let step = -360; step < 360; step++) {
    const moment = new Date(sun.solarNoon.getTime() + step * 120_000);
    const sky = Equator(Body.Sun, moment, observer, true, true);
    // Geometric height (no refraction) against the refracted horizon, as almanacs define sunrise.
    if (Horizon(moment, observer, sky.ra, sky.dec).altitude > RISE_ALTITUDE) minutes += 2;
  }
  return minutes;
}

describe('sunDay', () => {
  it('puts sunrise in Paris on the 2026 June solstice at about 05:47 local (03:47 UTC), as almanacs publish', () => {
    const sun = sunDay(48.8566, 2.3522, 2026, 5, 21, 'Europe/Paris');
    expect(minutesBetween(sun.sunrise, '2026-06-21T03:47:00Z')).toBeLessThan(2);
    expect(minutesBetween(sun.sunset, '2026-06-21T19:58:00Z')).toBeLessThan(2);
    expect(sun.dayMinutes! / 60).toBeCloseTo(16.18, 1);
    expect(sun.noonAltitude).toBeCloseTo(64.6, 0);
    expect(sun.polar).toBeNull();
  });

  it('matches published Tokyo times in January (06:50 and 16:49 JST)', () => {
    const sun = sunDay(35.6895, 139.6917, 2026, 0, 15, 'Asia/Tokyo');
    expect(minutesBetween(sun.sunrise, '2026-01-14T21:50:00Z')).toBeLessThan(2);
    expect(minutesBetween(sun.sunset, '2026-01-15T07:49:00Z')).toBeLessThan(2);
  });

  it('starts the day at the zone’s midnight, across a change of clocks too', () => {
    expect(localMidnight(2026, 2, 29, 10, 'Europe/Oslo').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(localMidnight(2026, 2, 30, 10, 'Europe/Oslo').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(localMidnight(2026, 0, 1, -90, null).toISOString()).toBe('2026-01-01T06:00:00.000Z');
  });

  it('knows Tromsø’s polar night (about 27 November to 15 January) and its midnight sun (about 19 May to 25 July)', () => {
    const winter = sunDay(TROMSO.lat, TROMSO.lng, 2026, 11, 15, TROMSO.zone);
    expect([winter.polar, winter.sunrise, winter.sunset, winter.dayMinutes]).toEqual(['night', null, null, null]);
    // The sun comes back in mid-January (published: about 15 January).
    expect(daysBetween(nextSunrise(TROMSO.lat, TROMSO.lng, winter.solarNoon), '2027-01-15T10:00:00Z')).toBeLessThan(2);
    const summer = sunDay(TROMSO.lat, TROMSO.lng, 2026, 5, 21, TROMSO.zone);
    expect([summer.polar, summer.sunrise, summer.sunset]).toEqual(['day', null, null]);
    // The first sunset after the midnight sun (published: it lasts until about 26 July).
    expect(daysBetween(nextSunset(TROMSO.lat, TROMSO.lng, summer.solarNoon), '2026-07-25T23:00:00Z')).toBeLessThan(2);
  });

  it('gives Tromsø short but real days just before the polar night, shrinking day by day', () => {
    const days = [20, 22, 24, 25].map((day) => sunDay(TROMSO.lat, TROMSO.lng, 2026, 10, day, TROMSO.zone));
    for (const sun of days) {
      expect(sun.polar).toBeNull();
      expect(sun.sunrise!.getTime()).toBeLessThan(sun.solarNoon.getTime());
      expect(sun.sunset!.getTime()).toBeGreaterThan(sun.solarNoon.getTime());
      expect(sun.dayMinutes).toBeGreaterThan(0);
      expect(sun.dayMinutes).toBeLessThan(4 * 60);
    }
    const lengths = days.map((sun) => sun.dayMinutes!);
    expect([...lengths].sort((a, b) => b - a)).toEqual(lengths);
  });

  it('knows Longyearbyen’s polar night (to about 16 February) and midnight sun (about 19 April to 23 August)', () => {
    const winter = sunDay(LONGYEARBYEN.lat, LONGYEARBYEN.lng, 2026, 11, 15, LONGYEARBYEN.zone);
    expect(winter.polar).toBe('night');
    // So far north even civil twilight stays away at midwinter.
    expect([winter.dawn, winter.dusk]).toEqual([null, null]);
    const back = nextSunrise(LONGYEARBYEN.lat, LONGYEARBYEN.lng, winter.solarNoon);
    expect(daysBetween(back, '2027-02-16T11:00:00Z')).toBeLessThan(2);
    const summer = sunDay(LONGYEARBYEN.lat, LONGYEARBYEN.lng, 2026, 5, 21, LONGYEARBYEN.zone);
    expect(summer.polar).toBe('day');
    expect(
      daysBetween(nextSunset(LONGYEARBYEN.lat, LONGYEARBYEN.lng, summer.solarNoon), '2026-08-23T23:00:00Z'),
    ).toBeLessThan(2);
    expect(sunDay(LONGYEARBYEN.lat, LONGYEARBYEN.lng, 2026, 3, 14, LONGYEARBYEN.zone).polar).toBeNull();
    expect(sunDay(LONGYEARBYEN.lat, LONGYEARBYEN.lng, 2026, 3, 24, LONGYEARBYEN.zone).polar).toBe('day');
  });

  it.each([
    ['Tromsø', TROMSO],
    ['Longyearbyen', LONGYEARBYEN],
  ])('agrees at %s, every fifth day of the year, with the sun’s height sampled through the day', (_name, place) => {
    for (let day = 1; day <= 365; day += 5) {
      const sun = sunDay(place.lat, place.lng, 2026, 0, day, place.zone);
      const sampled = sampledDaylight(place.lat, place.lng, sun);
      const label = `${sun.start.toISOString()}: ${sun.polar ?? sun.dayMinutes} vs sampled ${sampled}`;
      if (sun.polar === 'night') expect(sampled, label).toBe(0);
      else if (sun.polar === 'day') expect(sampled, label).toBe(1440);
      else if (sun.dayMinutes !== null) expect(Math.abs(sun.dayMinutes - sampled), label).toBeLessThanOrEqual(4);
      // One event without the other: a day that runs into the midnight sun or comes out of it.
      else expect(sampled, label).toBeGreaterThan(12 * 60);
    }
  });

  it('gives Quito about twelve hours of day all year, and the overhead sun on the local noons nearest the equinoxes', () => {
    for (const month of [0, 3, 6, 9])
      expect(Math.abs(sunDay(-0.23, -78.52, 2026, month, 10, 'America/Guayaquil').dayMinutes! - 727)).toBeLessThan(5);
    const [march, september] = zenithDays(-0.23, -78.52, 2026);
    // The 2026 equinoxes fall on 20 March 14:46 UTC and 23 September 00:05 UTC; the sun crosses
    // Quito's latitude (0.23 S) some hours before the first and after the second.
    expect(march).toEqual([2, 19]);
    expect(september).toEqual([8, 23]);
    expect(zenithDays(48.85, 2.35, 2026)).toEqual([]);
  });
});

describe('moon and seasons', () => {
  it('finds the new moon of the 2024 eclipse and the full moon of 31 May 2026', () => {
    expect(moonState(new Date('2024-04-08T18:00:00Z')).phase).toBe('new');
    const full = moonState(new Date('2026-05-31T09:00:00Z'));
    expect(full.phase).toBe('full');
    expect(full.illumination).toBeGreaterThan(0.97);
    // The full moon of 31 May 2026 was at 08:45 UTC; the next new moon at 02:57 UTC on 15 June.
    const before = moonState(new Date('2026-05-25T12:00:00Z'));
    expect(minutesBetween(before.nextFull, '2026-05-31T08:45:00Z')).toBeLessThan(10);
    expect(before.daysToFull).toBe(6);
    expect(minutesBetween(full.nextNew, '2026-06-15T02:54:00Z')).toBeLessThan(10);
  });

  it('dates the 2026 September equinox and June solstice to the minute and flips seasons by hemisphere', () => {
    expect(minutesBetween(markerDate('september_equinox', 2026), '2026-09-23T00:05:00Z')).toBeLessThan(2);
    expect(minutesBetween(markerDate('june_solstice', 2026), '2026-06-21T08:24:00Z')).toBeLessThan(2);
    const july = new Date('2026-07-01T12:00:00Z');
    expect(seasonState(july, 48).season).toBe('summer');
    expect(seasonState(july, -33).season).toBe('winter');
    expect(seasonState(july, 48).next.marker).toBe('september_equinox');
  });
});

describe('resolveTimeZone', () => {
  it('prefers the traveller’s zone, then the country’s, and splits island zones by position', () => {
    expect(resolveTimeZone('Asia/Tokyo', 'FR', 48.8, 2.3)).toBe('Asia/Tokyo');
    expect(resolveTimeZone(undefined, 'fr', 48.8, 2.3)).toBe('Europe/Paris');
    expect(resolveTimeZone(undefined, 'ES', 28.1, -15.4)).toBe('Atlantic/Canary');
    expect(resolveTimeZone('Not/AZone', 'RU', 55.75, 37.62)).toBeNull();
  });

  it('tells the zones of the big multi-zone countries apart by position', () => {
    const cases: Array<[string, number, number, string]> = [
      ['US', 37.86, -122.49, 'America/Los_Angeles'],
      ['US', 36.16, -86.78, 'America/Chicago'],
      ['US', 38.25, -85.76, 'America/New_York'],
      ['US', 43.6, -116.2, 'America/Denver'],
      ['US', 33.45, -112.07, 'America/Phoenix'],
      ['US', 21.31, -157.86, 'Pacific/Honolulu'],
      ['CA', 49.28, -123.12, 'America/Vancouver'],
      ['CA', 50.45, -104.61, 'America/Regina'],
      ['CA', 44.65, -63.57, 'America/Halifax'],
      ['CA', 43.65, -79.38, 'America/Toronto'],
      ['AU', -27.47, 153.03, 'Australia/Brisbane'],
      ['AU', -33.87, 151.21, 'Australia/Sydney'],
      ['AU', -31.95, 115.86, 'Australia/Perth'],
      ['BR', -3.12, -60.02, 'America/Manaus'],
      ['BR', -23.55, -46.63, 'America/Sao_Paulo'],
      ['MX', 32.51, -117.04, 'America/Tijuana'],
      ['MX', 19.43, -99.13, 'America/Mexico_City'],
    ];
    for (const [code, lat, lng, zone] of cases)
      expect(resolveTimeZone(undefined, code, lat, lng), `${code} ${lat}`).toBe(zone);
  });

  it('lists only zones this runtime knows', () => {
    for (const zone of COUNTRY_ZONES.values())
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    expect(COUNTRY_ZONES.size).toBeGreaterThan(200);
  });
});
