import { era } from '../../landmark-bank';
import type { FormContext } from '../../types';
import type { LanguageGrammar } from '../grammar';

/** Islands and city states take "a": "a Cuba", "a Singapore". */
const WITH_A = new Set(['CU', 'MT', 'CY', 'SG', 'MC', 'TW', 'HT', 'SM', 'HK', 'MO', 'MU']);

const LOCATIVES: Array<[RegExp, string]> = [
  [/^(Stati|Emirati)/u, 'negli'],
  [/^Paesi/u, 'nei'],
  [/^(Filippine|Maldive|Seychelles|Comore|Bahamas|Isole)/u, 'nelle'],
  [/^Regno/u, 'nel'],
  [/^Repubblica/u, 'nella'],
];

/** "in Francia", "negli Stati Uniti d’America", "nel Regno Unito", "a Malta". */
function inCountry(name: string, { countryCode }: FormContext): string {
  if (WITH_A.has(countryCode)) return `a ${name}`;
  const preposition = LOCATIVES.find(([pattern]) => pattern.test(name))?.[1] ?? 'in';
  return `${preposition} ${name}`;
}

/**
 * Towns Italian names with their article ("il Cairo", "l’Avana"): said so in every sentence, so that
 * the contractions follow ("del Cairo", "all’Avana") and a sentence they open is capitalised.
 */
const WITH_ARTICLE: Readonly<Record<string, string>> = {
  'Il Cairo': 'il Cairo',
  "L'Avana": 'l’Avana',
  'L’Avana': 'l’Avana',
  "L'Aquila": 'l’Aquila',
  'L’Aquila': 'l’Aquila',
};

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'intorno al ' : ''}${n}${bc ? ' a.C.' : ''}`;
};

/** "il 1889" but "l’80", "l’11": the article elides before a number read with a vowel. */
const the = (y: number) => (/^8/u.test(String(Math.abs(y))) || Math.abs(y) === 11 ? `l’${year(y)}` : `il ${year(y)}`);

const inYear = (y: number) =>
  /^8/u.test(String(Math.abs(y))) || Math.abs(y) === 11 ? `nell’${year(y)}` : `nel ${year(y)}`;

/** How Italian says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: { times: (x) => `${x} volte`, placeName: (name) => WITH_ARTICLE[name] ?? name },
  forms: { in: inCountry },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `tra ${the(y)} e ${the(end)}` : approx ? year(y, true) : inYear(y)),
    span: (from, until) => (until ? `dal ${year(from)} al ${year(until)}` : `dal ${year(from)}`),
  },
};
