import type { Formatter } from './format';
import { markerDate, moonState, seasonState } from './moon-and-seasons';
import { nextSunrise, nextSunset, sunDay, zenithDays, type SunDay } from './sun';
import type { Bearing, Lexicon } from './types';
import type { Vars } from './place-vars';

const BEARINGS: readonly Bearing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const bearingOf = (degrees: number): Bearing => BEARINGS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;
const DAY_MS = 86_400_000;
/** "Tomorrow's sunrise will be within a few minutes of today's" holds up to this many minutes. */
const STEADY_SUNRISE_MINUTES = 4;
/** Golden hour is told as "this evening" only from this local hour on. */
const EVENING_HOUR = 16;

/** The place's calendar day: in its time zone when known, else by the sun (15 degrees an hour). */
export function localDay(date: Date, lng: number, timeZone: string | null): [number, number, number] {
  if (timeZone) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(date);
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return [part('year'), part('month') - 1, part('day')];
  }
  const solar = new Date(date.getTime() + (lng / 15) * 3_600_000);
  return [solar.getUTCFullYear(), solar.getUTCMonth(), solar.getUTCDate()];
}

/** Minutes after the local midnight that starts `sun`'s day. */
const clockMinutes = (moment: Date, sun: SunDay) => (moment.getTime() - sun.start.getTime()) / 60_000;
const within = (moment: Date | null, sun: SunDay): moment is Date =>
  moment !== null && moment >= sun.start && moment < sun.end;

/** Today's sun, the season and the moon at lat/lng, as narration slots. */
export function skyVars(
  lat: number,
  lng: number,
  date: Date,
  timeZone: string | null,
  fmt: Formatter,
  lex: Lexicon,
): Vars {
  const [year, month, day] = localDay(date, lng, timeZone);
  const sun = sunDay(lat, lng, year, month, day, timeZone);
  const yesterday = sunDay(lat, lng, year, month, day - 1, timeZone);
  const tomorrow = sunDay(lat, lng, year, month, day + 1, timeZone);
  /** Days from today to the local calendar day of `moment`. */
  const daysUntil = (moment: Date) => {
    const [y, m, d] = localDay(moment, lng, timeZone);
    return Math.round((Date.UTC(y, m, d) - Date.UTC(year, month, day)) / DAY_MS);
  };
  /** A moment's calendar date: in the zone, else the sun's own day (its noon UTC names that day). */
  const dateOf = (moment: Date) => {
    if (timeZone) return fmt.date(moment);
    const [y, m, d] = localDay(moment, lng, null);
    return fmt.date(new Date(Date.UTC(y, m, d, 12)));
  };
  const dayMoment = timeZone ? date : new Date(Date.UTC(year, month, day, 12));
  const vars: Vars = { today: fmt.date(dayMoment), weekday: fmt.weekday(dayMoment) };
  // Clock times only where the clock is known (a guessed zone could be an hour off), and only for
  // moments of today: a sunrise just before midnight belongs to yesterday.
  const clock = (moment: Date | null, name: string) => {
    if (timeZone && within(moment, sun)) vars[name] = fmt.time(moment);
  };
  clock(sun.solarNoon, 'noon');
  Object.assign(vars, daylightVars(sun, yesterday, tomorrow, fmt, clock));
  if (sun.polar === 'day') {
    vars.polarDay = vars.today!;
    const end = nextSunset(lat, lng, sun.solarNoon);
    if (end && daysUntil(end) >= 1)
      Object.assign(vars, { polarDayEnd: dateOf(end), polarDayDays: fmt.days(daysUntil(end)) });
  } else if (sun.polar === 'night') {
    vars.polarNight = vars.today!;
    const end = nextSunrise(lat, lng, sun.solarNoon);
    if (end && daysUntil(end) >= 1)
      Object.assign(vars, { polarNightEnd: dateOf(end), polarNightDays: fmt.days(daysUntil(end)) });
    // Without a sunrise the sky may still brighten: civil twilight around noon.
    if (sun.dawn && sun.dusk && sun.dawn < sun.solarNoon && sun.dusk > sun.solarNoon) {
      clock(sun.dawn, 'polarDawn');
      clock(sun.dusk, 'polarDusk');
    }
  }
  // A sentence about the street "after dark" needs a dark evening: none under the midnight sun or in white nights.
  if (sun.polar === 'night' || (sun.sunset && sun.dusk && sun.dusk > sun.sunset)) vars.darkTonight = '';
  if (sun.dawn && sun.sunrise && sun.dawn < sun.sunrise) clock(sun.dawn, 'dawn');
  if (sun.dusk && sun.sunset && sun.dusk > sun.sunset && within(sun.sunset, sun)) {
    clock(sun.dusk, 'dusk');
    vars.twilight = fmt.minutes(Math.round((sun.dusk.getTime() - sun.sunset.getTime()) / 60_000));
  }
  if (sun.goldenHour && sun.sunset && within(sun.sunset, sun) && clockMinutes(sun.goldenHour, sun) >= EVENING_HOUR * 60)
    clock(sun.goldenHour, 'golden');
  // The sun's height, shadow and bearing at noon only when it is up: in polar night nothing casts a shadow.
  if (sun.noonAltitude > 0) {
    // "0 degrees above the horizon" says nothing: a height is told from one degree up.
    if (sun.noonAltitude >= 0.5) vars.noonAlt = fmt.degrees(sun.noonAltitude);
    if (Math.abs(lat - sun.declination) > 1) {
      const noon: Bearing = lat > sun.declination ? 'S' : 'N';
      vars.noonDir = lex.dir[noon];
      vars.noonDirTo = lex.dirTo[noon];
    }
  }
  // The noon shadow of a person 1.7 m tall; below 5 degrees it runs off any street.
  if (sun.noonAltitude > 5) vars.shadow = fmt.meters(1.7 / Math.tan((sun.noonAltitude * Math.PI) / 180));
  if (sun.sunriseAzimuth !== null && sun.sunsetAzimuth !== null) {
    const rise = bearingOf(sun.sunriseAzimuth);
    const set = bearingOf(sun.sunsetAzimuth);
    Object.assign(vars, {
      riseDir: lex.dir[rise],
      riseDirTo: lex.dirTo[rise],
      setDir: lex.dir[set],
      setDirTo: lex.dirTo[set],
    });
  }
  Object.assign(vars, yearVars(lat, lng, year, timeZone, fmt));
  const season = seasonState(date, lat);
  vars.season = lex.season[season.season];
  const markers = lat < 0 && lex.markerSouth ? lex.markerSouth : lex.marker;
  const toMarker = daysUntil(season.next.date);
  if (toMarker >= 1) {
    vars.marker = markers[season.next.marker];
    vars.markerDate = dateOf(season.next.date);
    vars.markerDays = fmt.days(toMarker);
  }
  const sinceMarker = -daysUntil(season.last.date);
  if (sinceMarker >= 1) {
    vars.lastMarker = markers[season.last.marker];
    vars.sinceMarker = fmt.days(sinceMarker);
  }
  const dayNumber = Math.round((Date.UTC(year, month, day) - Date.UTC(year, 0, 0)) / DAY_MS);
  const yearLength = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS);
  vars.dayOfYear = fmt.number(dayNumber);
  vars.daysLeft = fmt.days(yearLength - dayNumber);
  const moon = moonState(date);
  vars.moonPhase = lex.moon[moon.phase];
  vars.moonPct = fmt.percent(moon.illumination);
  if (moon.daysToFull >= 2) vars.daysToFull = fmt.days(moon.daysToFull);
  if (moon.daysToNew >= 2) vars.daysToNew = fmt.days(moon.daysToNew);
  return vars;
}

