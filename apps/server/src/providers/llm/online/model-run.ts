import { countSpokenWords } from '@roamcast/shared/logic/spoken-length';
import { NARRATION_BEGIN_MARKER } from '@roamcast/shared/catalog/constants';
import type { ModelBilling, WriteNarrationRequest, WrittenNarration } from '../narration-writer';
import { LANGUAGE_PACKS } from '../offline/lang/packs';
import { factSources } from '../prompts/facts-block';
import { buildNarrationPrompt } from '../prompts/narration-prompt';
import { NarrationParser } from './narration-parser';
import {
  ModelError,
  usageOf,
  type ModelUsage,
  type TextModel,
  type TextModelRequest,
  type TextStream,
} from './text-model';

const MAX_UNMARKED_CHARS = 600;

/** One model run: its prompt, its stream and the parser reading it. */
export interface Run {
  request: TextModelRequest;
  stream: TextStream;
  parser: NarrationParser;
  controller: AbortController;
}

export function startRun(model: TextModel, request: WriteNarrationRequest, now?: Date): Run {
  const controller = new AbortController();
  const prompt: TextModelRequest = { ...buildNarrationPrompt(request, now), signal: controller.signal };
  return { request: prompt, stream: model.stream(prompt), parser: new NarrationParser(request.language), controller };
}

/** The run's sentences as they complete; throws when the output holds no usable narration. */
export async function* sentencesFrom(run: Run, request: WriteNarrationRequest): AsyncGenerator<string> {
  const noMarker = new ModelError('output', `no ${NARRATION_BEGIN_MARKER} marker in the output`);
  for await (const chunk of run.stream) {
    yield* run.parser.push(chunk);
    // A title line is short: this much text without the marker will not be a usable narration.
    if (run.parser.unmarkedChars > MAX_UNMARKED_CHARS) throw noMarker;
  }
  yield* run.parser.finish();
  if (!run.parser.begun) throw noMarker;
  const words = countSpokenWords(run.parser.text(), request.language);
  // A line or two where minutes were asked for is a refusal or a glitch, not a narration.
  if (words < Math.min(25, request.targetWords / 4))
    throw new ModelError('output', `narration too short (${words} words)`);
}

/** Tokens billed: the reported usage, an estimate when text came without it, nothing for a refused call. */
export function billedTokens(run: Run): number {
  const usage = billedUsage(run);
  return usage ? usage.inputTokens + usage.outputTokens : 0;
}

/** The same, split into input and output under the model's name; undefined for a refused call. */
export function billingOf(run: Run, model: string): ModelBilling | undefined {
  const usage = billedUsage(run);
  return usage ? { model, ...usage } : undefined;
}

function billedUsage(run: Run): ModelUsage | null {
  return run.stream.usage || run.parser.raw ? usageOf(run.stream, run.request, run.parser.raw) : null;
}

/** The narration a run wrote, titled "{theme}: {place}" in its language when the model gave no title. */
export function narrationOf(
  model: TextModel,
  run: Run,
  request: WriteNarrationRequest,
  provider = model.name,
): WrittenNarration {
  const { facts, theme, language } = request;
  const pack = LANGUAGE_PACKS[language];
  const text = run.parser.text();
  return {
    title:
      run.parser.title ?? pack.title.replace('{theme}', pack.themes[theme].name).replace('{place}', facts.place.name),
    text,
    sources: factSources(facts),
    words: countSpokenWords(text, language),
    tokens: billedTokens(run),
    provider,
    // Also when cut short: what the listener heard was the model's.
    aiWritten: true,
    billing: billingOf(run, model.name),
  };
}
