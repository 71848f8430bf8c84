import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';

type Catalogue = { [key: string]: string | string[] | Catalogue };

const catalogues = import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' });
const load = (code: string): Catalogue => catalogues[`./${code}.json`]!;

/** key -> value (arrays keep their length as part of the shape). */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) entries.set(path, value);
    else for (const [inner, innerValue] of flatten(value, path)) entries.set(inner, innerValue);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

const english = flatten(load('en'));

describe('locale catalogues', () => {
  it('has exactly one catalogue per UI language', () => {
    const codes = Object.keys(catalogues).map((path) => path.slice(2, -'.json'.length));
    expect(codes.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s translates every English string', (code) => {
    const translated = flatten(load(code));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, source] of english) {
      const value = translated.get(key)!;
      if (Array.isArray(source)) {
        expect(Array.isArray(value) && value.length, key).toBe(source.length);
        for (const item of value as string[]) expect(item.trim(), key).not.toBe('');
      } else {
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
        expect(placeholders(value as string), key).toEqual(placeholders(source));
      }
    }
  });

  it('keeps the spec wording in English', () => {
    expect(english.get('errors.notFound')).toBe('Page not found');
    expect(english.get('limits.tourLimitReached')).toBe('Tour limit reached');
    expect(english.get('location.permissionDenied')).toBe(
      'GPS permission denied. Please enable location access in your browser settings.',
    );
  });
});
