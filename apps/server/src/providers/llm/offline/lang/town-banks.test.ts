import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@roamcast/shared/catalog/languages';
import { loadTownBank } from './load-bank';
import { TOWN_BANK_KEYS } from './town-bank-schema';

const read = (language: LanguageCode): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./${language}/town-bank.json`, import.meta.url), 'utf8'));

/** The value at a "section.key" path of a bank, or undefined. */
const at = (bank: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], bank);

const SLOT = /\{(\w+)(?:\|\w+)?\}/gu;
const slotsOf = (texts: string[]) =>
  new Set(texts.flatMap((t) => [...t.matchAll(SLOT)].map(([, s]) => s!.toLowerCase())));

describe('town banks', () => {
  it.each(LANGUAGE_CODES)('%s has a town bank the schema accepts, with every key of the town schema', (language) => {
    expect(() => loadTownBank(language)).not.toThrow();
    const bank = read(language);
    const missing = TOWN_BANK_KEYS.filter((path) => {
      const value = at(bank, path);
      return Array.isArray(value) ? value.length < 2 : typeof value !== 'string' || !value;
    });
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGE_CODES)(
    '%s names the person in every occupation and tells every fact with the slots English uses',
    (language) => {
      const bank = read(language);
      const english = read('en');
      const problems = TOWN_BANK_KEYS.flatMap((path) => {
        const value = at(bank, path);
        if (path.startsWith('occupation.')) return String(value).includes('{name}') ? [] : [`${path} lacks {name}`];
        if (!Array.isArray(value)) return [];
        // Each fact's own slots must be usable: the same slot set as English, give or take capitals and the town's name.
        const own = slotsOf(value as string[]);
        const theirs = slotsOf(at(english, path) as string[]);
        return [...theirs]
          .filter((s) => !own.has(s) && !['town', 'year', 'when', 'kind'].includes(s))
          .map((s) => `${path} never uses {${s}}`);
      });
      expect(problems).toEqual([]);
    },
  );

  it('refuses to load a town bank that is not what the schema says, naming the file and the key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'town-bank-'));
    const broken = structuredClone(read('en')) as { history: Record<string, unknown> };
    broken.history.founded = ['only one wording'];
    mkdirSync(join(dir, 'de'));
    writeFileSync(join(dir, 'de', 'town-bank.json'), JSON.stringify(broken));
    expect(() => loadTownBank('de', pathToFileURL(`${dir}/`))).toThrow(
      /de\/town-bank\.json[\s\S]*history[\s\S]*founded/,
    );
  });
});
