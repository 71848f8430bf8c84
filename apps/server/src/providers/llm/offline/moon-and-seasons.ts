import { Body, Illumination, MoonPhase as moonElongation, SearchMoonPhase, Seasons } from 'astronomy-engine';

/** The moon's phase and the year's equinoxes and solstices, from Astronomy Engine (to the minute). */
const DAY_MS = 86_400_000;
/** The next full or new moon is always within this many days. */
const LUNATION_DAYS = 31;

export type MoonPhase =
  | 'new'
  | 'waxing_crescent'
  | 'first_quarter'
  | 'waxing_gibbous'
  | 'full'
  | 'waning_gibbous'
  | 'last_quarter'
  | 'waning_crescent';

const PHASES: readonly MoonPhase[] = [
  'new',
  'waxing_crescent',
  'first_quarter',
  'waxing_gibbous',
  'full',
  'waning_gibbous',
  'last_quarter',
  'waning_crescent',
];

export interface MoonState {
  phase: MoonPhase;
  /** Share of the disc lit, 0..1. */
  illumination: number;
  /** The next full and new moons, and the whole days until them (0 = within half a day). */
  nextFull: Date;
  nextNew: Date;
  daysToFull: number;
  daysToNew: number;
}

export function moonState(date: Date): MoonState {
  // The moon's elongation from the sun along the ecliptic: 0 new, 90 first quarter, 180 full.
  const elongation = moonElongation(date);
  const phase = PHASES[Math.floor((elongation + 22.5) / 45) % 8]!;
  const nextFull = SearchMoonPhase(180, date, LUNATION_DAYS)!.date;
  const nextNew = SearchMoonPhase(0, date, LUNATION_DAYS)!.date;
  const days = (moment: Date) => Math.round((moment.getTime() - date.getTime()) / DAY_MS);
  return {
    phase,
    illumination: Illumination(Body.Moon, date).phase_fraction,
    nextFull,
    nextNew,
    daysToFull: days(nextFull),
    daysToNew: days(nextNew),
  };
}

export type SeasonMarker = 'march_equinox' | 'june_solstice' | 'september_equinox' | 'december_solstice';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

const MARKERS: readonly SeasonMarker[] = ['march_equinox', 'june_solstice', 'september_equinox', 'december_solstice'];
const markerDates = new Map<number, Record<SeasonMarker, Date>>();

/** The instant of an equinox or solstice of `year`. */
export function markerDate(marker: SeasonMarker, year: number): Date {
  let dates = markerDates.get(year);
  if (!dates) {
    const seasons = Seasons(year);
    dates = {
      march_equinox: seasons.mar_equinox.date,
      june_solstice: seasons.jun_solstice.date,
      september_equinox: seasons.sep_equinox.date,
      december_solstice: seasons.dec_solstice.date,
    };
    markerDates.set(year, dates);
  }
  return dates[marker];
}

/** The season that began at each marker, per hemisphere. */
const NORTHERN: Record<SeasonMarker, Season> = {
  march_equinox: 'spring',
  june_solstice: 'summer',
  september_equinox: 'autumn',
  december_solstice: 'winter',
};
const FLIP: Record<Season, Season> = { spring: 'autumn', summer: 'winter', autumn: 'spring', winter: 'summer' };

export interface SeasonState {
  /** The astronomical season now, by hemisphere. */
  season: Season;
  /** The last and next markers; `days` counts whole 24-hour spans (callers wanting calendar days use `date`). */
  last: { marker: SeasonMarker; date: Date; days: number };
  next: { marker: SeasonMarker; date: Date; days: number };
}

export function seasonState(date: Date, lat: number): SeasonState {
  const year = date.getUTCFullYear();
  const timeline = [year - 1, year, year + 1].flatMap((y) =>
    MARKERS.map((marker) => ({ marker, date: markerDate(marker, y) })),
  );
  const nextIndex = timeline.findIndex((entry) => entry.date.getTime() > date.getTime());
  const last = timeline[nextIndex - 1]!;
  const next = timeline[nextIndex]!;
  const northern = NORTHERN[last.marker];
  return {
    season: lat >= 0 ? northern : FLIP[northern],
    last: { ...last, days: Math.floor((date.getTime() - last.date.getTime()) / DAY_MS) },
    next: { ...next, days: Math.ceil((next.date.getTime() - date.getTime()) / DAY_MS) },
  };
}
