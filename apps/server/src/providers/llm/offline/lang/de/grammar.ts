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

/**
 * An adjective inside a name, as said after the article ("Osmanische", "Vereinigten", "weiße"), not a noun
 * that happens to end like one ("Kolonie", "Propheten", "Drache"): its stem ends as adjectives do.
 */
const ADJECTIVE_STEM =
  /(isch|lich|ig|igt|al|er|end|en|ern)$|^(erst|zweit|dritt|groß|klein|alt|neu|weiß|schwarz|rot|blau|grün|gelb|hoh|frei|reich|lang)$/iu;

/** Whether the word opening `words` (followed by another word) is an adjective ending in `ending`. */
const adjectiveAt = (words: readonly string[], i: number, ending: 'e' | 'en') =>
  i < words.length - 1 &&
  words[i]!.endsWith(ending) &&
  ADJECTIVE_STEM.test(words[i]!.slice(0, -ending.length).split('-').pop()!);

/** A name's own article, and what follows it ("das Osmanische Reich" -> das, Osmanische Reich). */
const withArticle = (name: string) =>
  /^(der|die|das) (.+)$/u.exec(name) as [string, 'der' | 'die' | 'das', string] | null;

/**
 * The name said as a name, after "heißt", "als", "namens": bare, its adjectives taking the ending they take
 * without an article ("der Große Brand" -> "Großer Brand", "das Neue Reich" -> "Neues Reich", "die
 * Vereinigten Staaten" -> "Vereinigte Staaten"). A name without an article stays as it is.
 */
export function bare(name: string): string {
  const match = withArticle(name);
  if (!match) return name;
  const [, article, rest] = match;
  const words = rest.split(' ');
  for (let i = 0; i < words.length; i++) {
    if (article !== 'die' && adjectiveAt(words, i, 'e')) words[i] += article === 'der' ? 'r' : 's';
    else if (article === 'die' && adjectiveAt(words, i, 'en')) words[i] = words[i]!.slice(0, -1);
    else if (!(article === 'die' && adjectiveAt(words, i, 'e'))) break;
  }
  return words.join(' ');
}

/** A noun's genitive singular: "Reich" -> "Reiches", "Königreich" -> "Königreichs", "Kongress" -> "Kongresses". */
function genitiveNoun(noun: string): string {
  const last = noun.split('-').pop()!;
  const syllables = last.match(/[aeiouäöüy]+/giu)?.length ?? 0;
  return /(s|ß|x|z)$/u.test(noun) || syllables === 1 ? `${noun}es` : `${noun}s`;
}

/**
 * "Capital of" the name, in the genitive: "des Königreichs Ungarn", "des Osmanischen Reiches", "der Slowakei",
 * "der Safawiden"; a name said without an article with "von" ("von Mexiko", "von Baden-Württemberg").
 */
export function genitive(name: string): string {
  const match = withArticle(name);
  if (!match) return `von ${name}`;
  const [, article, rest] = match;
  const words = rest.split(' ');
  let i = 0;
  for (; adjectiveAt(words, i, 'e') || adjectiveAt(words, i, 'en'); i++) {
    if (words[i]!.endsWith('e')) words[i] += 'n';
  }
  if (article === 'die') return `der ${words.join(' ')}`;
  words[i] = genitiveNoun(words[i]!);
  return `des ${words.join(' ')}`;
}

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
    bare,
    // {Name} comes capitalised: "Der Shanhai-Pass" is the name "der Shanhai-Pass" opening a sentence.
    Bare: (name) => capital(bare(name.replace(/^(Der|Die|Das) /u, (article) => article.toLowerCase()))),
    des: genitive,
  },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `zwischen ${year(y)} und ${year(end)}` : year(y, approx)),
    span: (from, until) => (until ? `von ${year(from)} bis ${year(until)}` : `seit ${year(from)}`),
  },
};
