import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { foldName } from './fold-name';

const SEPARATOR: Partial<Record<LanguageCode, string>> = { ar: '، ', ja: '、', zh: '、' };

/** A name to show, with the other names it is also known by (so "Tokio" is not followed by "Tokyo"). */
export type NamePart = string | readonly [shown: string, ...alsoKnownAs: string[]] | null | undefined;

/**
 * "Place, City, Region, Country" from the parts that exist, each name once: a part is dropped when it
 * repeats an earlier one, also with a one-letter suffix (東京 then 東京都, Berlin then Berlin).
 */
export function displayName(parts: readonly NamePart[], language: LanguageCode): string {
  const shown: string[] = [];
  const seen: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const names = typeof part === 'string' ? [part] : part;
    if (seen.some((name) => sameName(name, names[0]!))) continue;
    shown.push(names[0]!);
    seen.push(...names);
  }
  return shown.join(SEPARATOR[language] ?? ', ');
}

function sameName(a: string, b: string): boolean {
  const [x, y] = [foldName(a), foldName(b)].sort((p, q) => p.length - q.length) as [string, string];
  return y.startsWith(x) && [...y].length - [...x].length <= 1;
}
