import type { LanguageCode } from '@roamcast/shared/catalog/languages';

/** Past this many characters a third sentence is not added: an extract is a sentence or two, read aloud. */
const ENOUGH_CHARS = 160;
const MAX_CHARS = 480;

const segmenters = new Map<LanguageCode, Intl.Segmenter>();

/**
 * Node's ICU breaks after every full stop followed by a capital ("The U.S. | Army", "Mr. | Smith"):
 * a piece ending in an initial or a common abbreviation runs on into the next.
 */
const ABBREVIATION =
  /(?:^|[\s(])(?:(?:\p{L}\.){1,3}|(?:Mr|Mrs|Ms|Dr|St|Mt|Ft|Jr|Sr|Gen|Gov|Sen|Rev|Prof|No|Nr|Co|Inc|Ltd|vs|ca|Ave|Blvd|Sta|Sto|Sra|Hr|Fr|Str|Ste|Mme|Mgr|Dott|Sig|bzw|vgl)\.)$/u;

function sentencesOf(text: string, segmenter: Intl.Segmenter): string[] {
  const sentences: string[] = [];
  let carry = '';
  for (const { segment } of segmenter.segment(text)) {
    carry += segment;
    if (!ABBREVIATION.test(carry.trimEnd())) {
      sentences.push(carry);
      carry = '';
    }
  }
  if (carry) sentences.push(carry);
  return sentences;
}

/**
 * The opening two or three sentences of a summary, cut at sentence ends by the language's rules
 * (Intl.Segmenter knows 。 and ؟; initials and abbreviations are kept whole), whitespace tidied.
 */
export function firstSentences(text: string, language: LanguageCode): string {
  let segmenter = segmenters.get(language);
  if (!segmenter) segmenters.set(language, (segmenter = new Intl.Segmenter(language, { granularity: 'sentence' })));
  const clean = text.replace(/\s+/g, ' ').trim();
  let result = '';
  let count = 0;
  for (const segment of sentencesOf(clean, segmenter)) {
    const next = result + segment;
    if (count > 0 && next.trim().length > MAX_CHARS) break;
    result = next;
    count++;
    if (count >= 3 || (count >= 2 && result.trim().length >= ENOUGH_CHARS)) break;
  }
  return result.trim();
}
