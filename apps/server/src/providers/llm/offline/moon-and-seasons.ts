/** The moon's phase and the year's equinoxes and solstices, from mean motions (good to a day). */
const SYNODIC_MONTH = 29.530588853;
/** A new moon: 2000-01-06 18:14 UTC, as a Julian date. */
const REFERENCE_NEW_MOON = 2451550.26;

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
  /** Whole days until the next full and new moons (0 = within a day). */
  daysToFull: number;
  daysToNew: number;
}

function julianDate(date: Date): number {
  return date.getTime() / 86_400_000 + 2440587.5;
}

export function moonState(date: Date): MoonState {
  const age = (((julianDate(date) - REFERENCE_NEW_MOON) % SYNODIC_MONTH) + SYNODIC_MONTH) % SYNODIC_MONTH;
  const eighth = SYNODIC_MONTH / 8;
  const phase = PHASES[Math.floor((age + eighth / 2) / eighth) % 8]!;
  const toFull = (SYNODIC_MONTH / 2 - age + SYNODIC_MONTH) % SYNODIC_MONTH;
  return {
    phase,
    illumination: (1 - Math.cos((2 * Math.PI * age) / SYNODIC_MONTH)) / 2,
    daysToFull: Math.round(toFull),
    daysToNew: Math.round(SYNODIC_MONTH - age) % Math.round(SYNODIC_MONTH),
  };
}

export type SeasonMarker = 'march_equinox' | 'june_solstice' | 'september_equinox' | 'december_solstice';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Meeus' mean equinox and solstice polynomials (years 2000-3000), as Julian ephemeris days. */
const MARKER_TERMS: Record<SeasonMarker, readonly number[]> = {
  march_equinox: [2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057],
  june_solstice: [2451716.56767, 365241.62603, 0.00325, 0.00888, -0.0003],
  september_equinox: [2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078],
  december_solstice: [2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032],
};
const MARKERS = Object.keys(MARKER_TERMS) as SeasonMarker[];

export function markerDate(marker: SeasonMarker, year: number): Date {
  const y = (year - 2000) / 1000;
  const jde = MARKER_TERMS[marker].reduce((sum, term, power) => sum + term * y ** power, 0);
  return new Date((jde - 2440587.5) * 86_400_000);
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
    last: { ...last, days: Math.floor((date.getTime() - last.date.getTime()) / 86_400_000) },
    next: { ...next, days: Math.ceil((next.date.getTime() - date.getTime()) / 86_400_000) },
  };
}
