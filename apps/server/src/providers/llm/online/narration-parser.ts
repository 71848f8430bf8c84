import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import { cleanSpoken, UNSPACED_LANGUAGES } from './spoken-text';

// Models sometimes bold the markers or write them with an underscore; the text is what counts.
const BEGIN = /\[\s*BEGIN[ _]NARRATION\s*\]/iu;
const END = /\[\s*END[ _]NARRATION\s*\]/iu;
const TITLE_LINE = /^[\s*#_]*TITLE[\s*_]*[:：][\s*_]*(.+?)[\s*_]*$/imu;
/**
 * A sentence ends at a terminator followed by a space, or at a blank line. CJK full stops need no
 * space, but after a closing quote the sentence goes on unless a space or a new quote follows
 * (「すごい！」と言います。 is one sentence).
 */
const BOUNDARY = /[.!?…؟]+["'”’»)\]]*(?=\s)|[。！？]+(?=[^」』）”"])|[。！？]+[」』）”"]+(?=[\s「『（“])|\n[ \t]*\n/gu;
const ENDS_SENTENCE = /[.!?…؟。！？]["'”’»)\]」』）]*\s*$/u;
const PARAGRAPH_BREAK = /\n[ \t]*\n/u;
const MAX_TITLE = 120;

/**
 * Reads a model's output as it streams: finds the narration between the begin and end markers
 * (and a TITLE line before it), and hands out each sentence as soon as it is complete, cleaned of
 * markdown, so speech can start while the model is still writing.
 */
export class NarrationParser {
  title: string | null = null;
  begun = false;
  ended = false;
  raw = '';
  /** Output so far with no begin marker in it (thoughts aside): a model that skips the marker shows here. */
  unmarkedChars = 0;
  private preamble = '';
  private body = '';
  private readonly paragraphs: string[][] = [[]];
  private breakPending = false;

  constructor(private readonly language: LanguageCode) {}

  /** Feeds more output; returns the sentences it completed. */
  push(chunk: string): string[] {
    this.raw += chunk;
    if (this.ended) return [];
    if (!this.begun) {
      this.preamble += chunk;
      // A reasoning model may quote the markers while thinking; only what follows its thoughts counts.
      if (this.preamble.includes('<think>') && !this.preamble.includes('</think>')) return [];
      const thoughtsEnd = this.preamble.lastIndexOf('</think>');
      const visible = thoughtsEnd < 0 ? this.preamble : this.preamble.slice(thoughtsEnd + '</think>'.length);
      const begin = BEGIN.exec(visible);
      if (!begin) {
        this.unmarkedChars = visible.length;
        return [];
      }
      this.begun = true;
      this.title = readTitle(visible.slice(0, begin.index));
      chunk = visible.slice(begin.index + begin[0].length);
    }
    this.body += chunk;
    const end = END.exec(this.body);
    if (!end) return this.drain(false);
    this.body = this.body.slice(0, end.index);
    this.ended = true;
    return this.drain(true);
  }

  /**
   * The output is over: hands out what is left. Without an end marker the model was likely cut off
   * (token limit), so an unfinished last sentence is dropped rather than spoken half-way.
   */
  finish(): string[] {
    if (!this.begun || this.ended) return [];
    this.ended = true;
    this.body = this.body.replace(/\[[^\]\n]{0,24}$/u, '');
    const complete = ENDS_SENTENCE.test(this.body) || this.sentenceCount() === 0;
    if (!complete) this.body = this.body.slice(0, lastBoundaryEnd(this.body));
    return this.drain(true);
  }

  /** The narration so far: sentences in paragraphs, as a voice should read it. */
  text(): string {
    const joiner = UNSPACED_LANGUAGES.has(this.language) ? '' : ' ';
    return this.paragraphs
      .filter((p) => p.length)
      .map((p) => p.join(joiner))
      .join('\n\n');
  }

  sentenceCount(): number {
    return this.paragraphs.reduce((sum, p) => sum + p.length, 0);
  }

  private drain(final: boolean): string[] {
    const out: string[] = [];
    let start = 0;
    for (const match of this.body.matchAll(BOUNDARY)) {
      const stop = match.index + match[0].length;
      if (this.emit(this.body.slice(start, stop), out)) start = stop;
    }
    this.body = this.body.slice(start);
    if (final && this.emit(this.body, out)) this.body = '';
    return out;
  }

  /** Adds one sentence unless it holds no words yet (a list number "1." is not a sentence). */
  private emit(raw: string, out: string[]): boolean {
    const sentence = cleanSpoken(raw, this.language);
    if (!/\p{L}/u.test(sentence)) return false;
    const leading = raw.match(/^\s*/u)![0];
    if ((this.breakPending || PARAGRAPH_BREAK.test(leading)) && this.paragraphs.at(-1)!.length) {
      this.paragraphs.push([]);
    }
    this.breakPending = PARAGRAPH_BREAK.test(raw.slice(raw.trimEnd().length));
    this.paragraphs.at(-1)!.push(sentence);
    out.push(sentence);
    return true;
  }
}

function lastBoundaryEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(BOUNDARY)) end = match.index + match[0].length;
  return end;
}

function readTitle(preamble: string): string | null {
  const line = TITLE_LINE.exec(preamble)?.[1];
  if (!line) return null;
  const title = line
    .replace(/[*_`#]/gu, '')
    .replace(/^["'“”«»「『\s]+|["'“”«»」』\s]+$/gu, '')
    .trim();
  return title ? title.slice(0, MAX_TITLE) : null;
}

/** A whole output at once: the narration's title, text and sentences, and whether it had markers. */
export function parseNarration(output: string, language: LanguageCode) {
  const parser = new NarrationParser(language);
  const sentences = [...parser.push(output), ...parser.finish()];
  return { title: parser.title, text: parser.text(), sentences, begun: parser.begun };
}
