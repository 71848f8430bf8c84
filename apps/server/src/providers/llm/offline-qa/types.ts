import type { Template } from '../offline/types';

/**
 * What a question asks, in the order it is tried when its words point to several: "what time is
 * sunset?" is about the sun, not the clock.
 */
export const INTENTS = [
  'recall',
  'tour',
  'sun',
  'clock',
  'moon',
  'season',
  'weather',
  'news',
  'population',
  'distance',
  'neighbours',
  'country',
  'history',
  'overview',
] as const;
export type IntentId = (typeof INTENTS)[number];

/** WMO weather codes, grouped the way a person describes the sky. */
export type WeatherKind = 'clear' | 'partly' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'storm';

/** The sentences an answer is built from; each is one template or alternatives, the first that renders wins. */
export const PHRASE_KEYS = [
  'where',
  'size',
  'nearest',
  'tour',
  'popHere',
  'popCity',
  'popNone',
  'popThere',
  'popSource',
  'distance',
  'travel',
  'centre',
  'atCentre',
  'unknownPlace',
  'knownPlaces',
  'neighbours',
  'noNeighbours',
  'country',
  'coords',
  'sunTimes',
  'dayLength',
  'dusk',
  'noClock',
  'noonAlt',
  'polarDay',
  'polarNight',
  'clock',
  'noZone',
  'season',
  'marker',
  'moon',
  'moonNext',
  'weatherNow',
  'weatherRange',
  'noWeather',
  'offerSky',
  'newsIntro',
  'newsItem',
  'eventItem',
  'noNews',
  'noRecord',
  'known',
  'recall',
  'recallExtract',
  'recallEnd',
  'cannot',
  'suggest',
  'noFacts',
  'noFactsHint',
  'noKnowledge',
  'took',
  'sights',
] as const;
export type PhraseKey = (typeof PHRASE_KEYS)[number];

/** How a language's questions are recognised. */
export interface QaKeywords {
  /**
   * Words that signal each intent, separated by "|". Case, accents and punctuation are ignored.
   * In languages written in Latin letters a keyword matches at the start of a word ("popul" finds
   * "population"); elsewhere it matches anywhere, unless it starts with "^". A keyword ending in
   * "$" must end a word ("who$" is not "whole").
   */
  intents: Record<IntentId, string>;
  /**
   * Words, separated by spaces, that carry no content when a question is matched against the
   * narration. For Japanese and Chinese, single characters also cut words apart (particles,
   * question words), and longer entries are dropped as a whole.
   */
  stopWords: string;
}

/** How a language's answers are worded. */
export interface QaSentences {
  weather: Record<WeatherKind, string>;
  /** Inflections ({slot|form}) beyond the composer's language pack. */
  forms?: Record<string, (value: string) => string>;
  /**
   * Slots are the composer's (place-vars, sky-vars, neighbourVars) plus list, tour, stop, now,
   * capitalOf, temp, condition, wsource, min, max, title, source, venue and text. {capital} says
   * nothing and keeps a sentence for capitals only, where naming the country would need inflection.
   */
  say: Record<PhraseKey, Template | readonly Template[]>;
}

export type QaPhrases = QaKeywords & QaSentences;
