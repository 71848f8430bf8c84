import type { Formatter } from './format';
import { markerDate, moonState, seasonState } from './moon-and-seasons';
import { sunDay, zenithDays } from './sun';
import type { Bearing, Lexicon } from './types';
import type { Vars } from './place-vars';

const BEARINGS: readonly Bearing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const bearingOf = (degrees: number): Bearing => BEARINGS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;

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
  const sun = sunDay(lat, lng, year, month, day);
  const yesterday = sunDay(lat, lng, year, month, day - 1);
  // Without a known zone the calendar day is the sun's own, and formatting noon UTC of it names that day.
  const dayMoment = timeZone ? date : new Date(Date.UTC(year, month, day, 12));
  const vars: Vars = { today: fmt.date(dayMoment), weekday: fmt.weekday(dayMoment) };
  // Clock times only where the clock is known: a guessed zone could be an hour off.
  const clock = (moment: Date | null, name: string) => {
    if (moment && timeZone) vars[name] = fmt.time(moment);
  };
  clock(sun.solarNoon, 'noon');
  if (sun.sunrise && sun.sunset) {
    clock(sun.sunrise, 'sunrise');
    clock(sun.sunset, 'sunset');
    vars.dayLength = fmt.duration(sun.dayMinutes);
    vars.nightLength = fmt.duration(1440 - sun.dayMinutes);
    if (sun.noonAltitude > 12) clock(new Date(sun.sunset.getTime() - 3_600_000), 'golden');
  } else if (sun.dayMinutes >= 1440) vars.polarDay = vars.today!;
  else vars.polarNight = vars.today!;
  if (sun.dawn && sun.sunrise) clock(sun.dawn, 'dawn');
  if (sun.dusk && sun.sunset) {
    clock(sun.dusk, 'dusk');
    vars.twilight = fmt.minutes(Math.round((sun.dusk.getTime() - sun.sunset.getTime()) / 60_000));
  }
  if (sun.noonAltitude > 0) vars.noonAlt = fmt.degrees(sun.noonAltitude);
  // The noon shadow of a person 1.7 m tall; below 5 degrees it runs off any street.
  if (sun.noonAltitude > 5) vars.shadow = fmt.meters(1.7 / Math.tan((sun.noonAltitude * Math.PI) / 180));
  if (Math.abs(lat - sun.declination) > 1) {
    const noon: Bearing = lat > sun.declination ? 'S' : 'N';
    vars.noonDir = lex.dir[noon];
    vars.noonDirTo = lex.dirTo[noon];
  }
  if (sun.sunriseAzimuth !== null) {
    const rise = bearingOf(sun.sunriseAzimuth);
    const set = bearingOf(360 - sun.sunriseAzimuth);
    Object.assign(vars, {
      riseDir: lex.dir[rise],
      riseDirTo: lex.dirTo[rise],
      setDir: lex.dir[set],
      setDirTo: lex.dirTo[set],
    });
  }
  const change = sun.dayMinutes - yesterday.dayMinutes;
  if (sun.dayMinutes > 0 && sun.dayMinutes < 1440 && Math.abs(change) >= 1 / 12) {
    const amount =
      Math.abs(change) >= 1
        ? fmt.minutes(Math.round(Math.abs(change)))
        : fmt.seconds(Math.round(Math.abs(change) * 60));
    vars[change > 0 ? 'gain' : 'loss'] = amount;
  }
  Object.assign(vars, yearVars(lat, lng, year, fmt));
  const season = seasonState(date, lat);
  vars.season = lex.season[season.season];
  const markers = lat < 0 && lex.markerSouth ? lex.markerSouth : lex.marker;
  vars.marker = markers[season.next.marker];
  vars.markerDate = fmt.date(season.next.date);
  vars.markerDays = fmt.days(season.next.days);
  if (season.last.days >= 1) {
    vars.lastMarker = markers[season.last.marker];
    vars.sinceMarker = fmt.days(season.last.days);
  }
  const dayNumber = Math.round((Date.UTC(year, month, day) - Date.UTC(year, 0, 0)) / 86_400_000);
  const yearLength = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000);
  vars.dayOfYear = fmt.number(dayNumber);
  vars.daysLeft = fmt.days(yearLength - dayNumber);
  const moon = moonState(date);
  vars.moonPhase = lex.moon[moon.phase];
  vars.moonPct = fmt.percent(moon.illumination);
  if (moon.daysToFull >= 2) vars.daysToFull = fmt.days(moon.daysToFull);
  if (moon.daysToNew >= 2) vars.daysToNew = fmt.days(moon.daysToNew);
  return vars;
}

/** The longest and shortest days of the year here, and the overhead-sun days inside the tropics. */
function yearVars(lat: number, lng: number, year: number, fmt: Formatter): Vars {
  const vars: Vars = {};
  const dayAt = (moment: Date) => sunDay(lat, lng, moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const june = markerDate('june_solstice', year);
  const december = markerDate('december_solstice', year);
  const [long, short] = lat >= 0 ? [june, december] : [december, june];
  const longest = dayAt(long).dayMinutes;
  const shortest = dayAt(short).dayMinutes;
  // Near the equator the year's longest and shortest days differ by minutes: not worth telling.
  if (longest < 1440 && shortest > 0 && longest - shortest >= 20) {
    vars.longest = fmt.duration(longest);
    vars.shortest = fmt.duration(shortest);
    vars.longestDate = fmt.date(long);
    vars.shortestDate = fmt.date(short);
  }
  const zenith = zenithDays(lat, year);
  if (zenith.length === 2) {
    const [first, second] = zenith.map(([m, d]) => fmt.date(new Date(Date.UTC(year, m, d, 12))));
    vars.zenith1 = first!;
    vars.zenith2 = second!;
  }
  return vars;
}
