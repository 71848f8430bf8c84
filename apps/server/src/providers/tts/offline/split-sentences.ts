import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { NARRATION_BEGIN_MARKER, NARRATION_END_MARKER } from '@roamcast/shared/catalog/constants';

/** Longer sentences are cut at clause punctuation so the first audio never waits on a run-on sentence. */
const MAX_SENTENCE_CHARS = 240;

// ICU ends a sentence after these, but they almost always run on ("Mr. Smith", "St. Paul"); merging a
// true sentence end costs only a slightly longer chunk.
const ABBREVIATION = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|Sra|Prof|Hr|Fr|Mme|Mlle|Av|Ave|Nr|vs|[A-Z])\.$/;
// Closing marks that ICU sometimes puts at the start of the next sentence (French « ... ! »).
const LEADING_CLOSER = /^[»”’)\]）」』】]+/;
// Splits after clause punctuation, keeping the spacing with the clause it follows.
// Latin-script marks need a following space so "1,000" and "10:30" stay whole.
export const CLAUSE_END = /(?<=[,;:،]\s+|[，、；：]\s*)(?=\S)/u;

export function stripNarrationMarkers(text: string): string {
  return text.split(NARRATION_BEGIN_MARKER).join(' ').split(NARRATION_END_MARKER).join(' ').trim();
}

/** Splits narration into speakable sentences for any of the 10 languages (handles 。！？ and Arabic ؟). */
export function splitSentences(text: string, language: LanguageCode): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentences: string[] = [];
  let carry = '';
  for (const { segment } of segmenter.segment(text)) {
    let sentence = carry + segment;
    carry = '';
    const closer = sentence.match(LEADING_CLOSER)?.[0];
    if (closer && sentences.length > 0) {
      sentences[sentences.length - 1] += closer;
      sentence = sentence.slice(closer.length);
    }
    if (ABBREVIATION.test(sentence.trimEnd())) {
      carry = sentence;
      continue;
    }
    sentences.push(sentence);
  }
  if (carry) sentences.push(carry);
  return sentences
    .flatMap((s) => breakLongSentence(s.replace(/\s+/g, ' ').trim()))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function breakLongSentence(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE_CHARS) return [sentence];
  const pieces: string[] = [];
  let current = '';
  for (const clause of sentence.split(CLAUSE_END)) {
    if (current && current.length + clause.length > MAX_SENTENCE_CHARS) {
      pieces.push(current.trim());
      current = '';
    }
    current += clause;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}
