import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe("index.html's first paint", () => {
  it('labels its Start button with the catalogue’s explorer.start in every language', () => {
    const literal = /var starts = (\{[^}]*\});/.exec(html)?.[1]?.replace(/,\s*\}$/, '}');
    expect(literal).toBeDefined();
    const starts = JSON.parse(literal!.replace(/(\w+):/g, '"$1":').replace(/'/g, '"')) as Record<string, string>;
    expect(Object.keys(starts).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      const catalogue = JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, `../locales/${language}.json`), 'utf8'),
      ) as { explorer: { start: string } };
      expect(starts[language], language).toBe(catalogue.explorer.start);
    }
    expect(html).toContain('<span id="shell-start-label">Start</span>');
  });
});
