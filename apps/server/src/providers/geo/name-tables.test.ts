import { describe, expect, it } from 'vitest';
import { LATIN_NAMES, CITY_ALIASES } from './city-names-latin';
import { SCRIPT_NAMES } from './city-names-scripts';
import { localCityName } from './city-names';
import { countryCodeOf, countryName } from './country-names';
import { loadGazetteer } from './gazetteer';
import { regionMatches, regionName, regionTableKeys } from './region-names';

const gaz = loadGazetteer();
const byId = new Map(gaz.cities.map((city) => [city.cityId, city]));

describe('city name tables', () => {
  it('key every entry by the GeoNames id of the city it names', () => {
    for (const [id, [gazetteerName]] of Object.entries(SCRIPT_NAMES)) {
      expect(byId.get(Number(id))?.name, id).toBe(gazetteerName);
    }
    for (const id of [...Object.keys(LATIN_NAMES), ...Object.keys(CITY_ALIASES)]) {
      expect(SCRIPT_NAMES[Number(id)], `${id} has a script entry`).toBeDefined();
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
    expect(localCityName(1835848, 'Seoul', 'ar')).toBe('Seoul');
    expect(localCityName(5393611, 'Sausalito', 'ja')).toBe('Sausalito');
  });
});

describe('country names', () => {
  it('are localised in the ten languages', () => {
    expect(countryName('FR', 'fr')).toBe('France');
    expect(countryName('JP', 'ja')).toBe('日本');
    expect(countryName('EG', 'ar')).toBe('مصر');
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
    expect(regionName('NL', '07', 'en')).toBeNull();
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
