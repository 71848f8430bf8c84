import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { CLAUSE_END, splitSentences } from './split-sentences';

// The first chunk decides how soon audio can start, so it is a short phrase rather than a sentence:
// long enough to sound like one (and to play while the next chunk is spoken), short enough to be
// spoken and encoded in well under a tenth of a second.
const LEAD_MIN_WORDS = 3;
const LEAD_MAX_WORDS = 10;
/** Where a first clause longer than LEAD_MAX_WORDS is cut instead. */
const LEAD_CUT_WORDS = 6;

/** The narration as it is spoken and streamed: its sentences, the first one split after its opening phrase. */
export function streamingChunks(text: string, language: LanguageCode): string[] {
  const [first, ...rest] = splitSentences(text, language);
  return first === undefined ? [] : [...splitLead(first), ...rest];
}

/**
 * Splits a sentence after its first clause (comma, semicolon, colon; 、 and ， in CJK) of three to
 * ten words, else after a shorter first clause, else after its sixth word. Scripts without spaces
 * are only split at clause marks, since cutting inside a Japanese word would change its reading.
 */
export function splitLead(sentence: string): string[] {
  const spaced = /\s/.test(sentence);
  // Without spaces, about two characters make a word (a syllable each in Chinese and kana).
  const words = (text: string) =>
    spaced ? text.trim().split(/\s+/).length : [...text.replace(/[\p{P}\s]/gu, '')].length / 2;
  if (words(sentence) <= LEAD_MAX_WORDS) return [sentence];
  // The first clause boundary after at least three words; failing that (the next clause is too
  // long), an earlier, shorter one such as "Look up:".
  let lead = '';
  let shorter = '';
  for (const clause of sentence.split(CLAUSE_END)) {
    if (words(lead + clause) > LEAD_MAX_WORDS) break;
    lead += clause;
    if (words(lead) >= LEAD_MIN_WORDS) break;
    shorter = lead;
  }
  if (words(lead) < LEAD_MIN_WORDS || lead.length === sentence.length) lead = shorter;
  if (lead) return [lead.trim(), sentence.slice(lead.length).trim()];
  if (!spaced) return [sentence];
  const all = sentence.split(/\s+/);
  return [all.slice(0, LEAD_CUT_WORDS).join(' '), all.slice(LEAD_CUT_WORDS).join(' ')];
}
