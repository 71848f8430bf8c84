import { era } from '../../landmark-bank';
import type { FormContext } from '../../types';
import type { LanguageGrammar } from '../grammar';

const PLURAL = /^(Vereinigte|Niederlande|Philippinen|Malediven|Seychellen|Bahamas|Komoren|Salomonen)|inseln$/u;

const FEMININE = new Set(['CH', 'TR', 'SK', 'MN', 'UA', 'CI']);

const MASCULINE = new Set(['IR', 'IQ', 'YE', 'LB', 'SD', 'SS', 'TD', 'NE', 'SN', 'VA', 'XK', 'CD']);

type Gender = 'plural' | 'feminine' | 'masculine' | 'neuter';

function gender(name: string, { countryCode }: FormContext): Gender {
  if (PLURAL.test(name)) return 'plural';
  if (/Republik|Föderation|Union/u.test(name) || FEMININE.has(countryCode)) return 'feminine';
  return MASCULINE.has(countryCode) ? 'masculine' : 'neuter';
}

/** Inflects the adjectives before the head noun ("Vereinigte" -> "Vereinigten"); `dativeNoun` adds the plural dative -n. */
function inflect(name: string, dativeNoun: boolean): string {
  const [head, tail] = name.split(/(?= von )/u);
  const words = head!.split(' ');
  const noun = words.pop()!;
  const adjectives = words.map((w) => (w.endsWith('e') ? `${w}n` : w));
  const inflectedNoun = dativeNoun && !/[ns]$/u.test(noun) ? `${noun}n` : noun;
  return [...adjectives, inflectedNoun].join(' ') + (tail ?? '');
}

const NOMINATIVE: Record<Gender, (name: string) => string> = {
  plural: (n) => `die ${inflect(n, false)}`,
  feminine: (n) => `die ${n}`,
  masculine: (n) => `der ${n}`,
  neuter: (n) => n,
};

const LOCATIVE: Record<Gender, (name: string) => string> = {
  plural: (n) => `in den ${inflect(n, true)}`,
  feminine: (n) => `in der ${inflect(n, false)}`,
  masculine: (n) => `im ${n}`,
  neuter: (n) => `in ${n}`,
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'um ' : ''}${n}${bc ? ' v. Chr.' : ''}`;
};

/** How German says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: { times: (x) => `${x}-mal`, clock: (hour, minute) => `${hour}:${String(minute).padStart(2, '0')} Uhr` },
  forms: {
    in: (name, context) => LOCATIVE[gender(name, context)](name),
    der: (name, context) => NOMINATIVE[gender(name, context)](name),
    Der: (name, context) => capital(NOMINATIVE[gender(name, context)](name)),
  },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `zwischen ${year(y)} und ${year(end)}` : year(y, approx)),
    span: (from, until) => (until ? `von ${year(from)} bis ${year(until)}` : `seit ${year(from)}`),
  },
};
