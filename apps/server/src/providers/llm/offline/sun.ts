/**
 * The sun's timetable for a point and a day, from NOAA's "general solar position" series: good to a
 * minute or two away from the poles, which is all a spoken narration needs.
 */
const RAD = Math.PI / 180;
/** The sun's upper limb touching a horizon lowered by refraction. */
const SUNRISE_ZENITH = 90.833;
/** Civil twilight: the sun 6 degrees below the horizon. */
const CIVIL_ZENITH = 96;

export interface SunDay {
  /** Moments as Date; null when the sun does not cross that zenith on this day. */
  sunrise: Date | null;
  sunset: Date | null;
  dawn: Date | null;
  dusk: Date | null;
  solarNoon: Date;
  /** Minutes of daylight, 0 in polar night and 1440 under the midnight sun. */
  dayMinutes: number;
  /** The sun's height above the horizon at solar noon, degrees. */
  noonAltitude: number;
  /** Compass bearing of sunrise, degrees from north; null without a sunrise. */
  sunriseAzimuth: number | null;
  /** Declination of the sun, degrees. */
  declination: number;
}

function dayOfYear(year: number, month: number, day: number): number {
  return Math.round((Date.UTC(year, month, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/** Fractional-year terms of the series: declination (degrees) and equation of time (minutes). */
export function solarTerms(year: number, month: number, day: number): { declination: number; equationOfTime: number } {
  const daysInYear = dayOfYear(year, 11, 31);
  const g = ((2 * Math.PI) / daysInYear) * (dayOfYear(year, month, day) - 1);
  const equationOfTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(g) -
      0.032077 * Math.sin(g) -
      0.014615 * Math.cos(2 * g) -
      0.040849 * Math.sin(2 * g));
  const declination =
    0.006918 -
    0.399912 * Math.cos(g) +
    0.070257 * Math.sin(g) -
    0.006758 * Math.cos(2 * g) +
    0.000907 * Math.sin(2 * g) -
    0.002697 * Math.cos(3 * g) +
    0.00148 * Math.sin(3 * g);
  return { declination: declination / RAD, equationOfTime };
}

/** Cosine of the hour angle at which the sun reaches `zenith`; outside [-1, 1] it never does. */
function hourAngleCosine(lat: number, declination: number, zenith: number): number {
  const phi = lat * RAD;
  const delta = declination * RAD;
  return Math.cos(zenith * RAD) / (Math.cos(phi) * Math.cos(delta)) - Math.tan(phi) * Math.tan(delta);
}

/** The sun for the local calendar day `year-month-day` (month 0-based) at lat/lng. */
export function sunDay(lat: number, lng: number, year: number, month: number, day: number): SunDay {
  const { declination, equationOfTime } = solarTerms(year, month, day);
  const midnight = Date.UTC(year, month, day);
  const noonMinutes = 720 - 4 * lng - equationOfTime;
  const at = (minutes: number) => new Date(midnight + minutes * 60_000);
  const crossing = (zenith: number): [Date | null, Date | null, number] => {
    const cosine = hourAngleCosine(lat, declination, zenith);
    if (cosine > 1) return [null, null, 0];
    if (cosine < -1) return [null, null, 1440];
    const hourAngle = Math.acos(cosine) / RAD;
    return [at(noonMinutes - 4 * hourAngle), at(noonMinutes + 4 * hourAngle), 8 * hourAngle];
  };
  const [sunrise, sunset, dayMinutes] = crossing(SUNRISE_ZENITH);
  const [dawn, dusk] = crossing(CIVIL_ZENITH);
  const azimuthCosine = Math.sin(declination * RAD) / Math.cos(lat * RAD);
  return {
    sunrise,
    sunset,
    dawn,
    dusk,
    solarNoon: at(noonMinutes),
    dayMinutes,
    noonAltitude: 90 - Math.abs(lat - declination),
    sunriseAzimuth: sunrise && Math.abs(azimuthCosine) <= 1 ? Math.acos(azimuthCosine) / RAD : null,
    declination,
  };
}

/**
 * The days of `year` on which the noon sun stands straight overhead at `lat` (only inside the
 * tropics): where the sun's declination crosses the latitude. Returns [month, day] pairs.
 */
export function zenithDays(lat: number, year: number): Array<[number, number]> {
  const days: Array<[number, number]> = [];
  let previous = solarTerms(year, 0, 1).declination - lat;
  for (let offset = 1; offset < 366; offset++) {
    const date = new Date(Date.UTC(year, 0, 1 + offset));
    if (date.getUTCFullYear() !== year) break;
    const current = solarTerms(year, date.getUTCMonth(), date.getUTCDate()).declination - lat;
    if (Math.sign(current) !== Math.sign(previous) && current !== 0) days.push([date.getUTCMonth(), date.getUTCDate()]);
    previous = current;
  }
  return days;
}
