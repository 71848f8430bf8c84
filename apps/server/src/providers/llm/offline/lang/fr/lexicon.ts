import type { FormContext, LanguagePack } from '../../types';

/** A mute h counts as a consonant here: "la Hongrie", "le Honduras". */
const VOWEL = /^[aeiouyàâäéèêëîïôöûùüœæ]/iu;
const PLURAL = /^(États-Unis|Pays-Bas|Émirats|Philippines|Seychelles|Maldives|Comores|Bahamas|Îles|Fidji)/u;
/** Island and city states named without an article: "à Cuba", "à Singapour". */
const BARE = new Set(
  'CU MT CY MG SG MC MU BH HT TW LC SM DJ OM IL AG BB DM GD KN VC TT ST PR HK MO NR TV KI PW TO'.split(' '),
);
const MASCULINE = new Set(
  `CA BR JP MX PT MA PE CL VE EC DK LU VN KH LA NP PK BD KZ KG TJ TM UZ AF IQ IR YE LB SN ML NE TD SD SS CM GA CG BJ TG
  GH NG KE RW BI MW ZW MZ BW LS SZ GT HN SV NI CR PA PY UY BT MM QA KW LI VA BF BZ SR GY LR VU TL BN GL ME XK EH CV GB AZ AO UG`.split(
    /\s+/u,
  ),
);

type Kind = 'plural' | 'bare' | 'vowel' | 'masculine' | 'feminine';
function kind(name: string, { countryCode }: FormContext): Kind {
  if (PLURAL.test(name)) return 'plural';
  if (BARE.has(countryCode)) return 'bare';
  if (VOWEL.test(name)) return 'vowel';
  if (/^(Royaume|Sultanat|Grand-Duché|Vatican)/u.test(name)) return 'masculine';
  if (/^(République|Fédération|Principauté)/u.test(name)) return 'feminine';
  return MASCULINE.has(countryCode) ? 'masculine' : 'feminine';
}

/** "de Paris", "d’Avignon", "du Kremlin-Bicêtre". */
function de(name: string): string {
  const [, article, rest] = /^(le|les|Le|Les) (.*)$/u.exec(name) ?? [];
  if (article) return `${article.toLowerCase() === 'le' ? 'du' : 'des'} ${rest}`;
  return VOWEL.test(name) ? `d’${name}` : `de ${name}`;
}
/** "à Paris", "au Pré-Saint-Gervais", "aux Angles". */
function a(name: string): string {
  const [, article, rest] = /^(Le|Les) (.*)$/u.exec(name) ?? [];
  return article ? `${article === 'Le' ? 'au' : 'aux'} ${rest}` : `à ${name}`;
}
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ARTICLE: Record<Kind, (name: string) => string> = {
  plural: (n) => `les ${n}`,
  bare: (n) => n,
  vowel: (n) => `l’${n}`,
  masculine: (n) => `le ${n}`,
  feminine: (n) => `la ${n}`,
};
const LOCATIVE: Record<Kind, (name: string) => string> = {
  plural: (n) => `aux ${n}`,
  bare: (n) => `à ${n}`,
  vowel: (n) => `en ${n}`,
  masculine: (n) => `au ${n}`,
  feminine: (n) => `en ${n}`,
};
const GENITIVE: Record<Kind, (name: string) => string> = {
  plural: (n) => `des ${n}`,
  bare: de,
  vowel: (n) => `de l’${n}`,
  masculine: (n) => `du ${n}`,
  feminine: (n) => `de la ${n}`,
};

export const fr: Pick<LanguagePack, 'code' | 'title' | 'lexicon' | 'forms' | 'extract'> = {
  code: 'fr',
  title: '{theme} : {place}',
  lexicon: {
    dir: {
      N: 'le nord',
      NE: 'le nord-est',
      E: 'l’est',
      SE: 'le sud-est',
      S: 'le sud',
      SW: 'le sud-ouest',
      W: 'l’ouest',
      NW: 'le nord-ouest',
    },
    dirTo: {
      N: 'au nord',
      NE: 'au nord-est',
      E: 'à l’est',
      SE: 'au sud-est',
      S: 'au sud',
      SW: 'au sud-ouest',
      W: 'à l’ouest',
      NW: 'au nord-ouest',
    },
    latitude: { north: 'nord', south: 'sud' },
    hemisphere: { north: 'l’hémisphère Nord', south: 'l’hémisphère Sud' },
    side: { left: 'gauche', right: 'droit' },
    longitude: { east: 'est', west: 'ouest' },
    pole: { north: 'le pôle Nord', south: 'le pôle Sud' },
    moon: {
      new: 'une nouvelle lune',
      waxing_crescent: 'un premier croissant',
      first_quarter: 'un premier quartier',
      waxing_gibbous: 'une lune gibbeuse croissante',
      full: 'une pleine lune',
      waning_gibbous: 'une lune gibbeuse décroissante',
      last_quarter: 'un dernier quartier',
      waning_crescent: 'un dernier croissant',
    },
    season: { spring: 'le printemps', summer: 'l’été', autumn: 'l’automne', winter: 'l’hiver' },
    marker: {
      march_equinox: 'l’équinoxe de mars',
      june_solstice: 'le solstice de juin',
      september_equinox: 'l’équinoxe de septembre',
      december_solstice: 'le solstice de décembre',
    },
    times: (x) => `${x} fois`,
    clock: (hour, minute) => `${hour} h ${String(minute).padStart(2, '0')}`,
  },
  forms: {
    de,
    a,
    le: (name, context) => ARTICLE[kind(name, context)](name),
    Le: (name, context) => capital(ARTICLE[kind(name, context)](name)),
    en: (name, context) => LOCATIVE[kind(name, context)](name),
    du: (name, context) => GENITIVE[kind(name, context)](name),
  },
  extract: [
    'Voici ce que dit {source} à propos de « {title} » : {text}',
    'Selon {source}, à l’article « {title} » : {text}',
    'Un fait de plus, tiré de {source} : {text}',
    'L’article « {title} » de {source} ajoute ceci : {text}',
  ],
};
