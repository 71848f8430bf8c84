/**
 * A rough reading of a romanised place name ("Sausalito", "Kitaibaraki") written in katakana,
 * hangul or Arabic letters, for places the name data does not cover, so the speech engine of those
 * languages reads a name rather than spelling Latin letters. Chinese spells other countries' places
 * in characters by sound (to-hanzi.ts) but not those of China, Japan and Korea, whose characters
 * carry meaning: there the caller keeps the data's or the gazetteer's name.
 * Rules follow the usual loanword spellings; they are an approximation, never a checked name.
 */

import { pinyinToHangul } from './pinyin-hangul';
import { toHanzi } from './to-hanzi';

export type Vowel = 'a' | 'e' | 'i' | 'o' | 'u';
/** One spoken unit: a consonant (or none) and the vowel after it (or none, for a closing consonant). */
export interface Unit {
  c: string;
  v: Vowel | '';
  /** A y between the consonant and the vowel ("kyo", "nya"). */
  y?: boolean;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const CONSONANT_GROUPS: Array<[string, string]> = [
  ['sch', 'sh'],
  ['tch', 'ch'],
  ['dzh', 'j'],
  ['sh', 'sh'],
  ['ch', 'ch'],
  ['zh', 'j'],
  ['kh', 'k'],
  ['gh', 'g'],
  ['ph', 'f'],
  ['th', 's'],
  ['ts', 'ts'],
  ['tz', 'ts'],
  ['ck', 'k'],
  ['dj', 'j'],
  ['qu', 'k'],
];

/** The few gazetteer names written in Cyrillic ("Зуунмод"), read through a plain romanisation. */
const CYRILLIC: Record<string, string> = Object.fromEntries(
  [...'абвгдезийклмнопрстуфхыэіўґ'].map((ch, i) => [ch, 'abvgdeziyklmnoprstufhyeiug'[i]!]),
);
Object.assign(CYRILLIC, {
  ё: 'yo',
  ж: 'zh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ь: '',
  ю: 'yu',
  я: 'ya',
  ї: 'yi',
  є: 'ye',
  ү: 'u',
  ө: 'o',
});

/** The name's words in plain lower-case Latin letters (accents, ß, ø ... and Cyrillic read out). */
export function normaliseWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/\p{Script=Cyrillic}/gu, (ch) => CYRILLIC[ch] ?? '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐðÐ]/g, 'd')
    .replace(/[ıİ]/g, 'i')
    .replace(/[þÞ]/g, 'th')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼʻ`]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** A word as sounds: consonants ("sh", "k", ...) and vowels, doubled letters taken once. */
function sounds(word: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < word.length) {
    const group = CONSONANT_GROUPS.find(([letters]) => word.startsWith(letters, i));
    let sound: string;
    if (group) {
      sound = group[1];
      i += group[0].length;
    } else {
      const ch = word[i]!;
      const next = word[i + 1] ?? '';
      i += 1;
      if (ch === 'c') sound = 'eiy'.includes(next) && next !== '' ? 's' : 'k';
      else if (ch === 'x') {
        out.push('k');
        sound = 's';
      } else if (ch === 'q') sound = 'k';
      else if (ch === 'y') sound = VOWELS.has(next) ? 'y' : 'i';
      else sound = ch;
    }
    if (out[out.length - 1] === sound && !VOWELS.has(sound)) continue;
    if (sound === out[out.length - 1] && VOWELS.has(sound)) continue;
    out.push(sound);
  }
  return out;
}

export function units(word: string): Unit[] {
  const s = sounds(word);
  const out: Unit[] = [];
  for (let i = 0; i < s.length; i++) {
    const sound = s[i]!;
    if (VOWELS.has(sound)) out.push({ c: '', v: sound as Vowel });
    else if (s[i + 1] === 'y' && VOWELS.has(s[i + 2] ?? '') && sound !== 'y') {
      out.push({ c: sound, v: s[i + 2] as Vowel, y: true });
      i += 2;
    } else if (VOWELS.has(s[i + 1] ?? '')) {
      out.push({ c: sound, v: s[i + 1] as Vowel });
      i++;
    } else out.push({ c: sound, v: '' });
  }
  return out;
}

// ---------------------------------------------------------------- Japanese (katakana)

const KANA: Record<string, string> = {
  '': 'アイウエオ',
  k: 'カキクケコ',
  g: 'ガギグゲゴ',
  s: 'サシスセソ',
  z: 'ザジズゼゾ',
  n: 'ナニヌネノ',
  h: 'ハヒフヘホ',
  b: 'バビブベボ',
  p: 'パピプペポ',
  m: 'マミムメモ',
  r: 'ラリルレロ',
  l: 'ラリルレロ',
};
const KANA_PAIRS: Record<string, [string, string, string, string, string]> = {
  t: ['タ', 'ティ', 'トゥ', 'テ', 'ト'],
  d: ['ダ', 'ディ', 'ドゥ', 'デ', 'ド'],
  y: ['ヤ', 'イ', 'ユ', 'イェ', 'ヨ'],
  w: ['ワ', 'ウィ', 'ウ', 'ウェ', 'ウォ'],
  f: ['ファ', 'フィ', 'フ', 'フェ', 'フォ'],
  v: ['ヴァ', 'ヴィ', 'ヴ', 'ヴェ', 'ヴォ'],
  j: ['ジャ', 'ジ', 'ジュ', 'ジェ', 'ジョ'],
  sh: ['シャ', 'シ', 'シュ', 'シェ', 'ショ'],
  ch: ['チャ', 'チ', 'チュ', 'チェ', 'チョ'],
  ts: ['ツァ', 'ツィ', 'ツ', 'ツェ', 'ツォ'],
};
const VOWEL_INDEX: Record<Vowel, number> = { a: 0, i: 1, u: 2, e: 3, o: 4 };
/** The vowel a closing consonant takes in katakana (ト, ド, チ, ジ; ウ otherwise). */
const CLOSING_VOWEL: Record<string, Vowel> = { t: 'o', d: 'o', ch: 'i', j: 'i', sh: 'u' };

const SMALL_Y: Record<Vowel, string> = { a: 'ャ', i: '', u: 'ュ', e: 'ェ', o: 'ョ' };

function kana(c: string, v: Vowel): string {
  const row = KANA_PAIRS[c] ?? KANA[c] ?? KANA['']!;
  return row[VOWEL_INDEX[v]]!;
}

export function toKatakana(name: string): string {
  return normaliseWords(name)
    .map((word) =>
      units(word)
        .map(({ c, v, y }, i, all) => {
          if (v && y) return kana(c, 'i') + SMALL_Y[v];
          if (v) return kana(c, v);
          if (c === 'n' || (c === 'm' && i < all.length - 1)) return 'ン';
          return kana(c, CLOSING_VOWEL[c] ?? 'u');
        })
        .join(''),
    )
    .join('・');
}

// ---------------------------------------------------------------- Korean (hangul)

const INITIAL: Record<string, number> = {
  g: 0,
  n: 2,
  d: 3,
  r: 5,
  l: 5,
  m: 6,
  b: 7,
  v: 7,
  s: 9,
  sh: 9,
  '': 11,
  y: 11,
  w: 11,
  j: 12,
  z: 12,
  ch: 14,
  ts: 14,
  k: 15,
  t: 16,
  p: 17,
  f: 17,
  h: 18,
};
const MEDIAL: Record<Vowel, number> = { a: 0, e: 5, i: 20, o: 8, u: 13 };
/** y- and w- vowels (야, 예, 요, 유; 와, 웨, 위, 워), also used after "sh" (샤, 셰, 쇼, 슈). */
const Y_MEDIAL: Record<Vowel, number> = { a: 2, e: 7, i: 20, o: 12, u: 17 };
const W_MEDIAL: Record<Vowel, number> = { a: 9, e: 15, i: 16, o: 14, u: 13 };
const FINAL: Record<string, number> = { k: 1, n: 4, l: 8, m: 16, p: 17, ng: 21 };
const EU = 18;

const syllable = (initial: number, medial: number, final = 0) =>
  String.fromCharCode(0xac00 + (initial * 21 + medial) * 28 + final);

export function toHangul(name: string): string {
  return normaliseWords(name)
    .map((word) => {
      const out: Array<[number, number, number]> = [];
      const all = units(word);
      for (let i = 0; i < all.length; i++) {
        const { c, v, y } = all[i]!;
        const previous = out[out.length - 1];
        if (v) {
          const medial = c === 'y' || c === 'sh' || y ? Y_MEDIAL[v] : c === 'w' ? W_MEDIAL[v] : MEDIAL[v];
          // Milano -> 밀라노: an l after a vowel is written twice.
          if (c === 'l' && previous && previous[2] === 0 && all[i - 1]?.v) previous[2] = FINAL.l!;
          out.push([INITIAL[c] ?? 11, medial, 0]);
          continue;
        }
        const ng = c === 'n' && all[i + 1]?.c === 'g' && !all[i + 1]?.v;
        const final = ng ? FINAL.ng! : ['n', 'm', 'l'].includes(c) ? FINAL[c]! : 0;
        if (ng) i++;
        if (final && previous && previous[2] === 0) previous[2] = final;
        else if (c === 'r' && previous) continue;
        else if (c === 'sh') out.push([9, 20, 0]);
        else if (c === 'ch' || c === 'j') out.push([INITIAL[c]!, 20, 0]);
        else out.push([INITIAL[c] ?? 11, EU, 0]);
      }
      return out.map(([a, b, f]) => syllable(a, b, f)).join('');
    })
    .join(' ');
}

// ---------------------------------------------------------------- Arabic

const ARABIC_CONSONANT: Record<string, string> = {
  b: 'ب',
  p: 'ب',
  t: 'ت',
  d: 'د',
  k: 'ك',
  g: 'غ',
  s: 'س',
  z: 'ز',
  sh: 'ش',
  ch: 'تش',
  j: 'ج',
  ts: 'تس',
  f: 'ف',
  v: 'ف',
  h: 'ه',
  m: 'م',
  n: 'ن',
  l: 'ل',
  r: 'ر',
  w: 'و',
  y: 'ي',
};
const ARABIC_VOWEL: Record<Vowel, string> = { a: 'ا', e: 'ي', i: 'ي', o: 'و', u: 'و' };
const ARABIC_INITIAL_VOWEL: Record<Vowel, string> = { a: 'أ', e: 'إ', i: 'إ', o: 'أو', u: 'أو' };

export function toArabic(name: string): string {
  return normaliseWords(name)
    .map((word) =>
      units(word)
        .map(({ c, v, y }, i) => {
          const consonant = (ARABIC_CONSONANT[c] ?? '') + (y ? 'ي' : '');
          if (!v) return consonant;
          if (!c) return i === 0 ? ARABIC_INITIAL_VOWEL[v] : ARABIC_VOWEL[v];
          return consonant + ARABIC_VOWEL[v];
        })
        .join(''),
    )
    .join(' ');
}

/**
 * Countries that write their own place names in Chinese characters: a Chinese name there is the
 * place's own characters, which cannot be told from a romanisation (Yanqing is 延庆, and many other
 * characters read "yan" and "qing"), so Chinese gets no spelled-out name for them.
 */
const HAN_COUNTRIES = new Set(['CN', 'TW', 'HK', 'MO', 'JP', 'KR', 'KP']);

/**
 * The name in the language's script, or null where the language has no transliteration here. For a
 * place of mainland China (country "CN") Korean reads the name as pinyin where it is pinyin; Chinese
 * spells the names of other countries' places in characters (toHanzi), never those of HAN_COUNTRIES.
 */
export function transliterate(name: string, language: string, country?: string): string | null {
  const out =
    language === 'ja'
      ? toKatakana(name)
      : language === 'ko'
        ? (country === 'CN' && pinyinToHangul(name)) || toHangul(name)
        : language === 'ar'
          ? toArabic(name)
          : language === 'zh' && !(country && HAN_COUNTRIES.has(country))
            ? toHanzi(name, country)
            : null;
  if (out && language === 'ko' && (country === 'KR' || country === 'KP')) return joinKoreanSuffixes(out);
  return out ? out : null;
}

/** Korean writes a place's administrative word with its name, as one word: 용산동 for Yongsan-dong, not 용산 동. */
const KOREAN_SUFFIX = / (동|구|시|군|읍|면|리|가|도)(?= |$)/gu;
function joinKoreanSuffixes(name: string): string {
  return name.replace(KOREAN_SUFFIX, '$1');
}
