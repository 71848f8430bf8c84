/**
 * A romanised place name written in Chinese characters the way Chinese writes foreign names: one
 * character per spoken syllable, after the usual characters of the Xinhua transliteration tables
 * (巴 ba, 特 t, 尔 a closing l or r, 兰 lan, 斯 s ...), so Mandarin narration reads a name instead of
 * spelling Latin letters (Tulsa -> 图尔萨, Joliet -> 乔利埃特, Milano -> 米兰诺). A few words that
 * Chinese translates rather than spells are translated (San, Santa, Saint -> 圣; New -> 新; City -> 城).
 * An approximation from the spelling, never a checked name: the name data and the hand tables come
 * first, and places in countries that write their names in Chinese characters (China, Japan, Korea)
 * are never spelled this way (their characters carry meaning; see transliterate()).
 */
import { units, normaliseWords, type Unit, type Vowel } from './transliterate';

const VOWEL_COLUMN: Record<Vowel, number> = { a: 0, e: 1, i: 2, o: 3, u: 4 };

/** Consonant -> [a, e, i, o, u, closing consonant]. */
const SYLLABLE: Record<string, string> = {
  '': '阿埃伊奥乌',
  b: '巴贝比博布布',
  p: '帕佩皮波普普',
  d: '达德迪多杜德',
  t: '塔特蒂托图特',
  g: '加盖吉戈古格',
  k: '卡凯基科库克',
  v: '瓦维维沃武夫',
  f: '法费菲福富夫',
  z: '扎泽齐佐祖兹',
  s: '萨塞西索苏斯',
  sh: '沙谢希肖舒什',
  ch: '查切奇乔丘奇',
  j: '贾杰吉乔朱吉',
  ts: '察策齐措楚茨',
  m: '马梅米莫穆姆',
  n: '纳内尼诺努恩',
  l: '拉莱利洛卢尔',
  r: '拉雷里罗鲁尔',
  h: '哈赫希霍胡赫',
  w: '瓦韦威沃伍乌',
  y: '亚耶伊约尤伊',
};

/** A syllable closed by n, m (before a consonant) or ng: consonant -> [an, en, in, on, un]. */
const NASAL: Record<string, string> = {
  '': '安恩因翁温',
  b: '班本宾邦本',
  p: '潘彭平庞彭',
  d: '丹登丁东敦',
  t: '坦滕廷通顿',
  g: '甘根金贡衮',
  k: '坎肯金孔昆',
  v: '万文温冯文',
  f: '凡芬芬丰丰',
  z: '赞曾津宗尊',
  s: '桑森辛松孙',
  sh: '尚申辛雄顺',
  ch: '钱琴钦琼琼',
  j: '简真金琼准',
  ts: '灿岑钦聪尊',
  m: '曼门明蒙蒙',
  n: '南嫩宁农农',
  l: '兰伦林隆伦',
  r: '兰伦林隆伦',
  h: '汉亨欣洪洪',
  w: '万文温翁文',
  y: '扬延因永云',
};

/** Words Chinese translates in place names rather than spells. */
const WORDS: Record<string, string> = {
  san: '圣',
  santa: '圣',
  santo: '圣',
  sao: '圣',
  saint: '圣',
  sainte: '圣',
  st: '圣',
  ste: '圣',
  sankt: '圣',
  new: '新',
  north: '北',
  south: '南',
  east: '东',
  west: '西',
  city: '城',
  beach: '海滩',
  bay: '湾',
  island: '岛',
};

/** Two vowel letters read as one sound (the second is not a syllable of its own). */
const ONE_SOUND = new Set(['ae', 'ai', 'au', 'ea', 'ee', 'ei', 'eu', 'oa', 'oe', 'oo', 'ou', 'ui']);

/** Countries whose names drop a final e after a consonant (Rolla, but Claremore: 克拉雷莫尔). */
const SILENT_E = new Set(['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'ZA', 'FR', 'BE']);

function wordToHanzi(word: string, silentE: boolean): string {
  const all = units(
    silentE && /[^aeiouy]e$/.test(word) && /[aeiouy]/.test(word.slice(0, -2)) ? word.slice(0, -1) : word,
  );
  let out = '';
  for (let i = 0; i < all.length; i++) {
    const unit: Unit = all[i]!;
    const previous = all[i - 1];
    if (!unit.c && unit.v && previous?.v && ONE_SOUND.has(previous.v + unit.v)) continue;
    const row = SYLLABLE[unit.c] ?? SYLLABLE['']!;
    if (!unit.v) {
      out += row[5] ?? '';
      continue;
    }
    const next = all[i + 1];
    const afterNext = all[i + 2];
    // A closing n (or ng, or m before another consonant) joins its vowel: la + n -> 兰.
    const nasal =
      next && !next.v && (next.c === 'n' || (next.c === 'm' && afterNext && !afterNext.v && afterNext.c !== ''));
    if (nasal && !(afterNext && afterNext.c === '' && afterNext.v)) {
      out += (NASAL[unit.c] ?? NASAL['']!)[VOWEL_COLUMN[unit.v]]!;
      i++;
      if (next.c === 'n' && afterNext?.c === 'g' && !afterNext.v) i++;
      continue;
    }
    out += row[VOWEL_COLUMN[unit.v]]!;
  }
  return out;
}

export function toHanzi(name: string, country?: string): string {
  const silentE = country !== undefined && SILENT_E.has(country);
  return normaliseWords(name)
    .map((word) => WORDS[word] ?? wordToHanzi(word, silentE))
    .join('');
}
