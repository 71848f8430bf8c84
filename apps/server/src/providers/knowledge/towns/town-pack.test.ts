import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IN_SCRIPT as SCRIPT, jsonStrings } from '../pack-checks';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { loadGazetteer } from '../../geo/gazetteer';
import { townFileSchema, type Town, type TownFact } from './town-schema';

/** Every data file of facts/, parsed with the shared schema: a file that does not parse fails here. */
const DIR = new URL('./facts/', import.meta.url);
const fileNames = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();
const raw = fileNames.map((file) => ({ file, json: JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as unknown }));
const parsed = raw.map(({ file, json }) => ({ file, result: townFileSchema.safeParse(json) }));
const towns: Array<Town & { file: string }> = parsed.flatMap(({ file, result }) =>
  result.success ? result.data.towns.map((t) => ({ ...t, file })) : [],
);
const label = (t: Town & { file: string }) => `${t.file} ${t.name} (${t.country})`;

/** Every name object a fact carries, as [language, name] pairs. */
function factNames(fact: TownFact): Array<[string, string | undefined]> {
  const objects: Array<Partial<Record<string, string>> | undefined> =
    fact.kind === 'person'
      ? [fact.names]
      : fact.kind === 'food'
        ? [fact.dish]
        : fact.kind === 'legend'
          ? [fact.who, fact.where]
          : fact.kind === 'history' || fact.kind === 'industry'
            ? [fact.name]
            : fact.kind === 'nature' || fact.kind === 'culture'
              ? [fact.name]
              : [];
  const pairs = objects.flatMap((o) => Object.entries(o ?? {}));
  // A person's own name is Latin script.
  return fact.kind === 'person' ? [['en', fact.name], ...pairs] : pairs;
}

/**
 * What a badly decoded or scraped source leaves in text: U+FFFD (bytes read in the wrong character
 * set), C0/C1 control characters, HTML entities ("&amp;", "&#39;"), markup tags ("<i>", "<br />"),
 * wiki markup ("[[Link]]", "{{cite}}", "'''bold'''") and Markdown links.
 */
const NOT_PLAIN_TEXT =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /\uFFFD|[\u0000-\u001F\u007F-\u009F]|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);|<\/?[a-z][^<>]*>|\[\[|\]\]|\{\{|\}\}|'''|\]\(https?:/iu;

describe('the town pack', () => {
  it('parses every file of facts/ with the shared schema', () => {
    expect(fileNames.length).toBeGreaterThan(0);
    const failures = parsed.filter((p) => !p.result.success).map((p) => `${p.file}: ${p.result.error?.message}`);
    expect(failures).toEqual([]);
  });

  it('holds at least 70 European towns', () => {
    const europe = towns.filter((t) => t.file === 'europe.json');
    expect(europe.length).toBeGreaterThanOrEqual(70);
  });

  it('names every town as the gazetteer does, in its country', () => {
    const byId = new Map(loadGazetteer().cities.map((c) => [c.cityId, c]));
    const wrong = towns
      .filter((t) => {
        const city = byId.get(t.geonameId);
        return !city || city.name !== t.name || city.country !== t.country;
      })
      .map((t) => `${label(t)} #${t.geonameId}: gazetteer has ${byId.get(t.geonameId)?.name ?? 'nothing'}`);
    expect(wrong).toEqual([]);
    // The check catches a town filed under another's id.
    const bonn = byId.get(2946447);
    expect(bonn?.name).toBe('Bonn');
    expect(bonn?.name === 'Cologne' || bonn?.country === 'FR').toBe(false);
  });

  it('lists each town once, over all files', () => {
    const ids = towns.map((t) => t.geonameId);
    expect(towns.filter((t, i) => ids.indexOf(t.geonameId) !== i).map(label)).toEqual([]);
    const wikidata = towns.filter((t) => t.wikidata).map((t) => t.wikidata);
    expect(wikidata.filter((q, i) => wikidata.indexOf(q) !== i)).toEqual([]);
  });

  it('tells at least 8 facts of at least 4 kinds about every town, and no fact twice', () => {
    const thin = towns
      .filter((t) => t.facts.length < 8 || new Set(t.facts.map((f) => f.kind)).size < 4)
      .map((t) => `${label(t)}: ${t.facts.length} facts, kinds ${[...new Set(t.facts.map((f) => f.kind))].join(' ')}`);
    expect(thin).toEqual([]);
    const twice = towns.flatMap((t) => {
      const keys = t.facts.map((f) => JSON.stringify({ ...f, src: undefined }));
      return keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${label(t)}: ${k}`);
    });
    expect(twice).toEqual([]);
  });

  it('keeps spans in order and gives each population one figure a year', () => {
    for (const t of towns) {
      for (const f of t.facts)
        if (f.kind === 'history' && f.end !== undefined) expect(f.end, label(t)).toBeGreaterThan(f.year);
      const years = t.facts.flatMap((f) => (f.kind === 'population' ? [f.year] : []));
      expect(new Set(years).size, label(t)).toBe(years.length);
    }
  });

  it('writes every name in the script of its language', () => {
    const wrong = towns.flatMap((t) =>
      t.facts.flatMap((f) =>
        factNames(f)
          .filter(([lang, name]) => name !== undefined && !SCRIPT[lang as LanguageCode](name))
          .map(([lang, name]) => `${label(t)} ${f.kind} ${lang}: ${name}`),
      ),
    );
    expect(wrong).toEqual([]);
    // The rule catches a name in the wrong script.
    expect(SCRIPT.ja('베토벤')).toBe(false);
    expect(SCRIPT.zh('ベートーヴェン')).toBe(false);
    expect(SCRIPT.ar('Beethoven')).toBe(false);
    expect(SCRIPT.en('贝多芬')).toBe(false);
  });

  it('writes every string of every file as plain text', () => {
    const dirty = raw.flatMap(({ file, json }) =>
      jsonStrings(json, file)
        .filter(([, text]) => NOT_PLAIN_TEXT.test(text) || text !== text.trim())
        .map(([where, text]) => `${where}: ${text}`),
    );
    expect(dirty).toEqual([]);
    // The check itself catches what it is for.
    for (const bad of [
      'Sch\uFFFDnbrunn',
      'Tom &amp; Jerry',
      '<i>Paella</i>',
      '[[Lübeck]]',
      '{{lang|de}}',
      "'''Golem'''",
    ])
      expect(NOT_PLAIN_TEXT.test(bad), bad).toBe(true);
    for (const good of ['Schönbrunn', 'pastel de nata', 'Qal’at al-Bahrain', 'Fish & chips'])
      expect(NOT_PLAIN_TEXT.test(good), good).toBe(false);
  });
});
