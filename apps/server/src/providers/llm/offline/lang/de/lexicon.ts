import type { FormContext, LanguagePack } from '../../types';

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

export const de: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'de',
  title: '{theme}: {place}',
  lexicon: {
    dir: {
      N: 'Norden',
      NE: 'Nordosten',
      E: 'Osten',
      SE: 'Südosten',
      S: 'Süden',
      SW: 'Südwesten',
      W: 'Westen',
      NW: 'Nordwesten',
    },
    dirTo: {
      N: 'nördlich',
      NE: 'nordöstlich',
      E: 'östlich',
      SE: 'südöstlich',
      S: 'südlich',
      SW: 'südwestlich',
      W: 'westlich',
      NW: 'nordwestlich',
    },
    latitude: { north: 'nördlicher', south: 'südlicher' },
    hemisphere: { north: 'Nordhalbkugel', south: 'Südhalbkugel' },
    side: { left: 'linken', right: 'rechten' },
    longitude: { east: 'östlicher', west: 'westlicher' },
    pole: { north: 'Nordpol', south: 'Südpol' },
    moon: {
      new: 'ein Neumond',
      waxing_crescent: 'eine zunehmende Sichel',
      first_quarter: 'ein zunehmender Halbmond',
      waxing_gibbous: 'ein zunehmender Mond',
      full: 'ein Vollmond',
      waning_gibbous: 'ein abnehmender Mond',
      last_quarter: 'ein abnehmender Halbmond',
      waning_crescent: 'eine abnehmende Sichel',
    },
    season: { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
    marker: {
      march_equinox: 'die Tagundnachtgleiche im März',
      june_solstice: 'die Sonnenwende im Juni',
      september_equinox: 'die Tagundnachtgleiche im September',
      december_solstice: 'die Sonnenwende im Dezember',
    },
    times: (x) => `${x}-mal`,
    clock: (hour, minute) => `${hour}:${String(minute).padStart(2, '0')} Uhr`,
  },
  forms: {
    in: (name, context) => LOCATIVE[gender(name, context)](name),
    der: (name, context) => NOMINATIVE[gender(name, context)](name),
    Der: (name, context) => capital(NOMINATIVE[gender(name, context)](name)),
  },
  extract: [
    'Das schreibt {source} über „{title}“: {text}',
    'Laut {source}, im Artikel „{title}“: {text}',
    'Noch eine Tatsache, aus {source}: {text}',
    'Der Artikel „{title}“ bei {source} ergänzt: {text}',
  ],
};
