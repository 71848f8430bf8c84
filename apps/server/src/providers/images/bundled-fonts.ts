import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

/**
 * Covers draw with fonts shipped in node_modules (Noto Sans, OFL-1.1), so names in Latin, Cyrillic,
 * Greek, Arabic, Japanese, Chinese and Korean render on a machine with no system fonts at all.
 * Fontsource splits each font into unicode-range files; registering every file of one font under
 * one family name lets Skia pick the file that holds each character.
 */
const BUNDLED = [
  { family: 'Roamcast Sans', pkg: '@fontsource-variable/noto-sans', files: /^noto-sans-[a-z-]+-wght-normal\.woff2$/ },
  {
    family: 'Roamcast Arabic',
    pkg: '@fontsource-variable/noto-sans-arabic',
    files: /^noto-sans-arabic-arabic-wght-normal\.woff2$/,
  },
  { family: 'Roamcast JP', pkg: '@fontsource-variable/noto-sans-jp', files: /-wght-normal\.woff2$/ },
  { family: 'Roamcast SC', pkg: '@fontsource-variable/noto-sans-sc', files: /-wght-normal\.woff2$/ },
  { family: 'Roamcast KR', pkg: '@fontsource-variable/noto-sans-kr', files: /-wght-normal\.woff2$/ },
] as const;

type Family = (typeof BUNDLED)[number]['family'];

let registered = false;

/** Registers the bundled fonts once per process (about a quarter of a second; glyphs load when first drawn). */
export function registerBundledFonts(): void {
  if (registered) return;
  for (const font of BUNDLED) {
    const dir = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), 'files');
    const files = readdirSync(dir).filter((file) => font.files.test(file));
    if (files.length === 0) throw new Error(`No font files found in ${dir}`);
    for (const file of files) GlobalFonts.registerFromPath(path.join(dir, file), font.family);
  }
  registered = true;
}

const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;

/**
 * The family list for a piece of text, in the order its script wants: one Han character has a
 * Japanese, a Chinese and a Korean form, so kana put the Japanese font first and hangul the Korean;
 * other Han text reads as Chinese.
 */
export function fontFamiliesFor(text: string): string {
  const cjk: Family[] = KANA.test(text)
    ? ['Roamcast JP', 'Roamcast SC', 'Roamcast KR']
    : HANGUL.test(text)
      ? ['Roamcast KR', 'Roamcast JP', 'Roamcast SC']
      : ['Roamcast SC', 'Roamcast JP', 'Roamcast KR'];
  const families: Family[] = ['Roamcast Sans', 'Roamcast Arabic', ...cjk];
  return families.map((family) => `"${family}"`).join(', ');
}

/** A canvas font string, e.g. fontFor('東京駅', 36, 700). */
export function fontFor(text: string, size: number, weight = 400): string {
  return `${weight} ${Math.round(size)}px ${fontFamiliesFor(text)}`;
}

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG_LTR = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** The text's direction by its first strong character, as the Unicode bidi algorithm picks a paragraph's. */
export function directionOf(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (STRONG_RTL.test(char)) return 'rtl';
    if (STRONG_LTR.test(char)) return 'ltr';
  }
  return 'ltr';
}
