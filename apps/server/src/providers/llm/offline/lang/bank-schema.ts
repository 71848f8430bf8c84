import { z } from 'zod';
import { THEME_IDS } from '@roamcast/shared/catalog/themes';
import { MATERIALS, PERSON_ROLES, STYLES } from '../../../knowledge/landmarks/landmark-schema';
import { LANDMARK_KEYS, type LandmarkBank } from '../landmark-bank';
import type { MoonPhase, Season, SeasonMarker } from '../moon-and-seasons';
import type {
  Bearing,
  LanguagePack,
  LatitudeBand,
  Lexicon,
  LiveBank,
  PlaceKind,
  ThemeBank,
  WeatherKind,
} from '../types';

const BEARINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const satisfies readonly Bearing[];
const MOON_PHASES = [
  'new',
  'waxing_crescent',
  'first_quarter',
  'waxing_gibbous',
  'full',
  'waning_gibbous',
  'last_quarter',
  'waning_crescent',
] as const satisfies readonly MoonPhase[];
const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const satisfies readonly Season[];
const MARKERS = [
  'march_equinox',
  'june_solstice',
  'september_equinox',
  'december_solstice',
] as const satisfies readonly SeasonMarker[];
const PLACE_KINDS = [
  'capital',
  'seat',
  'district',
  'metropolis',
  'city',
  'town',
  'village',
] as const satisfies readonly PlaceKind[];
const BANDS = [
  'equatorial',
  'tropical',
  'subtropical',
  'temperate',
  'subpolar',
  'polar',
] as const satisfies readonly LatitudeBand[];
const WEATHER_KINDS = [
  'clear',
  'mainlyClear',
  'partlyCloudy',
  'overcast',
  'fog',
  'drizzle',
  'freezingRain',
  'rain',
  'heavyRain',
  'snow',
  'showers',
  'snowShowers',
  'thunderstorm',
] as const satisfies readonly WeatherKind[];
const NARRATION_THEMES = [...THEME_IDS.filter((id) => id !== 'auto_channel'), 'romantic_stories'] as const;

const text = z.string().min(1);
/** Alternatives: at least one sentence, each a template with {slots}. */
const templates = z.array(text).min(1);
/** Every key of the list, and no other: a missing word fails the load, not a narration. */
const words = <const K extends readonly [string, ...string[]]>(keys: K) => z.record(z.enum(keys), text);
const section = z.strictObject({ lead: templates.optional(), items: templates });
const theme = z.strictObject({ name: text, open: templates, body: templates, reflect: templates, close: templates });
const pair = <const A extends string, const B extends string>(a: A, b: B) =>
  z.strictObject({ [a]: text, [b]: text } as Record<A | B, typeof text>);

/** The words and sentences of one language's offline composer, as its bank.json holds them. */
export const bankSchema = z.strictObject({
  title: text,
  lexicon: z.strictObject({
    dir: words(BEARINGS),
    dirTo: words(BEARINGS),
    latitude: pair('north', 'south'),
    hemisphere: pair('north', 'south'),
    side: pair('left', 'right'),
    longitude: pair('east', 'west'),
    pole: pair('north', 'south'),
    moon: words(MOON_PHASES),
    season: words(SEASONS),
    marker: words(MARKERS),
    markerSouth: words(MARKERS).optional(),
  }),
  extract: templates,
  here: section,
  kinds: z.record(z.enum(PLACE_KINDS), templates),
  bands: z.record(z.enum(BANDS), templates),
  city: section,
  land: section,
  neighbours: z.strictObject({ lead: templates, main: templates, extra: templates }),
  coords: section,
  sky: section,
  season: section,
  moon: section,
  walk: section,
  calendar: section,
  musing: section,
  live: z.strictObject({
    sky: words(WEATHER_KINDS),
    weather: z.strictObject({
      open: templates,
      tomorrow: templates,
      wind: templates,
      calm: templates,
      later: templates,
      today: templates,
      feels: templates,
      rain: templates,
    }),
    news: z.strictObject({ open: templates, item: templates, dated: templates }),
    events: z.strictObject({ open: templates, item: templates, at: templates, on: templates, atOn: templates }),
  }),
  deepDive: z.strictObject({ asked: templates, unknown: templates }),
  themes: z.record(z.enum(NARRATION_THEMES), theme),
  landmark: z.strictObject({
    inside: templates,
    near: templates,
    nearby: templates,
    nearestLegend: templates,
    say: words(LANDMARK_KEYS),
    more: z.partialRecord(z.enum(LANDMARK_KEYS), templates).optional(),
    several: z.partialRecord(z.enum(PERSON_ROLES), templates).optional(),
    style: words(STYLES),
    material: words(MATERIALS),
  }),
});

export type Bank = z.infer<typeof bankSchema>;

// The bank is the composer's types without their code: these fail to compile if the two drift apart.
type Data<T> = Omit<T, 'times' | 'clock' | 'duration' | 'fahrenheit' | 'year' | 'when' | 'span'>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<Bank['lexicon'], Data<Lexicon>>,
  Same<Bank['live'], Data<LiveBank>>,
  Same<Bank['themes'], LanguagePack['themes']>,
  Same<Bank['themes'][keyof Bank['themes']], ThemeBank>,
  Same<Bank['landmark'], Data<LandmarkBank>>,
  Same<Omit<Bank, 'lexicon' | 'live' | 'landmark'>, Omit<LanguagePack, 'code' | 'lexicon' | 'forms' | 'live'>>,
] = [true, true, true, true, true, true];
void checks;
