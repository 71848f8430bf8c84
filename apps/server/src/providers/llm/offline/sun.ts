import { Body, Equator, Horizon, Observer, SearchAltitude, SearchHourAngle, SearchRiseSet } from 'astronomy-engine';

/**
 * The sun's timetable for a point and a local calendar day, from Astronomy Engine (positions checked
 * against NOVAS and JPL Horizons to within an arcminute): the rise and set of the sun's upper limb
 * with standard refraction, civil twilight, solar noon. It finds the events themselves rather than
 * solving for them, so polar night, the midnight sun and the days between are all told as they are.
 */
const DAY_MS = 86_400_000;
const HALF_DAY = 0.5;
/** Civil twilight: the sun's centre 6 degrees below the horizon. */
const CIVIL_ALTITUDE = -6;
/** Golden hour begins when the evening sun sinks through 6 degrees. */
const GOLDEN_ALTITUDE = 6;
/** How far ahead or back the end and start of a polar night or midnight sun are looked for. */
const POLAR_SEARCH_DAYS = 200;

export interface SunDay {
  /** The local calendar day: its midnight and the next. */
  start: Date;
  end: Date;
  /** The sun's highest point in the day (upper transit). */
  solarNoon: Date;
  /** The sun's apparent height at solar noon, degrees (negative in polar night). */
  noonAltitude: number;
  /** The rise within 12 hours before solar noon and the set within 12 hours after it; null when none. */
  sunrise: Date | null;
  sunset: Date | null;
  /** Civil dawn and dusk around the same noon; null where the sun never reaches 6 degrees below (white nights) or never leaves it. */
  dawn: Date | null;
  dusk: Date | null;
  /** When the evening sun sinks through 6 degrees; null when it never climbs that high. */
  goldenHour: Date | null;
  /** Minutes from sunrise to sunset; null unless the sun both rises and sets around this noon. */
  dayMinutes: number | null;
  /** 'night': the sun does not rise today (polar night); 'day': it does not set (midnight sun). */
  polar: 'day' | 'night' | null;
  /** Compass bearings of sunrise and sunset, degrees from north. */
  sunriseAzimuth: number | null;
  sunsetAzimuth: number | null;
  /** Declination of the sun at noon, degrees. */
  declination: number;
}

/** Minutes a zone's clock is ahead of UTC at `moment`. */
function zoneOffsetMinutes(moment: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(moment));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(moment / 1000) * 1000) / 60_000);
}

/** Midnight at the start of `year-month-day` (month 0-based): in the zone when known, else by the sun (15 degrees an hour). */
export function localMidnight(year: number, month: number, day: number, lng: number, timeZone: string | null): Date {
  const utcMidnight = Date.UTC(year, month, day);
  if (!timeZone) return new Date(utcMidnight - (lng / 15) * 3_600_000);
  let moment = utcMidnight - zoneOffsetMinutes(utcMidnight, timeZone) * 60_000;
  // Across a change of clocks the offset at the guess differs from the one at midnight itself.
  moment = utcMidnight - zoneOffsetMinutes(moment, timeZone) * 60_000;
  return new Date(moment);
}

const at = (time: { date: Date } | null): Date | null => (time ? time.date : null);
const addDays = (moment: Date, days: number) => new Date(moment.getTime() + days * DAY_MS);

function azimuth(moment: Date | null, observer: Observer): number | null {
  if (!moment) return null;
  const sky = Equator(Body.Sun, moment, observer, true, true);
  return Horizon(moment, observer, sky.ra, sky.dec, 'normal').azimuth;
}

/** Computed days are asked for again and again (the narration, its Q&A, yesterday, the solstices): a small memo. */
const memo = new Map<string, SunDay>();
const MEMO_SIZE = 2_000;

/** The sun for the local calendar day `year-month-day` (month 0-based, may overflow) at lat/lng. */
export function sunDay(
  lat: number,
  lng: number,
  year: number,
  month: number,
  day: number,
  timeZone: string | null = null,
): SunDay {
  const normal = new Date(Date.UTC(year, month, day));
  const [y, m, d] = [normal.getUTCFullYear(), normal.getUTCMonth(), normal.getUTCDate()];
  const key = `${lat},${lng},${y},${m},${d},${timeZone}`;
  let sun = memo.get(key);
  if (!sun) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, (sun = computeSunDay(lat, lng, y, m, d, timeZone)));
  }
  return sun;
}

