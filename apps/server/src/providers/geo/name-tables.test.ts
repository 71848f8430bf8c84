import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { LATIN_NAMES, CITY_ALIASES } from './city-names-latin';
import { SCRIPT_NAMES } from './city-names-scripts';
import { allTableNames, localCityName } from './city-names';
import { countryCodeOf, countryName } from './country-names';
import { loadGazetteer } from './gazetteer';
import { haversineKm as distanceKm } from './geo-math';
import {
  DATA_LANGUAGES,
  MUNICIPALITY_NAMES_FILE,
  dataCityName,
  parsePlaceNames,
  placeNames,
} from './names/place-names';
import { regionDisplayName, regionMatches, regionName, regionTableKeys } from './region-names';

const gaz = loadGazetteer();
const byId = new Map(gaz.cities.map((city) => [city.cityId, city]));

describe('city name tables', () => {
  it('key every entry by the GeoNames id of the city it names', () => {
    for (const [id, [gazetteerName]] of Object.entries(SCRIPT_NAMES)) {
      expect(byId.get(Number(id))?.name, id).toBe(gazetteerName);
    }
    for (const id of Object.keys(CITY_ALIASES)) {
      expect(SCRIPT_NAMES[Number(id)], `${id} has a script entry`).toBeDefined();
    }
    // The Latin table gives no gazetteer name of its own: each line's comment names the city.
    const source = readFileSync(new URL('./city-names-latin.ts', import.meta.url), 'utf8');
    const commented = new Map(
      [...source.matchAll(/^ {2}(\d+): \{[^}]*\}, \/\/ (.+)$/gmu)].map((m) => [Number(m[1]), m[2]]),
    );
    for (const id of Object.keys(LATIN_NAMES).map(Number)) {
      expect(commented.get(id), `${id} is named in its comment`).toBeDefined();
      expect(byId.get(id)?.name, String(id)).toBe(commented.get(id));
    }
  });

  it('cover the capitals and largest cities of the examples', () => {
    const required = ['Paris', 'Tokyo', 'London', 'New York City', 'San Francisco', 'Rome', 'Madrid', 'Berlin'];
    const names = Object.values(SCRIPT_NAMES).map(([name]) => name);
    for (const name of [...required, 'Beijing', 'Seoul', 'Cairo', 'Dubai']) expect(names).toContain(name);
  });

  it('give the name in the language, else the gazetteer name', () => {
    expect(localCityName(2643743, 'London', 'it')).toBe('Londra');
    expect(localCityName(2643743, 'London', 'ja')).toBe('ロンドン');
    expect(localCityName(5128581, 'New York City', 'es')).toBe('Nueva York');
    expect(localCityName(1816670, 'Beijing', 'fr')).toBe('Pékin');
    expect(localCityName(2886242, 'Köln', 'en')).toBe('Cologne');
    expect(localCityName(2886242, 'Köln', 'de')).toBe('Köln');
    // The hand table leaves Seoul's Arabic empty: the GeoNames name stands in.
    expect(localCityName(1835848, 'Seoul', 'ar')).toBe(dataCityName(1835848, 'ar'));
    expect(localCityName(1835848, 'Seoul', 'ar')).toBe('سيول');
    // No name in the data: a transliteration in Japanese, Korean, Arabic and Chinese.
    expect(localCityName(5393611, 'Sausalito', 'ja')).toBe('サウサリト');
    expect(localCityName(5393611, 'Sausalito', 'zh')).toBe('萨萨利托');
    // ...but Chinese never spells a Chinese town by sound: without data it keeps the gazetteer name.
    expect(localCityName(2033458, 'Yanqing', 'zh')).toBe(dataCityName(2033458, 'zh') ?? 'Yanqing');
    // A Chinese town without data: Korean reads its pinyin name (Yanqing, Beijing).
    expect(localCityName(2033458, 'Yanqing', 'ko')).toBe('옌칭');
  });
});

const LATIN = /\p{Script=Latin}/u;
const SCRIPT: Record<'ja' | 'zh' | 'ko' | 'ar', RegExp> = {
  ja: /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー・＝々ヶ ]+$/u,
  zh: /^[\p{Script=Han}·・ ]+$/u,
  ko: /^[\p{Script=Hangul}\p{Script=Han} ]+$/u,
  ar: /^[\p{Script=Arabic} \u200c-]+$/u,
};

