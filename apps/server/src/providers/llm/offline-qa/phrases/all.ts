import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES } from '@roamcast/shared/catalog/languages';
import { lazyRecord } from '../../offline/lang/load-bank';
import type { QaPhrases } from '../types';
import { QA_FORMS } from './forms';
import { phrasesSchema, type Phrases } from './phrase-schema';

/**
 * Each language's question keywords and answer sentences, read from phrases/<language>.json on
 * first use and checked against the schema (a malformed file fails loudly, naming file and key).
 */
export const QA_PHRASES = lazyRecord(LANGUAGE_CODES, (code): QaPhrases => {
  const raw: unknown = JSON.parse(readFileSync(new URL(`${code}.json`, import.meta.url), 'utf8'));
  const parsed = phrasesSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Offline answer phrases ${code}.json: ${parsed.error.message}`);
  const forms = QA_FORMS[code];
  // The file as written, not the parsed copy: the schema must not reorder what was checked.
  return { ...(raw as Phrases), ...(forms ? { forms } : {}) };
});
