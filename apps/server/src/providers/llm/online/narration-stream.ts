import { NARRATION_BEGIN_MARKER, NARRATION_END_MARKER } from '@roamcast/shared/catalog/constants';
import type { LanguageCode } from '@roamcast/shared/catalog/languages';
import type { NarrationWriter, WriteNarrationRequest, WrittenNarration } from '../narration-writer';
import { parseNarration } from './narration-parser';

/**
 * A narration's sentences as they are written, for speech to start early. `result` settles when
 * the iteration ends (or is left early): the narration the sentences make up, with its provider.
 * The sentences can be read once.
 */
export interface NarrationStream extends AsyncIterable<string> {
  readonly result: Promise<WrittenNarration>;
}

export interface StreamingNarrationWriter extends NarrationWriter {
  writeStream(request: WriteNarrationRequest): NarrationStream;
}

/** Splits a finished text into the sentences a stream would have handed out. */
export function sentencesOf(text: string, language: LanguageCode): string[] {
  return parseNarration(`${NARRATION_BEGIN_MARKER}${text}${NARRATION_END_MARKER}`, language).sentences;
}

/** Any writer as a stream: the streaming ones stream, the others write first and then hand out sentences. */
export function streamNarration(writer: NarrationWriter, request: WriteNarrationRequest): NarrationStream {
  if ('writeStream' in writer && typeof writer.writeStream === 'function') {
    return (writer as StreamingNarrationWriter).writeStream(request);
  }
  const result = writer.write(request);
  // Whoever iterates sees the error; a result nobody awaits must not crash the process.
  result.catch(() => undefined);
  return {
    result,
    async *[Symbol.asyncIterator]() {
      const narration = await result;
      yield* sentencesOf(narration.text, request.language);
    },
  };
}
