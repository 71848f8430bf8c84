import type { FormContext, LanguagePack } from '../../types';

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

export const it: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'it',
  title: '{theme}: {place}',
  lexicon: {
    dir: {
      N: 'nord',
      NE: 'nord-est',
      E: 'est',
      SE: 'sud-est',
      S: 'sud',
      SW: 'sud-ovest',
      W: 'ovest',
      NW: 'nord-ovest',
    },
    dirTo: {
      N: 'a nord',
      NE: 'a nord-est',
      E: 'a est',
      SE: 'a sud-est',
      S: 'a sud',
      SW: 'a sud-ovest',
      W: 'a ovest',
      NW: 'a nord-ovest',
    },
    latitude: { north: 'nord', south: 'sud' },
    hemisphere: { north: 'emisfero boreale', south: 'emisfero australe' },
    side: { left: 'sinistro', right: 'destro' },
    longitude: { east: 'est', west: 'ovest' },
    pole: { north: 'Polo Nord', south: 'Polo Sud' },
    moon: {
      new: 'una luna nuova',
      waxing_crescent: 'una falce di luna crescente',
      first_quarter: 'un primo quarto',
      waxing_gibbous: 'una luna gibbosa crescente',
      full: 'una luna piena',
      waning_gibbous: 'una luna gibbosa calante',
      last_quarter: 'un ultimo quarto',
      waning_crescent: 'una falce di luna calante',
    },
    season: { spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno' },
    marker: {
      march_equinox: 'l’equinozio di marzo',
      june_solstice: 'il solstizio di giugno',
      september_equinox: 'l’equinozio di settembre',
      december_solstice: 'il solstizio di dicembre',
    },
    times: (x) => `${x} volte`,
  },
  forms: { in: inCountry },
  extract: [
    'Ecco che cosa dice {source} a proposito di «{title}»: {text}',
    'Secondo {source}, alla voce «{title}»: {text}',
    'Un fatto in più, da {source}: {text}',
    'La voce «{title}» di {source} aggiunge questo: {text}',
  ],
};