/**
 * Sunrise, sunset, the length of day and night and their change: said only on a day when the sun
 * both rises and sets, and clock times only when they fall on today's date.
 */
function daylightVars(
  sun: SunDay,
  yesterday: SunDay,
  tomorrow: SunDay,
  fmt: Formatter,
  clock: (moment: Date | null, name: string) => void,
): Vars {
  const vars: Vars = {};
  if (!sun.sunrise || !sun.sunset || sun.dayMinutes === null) return vars;
  const today = within(sun.sunrise, sun) && within(sun.sunset, sun);
  if (today) {
    clock(sun.sunrise, 'sunrise');
    clock(sun.sunset, 'sunset');
  }
  vars.dayLength = fmt.duration(sun.dayMinutes);
  // Tonight lasts until tomorrow's sunrise; near a polar night or the midnight sun that is not 24 hours less the day.
  if (tomorrow.sunrise && tomorrow.sunrise > sun.sunset) {
    vars.nightLength = fmt.duration((tomorrow.sunrise.getTime() - sun.sunset.getTime()) / 60_000);
  }
  // Both sentences about the sun's daily round (a sunset to stay for, sunrise and sunset "keeping their schedule").
  if (today) vars.sunCycle = '';
  if (
    today &&
    tomorrow.sunrise &&
    within(tomorrow.sunrise, tomorrow) &&
    Math.abs(clockMinutes(tomorrow.sunrise, tomorrow) - clockMinutes(sun.sunrise, sun)) <= STEADY_SUNRISE_MINUTES
  )
    vars.steadySunrise = '';
  if (yesterday.dayMinutes !== null) {
    const change = sun.dayMinutes - yesterday.dayMinutes;
    if (Math.abs(change) >= 1 / 12) {
      const amount =
        Math.abs(change) >= 1
          ? fmt.minutes(Math.round(Math.abs(change)))
          : fmt.seconds(Math.round(Math.abs(change) * 60));
      vars[change > 0 ? 'gain' : 'loss'] = amount;
    }
  }
  return vars;
}

/** The longest and shortest days of the year here, and the overhead-sun days inside the tropics. */
function yearVars(lat: number, lng: number, year: number, timeZone: string | null, fmt: Formatter): Vars {
  const vars: Vars = {};
  const dayAt = (moment: Date) => {
    const [y, m, d] = localDay(moment, lng, timeZone);
    return sunDay(lat, lng, y, m, d, timeZone).dayMinutes;
  };
  const june = markerDate('june_solstice', year);
  const december = markerDate('december_solstice', year);
  const [long, short] = lat >= 0 ? [june, december] : [december, june];
  const longest = dayAt(long);
  const shortest = dayAt(short);
  // Beyond the polar circles one of them is a whole day of sun or none; near the equator they differ by minutes.
  if (longest !== null && shortest !== null && longest - shortest >= 20) {
    vars.longest = fmt.duration(longest);
    vars.shortest = fmt.duration(shortest);
    vars.longestDate = fmt.date(long);
    vars.shortestDate = fmt.date(short);
  }
  const zenith = zenithDays(lat, lng, year);
  if (zenith.length === 2) {
    const [first, second] = zenith.map(([m, d]) => fmt.date(new Date(Date.UTC(year, m, d, 12))));
    vars.zenith1 = first!;
    vars.zenith2 = second!;
  }
  return vars;
}
