import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { QA_PHRASES } from './phrases/all';
import { compileKeywords, normalizeText } from './normalize-text';
import { INTENTS, type IntentId } from './types';

type Compiled = ReadonlyArray<[IntentId, readonly string[]]>;
const compiled = new Map<LanguageCode, Compiled>();

function keywordsOf(language: LanguageCode): Compiled {
  let list = compiled.get(language);
  if (!list) {
    const intents = QA_PHRASES[language].intents;
    list = INTENTS.map((intent) => [intent, compileKeywords(intents[intent], language)] as const);
    compiled.set(language, list);
  }
  return list;
}

/**
 * The intents a question's words point to, in the order of INTENTS. English keywords count too,
 * since travellers often ask in English whatever language they listen in.
 */
export function classifyQuestion(question: string, language: LanguageCode): Set<IntentId> {
  const normalized = normalizeText(question);
  const found = new Set<IntentId>();
  for (const code of new Set<LanguageCode>([language, 'en'])) {
    for (const [intent, keywords] of keywordsOf(code)) {
      if (keywords.some((keyword) => normalized.includes(keyword))) found.add(intent);
    }
  }
  return new Set(INTENTS.filter((intent) => found.has(intent)));
}
