import { readFile } from 'node:fs/promises';

/** The lines of the CMU dictionary for these words, alternates ("read(2)") included, in dictionary order. */
export async function extractPronunciations(
  dictionaryPath: string,
  words: readonly string[],
): Promise<{ lines: string[]; missing: string[] }> {
  const wanted = new Set(words);
  const found = new Set<string>();
  const lines: string[] = [];
  for (const line of (await readFile(dictionaryPath, 'utf8')).split('\n')) {
    const word = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
    if (!wanted.has(word)) continue;
    lines.push(line);
    found.add(word);
  }
  return { lines, missing: words.filter((word) => !found.has(word)) };
}
