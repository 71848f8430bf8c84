import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { splitSentences, stripNarrationMarkers } from '../offline/split-sentences';

export interface GroupLimits {
  /** The most a request may hold, in the service's own unit (bytes, characters). */
  max: number;
  /** A smaller first group, so the first audio comes back quickly from a service that does not stream. */
  firstMax?: number;
  measure: (text: string) => number;
}

export const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');
export const characters = (text: string) => text.length;

// Chinese and Japanese put no space between sentences; a space there can be read as a pause.
const joiner = (language: LanguageCode) => (language === 'ja' || language === 'zh' ? '' : ' ');

/**
 * Splits narration into request-sized groups of whole sentences, in order. Sentences come from
 * splitSentences, which caps them at 240 characters, so one always fits a service's limit.
 */
export function groupSentences(text: string, language: LanguageCode, limits: GroupLimits): string[] {
  const sentences = splitSentences(stripNarrationMarkers(text), language);
  const glue = joiner(language);
  const groups: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const limit = groups.length === 0 ? (limits.firstMax ?? limits.max) : limits.max;
    const joined = current ? current + glue + sentence : sentence;
    if (current && limits.measure(joined) > limit) {
      groups.push(current);
      current = sentence;
    } else {
      current = joined;
    }
  }
  if (current) groups.push(current);
  return groups;
}