function computeSunDay(
  lat: number,
  lng: number,
  year: number,
  month: number,
  day: number,
  zone: string | null,
): SunDay {
  const observer = new Observer(lat, lng, 0);
  const start = localMidnight(year, month, day, lng, zone);
  const end = localMidnight(year, month, day + 1, lng, zone);
  const transit = SearchHourAngle(Body.Sun, observer, 0, start, +1);
  const solarNoon = transit.time.date;
  const before = addDays(solarNoon, -HALF_DAY);
  const sunrise = at(SearchRiseSet(Body.Sun, observer, +1, before, HALF_DAY));
  const sunset = at(SearchRiseSet(Body.Sun, observer, -1, solarNoon, HALF_DAY));
  const noonAltitude = transit.hor.altitude;
  // With neither event around noon the sun is up or down for the whole turn of the Earth.
  const polar = sunrise || sunset ? null : noonAltitude > 0 ? 'day' : 'night';
  return {
    start,
    end,
    solarNoon,
    noonAltitude,
    sunrise,
    sunset,
    dawn: at(SearchAltitude(Body.Sun, observer, +1, before, HALF_DAY, CIVIL_ALTITUDE)),
    dusk: at(SearchAltitude(Body.Sun, observer, -1, solarNoon, HALF_DAY, CIVIL_ALTITUDE)),
    goldenHour: at(SearchAltitude(Body.Sun, observer, -1, solarNoon, HALF_DAY, GOLDEN_ALTITUDE)),
    dayMinutes: sunrise && sunset ? (sunset.getTime() - sunrise.getTime()) / 60_000 : null,
    polar,
    sunriseAzimuth: azimuth(sunrise, observer),
    sunsetAzimuth: azimuth(sunset, observer),
    declination: Equator(Body.Sun, solarNoon, observer, true, true).dec,
  };
}

/** The next sunrise after `moment` (the end of a polar night), within half a year; null if none. */
export function nextSunrise(lat: number, lng: number, moment: Date): Date | null {
  return at(SearchRiseSet(Body.Sun, new Observer(lat, lng, 0), +1, moment, POLAR_SEARCH_DAYS));
}

/** The next sunset after `moment` (the end of the midnight sun), within half a year; null if none. */
export function nextSunset(lat: number, lng: number, moment: Date): Date | null {
  return at(SearchRiseSet(Body.Sun, new Observer(lat, lng, 0), -1, moment, POLAR_SEARCH_DAYS));
}

/** The sun's declination at 12:00 UTC on each day of `year`, computed once per year. */
const declinations = new Map<number, number[]>();

function yearDeclinations(year: number): number[] {
  let table = declinations.get(year);
  if (!table) {
    const observer = new Observer(0, 0, 0);
    const days = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS);
    table = Array.from(
      { length: days },
      (_, i) => Equator(Body.Sun, new Date(Date.UTC(year, 0, 1 + i, 12)), observer, true, true).dec,
    );
    declinations.set(year, table);
  }
  return table;
}

/**
 * The days of `year` on which the noon sun stands straight overhead at lat/lng (only inside the
 * tropics): the local noons nearest to where the sun's declination crosses the latitude. Returns
 * [month, day] pairs.
 */
export function zenithDays(lat: number, lng: number, year: number): Array<[number, number]> {
  if (Math.abs(lat) > 23.5) return [];
  const table = [...yearDeclinations(year), yearDeclinations(year + 1)[0]!];
  // Local noon is this share of a day after 12:00 UTC: the declination there, between two table days.
  const shift = -lng / 360;
  const noon = (i: number) => table[i]! + shift * (table[i + 1]! - table[i]!);
  const days: Array<[number, number]> = [];
  for (let i = 1; i < table.length - 1; i++) {
    const [previous, current] = [noon(i - 1) - lat, noon(i) - lat];
    if (Math.sign(current) !== Math.sign(previous) && current !== 0) {
      const index = Math.abs(previous) < Math.abs(current) ? i - 1 : i;
      const date = new Date(Date.UTC(year, 0, 1 + index));
      days.push([date.getUTCMonth(), date.getUTCDate()]);
    }
  }
  return days;
}