describe('place-name data (GeoNames, Natural Earth)', () => {
  it('is well-formed and keyed by ids and admin1 codes of the gazetteer', () => {
    const regions = new Set(gaz.cities.map((city) => `${city.country}.${city.adminCode}`));
    const files = readdirSync(new URL('./names/', import.meta.url)).filter(
      (f) => f.endsWith('.json') && f !== MUNICIPALITY_NAMES_FILE,
    );
    expect(files.sort()).toEqual(DATA_LANGUAGES.map((l) => `${l}.json`).sort());
    for (const language of DATA_LANGUAGES) {
      const data = parsePlaceNames(readFileSync(new URL(`./names/${language}.json`, import.meta.url), 'utf8'));
      for (const id of Object.keys(data.cities)) expect(byId.has(Number(id)), `${language} ${id}`).toBe(true);
      for (const key of Object.keys(data.regions)) expect(regions.has(key), `${language} ${key}`).toBe(true);
      for (const [id, name] of Object.entries(data.cities)) {
        if (language in SCRIPT) expect(name, `${language} ${id}`).toMatch(SCRIPT[language as keyof typeof SCRIPT]);
        else expect(name, `${language} ${id}`).not.toBe(byId.get(Number(id))!.name);
      }
    }
  });

  it('names every place of 15,000 people or more in the script of ja, ko and ar (zh where the data has it)', () => {
    const big = gaz.cities.filter((city) => city.population >= 15_000);
    expect(big.length).toBeGreaterThan(20_000);
    const wrong: string[] = [];
    for (const city of big) {
      for (const language of ['ja', 'ko', 'ar'] as const) {
        const name = localCityName(city.cityId, city.name, language);
        if (LATIN.test(name) || !name.trim()) wrong.push(`${city.name} (${city.cityId}) ${language}: ${name}`);
      }
      const zh = localCityName(city.cityId, city.name, 'zh');
      if (dataCityName(city.cityId, 'zh') && !SCRIPT.zh.test(zh)) wrong.push(`${city.name} zh: ${zh}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names every town of the landmark pack in the script of ja, ko and ar', () => {
    const dir = new URL('../knowledge/landmarks/facts/', import.meta.url);
    const mentioned: Array<{ city: string; country: string; lat: number; lng: number }> = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (typeof o.city === 'string' && typeof o.lat === 'number' && typeof o.lng === 'number') {
          mentioned.push({ city: o.city, country: String(o.country ?? ''), lat: o.lat, lng: o.lng });
        }
        Object.values(o).forEach(walk);
      }
    };
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      walk(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    }
    expect(mentioned.length).toBeGreaterThan(100);
    let resolved = 0;
    for (const place of mentioned) {
      const namesakes = gaz.cities.filter(
        (c) => c.name === place.city && (!place.country || c.country === place.country),
      );
      const city = namesakes.sort(
        (a, b) =>
          distanceKm(place.lat, place.lng, a.loc.coordinates[1], a.loc.coordinates[0]) -
          distanceKm(place.lat, place.lng, b.loc.coordinates[1], b.loc.coordinates[0]),
      )[0];
      if (!city) continue;
      resolved++;
      for (const language of ['ja', 'ko', 'ar'] as const) {
        const name = localCityName(city.cityId, city.name, language);
        expect(LATIN.test(name), `${city.name} ${language}: ${name}`).toBe(false);
      }
    }
    expect(resolved / mentioned.length).toBeGreaterThan(0.95);
  });

  // Values as the sources give them, a sample checked against Wikipedia and other public pages.
  const KNOWN: Array<[id: number, gazetteer: string, language: LanguageCode, name: string]> = [
    [1862627, 'Himeji', 'ja', '姫路'],
    [1862627, 'Himeji', 'ko', '히메지'],
    [1862627, 'Himeji', 'ar', 'هيميجي'],
    [1841603, 'Gyeongju', 'ko', '경주'],
    [1841603, 'Gyeongju', 'ja', '慶州'],
    [1841603, 'Gyeongju', 'zh', '庆州'],
    [362041, 'Abu Simbel', 'ar', 'أبو سمبل'],
    [362041, 'Abu Simbel', 'ja', 'アブ・シンベル'],
    [2886242, 'Köln', 'en', 'Cologne'],
    [2886242, 'Köln', 'es', 'Colonia'],
    [2886242, 'Köln', 'it', 'Colonia'],
    [2886242, 'Köln', 'fr', 'Cologne'],
    [2886242, 'Köln', 'de', 'Köln'],
    [2886242, 'Köln', 'ja', 'ケルン'],
    [3173435, 'Milan', 'de', 'Mailand'],
    [3173435, 'Milan', 'es', 'Milán'],
    [2874225, 'Mainz', 'fr', 'Mayence'],
    [2874225, 'Mainz', 'es', 'Maguncia'],
    [2792413, 'Liège', 'de', 'Lüttich'],
    [2849483, 'Regensburg', 'fr', 'Ratisbonne'],
    [3247449, 'Aachen', 'ja', 'アーヘン'],
    [3247449, 'Aachen', 'ko', '아헨'],
    [2803138, 'Antwerpen', 'fr', 'Anvers'],
    [2803138, 'Antwerpen', 'es', 'Amberes'],
    [2803138, 'Antwerpen', 'pt', 'Antuérpia'],
    [1857910, 'Kyoto', 'ko', '교토'],
    [1838524, 'Busan', 'ko', '부산'],
    [1838524, 'Busan', 'ja', '釜山'],
    [1864945, 'Atami', 'ja', '熱海'],
    [1845457, 'Jeonju', 'ko', '전주'],
    [1843137, 'Gangneung', 'ko', '강릉'],
    [1886760, 'Suzhou', 'zh', '苏州'],
    [1809498, 'Guilin', 'ja', '桂林'],
    [2036892, 'Hohhot', 'zh', '呼和浩特市'],
    [2666199, 'Uppsala', 'ja', 'ウプサラ'],
    [2666199, 'Uppsala', 'ko', '웁살라'],
    [2666199, 'Uppsala', 'zh', '乌普萨拉'],
    [3102014, 'Bydgoszcz', 'ar', 'بيدغوشتش'],
    [2990440, 'Nice', 'de', 'Nizza'],
    [2990440, 'Nice', 'es', 'Niza'],
    [2861650, 'Nürnberg', 'it', 'Norimberga'],
    [2766824, 'Salzburg', 'it', 'Salisburgo'],
    [2849483, 'Regensburg', 'it', 'Ratisbona'],
    [359792, 'Aswan', 'ar', 'أسوان'],
    [360502, 'Luxor', 'ar', 'الأقصر'],
    [561887, 'Gatchina', 'ja', 'ガッチナ'],
  ];

  it.each(KNOWN)('names %i (%s) in %s as %s', (id, gazetteerName, language, name) => {
    expect(byId.get(id)?.name).toBe(gazetteerName);
    expect(localCityName(id, gazetteerName, language)).toBe(name);
  });

  it('yields to the hand tables, which hold the checked everyday forms', () => {
    // GeoNames has 首尔特别市 / 東京 for Seoul in zh / ja, the tables the everyday 首尔 / ソウル.
    expect(dataCityName(1835848, 'zh')).not.toBe(SCRIPT_NAMES[1835848]![2]);
    expect(localCityName(1835848, 'Seoul', 'zh')).toBe(SCRIPT_NAMES[1835848]![2]);
    expect(localCityName(1835848, 'Seoul', 'ja')).toBe('ソウル');
    for (const [id, [gazetteerName, ja, zh, ko, ar]] of Object.entries(SCRIPT_NAMES)) {
      const names = { ja, zh, ko, ar };
      for (const [language, name] of Object.entries(names)) {
        if (name) expect(localCityName(Number(id), gazetteerName, language as LanguageCode)).toBe(name);
      }
    }
    for (const [id, names] of Object.entries(LATIN_NAMES)) {
      const gazetteerName = byId.get(Number(id))!.name;
      for (const [language, name] of Object.entries(names)) {
        expect(localCityName(Number(id), gazetteerName, language as LanguageCode)).toBe(name);
      }
    }
  });

  it('gives forward search the data names as well as the tables', () => {
    const rows = allTableNames();
    const has = (id: number, name: string) => rows.some(([i, n]) => i === id && n === name);
    expect(has(2886242, 'Colonia')).toBe(true);
    expect(has(1862627, '姫路')).toBe(true);
    expect(has(2874225, 'Mayence')).toBe(true);
    expect(rows.length).toBeGreaterThan(30_000);
  });

  it('reads its files quickly', () => {
    const started = performance.now();
    for (const language of DATA_LANGUAGES) placeNames(language);
    const ms = performance.now() - started;
    // Measured about 20 ms for all nine files here; files are read lazily, one language at a time.
    expect(ms).toBeLessThan(250);
  });
});

describe('country names', () => {
  it('are localised in the ten languages', () => {
    expect(countryName('FR', 'fr')).toBe('France');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('EG', 'ar')).toBe('مصر');
    // The library's Korean misspells some (폴랜드, 포르투칼): the standard forms are said, and found.
    expect(countryName('PL', 'ko')).toBe('폴란드');
    expect(countryName('PT', 'ko')).toBe('포르투갈');
    expect(countryName('ET', 'ko')).toBe('에티오피아');
    expect(countryCodeOf('폴란드')).toBe('PL');
    // The library's Italian and Portuguese names for Myanmar hold both names in one string.
    expect(countryName('MM', 'it')).toBe('Myanmar');
    expect(countryName('MM', 'pt')).toBe('Mianmar');
    for (const language of LANGUAGE_CODES)
      for (const code of ['MM', 'CD', 'CG', 'SY', 'TZ', 'VA', 'MD', 'TW'])
        expect(countryName(code, language), `${code} ${language}`).not.toMatch(/[(),]|\s{2}/u);
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('CN', 'ja')).toBe('中国');
    expect(countryName('CD', 'pt')).toBe('República Democrática do Congo');
  });

  it('are recognised by name in any language or by code', () => {
    expect(['Deutschland', 'Allemagne', 'ドイツ', 'DEU', 'de'].map(countryCodeOf)).toEqual([
      'DE',
      'DE',
      'DE',
      'DE',
      'DE',
    ]);
    expect(countryCodeOf('USA')).toBe('US');
    expect(countryCodeOf('Narnia')).toBeUndefined();
  });
});

describe('region tables', () => {
  it('use only admin1 codes that exist in the data', () => {
    const present = new Set(gaz.cities.map((city) => `${city.country}.${city.adminCode}`));
    const keys = regionTableKeys();
    expect(keys.filter(([country]) => country === 'US')).toHaveLength(51);
    for (const [country, code] of keys) expect(present.has(`${country}.${code}`), `${country}.${code}`).toBe(true);
  });

  it('name the region of the capital or largest city correctly', () => {
    const regionOf = (cityId: number, language: 'en' | 'de' | 'ja' = 'en') => {
      const city = byId.get(cityId)!;
      return regionName(city.country, city.adminCode, language);
    };
    expect(regionOf(5391959)).toBe('California'); // San Francisco
    expect(regionOf(6167865)).toBe('Ontario'); // Toronto
    expect(regionOf(2147714)).toBe('New South Wales'); // Sydney
    expect(regionOf(2867714, 'de')).toBe('Bayern'); // Munich
    expect(regionOf(3169070)).toBe('Lazio'); // Rome
    expect(regionOf(1853909, 'ja')).toBe('大阪府'); // Osaka
    expect(regionOf(1796236)).toBe('Shanghai');
  });

  it('fall back to the GeoNames names where no hand table covers the country', () => {
    expect(regionName('NL', '07', 'en')).toBe('North Holland');
    expect(regionName('XX', '99', 'en')).toBeNull();
    expect(regionDisplayName('CN', '04', 'zh')).toBe('江苏省');
    // Japanese forms of the Chinese province names, autonomous regions left out (ウイグル is katakana).
    expect(regionDisplayName('CN', '04', 'ja')).toBe('江蘇省');
    expect(regionDisplayName('CN', '13', 'ja')).toBeNull();
    expect(regionDisplayName('KR', '11', 'ja')).toBe('ソウル特別市');
    expect(regionDisplayName('KR', '17', 'ko')).toMatch(SCRIPT.ko);
    // Nothing in the script: no Latin letters on a Chinese line.
    expect(regionDisplayName('NL', '07', 'zh')).toBeNull();
    expect(regionMatches('NL', '07', 'North Holland')).toBe(true);
    expect(regionMatches('CN', '04', '江苏省')).toBe(true);
  });

  it('match postal abbreviations and names in several languages', () => {
    expect(regionMatches('US', 'CA', 'ca')).toBe(true);
    expect(regionMatches('US', 'CA', 'California')).toBe(true);
    expect(regionMatches('CA', '08', 'ON')).toBe(true);
    expect(regionMatches('DE', '02', 'Bavaria')).toBe(true);
    expect(regionMatches('DE', '02', 'bayern')).toBe(true);
    expect(regionMatches('US', 'CA', 'Oregon')).toBe(false);
  });
});
