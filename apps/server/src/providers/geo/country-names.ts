import { createRequire } from 'node:module';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { foldName } from './fold-name';

type Countries = typeof import('i18n-iso-countries');

// The library's first name is sometimes the formal one ("Russian Federation", "中華人民共和国")
// or, in a few cases, wrong (pt swaps the two Congos, it says "Birmania  Myanmar"); a narration wants
// the everyday name.
const EVERYDAY: Partial<Record<LanguageCode, Record<string, string>>> = {
  en: {
    US: 'United States',
    CN: 'China',
    RU: 'Russia',
    IR: 'Iran',
    SY: 'Syria',
    LA: 'Laos',
    TW: 'Taiwan',
    TZ: 'Tanzania',
    MD: 'Moldova',
    PS: 'Palestine',
    MK: 'North Macedonia',
    VA: 'Vatican City',
    FM: 'Micronesia',
  },
  es: { KR: 'Corea del Sur', KP: 'Corea del Norte', LA: 'Laos', SY: 'Siria', CD: 'República Democrática del Congo' },
  de: { US: 'Vereinigte Staaten', RU: 'Russland', SY: 'Syrien', TZ: 'Tansania', CD: 'Demokratische Republik Kongo' },
  fr: { VA: 'Vatican' },
  it: { TW: 'Taiwan', MM: 'Myanmar' },
  pt: { CG: 'República do Congo', CD: 'República Democrática do Congo', MM: 'Mianmar' },
  ja: {
    CN: '中国',
    RU: 'ロシア',
    KR: '韓国',
    KP: '北朝鮮',
    IR: 'イラン',
    SY: 'シリア',
    LA: 'ラオス',
    MD: 'モルドバ',
    VE: 'ベネズエラ',
    BO: 'ボリビア',
  },
  zh: { TW: '台湾' },
  // The library's Korean has misspellings (폴랜드, 포르투칼, 이디오피아...): the standard forms.
  ko: {
    TW: '대만',
    RU: '러시아',
    CZ: '체코',
    AE: '아랍에미리트',
    ZW: '짐바브웨',
    PL: '폴란드',
    PT: '포르투갈',
    ET: '에티오피아',
    GE: '조지아',
    CY: '키프로스',
    KI: '키리바시',
    KG: '키르기스스탄',
    TM: '투르크메니스탄',
    TN: '튀니지',
    TV: '투발루',
    GW: '기니비사우',
    GI: '지브롤터',
    GL: '그린란드',
    AQ: '남극',
    CF: '중앙아프리카 공화국',
    ZA: '남아프리카 공화국',
    SZ: '에스와티니',
    MK: '북마케도니아',
    SB: '솔로몬 제도',
    CV: '카보베르데',
    SL: '시에라리온',
    MH: '마셜 제도',
    AG: '앤티가 바부다',
    PM: '생피에르 미클롱',
    TK: '토켈라우',
  },
};

const require = createRequire(import.meta.url);
let library: Countries | undefined;
let byName: Map<string, string> | undefined;

function countries(): Countries {
  if (library) return library;
  // The package entry registers all 70-odd locales; only ours are needed.
  const lib = require('i18n-iso-countries/index.js') as Countries;
  for (const code of LANGUAGE_CODES) lib.registerLocale(require(`i18n-iso-countries/langs/${code}.json`));
  library = lib;
  return lib;
}

/** The country's everyday name in the language, e.g. ('FR', 'fr') -> 'France', ('JP', 'ja') -> '日本'. */
export function countryName(code: string, language: LanguageCode): string {
  return EVERYDAY[language]?.[code] ?? countries().getName(code, language) ?? countries().getName(code, 'en') ?? code;
}

/** The ISO alpha-2 code for a country name in any of our languages, or for an alpha-2/alpha-3 code. */
export function countryCodeOf(text: string): string | undefined {
  if (!byName) {
    const map = new Map<string, string>();
    const lib = countries();
    for (const alpha2 of Object.keys(lib.getAlpha2Codes())) {
      map.set(foldName(alpha2), alpha2);
      const alpha3 = lib.alpha2ToAlpha3(alpha2);
      if (alpha3) map.set(foldName(alpha3), alpha2);
    }
    for (const language of LANGUAGE_CODES) {
      for (const [code, names] of Object.entries(lib.getNames(language, { select: 'all' }))) {
        for (const name of names) map.set(foldName(name), code);
      }
      for (const [code, name] of Object.entries(EVERYDAY[language] ?? {})) map.set(foldName(name), code);
    }
    byName = map;
  }
  return byName.get(foldName(text));
}

/** Every name of every country in our languages (formal and everyday), for forward search. */
export function allCountryNames(): Array<[code: string, names: string[]]> {
  const lib = countries();
  return Object.keys(lib.getAlpha2Codes()).map((code) => {
    const names = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      for (const name of lib.getName(code, language, { select: 'all' }) ?? []) names.add(name);
      const everyday = EVERYDAY[language]?.[code];
      if (everyday) names.add(everyday);
    }
    return [code, [...names]];
  });
}
