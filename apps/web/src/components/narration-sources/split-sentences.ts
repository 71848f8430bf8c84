import { FACT_REPORT_LIMITS } from '@roamcast/shared/schemas/fact-report';
import { readableNarrationText } from '../../lib/narration-text';

/** The story's sentences as a listener can point at them, in the story's own language rules. */
export function splitSentences(text: string, language: string | null | undefined): string[] {
  const readable = readableNarrationText(text);
  let pieces: string[];
  try {
    const segmenter = new Intl.Segmenter(language ?? undefined, { granularity: 'sentence' });
    pieces = [...segmenter.segment(readable)].map((piece) => piece.segment);
  } catch {
    // An unknown language tag: fall back to full stops, question and exclamation marks.
    pieces = readable.split(/(?<=[.!?。！？])\s+/u);
  }
  return [
    ...new Set(pieces.map((piece) => clip(piece.replace(/\s+/gu, ' ').trim())).filter((piece) => piece.length > 1)),
  ];
}

/** The server keeps at most this much of a sentence; a longer one is cut rather than refused. */
export function clip(text: string): string {
  return text.length > FACT_REPORT_LIMITS.sentence ? text.slice(0, FACT_REPORT_LIMITS.sentence) : text;
}

/** The sentence a selection lies in, or the selection itself when it spans several. */
export function sentenceForSelection(sentences: readonly string[], selection: string): string {
  const wanted = selection.replace(/\s+/gu, ' ').trim();
  return sentences.find((sentence) => sentence.includes(wanted)) ?? clip(wanted);
}
