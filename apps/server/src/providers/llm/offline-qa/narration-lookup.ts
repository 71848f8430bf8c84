import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { PlaceFacts } from '../../geo/place-facts';
import { normalizeText } from './normalize-text';
import { contentTokens, passageMatcher } from './tokenize';

/** Shares of a question's weight a passage must hold to answer it. */
const COVERAGE = 0.6;
const STRICT_COVERAGE = 0.8;

/** A sentence the listener may be asking about: from the narration, or from an online extract. */
export interface Passage {
  text: string;
  /** Undefined for the narration; the extract's source otherwise. */
  source?: string;
}

/** Splits after . ! ? (and the Arabic ؟) followed by a space, and after 。！？ anywhere. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?؟…])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * The narration sentence by sentence, and each online extract in pairs of sentences: an extract's
 * second sentence often says "it" for what its first one names ("...the Golden Gate Bridge. It was
 * designed by...").
 */
export function passagesOf(
  narrationText: string | undefined,
  extracts: NonNullable<PlaceFacts['extracts']>,
): Passage[] {
  const pairs = (text: string) => {
    const sentences = splitSentences(text);
    if (sentences.length <= 2) return [sentences.join(' ')];
    return sentences.slice(1).map((sentence, i) => `${sentences[i]} ${sentence}`);
  };
  return [
    ...splitSentences(narrationText ?? '').map((text) => ({ text })),
    ...extracts.flatMap((extract) => pairs(extract.text).map((text) => ({ text, source: extract.source }))),
  ];
}

/** A language's stop words (see QaKeywords.stopWords), normalized. */
export function stopSet(words: string): Set<string> {
  return new Set(
    words
      .split(/\s+/u)
      .map((word) => normalizeText(word).trim())
      .filter(Boolean),
  );
}

interface Scored {
  index: number;
  matched: number;
  /** Share of the question's weight the passage holds. */
  coverage: number;
}

/**
 * The one or two passages that best hold the question's words, in reading order; empty when none
 * holds enough. A word found in many passages (the place's own name) weighs little, a word found
 * in none weighs most: "how far is the North Pole" is not answered by a sentence about the north.
 * `strict` asks for nearly all of a question of two words or more, for questions that facts rarely
 * answer (who, why): a passage that merely mentions a bridge does not say who designed it, and one
 * about how people live here does not say who lived here.
 */
export function lookUp(
  question: string,
  passages: readonly Passage[],
  language: LanguageCode,
  stop: ReadonlySet<string>,
  strict = false,
): Passage[] {
  const asked = [...new Set(contentTokens(question, language, stop))];
  if (asked.length === 0 || passages.length === 0) return [];
  const matchers = passages.map((p) => passageMatcher(p.text, language));
  const hits = asked.map((word) => matchers.map((holds) => holds(word)));
  const weights = hits.map((row) => Math.log(1 + passages.length / Math.max(0.5, row.filter(Boolean).length)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const scored: Scored[] = passages.map((_, index) => {
    const found = asked.map((_, w) => w).filter((w) => hits[w]![index]);
    return { index, matched: found.length, coverage: found.reduce((sum, w) => sum + weights[w]!, 0) / total };
  });
  const qualifies = (s: Scored) => (strict ? s.coverage >= STRICT_COVERAGE && s.matched >= 2 : s.coverage >= COVERAGE);
  const ranked = scored.filter(qualifies).sort((a, b) => b.coverage - a.coverage || a.index - b.index);
  const [best, second] = ranked;
  if (!best) return [];
  const chosen =
    second && second.coverage >= best.coverage * 0.8 && passages[second.index]!.source === passages[best.index]!.source
      ? [best, second].sort((a, b) => a.index - b.index)
      : [best];
  return chosen.map((s) => passages[s.index]!);
}
