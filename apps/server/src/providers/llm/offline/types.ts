import type { NarrationThemeId } from '@roamcast/shared/catalog/themes';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { GazetteerPlace, PlaceFacts } from '../../geo/place-facts';
import type { MoonPhase, Season, SeasonMarker } from './moon-and-seasons';

export interface ComposeRequest {
  facts: PlaceFacts;
  theme: NarrationThemeId;
  language: LanguageCode;
  /** Target length in spoken words (150 a minute: 1 min = 150, 2 = 300, 5 = 750, 10 = 1500; deep dives 500/1000/2000). */
  targetWords: number;
  /** A deep dive tells first what its notes hold on `focus` (the listener's question), or says they hold nothing. */
  experience?: 'explorer' | 'tour_stop' | 'deep_dive';
  focus?: string;
  /** Varies the wording so two narrations of one place differ; same seed -> same text. */
  seed?: number;
  date?: Date;
  /** The traveller's IANA time zone (the device's), for clock times; else guessed from the country, else UTC. */
  timeZone?: string;
}

export interface ComposedNarration {
  title: string;
  text: string;
  sources: string[];
  words: number;
}

export type Bearing = GazetteerPlace['bearing'];
export type PlaceKind = 'capital' | 'seat' | 'district' | 'metropolis' | 'city' | 'town' | 'village';
export type LatitudeBand = 'equatorial' | 'tropical' | 'subtropical' | 'temperate' | 'subpolar' | 'polar';

/**
 * A template is one sentence (or two that belong together) with {name} slots, or {name|form} where
 * the language inflects a name (French "d'Avignon", Korean particles). A template whose slots are
 * not all known for this place is simply not used.
 */
export type Template = string;

/** A section's sentences: one lead opens it when it is used at all; items follow in seeded order. */
export interface SectionBank {
  lead?: Template[];
  items: Template[];
}

export interface ThemeBank {
  /** The theme's name in this language, for the title. */
  name: string;
  /**
   * The first sentence; it sets the theme's tone. For live themes it says live data is unavailable
   * offline; the live bank's opening replaces it when an online source supplied some.
   */
  open: Template[];
  /** General truths, framings and invitations to look around, in the theme's voice. */
  body: Template[];
  /** Longer thoughts for long narrations. */
  reflect: Template[];
  close: Template[];
}

export interface NeighbourBank {
  lead: Template[];
  /** One per neighbour, each used at most once: slots n, nKm, nDir, nDirTo, nPop. */
  main: Template[];
  /** Extra facts about a neighbour (nWalk, nBike, nNoonEarlier, nNoonLater, nBigger, nSmaller, nCapital, nSeat). */
  extra: Template[];
}

export interface Lexicon {
  /** A town's name as said in a sentence, where the language says it with an article ("o Porto"); as written otherwise. */
  placeName?: (name: string) => string;
  dir: Record<Bearing, string>;
  /** Direction with its preposition, as in "to the north-east" / "au nord-est". */
  dirTo: Record<Bearing, string>;
  latitude: { north: string; south: string };
  /** "the northern hemisphere". */
  hemisphere: { north: string; south: string };
  side: { left: string; right: string };
  longitude: { east: string; west: string };
  pole: { north: string; south: string };
  moon: Record<MoonPhase, string>;
  season: Record<Season, string>;
  marker: Record<SeasonMarker, string>;
  /** Names of the markers south of the equator, for languages that name them by season (夏至, 冬至). */
  markerSouth?: Record<SeasonMarker, string>;
  /** "{x} times" as a multiplier phrase. */
  times: (formattedNumber: string) => string;
  /** Clock time, when the language reads it differently from Intl's short time. */
  clock?: (hour: number, minute: number) => string;
  /** A duration in hours and minutes, when Intl's list of units does not read naturally. */
  duration?: (hours: number, minutes: number) => string;
}

export interface FormContext {
  countryCode: string;
}

export interface LanguagePack {
  code: LanguageCode;
  /** e.g. "{theme}: {place}". */
  title: Template;
  lexicon: Lexicon;
  forms: Record<string, (value: string, context: FormContext) => string>;
  here: SectionBank;
  kinds: Record<PlaceKind, Template[]>;
  bands: Record<LatitudeBand, Template[]>;
  city: SectionBank;
  land: SectionBank;
  neighbours: NeighbourBank;
  coords: SectionBank;
  sky: SectionBank;
  season: SectionBank;
  moon: SectionBank;
  walk: SectionBank;
  /** The date: day of the year, the last equinox or solstice, how calendars work. */
  calendar: SectionBank;
  musing: SectionBank;
  /** Introduces an online extract: slots title, text, source. */
  extract: Template[];
  /** A deep dive's first words about the listener's question ({focus}): what the notes hold on it, or that they hold nothing. */
  deepDive: { asked: Template[]; unknown: Template[] };
  /** Live data, read when an online source supplied it (the weather, headlines, event listings). */
  live: LiveBank;
  themes: Record<NarrationThemeId, ThemeBank>;
}

/** The kinds of weather a WMO code (as Open-Meteo reports it) is told as. */
export type WeatherKind =
  | 'clear'
  | 'mainlyClear'
  | 'partlyCloudy'
  | 'overcast'
  | 'fog'
  | 'drizzle'
  | 'freezingRain'
  | 'rain'
  | 'heavyRain'
  | 'snow'
  | 'showers'
  | 'snowShowers'
  | 'thunderstorm';

/**
 * Sentences for live data. Weather slots: wSource (who measured it), wTemp, wSky, wWind, wFeels,
 * wRain, and per day (0 today, 1 tomorrow, 2 the day after) dNDay, dNSky, dNHigh, dNLow.
 * Headline and event slots: title (as published, never translated), source, date, venue.
 */
export interface LiveBank {
  /** The weather in a few plain words, as the templates use them ("an overcast sky", "rain showers"). */
  sky: Record<WeatherKind, string>;
  /** Temperatures also in Fahrenheit, for listeners who think in it. */
  fahrenheit?: boolean;
  weather: {
    /** Replaces the theme's opening: the conditions now and their source; one template without wSky. */
    open: Template[];
    /** Always read: tomorrow's forecast. */
    tomorrow: Template[];
    wind: Template[];
    /** Instead of `wind` when the air is nearly still. */
    calm: Template[];
    /** The day after tomorrow. */
    later: Template[];
    today: Template[];
    feels: Template[];
    rain: Template[];
  };
  news: {
    /** Replaces the theme's opening when there are headlines. */
    open: Template[];
    item: Template[];
    /** An item with its publication date. */
    dated: Template[];
  };
  events: {
    open: Template[];
    item: Template[];
    /** With a venue, a date, or both. */
    at: Template[];
    on: Template[];
    atOn: Template[];
  };
}
