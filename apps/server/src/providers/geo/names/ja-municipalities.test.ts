import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localCityName } from '../city-names';
import { loadGazetteer } from '../gazetteer';
import { MUNICIPALITY_NAMES_FILE, parseMunicipalityNames } from './place-names';
import { HAND_CHINESE_NAMES } from './zh-hand';

const gaz = loadGazetteer();
const byId = new Map(gaz.cities.map((city) => [city.cityId, city]));
const table = parseMunicipalityNames(readFileSync(new URL(`./${MUNICIPALITY_NAMES_FILE}`, import.meta.url), 'utf8'));
const KATAKANA_ONLY = /^[\p{Script=Katakana}ー・＝ ]+$/u;

describe("names of Japan's municipalities (ja-municipalities.json)", () => {
  it('is keyed by towns of Japan in the gazetteer and written in kanji or kana (Chinese: kanji only)', () => {
    expect(Object.keys(table.ja).length).toBeGreaterThan(250);
    expect(Object.keys(table.zh).length).toBeGreaterThan(200);
    for (const [language, names] of Object.entries(table)) {
      for (const [id, name] of Object.entries(names)) {
        expect(byId.get(Number(id))?.country, `${language} ${id}`).toBe('JP');
        // Japanese as the municipality writes itself (龍ケ崎, さいたま, 南アルプス), never in katakana alone.
        const script =
          language === 'ja'
            ? /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+$/u
            : /^[\p{Script=Han}々]+$/u;
        expect(name, `${language} ${id}`).toMatch(script);
        expect(name, `${language} ${id}`).not.toMatch(KATAKANA_ONLY);
      }
    }
    // The hand-checked Chinese names stay.
    for (const id of Object.keys(HAND_CHINESE_NAMES)) expect(table.zh[id]).toBeUndefined();
  });

  // The list's names, most checked by hand against public pages (names/checks/ja-municipalities.json).
  const KNOWN: Array<[id: number, gazetteer: string, ja: string, zh: string]> = [
    // Transliterated before (カコガワ, クロイシ, サイタマ).
    [11611933, 'Kakogawa', '加古川', '加古川'],
    [10794009, 'Kuroishi', '黒石', '黑石'],
    [6940394, 'Saitama', 'さいたま', '埼玉'],
    [1848016, 'Yuza', '遊佐町', '游佐'],
    [2111310, 'Ōtsuchi', '大槌町', '大槌'],
    [2112996, 'Choshi', '銚子', '铫子'],
    [11611937, 'Hida', '飛騨', '飞驒'],
    [6822187, 'Ninohe', '二戸', '二户'],
    // Named wrongly in Japanese before (四日, 原, 港町, 巌国, 鳥棲; Chinese 広岛).
    [1848373, 'Yokkaichi', '四日市', '四日市市'],
    [2112664, 'Ichihara', '市原', '市原市'],
    [2129218, 'Yoichi', '余市町', '余市'],
    [1861212, 'Iwakuni', '岩国', '岩国市'],
    [1849904, 'Tosu', '鳥栖', '鸟栖市'],
    [1862415, 'Hiroshima', '広島', '广岛'],
    // Named before and unchanged.
    [1860704, 'Kakogawachō-honmachi', '加古川', '加古川市'],
    [2129395, 'Kuroishi', '黒石', '黑石市'],
  ];

  it.each(KNOWN)('names %i (%s) %s in Japanese and %s in Chinese', (id, gazetteerName, ja, zh) => {
    expect(byId.get(id)?.name).toBe(gazetteerName);
    expect(localCityName(id, gazetteerName, 'ja')).toBe(ja);
    expect(localCityName(id, gazetteerName, 'zh')).toBe(zh);
  });

  it('leaves no town of Japan over 15,000 people that the list names in katakana', () => {
    const towns = gaz.cities.filter((city) => city.country === 'JP' && city.population > 15_000);
    expect(towns.length).toBeGreaterThan(700);
    const inKatakana = towns.filter((city) => KATAKANA_ONLY.test(localCityName(city.cityId, city.name, 'ja')));
    expect(inKatakana.filter((city) => table.ja[city.cityId])).toEqual([]);
    // Those left are former municipalities merged away (Tokuyama, now Shūnan), which the list of
    // today's municipalities does not name: 46 before the list, 31 now.
    expect(inKatakana.length).toBeLessThanOrEqual(31);
  });

  // Read whole on the first Japanese or Chinese request: the table stays small (speed is measured in bench/, not here).
  it('keeps the table small', () => {
    expect(statSync(new URL('./ja-municipalities.json', import.meta.url)).size).toBeLessThan(32 * 1024);
  });
});
