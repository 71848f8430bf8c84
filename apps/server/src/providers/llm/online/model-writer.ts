import type { NarrationWriter, WriteNarrationRequest, WrittenNarration } from '../narration-writer';
import { eager } from './eager-stream';
import { failureReason, fallbackProvider } from './fallback-label';
import { billedTokens, billingOf, narrationOf, sentencesFrom, startRun, type Run } from './model-run';
import { sentencesOf, type NarrationStream, type StreamingNarrationWriter } from './narration-stream';
import type { TextModel } from './text-model';

export interface ModelWriterOptions {
  /** Told each time the model fails and the fallback writes instead (for logs). */
  onFallback?(error: unknown, request: WriteNarrationRequest): void;
  /** The clock the prompt's local time comes from (tests pin it). */
  now?(): Date;
}

/**
 * A NarrationWriter backed by an online model. Any failure (timeout, error status, output without
 * markers or too short) hands the request to `fallback`, labelled so the record shows what happened.
 */
export function createModelWriter(
  model: TextModel,
  fallback: NarrationWriter,
  options: ModelWriterOptions = {},
): StreamingNarrationWriter {
  async function fallBack(error: unknown, run: Run, request: WriteNarrationRequest): Promise<WrittenNarration> {
    options.onFallback?.(error, request);
    const written = await fallback.write(request);
    const provider = fallbackProvider(written.provider, model.name, error);
    // Only the failed run is billed: the fallback is the offline composer.
    return { ...written, tokens: written.tokens + billedTokens(run), provider, billing: billingOf(run, model.name) };
  }

  return {
    name: model.name,
    async write(request) {
      const run = startRun(model, request, options.now?.());
      try {
        for await (const _sentence of sentencesFrom(run, request)) {
          // The whole text is assembled by the parser.
        }
        return narrationOf(model, run, request);
      } catch (error) {
        return fallBack(error, run, request);
      }
    },
    writeStream(request) {
      return streamWithFallback(model, request, options, fallBack);
    },
  };
}

function streamWithFallback(
  model: TextModel,
  request: WriteNarrationRequest,
  options: ModelWriterOptions,
  fallBack: (error: unknown, run: Run, request: WriteNarrationRequest) => Promise<WrittenNarration>,
): NarrationStream {
  // Settling twice is a no-op, so the first outcome wins and `finally` only covers a reader who left early.
  let settle!: (narration: WrittenNarration | PromiseLike<WrittenNarration>) => void;
  const result = new Promise<WrittenNarration>((resolve) => (settle = resolve));
  // A fallback writer that throws rejects `result`; the reader sees the error through the iteration.
  result.catch(() => undefined);
  let started = false;

  async function* iterate(): AsyncGenerator<string> {
    if (started) throw new Error('a narration stream can be read once');
    started = true;
    const run = startRun(model, request, options.now?.());
    let spoken = 0;
    try {
      for await (const sentence of eager(sentencesFrom(run, request))) {
        spoken++;
        yield sentence;
      }
      settle(narrationOf(model, run, request));
    } catch (error) {
      if (spoken > 0) {
        // What was said cannot be unsaid: the narration is what the listener heard.
        settle(narrationOf(model, run, request, `${model.name} (cut short: ${failureReason(error)})`));
        return;
      }
      const written = fallBack(error, run, request);
      settle(written);
      yield* sentencesOf((await written).text, request.language);
    } finally {
      run.controller.abort();
      settle(narrationOf(model, run, request, `${model.name} (stopped early by the reader)`));
    }
  }

  return { result, [Symbol.asyncIterator]: iterate };
}
