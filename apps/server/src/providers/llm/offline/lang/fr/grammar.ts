import { era } from '../../landmark-bank';
import type { FormContext } from '../../types';
import type { LanguageGrammar } from '../grammar';

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

/** "à Paris", "au Pré-Saint-Gervais", "aux Angles", "à la Grande Barrière de corail" (a site named with its article). */
function a(name: string): string {
  const [, article, rest] = /^(le|les|Le|Les) (.*)$/u.exec(name) ?? [];
  return article ? `${article.toLowerCase() === 'le' ? 'au' : 'aux'} ${rest}` : `à ${name}`;
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

const year = (y: number, approx = false) => {
  const { n, bc } = era(y);
  return `${approx ? 'vers ' : ''}${n}${bc ? ' av. J.-C.' : ''}`;
};

/** How French says what its bank (bank.json) cannot: inflections, counts, clock times and years. */
export const grammar: LanguageGrammar = {
  lexicon: { times: (x) => `${x} fois`, clock: (hour, minute) => `${hour} h ${String(minute).padStart(2, '0')}` },
  forms: {
    de,
    a,
    le: (name, context) => ARTICLE[kind(name, context)](name),
    Le: (name, context) => capital(ARTICLE[kind(name, context)](name)),
    en: (name, context) => LOCATIVE[kind(name, context)](name),
    du: (name, context) => GENITIVE[kind(name, context)](name),
  },
  landmark: {
    year,
    when: (y, end, approx) => (end ? `entre ${year(y)} et ${year(end)}` : approx ? year(y, true) : `en ${year(y)}`),
    span: (from, until) => (until ? `de ${year(from)} à ${year(until)}` : `depuis ${year(from)}`),
  },
};
