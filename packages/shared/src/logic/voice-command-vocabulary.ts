import type { ThemeId } from '../catalog/themes';

/** Spoken words that pick a theme (SPEC §9 "set/change theme with a theme keyword"). */
export const THEME_KEYWORDS: Readonly<Record<string, ThemeId>> = {
  ghost: 'ghost_stories',
  ghosts: 'ghost_stories',
  haunted: 'ghost_stories',
  spooky: 'ghost_stories',
  history: 'historical_facts',
  historical: 'historical_facts',
  historic: 'historical_facts',
  nature: 'nature',
  wildlife: 'nature',
  architecture: 'architecture',
  buildings: 'architecture',
  building: 'architecture',
  fun: 'fun_facts',
  facts: 'fun_facts',
  fact: 'fun_facts',
  trivia: 'fun_facts',
  food: 'food_culture',
  cuisine: 'food_culture',
  famous: 'famous_people',
  people: 'famous_people',
  legends: 'local_legends',
  legend: 'local_legends',
  folklore: 'local_legends',
  myths: 'local_legends',
  myth: 'local_legends',
  science: 'science_innovation',
  innovation: 'science_innovation',
  technology: 'science_innovation',
  tech: 'science_innovation',
  weather: 'weather',
  forecast: 'weather',
  news: 'local_news',
  headlines: 'local_news',
  events: 'community_events',
  event: 'community_events',
  concerts: 'community_events',
  festivals: 'community_events',
  auto: 'auto_channel',
  channel: 'auto_channel',
  everything: 'auto_channel',
};

/**
 * The first theme keyword in spoken order, so 'historical facts' is history (not fun facts, which
 * 'facts' alone would pick) and 'fun facts' is fun facts.
 */
export function findThemeKeyword(words: readonly string[]): ThemeId | null {
  for (const word of words) {
    const theme = THEME_KEYWORDS[word];
    if (theme) return theme;
  }
  return null;
}

/** Politeness and hesitation around a command; speech-to-text keeps them, the grammar ignores them. */
export const LEADING_FILLERS: readonly string[] = [
  'please',
  'ok',
  'okay',
  'alright',
  'all right',
  'hey',
  'hi',
  'so',
  'um',
  'uh',
  'er',
  'and',
  'then',
  'now',
  'just',
  'roamcast',
  'can you',
  'could you',
  'would you',
  'will you',
  'i want to',
  "i'd like to",
  'id like to',
  'i wanna',
  "let's",
  'lets',
  'go ahead and',
];
export const TRAILING_FILLERS: readonly string[] = ['please', 'now', 'thanks', 'thank you', 'for me'];

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The number words from one up to `limit` (at most ninety-nine), in order: what the speech grammar accepts. */
export function spokenNumbersUpTo(limit: number): string[] {
  const words: string[] = [];
  for (let n = 1; n <= Math.min(limit, 99); n++) {
    if (n < 10) words.push(UNITS[n - 1]!);
    else if (n < 20) words.push(TEENS[n - 10]!);
    else words.push(n % 10 ? `${TENS[Math.floor(n / 10) - 2]} ${UNITS[(n % 10) - 1]}` : TENS[n / 10 - 2]!);
  }
  return words;
}

/** 'seven', 'fifteen', 'forty', 'twenty five' or 'twenty-five', or digits ('30', '1.5'). */
export function parseSpokenNumber(text: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  const [first, second, ...rest] = text.split(/[\s-]+/);
  if (!first || rest.length > 0) return null;
  const unit = UNITS.indexOf(first) + 1;
  const teen = TEENS.indexOf(first);
  const ten = TENS.indexOf(first);
  if (second === undefined) {
    if (unit > 0) return unit;
    if (teen >= 0) return 10 + teen;
    if (ten >= 0) return 20 + 10 * ten;
    return null;
  }
  const secondUnit = UNITS.indexOf(second) + 1;
  return ten >= 0 && secondUnit > 0 ? 20 + 10 * ten + secondUnit : null;
}

/** Phrases with no number that still mean a short hop: the default skip applies. */
const VAGUE_AMOUNTS = new Set(['a bit', 'a little', 'a little bit', 'a few seconds', 'a couple of seconds']);
const HALF_MINUTE = /^(?:a )?half (?:a )?minute$/;
const AMOUNT_WITH_UNIT = /^(.+?) (seconds?|secs?|minutes?|mins?)$/;

/**
 * Seconds in a spoken amount: '30 seconds', 'fifteen seconds', 'a minute', 'half a minute',
 * 'two minutes', a bare number ('forward 20') as seconds, and vague amounts as `fallback`.
 * Null when the text is not an amount of time, or is not a positive one.
 */
export function parseSpokenDuration(text: string, fallback: number): number | null {
  if (VAGUE_AMOUNTS.has(text)) return fallback;
  if (HALF_MINUTE.test(text)) return 30;
  if (text === 'a minute' || text === 'minute') return 60;
  const withUnit = AMOUNT_WITH_UNIT.exec(text);
  const amount = parseSpokenNumber(withUnit ? withUnit[1]! : text);
  if (amount === null || amount <= 0) return null;
  const perUnit = withUnit?.[2]!.startsWith('min') ? 60 : 1;
  return Math.round(amount * perUnit);
}
