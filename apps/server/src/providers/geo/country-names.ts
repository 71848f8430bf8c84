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
  ko: { TW: '대만', RU: '러시아', CZ: '체코', AE: '아랍에미리트', ZW: '짐바브웨' },
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
