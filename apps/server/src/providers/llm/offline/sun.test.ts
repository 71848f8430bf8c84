import { describe, expect, it } from 'vitest';
import { markerDate, moonState, seasonState } from './moon-and-seasons';
import { sunDay, zenithDays } from './sun';
import { resolveTimeZone, COUNTRY_ZONES } from './time-zones';

const minutesBetween = (a: Date | null, iso: string) => Math.abs(a!.getTime() - new Date(iso).getTime()) / 60_000;

describe('sunDay', () => {
  it('puts sunrise in Paris on the 2026 June solstice at about 05:47 local (03:47 UTC)', () => {
    const sun = sunDay(48.8566, 2.3522, 2026, 5, 21);
    expect(minutesBetween(sun.sunrise, '2026-06-21T03:47:00Z')).toBeLessThan(3);
    expect(minutesBetween(sun.sunset, '2026-06-21T19:58:00Z')).toBeLessThan(3);
    expect(sun.dayMinutes / 60).toBeCloseTo(16.18, 1);
    expect(sun.noonAltitude).toBeCloseTo(64.6, 0);
  });

  it('matches published Tokyo times in January (06:50 and 16:49 JST)', () => {
    const sun = sunDay(35.6895, 139.6917, 2026, 0, 15);
    expect(minutesBetween(sun.sunrise, '2026-01-14T21:50:00Z')).toBeLessThan(3);
    expect(minutesBetween(sun.sunset, '2026-01-15T07:49:00Z')).toBeLessThan(3);
  });

  it('knows the midnight sun and the polar night in Tromsø', () => {
    const summer = sunDay(69.65, 18.96, 2026, 5, 21);
    const winter = sunDay(69.65, 18.96, 2026, 11, 21);
    expect([summer.sunrise, summer.dayMinutes]).toEqual([null, 1440]);
    expect([winter.sunset, winter.dayMinutes]).toEqual([null, 0]);
  });

  it('gives Quito about twelve hours of day all year, and the overhead sun near the equinoxes', () => {
    for (const month of [0, 3, 6, 9])
      expect(Math.abs(sunDay(-0.23, -78.52, 2026, month, 10).dayMinutes - 727)).toBeLessThan(5);
    const [march, september] = zenithDays(-0.23, 2026);
    expect(march).toEqual([2, 21]);
    expect(september![0]).toBe(8);
  });
});

describe('moon and seasons', () => {
  it('finds the new moon of the 2024 eclipse and the full moon of 31 May 2026', () => {
    expect(moonState(new Date('2024-04-08T18:00:00Z')).phase).toBe('new');
    const full = moonState(new Date('2026-05-31T09:00:00Z'));
    expect(full.phase).toBe('full');
    expect(full.illumination).toBeGreaterThan(0.97);
  });

  it('dates the 2026 September equinox within an hour and flips seasons by hemisphere', () => {
    expect(minutesBetween(markerDate('september_equinox', 2026), '2026-09-23T00:05:00Z')).toBeLessThan(60);
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
