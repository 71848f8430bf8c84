import { readFileSync } from 'node:fs';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { bankSchema, type Bank } from './bank-schema';
import { townBankSchema, type TownBank } from './town-bank-schema';

/**
 * One language's bank, read from lang/<language>/bank.json and checked against the schema: a
 * malformed or incomplete bank fails loudly on first use, naming the file and the key.
 */
export function loadBank(language: LanguageCode, dir = new URL('./', import.meta.url)): Bank {
  const file = new URL(`${language}/bank.json`, dir);
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const parsed = bankSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Offline composer bank ${language}/bank.json: ${parsed.error.message}`);
  // The file as written, not the parsed copy: the schema's key order must not reorder the sentences.
  return raw as Bank;
}

/** A record whose entries are built on first read, once: a language's bank is read when first spoken. */
export function lazyRecord<K extends string, V>(keys: readonly K[], build: (key: K) => V): Record<K, V> {
  const cache = new Map<K, V>();
  const record = {} as Record<K, V>;
  for (const key of keys) {
    Object.defineProperty(record, key, {
      enumerable: true,
      get: () => {
        if (!cache.has(key)) cache.set(key, build(key));
        return cache.get(key)!;
      },
    });
  }
  return record;
}

/** One language's town sentences, read from lang/<language>/town-bank.json and checked against the schema. */
export function loadTownBank(language: LanguageCode, dir = new URL('./', import.meta.url)): TownBank {
  const file = new URL(`${language}/town-bank.json`, dir);
  const parsed = townBankSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`Offline composer town bank ${language}/town-bank.json: ${parsed.error.message}`);
  return parsed.data;
}
