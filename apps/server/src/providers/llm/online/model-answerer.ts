import { NARRATION_BEGIN_MARKER, NARRATION_END_MARKER } from '@roamcast/shared/catalog/constants';
import type { QuestionAnswerer, QuestionRequest } from '../question-answerer';
import { buildQuestionPrompt } from '../prompts/question-prompt';
import { fallbackProvider } from './fallback-label';
import { cleanSpoken, withoutThinking } from './spoken-text';
import { ModelError, tokensOf, type TextModel } from './text-model';

export interface ModelAnswererOptions {
  /** Told each time the model fails and the fallback answers instead (for logs). */
  onFallback?(error: unknown, request: QuestionRequest): void;
}

/** The spoken answer in a model's output: no thoughts, markers or markdown. */
export function cleanAnswer(output: string, request: QuestionRequest): string {
  const bare = withoutThinking(output).split(NARRATION_BEGIN_MARKER).join('').split(NARRATION_END_MARKER).join('');
  return cleanSpoken(bare, request.language);
}

/** A QuestionAnswerer backed by an online model; any failure hands the question to `fallback`. */
export function createModelAnswerer(
  model: TextModel,
  fallback: QuestionAnswerer,
  options: ModelAnswererOptions = {},
): QuestionAnswerer {
  return {
    name: model.name,
    async answer(request) {
      const prompt = buildQuestionPrompt(request);
      const stream = model.stream(prompt);
      let output = '';
      try {
        for await (const chunk of stream) output += chunk;
        const answer = cleanAnswer(output, request);
        if (!/\p{L}/u.test(answer)) throw new ModelError('output', 'empty answer');
        return { answer, provider: model.name, tokens: tokensOf(stream, prompt, output), aiWritten: true };
      } catch (error) {
        options.onFallback?.(error, request);
        const answered = await fallback.answer(request);
        const billed = stream.usage || output ? tokensOf(stream, prompt, output) : 0;
        return {
          ...answered,
          tokens: answered.tokens + billed,
          provider: fallbackProvider(answered.provider, model.name, error),
        };
      }
    },
  };
}
