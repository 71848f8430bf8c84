/**
 * Hangul for a place name of mainland China written in Hanyu Pinyin ("Yanqing" -> 옌칭,
 * "Zhoukou" -> 저우커우), after the Korean rules for writing Chinese (외래어 표기법, 중국어 표기):
 * plain consonants for b/d/g, tense ㅉ/ㅆ for z/s, and no y-vowel after ㅈ/ㅊ (jiang -> 장).
 * Null when the name is not made of pinyin syllables.
 */

/** Initial consonant index in the hangul block (ㄱ 0 ... ㅎ 18). */
const INITIALS: Record<string, number> = {
  b: 7,
  p: 17,
  m: 6,
  f: 17,
  d: 3,
  t: 16,
  n: 2,
  l: 5,
  g: 0,
  k: 15,
  h: 18,
  j: 12,
  q: 14,
  x: 9,
  zh: 12,
  ch: 14,
  sh: 9,
  r: 5,
  z: 13,
  c: 14,
  s: 10,
  '': 11,
};

/** A final: vowel index (ㅏ 0 ... ㅣ 20), closing consonant index (ㄴ 4, ㅇ 21), a trailing syllable. */
type Final = readonly [vowel: number, closing: number, trailing: string];
const FINALS: Record<string, Final> = {
  a: [0, 0, ''],
  o: [8, 0, ''],
  e: [4, 0, ''],
  ai: [0, 0, '이'],
  ei: [5, 0, '이'],
  ao: [0, 0, '오'],
  ou: [4, 0, '우'],
  an: [0, 4, ''],
  en: [4, 4, ''],
  ang: [0, 21, ''],
  eng: [4, 21, ''],
  ong: [13, 21, ''],
  i: [20, 0, ''],
  ia: [2, 0, ''],
  ie: [7, 0, ''],
  iao: [2, 0, '오'],
  iu: [17, 0, ''],
  ian: [7, 4, ''],
  in: [20, 4, ''],
  iang: [2, 21, ''],
  ing: [20, 21, ''],
  iong: [17, 21, ''],
  u: [13, 0, ''],
  ua: [9, 0, ''],
  uo: [14, 0, ''],
  uai: [9, 0, '이'],
  ui: [13, 0, '이'],
  uan: [9, 4, ''],
  un: [13, 4, ''],
  uang: [9, 21, ''],
  v: [16, 0, ''],
  ve: [15, 0, ''],
  van: [16, 0, '안'],
  vn: [16, 4, ''],
};
/** Syllables without an initial, spelled with y or w. */
const ZERO_INITIAL: Record<string, string | Final> = {
  a: 'a',
  o: 'o',
  e: 'e',
  ai: 'ai',
  ei: 'ei',
  ao: 'ao',
  ou: 'ou',
  an: 'an',
  en: 'en',
  ang: 'ang',
  eng: 'eng',
  yi: 'i',
  ya: 'ia',
  ye: 'ie',
  yao: 'iao',
  you: 'iu',
  yan: 'ian',
  yin: 'in',
  yang: 'iang',
  ying: 'ing',
  yong: 'iong',
  yu: 'v',
  yue: 've',
  yuan: 'van',
  yun: 'vn',
  wu: 'u',
  wa: 'ua',
  wo: 'uo',
  wai: 'uai',
  wei: [15, 0, '이'],
  wan: 'uan',
  wen: [14, 4, ''],
  wang: 'uang',
  weng: [14, 21, ''],
};
const PALATAL = new Set(['j', 'q', 'x']);
const SIBILANT = new Set(['zh', 'ch', 'sh', 'r', 'z', 'c', 's']);
/** y-vowels written plain after ㅈ, ㅊ, ㅉ (ㅑ ㅕ ㅖ ㅛ ㅠ -> ㅏ ㅓ ㅔ ㅗ ㅜ). */
const PLAIN_AFTER_AFFRICATE: Record<number, number> = { 2: 0, 6: 4, 7: 5, 12: 8, 17: 13 };

const block = (initial: number, vowel: number, closing: number) =>
  String.fromCharCode(0xac00 + (initial * 21 + vowel) * 28 + closing);

/** One pinyin syllable in hangul, or null when it is not one. */
function syllable(text: string): string | null {
  if (text === 'er') return '얼';
  const zero = ZERO_INITIAL[text];
  if (zero !== undefined) {
    const final = typeof zero === 'string' ? FINALS[zero]! : zero;
    return block(11, final[0], final[1]) + final[2];
  }
  const initial = ['zh', 'ch', 'sh'].find((i) => text.startsWith(i)) ?? text[0]!;
  if (!(initial in INITIALS) || initial === '') return null;
  let rest = text.slice(initial.length);
  if (PALATAL.has(initial)) {
    // j, q and x take only i- and ü-finals; ü is written u after them.
    if (/^u/.test(rest)) rest = 'v' + rest.slice(1);
    else if (!/^i/.test(rest)) return null;
  } else if (/^i./.test(rest) && (SIBILANT.has(initial) || 'gkhf'.includes(initial))) return null;
  else if (rest === 'i' && 'gkh'.includes(initial)) return null;
  const final = FINALS[rest];
  if (!final) return null;
  let vowel = final[0];
  // zhi, chi, shi, ri, zi, ci, si: the vowel is ㅡ.
  if (rest === 'i' && SIBILANT.has(initial)) vowel = 18;
  const index = INITIALS[initial]!;
  if (index === 12 || index === 13 || index === 14) vowel = PLAIN_AFTER_AFFRICATE[vowel] ?? vowel;
  return block(index, vowel, final[1]) + final[2];
}

/**
 * A word as pinyin syllables, longest first with backtracking ("hangzhou" = hang + zhou). A syllable
 * starting with a, o or e only opens a word: inside one, pinyin writes an apostrophe before it
 * ("Xi'an"), so "Jinan" is ji + nan.
 */
function word(text: string, first = true): string | null {
  if (text === '') return '';
  if (!first && /^[aoe]/.test(text)) return null;
  for (let length = Math.min(6, text.length); length >= 1; length--) {
    const head = syllable(text.slice(0, length));
    if (head === null) continue;
    const tail = word(text.slice(length), false);
    if (tail !== null) return head + tail;
  }
  return null;
}

export function pinyinToHangul(name: string): string | null {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const out: string[] = [];
  for (const w of words) {
    const parts = w.split(/['’ʼ]/).map((part) => word(part));
    if (parts.some((p) => p === null || p === '')) return null;
    out.push(parts.join(''));
  }
  return out.join(' ');
}
