import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/** Checks the knowledge packs' tests share: names in their language's script, and every string of a file. */

/** A name belongs to its language's script; Latin letters may appear inside a CJK name ("CNタワー"). */
const FOREIGN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}]/u;
const latin = (n: string) => /\p{Script=Latin}/u.test(n) && !FOREIGN.test(n);

export const IN_SCRIPT: Record<LanguageCode, (name: string) => boolean> = {
  en: latin,
  es: latin,
  fr: latin,
  de: latin,
  it: latin,
  pt: latin,
  ja: (n) =>
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(n) &&
    !/[\p{Script=Hangul}\p{Script=Arabic}]/u.test(n),
  zh: (n) =>
    /\p{Script=Han}/u.test(n) && !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Arabic}]/u.test(n),
  ko: (n) => /\p{Script=Hangul}/u.test(n) && !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}]/u.test(n),
  ar: (n) => /\p{Script=Arabic}/u.test(n) && !/[\p{Script=Latin}\p{Script=Han}\p{Script=Hangul}]/u.test(n),
};

/** Every string of a parsed JSON file, keys included, with where it stands. */
export function jsonStrings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [`${path}.${key} (key)`, key] as [string, string],
    ...jsonStrings(child, `${path}.${key}`),
  ]);
}
